extension ObservableType {
    /// Emits the latest element of this sequence each time `sampler` produces an element or
    /// completes, if this sequence produced a new element since the previous sample; otherwise emits
    /// `defaultValue`, when one is given.
    ///
    /// This sequence is subscribed first. When it completes, its subscription ends and the result
    /// completes at the next sample (after emitting what is pending). The result fails with the first
    /// error of either sequence. Elements are delivered on the thread of `sampler`, one at a time.
    ///
    /// ```
    /// self:             --1--2-----3-----4--|
    /// sampler:          ----x---x----x---x---x--
    /// sample(sampler):  ----1---2----3---4---|
    /// ```
    ///
    /// - Parameters:
    ///   - sampler: Its elements and its completion are the sampling ticks.
    ///   - defaultValue: Emitted at a tick when there is no new element; `nil` emits nothing then.
    /// - Returns: The sampled sequence.
    @inlinable
    public func sample<Source: ObservableType>(_ sampler: Source, defaultValue: Element? = nil) -> Observable<Element> {
        SampleProducer(source: asObservable(), sampler: sampler.asObservable(), defaultValue: defaultValue)
    }
}

@usableFromInline
final class SampleProducer<Element, Tick>: Producer<Element>, @unchecked Sendable {
    // Immutable after init.
    @usableFromInline
    let source: Observable<Element>
    @usableFromInline
    let sampler: Observable<Tick>
    @usableFromInline
    let defaultValue: Element?

    @inlinable
    convenience init(source: Observable<Element>, sampler: Observable<Tick>, defaultValue: Element?) {
        self.init(source: source, sampler: sampler, defaultValue: defaultValue) { producer, observer in
            let me = unsafeDowncast(producer, to: SampleProducer<Element, Tick>.self)
            let sink = SampleSink<Element, Tick>(observer: consume observer, defaultValue: me.defaultValue)
            sink.sourceSubscription.setDisposable(me.source._subscribe { [sink] event in sink.onSource(event) })
            sink.setUpstream(me.sampler._subscribe { [sink] event in sink.onSampler(event) })
            return consume sink
        }
    }

    @inlinable
    init(source: Observable<Element>, sampler: Observable<Tick>, defaultValue: Element?, run: @escaping Run) {
        self.source = source
        self.sampler = sampler
        self.defaultValue = defaultValue
        super.init(run: run)
    }
}

@usableFromInline
final class SampleSink<Element, Tick>: SerializingSink<Element, Element>, @unchecked Sendable {
    // `element` and `atEnd` are guarded by `lock`; `defaultValue` is immutable; `sourceSubscription`
    // is thread-safe itself.
    @usableFromInline
    @exclusivity(unchecked) var element: Element?
    @usableFromInline
    @exclusivity(unchecked) var atEnd = false
    @usableFromInline
    let defaultValue: Element?
    @usableFromInline
    let sourceSubscription = SingleAssignmentDisposable()

    @inlinable
    init(observer: @escaping Downstream<Element>, defaultValue: Element?) {
        self.defaultValue = defaultValue
        super.init(observer: observer, transform: { $0 })
    }

    @inlinable
    func onSource(_ event: Event<Element>) {
        switch event {
        case .next(let value):
            lock.withLock { element = value }
        case .error(let error):
            synchronized { finish(.error(error)) }
        case .completed:
            lock.withLock { atEnd = true }
            sourceSubscription.dispose()
        }
    }

    @inlinable
    func onSampler(_ event: Event<Tick>) {
        synchronized {
            switch event {
            case .next, .completed:
                var first: Event<Element>?
                if let value = element ?? defaultValue {
                    element = nil
                    first = offer(value)
                }
                if atEnd {
                    let terminal = finish(.completed)
                    first = first ?? terminal
                }
                return first
            case .error(let error):
                return finish(.error(error))
            }
        }
    }

    @usableFromInline
    override func disposeCore() {
        sourceSubscription.dispose()
    }
}
