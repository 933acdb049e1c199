import SwiftRx
import SwiftRxTest
import Testing

@Suite("SharedSequence+WithLatestFrom", .scopedResources)
struct SharedSequenceWithLatestFromTests {
    @Test func combinesEachElementWithTheLatestOfTheOtherSequence() {
        let start = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .next(250, 3), .completed(300)])
            let ys = scheduler.createHotObservable([.next(220, 10), .next(240, 20), .completed(245)])
            let (combined, latest) = SharingScheduler.mock(scheduler: scheduler) {
                let first = xs.asDriver(onErrorJustReturn: 0)
                let second = ys.asDriver(onErrorJustReturn: 0)
                let combined = scheduler.createObserver(Int.self)
                let latest = scheduler.createObserver(Int.self)
                scheduler.scheduleAt(200) {
                    _ = first.withLatestFrom(second) { $0 + $1 }.asObservable().subscribe(combined)
                    _ = first.withLatestFrom(second).asObservable().subscribe(latest)
                }
                scheduler.start()
                return (combined, latest)
            }
            // 1 arrives before `second` has anything; after `second` completes its 20 stays in use.
            #expect(combined.events == [.next(231, 12), .next(251, 23), .completed(301)])
            #expect(latest.events == [.next(231, 10), .next(251, 20), .completed(301)])
            #expect(xs.subscriptions == [Subscription(200, 300)])
            #expect(ys.subscriptions == [Subscription(200, 245)])
        }
        #expect(liveResources == start)
    }

    @Test func withLatestFromASignal() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(230, 1)])
        let ys = scheduler.createHotObservable([.next(220, "a")])
        let res = SharingScheduler.mock(scheduler: scheduler) {
            scheduler.start {
                xs.asDriver(onErrorJustReturn: 0).withLatestFrom(ys.asSignal(onErrorJustReturn: ""))
            }
        }
        #expect(res.events == [.next(231, "a")])
    }

    @Test(arguments: [nil, -1] as [Int?])
    func sampleEmitsTheNewestElementAtEachTick(defaultValue: Int?) {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(240, 3), .completed(300)])
        let ticks = scheduler.createHotObservable([.next(225, ()), .next(235, ()), .next(245, ()), .next(310, ())])
        let res = SharingScheduler.mock(scheduler: scheduler) {
            scheduler.start {
                xs.asDriver(onErrorJustReturn: 0)
                    .sample(ticks.asSignal(onErrorJustReturn: ()), defaultValue: defaultValue)
            }
        }
        var expected: [Recorded<Event<Int>>] = [.next(226, 2)]
        if let defaultValue { expected.append(.next(236, defaultValue)) }
        expected += [.next(246, 3)]
        if let defaultValue { expected.append(.next(311, defaultValue)) }
        expected.append(.completed(311))
        #expect(res.events == expected)
    }
}
