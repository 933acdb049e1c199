extension ObservableType {
    /// Passes on the first `count` elements, then completes and disposes the source subscription.
    ///
    /// Completes after the `count`th element, or earlier if the source completes; fails when the
    /// source fails first. Events are sent on the source's scheduler. `take(0)` completes at once
    /// without subscribing to the source. A negative `count` can never be meant: it stops the program
    /// with a message naming the value.
    ///
    /// ```
    /// source:     --1--2--3--4--|
    /// take(2):    --1--(2|)
    /// ```
    ///
    /// - Parameter count: The number of elements to pass on; `0` or more.
    /// - Returns: The sequence of the first `count` elements.
    @inlinable
    public func take(_ count: Int) -> Observable<Element> {
        rxPrecondition(
            count >= 0,
            "take(\(count)): the count must be 0 or more. Pass how many elements to let through "
                + "(take(0) completes at once)."
        )
        if count == 0 {
            return Observable.empty()
        }
        return TakeCountProducer(source: asObservable(), count: count)
    }
}

@usableFromInline
final class TakeCountProducer<Element>: Producer<Element>, @unchecked Sendable {
    // Immutable after init.
    @usableFromInline
    let source: Observable<Element>
    @usableFromInline
    let count: Int

    @inlinable
    convenience init(source: Observable<Element>, count: Int) {
        self.init(source: source, count: count) { producer, observer in
            let me = unsafeDowncast(producer, to: TakeCountProducer<Element>.self)
            let sink = TakeCountSink(observer: consume observer, count: me.count)
            sink.setUpstream(me.source._subscribe { [sink] event in sink.on(event) })
            return consume sink
        }
    }

    /// Only stores: the subscribing closure comes from the convenience initializer (see `Producer`).
    @inlinable
    init(source: Observable<Element>, count: Int, run: @escaping Run) {
        self.source = source
        self.count = count
        super.init(run: run)
    }
}

@usableFromInline
final class TakeCountSink<Element>: Sink<Element>, @unchecked Sendable {
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
            guard remaining > 0 else { return }
            remaining -= 1
            forwardNext(element)
            if remaining == 0 {
                forwardCompleted()
            }
        case .error, .completed:
            forwardTerminal(event)
        }
    }
}
