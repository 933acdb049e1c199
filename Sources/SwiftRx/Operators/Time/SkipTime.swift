import Synchronization

extension ObservableType {
    /// Drops the elements the source sends during the first `duration` after subscription, then
    /// passes on the rest.
    ///
    /// The terminal event passes through whenever it comes. Elements are forwarded on the thread
    /// the source sends them; `scheduler` only times the opening. Disposing cancels the timer.
    ///
    /// ```
    /// source:     -1-2-3-4-5-|
    /// skip(4):    -----3-4-5-|
    /// ```
    ///
    /// - Parameters:
    ///   - duration: How long to drop elements for. Zero or negative drops none sent after the
    ///     scheduler has run the opening timer.
    ///   - scheduler: Where the duration is timed.
    /// - Returns: The sequence without its first `duration` of elements.
    @inlinable
    public func skip(_ duration: RxTimeInterval, scheduler: any SchedulerType) -> Observable<Element>
    where Element: Sendable {
        SkipTimeProducer(source: asObservable(), duration: duration, scheduler: scheduler)
    }
}

@usableFromInline
final class SkipTimeProducer<Element>: Producer<Element>, @unchecked Sendable {
    // Immutable after init.
    @usableFromInline
    let source: Observable<Element>
    @usableFromInline
    let duration: RxTimeInterval
    @usableFromInline
    let scheduler: any SchedulerType

    @inlinable
    convenience init(source: Observable<Element>, duration: RxTimeInterval, scheduler: any SchedulerType) {
        self.init(source: source, duration: duration, scheduler: scheduler) { producer, observer in
            let me = unsafeDowncast(producer, to: SkipTimeProducer<Element>.self)
            let sink = SkipTimeSink(observer: consume observer)
            let timer: any Disposable
            if me.duration.isNever {
                timer = Disposables.create()
            } else {
                timer = me.scheduler.scheduleRelative((), dueTime: me.duration) { [sink] _ in
                    sink.isOpen.store(true, ordering: .releasing)
                    return Disposables.create()
                }
            }
            let subscription = SingleAssignmentDisposable()
            sink.setUpstream(Disposables.create(timer, subscription))
            subscription.setDisposable(me.source._subscribe { [sink] event in sink.on(event) })
            return consume sink
        }
    }

    @inlinable
    init(source: Observable<Element>, duration: RxTimeInterval, scheduler: any SchedulerType, run: @escaping Run) {
        self.source = source
        self.duration = duration
        self.scheduler = scheduler
        super.init(run: run)
    }
}

@usableFromInline
final class SkipTimeSink<Element>: Sink<Element>, @unchecked Sendable {
    // `isOpen` is atomic; the timer only sets it, so only the source's thread forwards.

    @usableFromInline
    let isOpen = Atomic<Bool>(false)

    @inlinable
    func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            if isOpen.load(ordering: .acquiring) {
                forwardNext(element)
            }
        case .error, .completed:
            forwardTerminal(event)
        }
    }
}
