import SwiftRx

/// A point in virtual time, or a span of it, on a ``TestScheduler``: a tick count.
public typealias TestTime = Int

/// A virtual-time scheduler for testing sequences: scripted test observables, an observer that
/// records what arrives and when, and a clock that jumps from one scheduled action to the next.
///
/// ```swift
/// let scheduler = TestScheduler(initialClock: 0)
/// let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .completed(300)])
/// let res = scheduler.start { xs.map { $0 * 10 } }
/// #expect(res.events == [.next(210, 20), .completed(300)])
/// #expect(xs.subscriptions == [Subscription(200, 300)])
/// ```
///
/// With `simulateProcessingDelay` (the default), work scheduled for the current time or the past
/// through `schedule` or `scheduleRelative` runs one tick later, so each hop through the scheduler
/// (an operator's timer, `observe(on:)`) is visible in the recorded times. Virtual-time scheduling
/// (``scheduleAt(_:action:)``, `scheduleRelativeVirtual`, hot and cold test observables) is never
/// shifted: a cold observable's event at 0 arrives at the moment of subscription, as in RxTest.
///
/// Actions run on the thread that calls `start()`,
/// `advanceTo(_:)` or ``advanceBy(_:)``, normally the test itself.
public class TestScheduler: VirtualTimeScheduler<TestSchedulerVirtualTimeConverter>, @unchecked Sendable {
    // `simulateProcessingDelay` is immutable; the base class guards the clock and the queue.

    /// The virtual times ``start(_:)`` uses.
    public struct Defaults {
        /// When the sequence under test is created: 100.
        public static let created = 100
        /// When it is subscribed: 200.
        public static let subscribed = 200
        /// When the subscription is disposed: 1000.
        public static let disposed = 1000
    }

    private let simulateProcessingDelay: Bool

    /// Makes a test scheduler.
    /// - Parameters:
    ///   - initialClock: The starting virtual time.
    ///   - resolution: How many seconds one tick lasts when the scheduler converts to dates and
    ///     `RxTimeInterval`s (`.seconds(5)` is 5 ticks at the default 1.0).
    ///   - simulateProcessingDelay: Whether work due now or in the past runs one tick later.
    public init(initialClock: TestTime, resolution: Double = 1.0, simulateProcessingDelay: Bool = true) {
        self.simulateProcessingDelay = simulateProcessingDelay
        super.init(
            initialClock: initialClock,
            converter: TestSchedulerVirtualTimeConverter(resolution: resolution)
        )
    }

    /// Makes a test scheduler; an earlier SwiftRx spelling of
    /// ``init(initialClock:resolution:simulateProcessingDelay:)``, which is RxTest's label.
    ///
    /// The last parameter has no default, so `TestScheduler(initialClock: 0)` picks the RxTest
    /// initializer.
    /// - Parameters:
    ///   - initialClock: The starting virtual time.
    ///   - resolution: How many seconds one tick lasts.
    ///   - simulateProcessorDelay: Whether work due now or in the past runs one tick later.
    @available(*, deprecated, renamed: "init(initialClock:resolution:simulateProcessingDelay:)")
    public convenience init(initialClock: TestTime, resolution: Double = 1.0, simulateProcessorDelay: Bool) {
        self.init(initialClock: initialClock, resolution: resolution, simulateProcessingDelay: simulateProcessorDelay)
    }

    /// A hot test observable: each event is sent at its absolute virtual time to whoever is
    /// subscribed then, whether anyone is or not. Subscriptions are recorded.
    /// - Parameter events: The events and their times.
    /// - Returns: The observable.
    public func createHotObservable<Element>(_ events: [Recorded<Event<Element>>]) -> TestableObservable<Element> {
        HotObservable(testScheduler: self, recordedEvents: events)
    }

    /// A cold test observable: each subscription receives the events at their times counted from the
    /// moment of subscription. Subscriptions are recorded.
    /// - Parameter events: The events and their times relative to subscription.
    /// - Returns: The observable.
    public func createColdObservable<Element>(_ events: [Recorded<Event<Element>>]) -> TestableObservable<Element> {
        ColdObservable(testScheduler: self, recordedEvents: events)
    }

    /// An observer that records every event it receives with the virtual time of its arrival.
    /// - Parameter type: The element type.
    /// - Returns: The observer.
    public func createObserver<Element>(_ type: Element.Type) -> TestableObserver<Element> {
        TestableObserver(scheduler: self)
    }

    /// Subscribes a new ``TestableObserver`` to `source` now and disposes the subscription when the
    /// clock reaches `disposed`: the RxTest shorthand for recording a sequence that already exists.
    ///
    /// ```swift
    /// let res = scheduler.record(viewModel.title)
    /// scheduler.start()
    /// XCTAssertEqual(res.events, [.next(0, "…"), .next(210, "…")])
    /// ```
    /// - Parameters:
    ///   - source: The sequence to record.
    ///   - disposed: When the subscription is disposed; 1000 by default, as for ``start(_:)``.
    /// - Returns: The observer holding the recorded events.
    public func record<Source: ObservableConvertibleType>(
        _ source: Source,
        disposed: TestTime = Defaults.disposed
    ) -> TestableObserver<Source.Element> {
        let observer = createObserver(Source.Element.self)
        let subscription = source.asObservable().subscribe(observer)
        scheduleAt(disposed) { subscription.dispose() }
        return observer
    }

    /// Runs `action` when the clock reaches `time` (at the current clock if `time` is past).
    ///
    /// `action` runs on the thread that drives the scheduler, normally the test's own, so it may
    /// capture and change the test's local variables.
    /// - Parameters:
    ///   - time: The virtual time.
    ///   - action: The work.
    public func scheduleAt(_ time: TestTime, action: @escaping () -> Void) {
        // Runs on the thread that drives the scheduler (see the documentation above).
        let action = Unchecked(action)
        _ = scheduleAbsoluteVirtual((), time: time) { _ in
            action.value()
            return Disposables.create()
        }
    }

    /// Runs the actions due within the next `interval` ticks, then moves the clock by `interval`.
    /// - Parameter interval: How far to advance; must not be negative.
    public func advanceBy(_ interval: TestTime) {
        precondition(interval >= 0, "advanceBy(\(interval)): the interval must not be negative.")
        let (target, overflow) = clock.addingReportingOverflow(interval)
        advanceTo(overflow ? .max : target)
    }

    /// Shifts work due now or in the past by one tick when `simulateProcessingDelay` is on.
    public override func adjustScheduledTime(_ time: TestTime) -> TestTime {
        let now = clock
        if time <= now {
            return simulateProcessingDelay ? now + 1 : now
        }
        return time
    }

    /// Creates a sequence at `created`, subscribes to it at `subscribed`, disposes the subscription
    /// at `disposed`, runs the scheduler until no work is left, and returns what was received.
    ///
    /// `create` runs on the thread that drives the scheduler (this one), so it may capture the
    /// test's local variables.
    /// - Parameters:
    ///   - created: When `create` runs.
    ///   - subscribed: When the sequence is subscribed.
    ///   - disposed: When the subscription is disposed.
    ///   - create: Builds the sequence under test.
    /// - Returns: The observer holding the recorded events.
    public func start<Element, OutputSequence: ObservableConvertibleType>(
        created: TestTime,
        subscribed: TestTime,
        disposed: TestTime,
        create: @escaping () -> OutputSequence
    ) -> TestableObserver<Element> where OutputSequence.Element == Element {
        let observer = createObserver(Element.self)
        // The run touches `source`/`subscription` only from the scheduled actions, which run one
        // after another on this thread.
        let run = StartRun<OutputSequence>()
        scheduleAt(created) { run.source = create() }
        scheduleAt(subscribed) { run.subscription = run.source?.asObservable().subscribe(observer) }
        scheduleAt(disposed) { run.subscription?.dispose() }
        start()
        return observer
    }

    /// ``start(created:subscribed:disposed:create:)`` with the default creation (100) and
    /// subscription (200) times.
    /// - Parameters:
    ///   - disposed: When the subscription is disposed.
    ///   - create: Builds the sequence under test.
    /// - Returns: The observer holding the recorded events.
    public func start<Element, OutputSequence: ObservableConvertibleType>(
        disposed: TestTime,
        create: @escaping () -> OutputSequence
    ) -> TestableObserver<Element> where OutputSequence.Element == Element {
        start(created: Defaults.created, subscribed: Defaults.subscribed, disposed: disposed, create: create)
    }

    /// ``start(created:subscribed:disposed:create:)`` with the default times: created at 100,
    /// subscribed at 200, disposed at 1000.
    /// - Parameter create: Builds the sequence under test.
    /// - Returns: The observer holding the recorded events.
    public func start<Element, OutputSequence: ObservableConvertibleType>(
        _ create: @escaping () -> OutputSequence
    ) -> TestableObserver<Element> where OutputSequence.Element == Element {
        start(
            created: Defaults.created,
            subscribed: Defaults.subscribed,
            disposed: Defaults.disposed,
            create: create
        )
    }
}

/// What ``TestScheduler/start(created:subscribed:disposed:create:)`` carries between its three
/// scheduled steps.
private final class StartRun<Source: ObservableConvertibleType>: @unchecked Sendable {
    // Touched only by the scheduled steps, which run one after another on the driving thread.
    var source: Source?
    var subscription: (any Disposable)?
}
