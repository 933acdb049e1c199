import Dispatch
import SwiftRx
import SwiftRxTest
import Synchronization
import Testing

/// Subscribes a recording observer to each window as it arrives and numbers the windows.
private final class WindowRecorder: Sendable {
    private struct State {
        var observers: [TestableObserver<Int>] = []
        var subscriptions: [any Disposable] = []
    }

    let scheduler: TestScheduler
    private let state = Mutex(State())

    init(scheduler: TestScheduler) {
        self.scheduler = scheduler
    }

    /// Subscribes to `window` now and returns its number.
    func record(_ window: Observable<Int>) -> Int {
        let observer = scheduler.createObserver(Int.self)
        let subscription = window.subscribe(observer)
        return state.withLock { state in
            state.observers.append(observer)
            state.subscriptions.append(subscription)
            return state.observers.count - 1
        }
    }

    var windows: [[Recorded<Event<Int>>]] {
        state.withLock { $0.observers.map(\.events) }
    }

    func disposeAll() {
        let all = state.withLock { state in
            defer { state.subscriptions = [] }
            return state.subscriptions
        }
        for subscription in all {
            subscription.dispose()
        }
    }
}

@Suite("window(timeSpan:count:scheduler:)", .scopedResources)
struct WindowTests {
    @Test func opensANewWindowWhenFullOrWhenItsTimeSpanEnds() {
        let start = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let recorder = WindowRecorder(scheduler: scheduler)
            let xs = scheduler.createHotObservable([
                .next(150, 1), .next(210, 2), .next(220, 3), .next(230, 4), .next(280, 5), .next(290, 6),
                .completed(350),
            ])
            let res = scheduler.start {
                xs.window(timeSpan: .seconds(70), count: 3, scheduler: scheduler).map { recorder.record($0) }
            }
            #expect(res.events == [.next(200, 0), .next(230, 1), .next(300, 2), .completed(350)])
            #expect(
                recorder.windows == [
                    [.next(210, 2), .next(220, 3), .next(230, 4), .completed(230)],
                    [.next(280, 5), .next(290, 6), .completed(300)],
                    [.completed(350)],
                ]
            )
            #expect(xs.subscriptions == [Subscription(200, 350)])
            recorder.disposeAll()
        }
        #expect(liveResources == start)
    }

    @Test func aZeroTimeSpanOpensAWindowEveryTimeTheTimerRuns() {
        // RxSwift accepts a zero span: each run of its zero-delay timer (one tick later on a
        // TestScheduler) closes the current window and opens the next.
        let start = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let recorder = WindowRecorder(scheduler: scheduler)
            let xs = scheduler.createHotObservable([.next(150, 0), .next(202, 1), .completed(204)])
            let res = scheduler.start {
                xs.window(timeSpan: .seconds(0), count: 10, scheduler: scheduler).map { recorder.record($0) }
            }
            #expect(res.events == [.next(200, 0), .next(201, 1), .next(202, 2), .next(203, 3), .completed(204)])
            #expect(
                recorder.windows == [
                    [.completed(201)],
                    [.next(202, 1), .completed(202)],
                    [.completed(203)],
                    [.completed(204)],
                ]
            )
            #expect(xs.subscriptions == [Subscription(200, 204)])
            recorder.disposeAll()
        }
        #expect(liveResources == start)
    }

    @Test func anErrorEndsTheCurrentWindowAndTheOuterSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let recorder = WindowRecorder(scheduler: scheduler)
        let xs = scheduler.createHotObservable([.next(210, 2), .error(220, TestError())])
        let res = scheduler.start {
            xs.window(timeSpan: .seconds(70), count: 3, scheduler: scheduler).map { recorder.record($0) }
        }
        #expect(res.events == [.next(200, 0), .error(220, TestError())])
        #expect(recorder.windows == [[.next(210, 2), .error(220, TestError())]])
        #expect(xs.subscriptions == [Subscription(200, 220)])
        recorder.disposeAll()
    }

    @Test func anObservedWindowKeepsTheSourceAfterTheOuterIsDisposed() {
        let start = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let recorder = WindowRecorder(scheduler: scheduler)
            let xs = scheduler.createHotObservable([.next(210, 2), .next(220, 3), .next(230, 4), .next(240, 5)])
            scheduler.scheduleAt(260) { recorder.disposeAll() }
            let res = scheduler.start(disposed: 215) {
                xs.window(timeSpan: .seconds(70), count: 10, scheduler: scheduler).map { recorder.record($0) }
            }
            #expect(res.events == [.next(200, 0)])
            #expect(recorder.windows == [[.next(210, 2), .next(220, 3), .next(230, 4), .next(240, 5)]])
            #expect(xs.subscriptions == [Subscription(200, 260)])
        }
        #expect(liveResources == start)
    }

    @Test func aWindowThatEndedNoLongerKeepsTheSource() {
        // As in RxSwift, the observer of a window gives up its hold on the source when the window
        // ends, even if its subscription is never disposed.
        let start = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let recorder = WindowRecorder(scheduler: scheduler)
            let xs = scheduler.createHotObservable([.next(210, 2), .next(220, 3), .next(230, 4), .next(240, 5)])
            scheduler.scheduleAt(400) { recorder.disposeAll() }
            let res = scheduler.start(disposed: 215) {
                xs.window(timeSpan: .seconds(70), count: 3, scheduler: scheduler).map { recorder.record($0) }
            }
            #expect(res.events == [.next(200, 0)])
            #expect(recorder.windows == [[.next(210, 2), .next(220, 3), .next(230, 4), .completed(230)]])
            #expect(xs.subscriptions == [Subscription(200, 230)])
        }
        #expect(liveResources == start)
    }

    @Test func disposingWithNoObservedWindowReleasesTheSourceAndTimer() {
        let start = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 2), .next(260, 3)])
            let res = scheduler.start(disposed: 250) {
                xs.window(timeSpan: .seconds(20), count: 10, scheduler: scheduler).map { _ in 0 }
            }
            #expect(res.events == [.next(200, 0), .next(220, 0), .next(240, 0)])
            #expect(xs.subscriptions == [Subscription(200, 250)])
        }
        #expect(liveResources == start)
    }

    @Test func neverTimeSpanWindowsByCountOnly() {
        let scheduler = TestScheduler(initialClock: 0)
        let recorder = WindowRecorder(scheduler: scheduler)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(300, 2), .next(400, 3), .completed(600)])
        let res = scheduler.start {
            xs.window(timeSpan: .never, count: 2, scheduler: scheduler).map { recorder.record($0) }
        }
        #expect(res.events == [.next(200, 0), .next(300, 1), .completed(600)])
        #expect(
            recorder.windows == [[.next(210, 1), .next(300, 2), .completed(300)], [.next(400, 3), .completed(600)]])
        recorder.disposeAll()
    }

    @Test func aLateObserverOfAWindowSeesOnlyWhatFollows() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(300)])
        let windows = Mutex<[Observable<Int>]>([])
        let late = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(220) { _ = windows.withLock { $0[0] }.subscribe(late) }
        _ = scheduler.start {
            xs.window(timeSpan: .never, count: 10, scheduler: scheduler).map { window in
                windows.withLock { $0.append(window) }
                return 0
            }
        }
        #expect(late.events == [.next(230, 2), .completed(300)])
    }
}
