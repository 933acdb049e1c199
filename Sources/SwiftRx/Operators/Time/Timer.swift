import Dispatch

extension ObservableType where Element: RxAbstractInteger {
    /// A sequence that sends `0` after `dueTime` and then, when `period` is given, `1`, `2`, … every
    /// `period`.
    ///
    /// Without a period it completes right after the `0`; with one it never completes. Elements are
    /// sent on `scheduler`. Periodic runs use the scheduler's `schedulePeriodic`, which measures each
    /// due time from the first run, so slow observers do not make the sequence drift. A negative
    /// `dueTime` counts as zero; a `.never` due time sends nothing. A period of zero runs as in
    /// RxSwift: elements come as fast as the scheduler runs them (one per tick of a
    /// `TestScheduler`); on a scheduler of real time each subscription reports it once per
    /// `subscribe` call site, as a `nonPositiveDuration` warning through ``Hooks``. A negative period
    /// can never be meant: it stops the program with a message naming the value, in every build
    /// configuration. Disposing cancels the timer.
    ///
    /// ```
    /// timer(3):             ---(0|)
    /// timer(3, period: 2):  ---0-1-2-3->
    /// ```
    ///
    /// - Parameters:
    ///   - dueTime: How long to wait before the first element.
    ///   - period: The time between later elements, zero or more; `nil` for a single element.
    ///   - scheduler: Where the timer runs and the elements are sent.
    /// - Returns: The timer sequence.
    @inlinable
    public static func timer(
        _ dueTime: RxTimeInterval,
        period: RxTimeInterval? = nil,
        scheduler: any SchedulerType
    ) -> Observable<Element> {
        if let period { requireNonNegativePeriod(period, operatorName: "timer(_:period:scheduler:)") }
        return TimerProducer(dueTime: dueTime, period: period, scheduler: scheduler, operatorName: "timer")
    }
}

/// Stops the program when `period` is negative: no call can mean a timer that repeats before it
/// fired. A period of zero is valid, as in RxSwift (see `reportZeroPeriod(_:scheduler:)`).
@inlinable
func requireNonNegativePeriod(_ period: RxTimeInterval, operatorName: String) {
    rxPrecondition(
        period.nanoseconds >= 0,
        "\(operatorName) needs a period of zero or more, got \(period): a timer cannot repeat before "
            + "it fired. Pass a positive period such as .milliseconds(100), or .never for no repeats."
    )
}

/// A periodic timer with a period of zero, as RxSwift runs it, sends as fast as its scheduler runs
/// the ticks: one per virtual tick on a ``VirtualTimeScheduler`` (what RxSwift's own tests use), a
/// busy loop on a scheduler of real time. On the latter it is reported through ``Hooks`` as a
/// `nonPositiveDuration` warning naming the operator and, in debug builds, the `subscribe` call, once
/// per call site.
@usableFromInline
func reportZeroPeriod(_ operatorName: String, scheduler: any SchedulerType) {
    if scheduler is any RunsOnVirtualTime { return }
    #if DEBUG
        let location = SubscriptionSite.current
    #else
        let location: String? = nil
    #endif
    Hooks.report(
        GrammarViolation(kind: .nonPositiveDuration, operatorName: "\(operatorName)(period: 0)", location: location)
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
    /// `interval` or `timer`, for the zero-period warning.
    @usableFromInline
    let operatorName: StaticString

    @inlinable
    convenience init(
        dueTime: RxTimeInterval, period: RxTimeInterval?, scheduler: any SchedulerType, operatorName: StaticString
    ) {
        self.init(dueTime: dueTime, period: period, scheduler: scheduler, operatorName: operatorName) {
            producer, observer in
            let me = unsafeDowncast(producer, to: TimerProducer<Element>.self)
            if _slowPath(me.period?.nanoseconds == 0) {
                reportZeroPeriod("\(me.operatorName)", scheduler: me.scheduler)
            }
            let sink = TimerSink<Element>(observer: consume observer) { tick in Element(truncatingIfNeeded: tick) }
            sink.run(dueTime: me.dueTime, period: me.period, scheduler: me.scheduler)
            return consume sink
        }
    }

    @inlinable
    init(
        dueTime: RxTimeInterval, period: RxTimeInterval?, scheduler: any SchedulerType, operatorName: StaticString,
        run: @escaping Run
    ) {
        self.dueTime = dueTime.isPositive ? dueTime : .nanoseconds(0)
        self.period = period
        self.scheduler = scheduler
        self.operatorName = operatorName
        super.init(run: run)
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
