import SwiftRx
import SwiftRxTest
import Synchronization
import Testing

/// Subscibes a recording observer to each group as it arrives, by key.
private final class GroupRecorder: Sendable {
    private struct State {
        var observers: [Int: TestableObserver<Int>] = [:]
        var subscriptions: [any Disposable] = []
    }

    let scheduler: TestScheduler
    private let state = Mutex(State())

    init(scheduler: TestScheduler) {
        self.scheduler = scheduler
    }

    /// Subscribes to `group` now and returns its key.
    func record(_ group: GroupedObservable<Int, Int>) -> Int {
        let observer = scheduler.createObserver(Int.self)
        let subscription = group.subscribe(observer)
        state.withLock { state in
            state.observers[group.key] = observer
            state.subscriptions.append(subscription)
        }
        return group.key
    }

    func events(ofKey key: Int) -> [Recorded<Event<Int>>]? {
        state.withLock { $0.observers[key]?.events }
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

@Suite("groupBy(keySelector:)", .scopedResources)
struct GroupByTests {
    private static let events: [Recorded<Event<Int>>] = [
        .next(150, 1), .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .next(250, 5), .completed(300),
    ]

    @Test func sendsEachGroupOnceAndEachElementToItsGroup() {
        let start = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let recorder = GroupRecorder(scheduler: scheduler)
            let xs = scheduler.createHotObservable(Self.events)
            let res = scheduler.start { xs.groupBy { $0 % 2 }.map { recorder.record($0) } }
            #expect(res.events == [.next(210, 1), .next(220, 0), .completed(300)])
            #expect(recorder.events(ofKey: 1) == [.next(210, 1), .next(230, 3), .next(250, 5), .completed(300)])
            #expect(recorder.events(ofKey: 0) == [.next(220, 2), .next(240, 4), .completed(300)])
            #expect(xs.subscriptions == [Subscription(200, 300)])
            recorder.disposeAll()
        }
        #expect(liveResources == start)
    }

    @Test func aThrowingKeySelectorFailsEveryGroupAndTheOuterSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let recorder = GroupRecorder(scheduler: scheduler)
        let xs = scheduler.createHotObservable(Self.events)
        let res = scheduler.start {
            xs.groupBy { value -> Int in
                if value == 4 { throw TestError() }
                return value % 2
            }.map { recorder.record($0) }
        }
        #expect(res.events == [.next(210, 1), .next(220, 0), .error(240, TestError())])
        #expect(recorder.events(ofKey: 1) == [.next(210, 1), .next(230, 3), .error(240, TestError())])
        #expect(recorder.events(ofKey: 0) == [.next(220, 2), .error(240, TestError())])
        #expect(xs.subscriptions == [Subscription(200, 240)])
        recorder.disposeAll()
    }

    @Test func aSourceErrorFailsEveryGroup() {
        let scheduler = TestScheduler(initialClock: 0)
        let recorder = GroupRecorder(scheduler: scheduler)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .error(230, TestError())])
        let res = scheduler.start { xs.groupBy { $0 % 2 }.map { recorder.record($0) } }
        #expect(res.events == [.next(210, 1), .next(220, 0), .error(230, TestError())])
        #expect(recorder.events(ofKey: 1) == [.next(210, 1), .error(230, TestError())])
        #expect(recorder.events(ofKey: 0) == [.next(220, 2), .error(230, TestError())])
        recorder.disposeAll()
    }

    @Test func observedGroupsKeepTheSourceAfterTheOuterIsDisposed() {
        let start = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let recorder = GroupRecorder(scheduler: scheduler)
            let xs = scheduler.createHotObservable(Self.events)
            let res = scheduler.start(disposed: 225) { xs.groupBy { $0 % 2 }.map { recorder.record($0) } }
            #expect(res.events == [.next(210, 1), .next(220, 0)])
            #expect(recorder.events(ofKey: 1) == [.next(210, 1), .next(230, 3), .next(250, 5), .completed(300)])
            #expect(recorder.events(ofKey: 0) == [.next(220, 2), .next(240, 4), .completed(300)])
            #expect(xs.subscriptions == [Subscription(200, 300)])
            recorder.disposeAll()
        }
        #expect(liveResources == start)
    }

    @Test func disposingWithNoObservedGroupReleasesTheSource() {
        let start = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable(Self.events)
            let res = scheduler.start(disposed: 225) { xs.groupBy { $0 % 2 }.map(\.key) }
            #expect(res.events == [.next(210, 1), .next(220, 0)])
            #expect(xs.subscriptions == [Subscription(200, 225)])
        }
        #expect(liveResources == start)
    }

    @Test func groupedObservableCarriesItsKeyAndSource() {
        let group = GroupedObservable(key: "k", source: Observable.just(7))
        let log = EventLog<Int>()
        _ = group.asObservable().subscribe { log.append($0) }
        #expect(group.key == "k")
        #expect(log.elements == [7])
        #expect(log.isCompleted)
    }
}
