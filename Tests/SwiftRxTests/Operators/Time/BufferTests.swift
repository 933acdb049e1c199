import Dispatch
import SwiftRx
import SwiftRxTest
import Testing

@Suite("buffer(timeSpan:count:scheduler:)", .scopedResources)
struct BufferTests {
    @Test func sendsAnArrayWhenFullOrWhenItsTimeSpanEnds() {
        let start = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([
                .next(150, 1), .next(210, 2), .next(220, 3), .next(230, 4), .next(280, 5), .next(290, 6),
                .completed(350),
            ])
            let res = scheduler.start { xs.buffer(timeSpan: .seconds(70), count: 3, scheduler: scheduler) }
            // Full at 230 (the next span then ends at 300); span ends at 300; completion at 350.
            #expect(res.events == [.next(230, [2, 3, 4]), .next(300, [5, 6]), .next(350, []), .completed(350)])
            #expect(xs.subscriptions == [Subscription(200, 350)])
        }
        #expect(liveResources == start)
    }

    @Test func aZeroTimeSpanSendsAnArrayEveryTimeTheTimerRuns() {
        // RxSwift accepts a zero span: its timer is due at once, which a TestScheduler runs one tick
        // later; each run sends the array (often empty) and re-arms for the next tick.
        let start = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(150, 0), .next(203, 1), .next(205, 2), .completed(206)])
            let res = scheduler.start { xs.buffer(timeSpan: .seconds(0), count: 10, scheduler: scheduler) }
            // At 203 and 205 the element (scheduled first) is buffered before that tick's timer runs.
            #expect(
                res.events == [
                    .next(201, []), .next(202, []), .next(203, [1]), .next(204, []), .next(205, [2]),
                    .next(206, []), .completed(206),
                ]
            )
            #expect(xs.subscriptions == [Subscription(200, 206)])
        }
        #expect(liveResources == start)
    }

    @Test func sendsEmptyArraysWhenNothingArrivesInASpan() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(400)] as [Recorded<Event<Int>>])
        let res = scheduler.start { xs.buffer(timeSpan: .seconds(70), count: 3, scheduler: scheduler) }
        #expect(res.events == [.next(270, []), .next(340, []), .next(400, []), .completed(400)])
    }

    @Test func errorDropsTheArrayBeingFilled() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .error(220, TestError())])
        let res = scheduler.start { xs.buffer(timeSpan: .seconds(70), count: 3, scheduler: scheduler) }
        #expect(res.events == [.error(220, TestError())])
        #expect(xs.subscriptions == [Subscription(200, 220)])
    }

    @Test func disposingCancelsTheTimer() {
        let start = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([
                .next(210, 2), .next(220, 3), .next(230, 4), .next(280, 5), .completed(350),
            ])
            let res = scheduler.start(disposed: 290) {
                xs.buffer(timeSpan: .seconds(70), count: 3, scheduler: scheduler)
            }
            #expect(res.events == [.next(230, [2, 3, 4])])
            #expect(xs.subscriptions == [Subscription(200, 290)])
        }
        #expect(liveResources == start)
    }

    @Test func neverTimeSpanBuffersByCountOnly() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(300, 2), .next(400, 3), .next(500, 4), .completed(600),
        ])
        let res = scheduler.start { xs.buffer(timeSpan: .never, count: 2, scheduler: scheduler) }
        #expect(res.events == [.next(300, [1, 2]), .next(500, [3, 4]), .next(600, []), .completed(600)])
    }

    @Test(arguments: [1, 2, 5])
    func fullArraysHoldExactlyCountElements(count: Int) {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable((1...10).map { Recorded.next(200 + $0, $0) } + [.completed(300)])
        let res = scheduler.start { xs.buffer(timeSpan: .seconds(1_000), count: count, scheduler: scheduler) }
        let arrays = res.events.compactMap(\.value.element)
        #expect(arrays.dropLast().allSatisfy { $0.count == count })
        #expect(Array(arrays.joined()) == Array(1...10))
        #expect(res.events.last == .completed(300))
    }
}
