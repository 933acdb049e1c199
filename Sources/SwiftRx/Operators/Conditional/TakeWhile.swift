/// Whether an operator that stops at an element (such as `take(while:behavior:)`) also emits that
/// element.
public enum TakeBehavior: Sendable {
    /// Emit the element that stops the sequence, then complete.
    case inclusive
    /// Complete without emitting the element that stops the sequence.
    case exclusive
}

extension ObservableType {
    /// Passes on elements while `predicate` holds, and completes at the first element for which it
    /// does not.
    ///
    /// At the first element failing `predicate` the result completes and disposes the source
    /// subscription; with `behavior: .inclusive` that element is sent before completing. Completes
    /// when the source completes and fails when it fails, if that comes first. An error thrown by
    /// `predicate` ends the sequence with that error. Events are sent on the source's scheduler.
    ///
    /// ```
    /// source:                                          --1--2--3--4--|
    /// take(while: { $0 < 3 }):                         --1--2--|
    /// take(while: { $0 < 3 }, behavior: .inclusive):   --1--2--(3|)
    /// ```
    ///
    /// - Parameters:
    ///   - predicate: Decides whether the sequence goes on.
    ///   - behavior: Whether the element that fails `predicate` is emitted; `.exclusive` by default.
    /// - Returns: The sequence of the leading elements that satisfy `predicate`.
    @inlinable
    public func take(
        while predicate: @escaping @Sendable (Element) throws -> Bool,
        behavior: TakeBehavior = .exclusive
    ) -> Observable<Element> {
        TakeWhileProducer(source: asObservable(), predicate: predicate, behavior: behavior)
    }

    /// Passes on elements while `predicate` holds; renamed ``take(while:behavior:)``.
    ///
    /// - Parameter predicate: Decides whether the sequence goes on.
    /// - Returns: The sequence of the leading elements that satisfy `predicate`.
    @available(*, deprecated, renamed: "take(while:)")
    @inlinable
    public func takeWhile(_ predicate: @escaping @Sendable (Element) throws -> Bool) -> Observable<Element> {
        take(while: predicate, behavior: .exclusive)
    }
}

@usableFromInline
final class TakeWhileProducer<Element>: Producer<Element>, @unchecked Sendable {
    // Immutable after init.
    @usableFromInline
    let source: Observable<Element>
    @usableFromInline
    let predicate: @Sendable (Element) throws -> Bool
    @usableFromInline
    let behavior: TakeBehavior

    @inlinable
    convenience init(
        source: Observable<Element>, predicate: @escaping @Sendable (Element) throws -> Bool, behavior: TakeBehavior
    ) {
        self.init(source: source, predicate: predicate, behavior: behavior) { producer, observer in
            let me = unsafeDowncast(producer, to: TakeWhileProducer<Element>.self)
            let sink = TakeWhileSink(observer: consume observer, predicate: me.predicate, behavior: me.behavior)
            sink.setUpstream(me.source._subscribe { [sink] event in sink.on(event) })
            return consume sink
        }
    }

    @inlinable
    init(
        source: Observable<Element>, predicate: @escaping @Sendable (Element) throws -> Bool, behavior: TakeBehavior,
        run: @escaping Run
    ) {
        self.source = source
        self.predicate = predicate
        self.behavior = behavior
        super.init(run: run)
    }
}

@usableFromInline
final class TakeWhileSink<Element>: Sink<Element>, @unchecked Sendable {
    // `finished` is touched only in `on(_:)`, which the source calls serially (event grammar); the
    // other fields are immutable.
    @usableFromInline
    var finished = false
    @usableFromInline
    let predicate: @Sendable (Element) throws -> Bool
    @usableFromInline
    let behavior: TakeBehavior

    @inlinable
    init(
        observer: @escaping Downstream<Element>,
        predicate: @escaping @Sendable (Element) throws -> Bool,
        behavior: TakeBehavior
    ) {
        self.predicate = predicate
        self.behavior = behavior
        super.init(observer: observer)
    }

    @inlinable
    func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            if finished { return }
            let goesOn: Bool
            do {
                goesOn = try predicate(element)
            } catch {
                forwardError(error)
                return
            }
            if goesOn {
                forwardNext(element)
            } else {
                // Set before forwarding, so an element sent re-entrantly is not passed on.
                finished = true
                if behavior == .inclusive {
                    forwardNext(element)
                }
                forwardCompleted()
            }
        case .error, .completed:
            forwardTerminal(event)
        }
    }
}
