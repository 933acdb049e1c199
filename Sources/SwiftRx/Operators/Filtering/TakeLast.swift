extension ObservableType {
    /// Emits the last `count` elements of the source once it completes, then completes.
    ///
    /// Nothing is sent until the source completes; then the (up to) `count` last elements are sent
    /// in order, followed by completion. If the source fails, the result fails at once and the
    /// buffered elements are dropped. Events are sent on the source's scheduler. A negative
    /// `count` can never be meant: it stops the program with a message naming the value.
    ///
    /// ```
    /// source:         --1--2--3--4--|
    /// takeLast(2):    --------------(34|)
    /// ```
    ///
    /// - Parameter count: The number of elements to keep; `0` or more.
    /// - Returns: The sequence of the source's last `count` elements.
    @inlinable
    public func takeLast(_ count: Int) -> Observable<Element> {
        rxPrecondition(
            count >= 0,
            "takeLast(\(count)): the count must be 0 or more. Pass how many of the last elements to keep "
                + "(takeLast(0) keeps none and only completes)."
        )
        return TakeLastProducer(source: asObservable(), count: count)
    }
}

@usableFromInline
final class TakeLastProducer<Element>: Producer<Element>, @unchecked Sendable {
    // Immutable after init.
    @usableFromInline
    let source: Observable<Element>
    @usableFromInline
    let count: Int

    @inlinable
    convenience init(source: Observable<Element>, count: Int) {
        self.init(source: source, count: count) { producer, observer in
            let me = unsafeDowncast(producer, to: TakeLastProducer<Element>.self)
            let sink = TakeLastSink(observer: consume observer, count: me.count)
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
final class TakeLastSink<Element>: Sink<Element>, @unchecked Sendable {
    // `buffer` and `head` are touched only in `on(_:)`, which the source calls serially (event
    // grammar). `buffer` is a ring of at most `count` elements; once full, `head` is the oldest.
    @usableFromInline
    let count: Int
    @usableFromInline
    var buffer: [Element] = []
    @usableFromInline
    var head = 0

    @inlinable
    init(observer: @escaping Downstream<Element>, count: Int) {
        self.count = count
        super.init(observer: observer)
    }

    @inlinable
    func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            if count == 0 { return }
            if buffer.count < count {
                buffer.append(element)
            } else {
                buffer[head] = element
                head += 1
                if head == count { head = 0 }
            }
        case .error(let error):
            buffer = []
            forwardError(error)
        case .completed:
            let elements = buffer[head...] + buffer[..<head]
            buffer = []
            for element in elements {
                forwardNext(element)
            }
            forwardCompleted()
        }
    }
}
