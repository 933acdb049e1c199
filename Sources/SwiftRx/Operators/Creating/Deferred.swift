extension ObservableType {
    /// Calls `observableFactory` on each subscription and subscribes to the sequence it returns.
    /// If the factory throws, the subscription fails with that error.
    ///
    /// ```
    /// factory: { just(now) }
    /// result per subscription: (t|)
    /// ```
    ///
    /// - Parameter observableFactory: Builds the sequence for one subscription.
    /// - Returns: The sequence.
    @inlinable
    public static func deferred(
        _ observableFactory: @escaping @Sendable () throws -> Observable<Element>
    ) -> Observable<Element> {
        DeferredProducer(observableFactory)
    }
}

@usableFromInline
final class DeferredProducer<Element>: Producer<Element>, @unchecked Sendable {
    // Immutable after init.
    @usableFromInline
    let factory: @Sendable () throws -> Observable<Element>

    @inlinable
    convenience init(_ factory: @escaping @Sendable () throws -> Observable<Element>) {
        self.init(factory) { producer, observer in
            let sink = ForwardingSink(observer: consume observer)
            do {
                let source = try unsafeDowncast(producer, to: DeferredProducer<Element>.self).factory()
                sink.setUpstream(source._subscribe { [sink] event in sink.forwardOn(event) })
            } catch {
                sink.forwardError(error)
            }
            return consume sink
        }
    }

    @inlinable
    init(_ factory: @escaping @Sendable () throws -> Observable<Element>, run: @escaping Run) {
        self.factory = factory
        super.init(run: run)
    }
}

/// A sink that forwards every event unchanged; for operators whose work is all in `run`.
@usableFromInline
final class ForwardingSink<Element>: Sink<Element>, @unchecked Sendable {
    // No state of its own; what it inherits from Sink is immutable, atomic or in a guarded slot.
}
