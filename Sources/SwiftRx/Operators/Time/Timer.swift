import Dispatch

extension ObservableType where Element: RxAbstractInteger {
    /// A sequence that sends `0` after `dueTime` and then, when `period` is given, `1`, `2`, … every
    /// `period`.
    ///
    /// Without a period it completes right after the `0`; with one it never completes. Elements are
    /// sent on `scheduler`. Periodic runs use the scheduler's `schedulePeriodic`, which measures each
    /// due time from the first run, so slow observers do not make the sequence drift. A negative
    /// `dueTime` counts as zero; a `.never` due time sends nothing. A period of zero or less can
    /// never be meant (it asks for elements as fast as the scheduler can run them, a busy loop): it
    /// stops the program with a message naming the value, in every build configuration. Disposing
    /// cancels the timer.
    ///
    /// ```
    /// timer(3):             ---(0|)
    /// timer(3, period: 2):  ---0-1-2-3->
    /// ```
    ///
    /// - Parameters:
    ///   - dueTime: How long to wait before the first element.
    ///   - period: The time between later elements, longer than zero; `nil` for a single element.
    ///   - scheduler: Where the timer runs and the elements are sent.
    /// - Returns: The timer sequence.
    @inlinable
    public static func timer(
        _ dueTime: RxTimeInterval,
        period: RxTimeInterval? = nil,
        scheduler: any SchedulerType
    ) -> Observable<Element> {
        if let period { requirePositivePeriod(period, operatorName: "timer(_:period:scheduler:)") }
        return TimerProducer(dueTime: dueTime, period: period, scheduler: scheduler)
    }
}

/// Stops the program unless `period` is longer than zero (or `.never`): a periodic timer with a
/// period of zero or less would run as fast as its scheduler can, a busy loop no call means.
@inlinable
func requirePositivePeriod(_ period: RxTimeInterval, operatorName: String) {
    rxPrecondition(
        period.isPositive,
        "\(operatorName) needs a period longer than zero, got \(period): a period of zero or less would "
            + "send elements as fast as the scheduler can run them. Pass a positive period such as "
            + ".milliseconds(100), or .never for no repeats."
    )
}

@usableFromInline
final class TimerProducer<Element: RxAbstractInteger>: Producer<Element>, @unchecked Sendable {
    // Immutable after init.
    @usableFromInline
    let dueTime: RxTimeInterval
    @usableFromInline
    let period: RxTimeInterval?
    @usableFromInline
    let scheduler: any SchedulerType

    @inlinable
    init(dueTime: RxTimeInterval, period: RxTimeInterval?, scheduler: any SchedulerType) {
        self.dueTime = dueTime.isPositive ? dueTime : .nanoseconds(0)
        self.period = period
        self.scheduler = scheduler
        super.init { producer, observer in
            let me = unsafeDowncast(producer, to: TimerProducer<Element>.self)
            let sink = TimerSink<Element>(observer: consume observer) { tick in Element(truncatingIfNeeded: tick) }
            sink.run(dueTime: me.dueTime, period: me.period, scheduler: me.scheduler)
            return consume sink
        }
    }
}

@usableFromInline
final class TimerSink<Element>: Sink<Element>, @unchecked Sendable {
    // No mutable fields: the tick count travels through the periodic state; only the timer sends.
    // `element` is immutable and pure (an integer conversion), so calling it from the timer's thread
    // is safe; it is a closure so the @Sendable timer callbacks need no `Element: BinaryInteger`
    // witness (metatypes of arbitrary integer types are not Sendable).

    @usableFromInline
    let element: (UInt64) -> Element

    @inlinable
    init(observer: @escaping Downstream<Element>, element: @escaping (UInt64) -> Element) {
        self.element = element
        super.init(observer: observer)
    }

    @inlinable
    func run(dueTime: RxTimeInterval, period: RxTimeInterval?, scheduler: any SchedulerType) {
        if dueTime.isNever { return }
        guard let period else {
            setUpstream(
                scheduler.scheduleRelative((), dueTime: dueTime) { [self] _ in
                    fireOnce(completing: true)
                    return Disposables.create()
                }
            )
            return
        }
        if period.isNever {
            // One element, then silence: a period of `.never` never comes round again.
            setUpstream(
                scheduler.scheduleRelative((), dueTime: dueTime) { [self] _ in
                    fireOnce(completing: false)
                    return Disposables.create()
                }
            )
            return
        }
        setUpstream(
            scheduler.schedulePeriodic(0 as UInt64, startAfter: dueTime, period: period) { [self] tick in
                tickPeriodically(tick)
            }
        )
    }

    @inlinable
    func fireOnce(completing: Bool) {
        forwardNext(element(0))
        if completing { forwardCompleted() }
    }

    /// Sends tick number `tick` and returns the next tick number. The count travels as `UInt64` so
    /// the `@Sendable` periodic state does not need `Element: Sendable`.
    @inlinable
    func tickPeriodically(_ tick: UInt64) -> UInt64 {
        forwardNext(element(tick))
        return tick &+ 1
    }
}
