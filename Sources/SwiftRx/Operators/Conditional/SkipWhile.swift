extension ObservableType {
    /// Drops elements while `predicate` holds, then passes on every element from the first one for
    /// which it does not.
    ///
    /// Once an element fails `predicate`, `predicate` is not called again. Completes when the
    /// source completes and fails when it fails. An error thrown by `predicate` ends the sequence
    /// with that error. Events are sent on the source's scheduler.
    ///
    /// ```
    /// source:                     --1--2--3--1--|
    /// skip(while: { $0 < 3 }):    --------3--1--|
    /// ```
    ///
    /// - Parameter predicate: Decides whether an element at the start is dropped.
    /// - Returns: The sequence without its leading elements that satisfy `predicate`.
    @inlinable
    public func skip(while predicate: @escaping @Sendable (Element) throws -> Bool) -> Observable<Element> {
        SkipWhileProducer(source: asObservable(), predicate: predicate)
    }

    /// Drops elements while `predicate` holds; renamed ``skip(while:)``.
    ///
    /// - Parameter predicate: Decides whether an element at the start is dropped.
    /// - Returns: The sequence without its leading elements that satisfy `predicate`.
    @available(*, deprecated, renamed: "skip(while:)")
    @inlinable
    public func skipWhile(_ predicate: @escaping @Sendable (Element) throws -> Bool) -> Observable<Element> {
        skip(while: predicate)
    }
}

@usableFromInline
final class SkipWhileProducer<Element>: Producer<Element>, @unchecked Sendable {
    // Immutable after init.
    @usableFromInline
    let source: Observable<Element>
    @usableFromInline
    let predicate: @Sendable (Element) throws -> Bool

    @inlinable
    convenience init(source: Observable<Element>, predicate: @escaping @Sendable (Element) throws -> Bool) {
        self.init(source: source, predicate: predicate) { producer, observer in
            let me = unsafeDowncast(producer, to: SkipWhileProducer<Element>.self)
            let sink = SkipWhileSink(observer: consume observer, predicate: me.predicate)
            sink.setUpstream(me.source._subscribe { [sink] event in sink.on(event) })
            return consume sink
        }
    }

    @inlinable
    init(source: Observable<Element>, predicate: @escaping @Sendable (Element) throws -> Bool, run: @escaping Run) {
        self.source = source
        self.predicate = predicate
        super.init(run: run)
    }
}

@usableFromInline
final class SkipWhileSink<Element>: Sink<Element>, @unchecked Sendable {
    // `passing` is touched only in `on(_:)`, which the source calls serially (event grammar).
    @usableFromInline
    var passing = false
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
            if !passing {
                do {
                    passing = try !predicate(element)
                } catch {
                    forwardError(error)
                    return
                }
                if !passing { return }
            }
            forwardNext(element)
        case .error, .completed:
            forwardTerminal(event)
        }
    }
}
