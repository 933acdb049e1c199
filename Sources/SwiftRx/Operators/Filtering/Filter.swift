extension ObservableType {
    /// Passes on only the elements for which `predicate` returns `true`.
    ///
    /// An error thrown by `predicate` ends the sequence with that error.
    ///
    /// ```
    /// source:                --1--2--3--4--|
    /// filter { $0 % 2 == 0 }: -----2-----4--|
    /// ```
    ///
    /// - Parameter predicate: Decides whether an element passes.
    /// - Returns: The filtered sequence.
    @inlinable
    public func filter(_ predicate: @escaping @Sendable (Element) throws -> Bool) -> Observable<Element> {
        FilterProducer(source: asObservable(), predicate: predicate)
    }
}

@usableFromInline
final class FilterProducer<Element>: Producer<Element>, @unchecked Sendable {
    // Immutable after init.
    @usableFromInline
    let source: Observable<Element>
    @usableFromInline
    let predicate: @Sendable (Element) throws -> Bool

    @inlinable
    init(source: Observable<Element>, predicate: @escaping @Sendable (Element) throws -> Bool) {
        self.source = source
        self.predicate = predicate
        super.init { producer, observer in
            let me = unsafeDowncast(producer, to: FilterProducer<Element>.self)
            let sink = FilterSink(observer: observer, predicate: me.predicate)
            sink.setUpstream(me.source._subscribe { [sink] event in sink.on(event) })
            return sink
        }
    }
}

@usableFromInline
final class FilterSink<Element>: Sink<Element>, @unchecked Sendable {
    // Immutable after init.
    @usableFromInline
    let predicate: @Sendable (Element) throws -> Bool

    @inlinable
    init(observer: @escaping Downstream<Element>, predicate: @escaping @Sendable (Element) throws -> Bool) {
        self.predicate = predicate
        super.init(observer: observer)
    }

    @inlinable
    func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            do {
                if try predicate(element) {
                    forwardNext(element)
                }
            } catch {
                forwardError(error)
            }
        case .error, .completed:
            forwardTerminal(event)
        }
    }
}
