extension ObservableType {
    /// Drops the first `count` elements and passes on the rest.
    ///
    /// Completes when the source completes and fails when it fails. Events are sent on the source's
    /// scheduler. A negative `count` can never be meant: it stops the program with a message
    /// naming the value.
    ///
    /// ```
    /// source:     --1--2--3--4--|
    /// skip(2):    --------3--4--|
    /// ```
    ///
    /// - Parameter count: The number of elements to drop; `0` or more.
    /// - Returns: The sequence without its first `count` elements.
    @inlinable
    public func skip(_ count: Int) -> Observable<Element> {
        rxPrecondition(
            count >= 0,
            "skip(\(count)): the count must be 0 or more. Pass how many elements to drop (skip(0) drops "
                + "none)."
        )
        return SkipCountProducer(source: asObservable(), count: count)
    }
}

@usableFromInline
final class SkipCountProducer<Element>: Producer<Element>, @unchecked Sendable {
    // Immutable after init.
    @usableFromInline
    let source: Observable<Element>
    @usableFromInline
    let count: Int

    @inlinable
    convenience init(source: Observable<Element>, count: Int) {
        self.init(source: source, count: count) { producer, observer in
            let me = unsafeDowncast(producer, to: SkipCountProducer<Element>.self)
            let sink = SkipCountSink(observer: consume observer, count: me.count)
            sink.setUpstream(me.source._subscribe { [sink] event in sink.on(event) })
            return consume sink
        }
    }

    @inlinable
    init(source: Observable<Element>, count: Int, run: @escaping Run) {
        self.source = source
        self.count = count
        super.init(run: run)
    }
}

@usableFromInline
final class SkipCountSink<Element>: Sink<Element>, @unchecked Sendable {
    // `remaining` is touched only in `on(_:)`, which the source calls serially (event grammar).
    @usableFromInline
    var remaining: Int

    @inlinable
    init(observer: @escaping Downstream<Element>, count: Int) {
        self.remaining = count
        super.init(observer: observer)
    }

    @inlinable
    func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            if remaining > 0 {
                remaining -= 1
            } else {
                forwardNext(element)
            }
        case .error, .completed:
            forwardTerminal(event)
        }
    }
}
