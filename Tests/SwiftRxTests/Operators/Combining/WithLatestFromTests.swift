import SwiftRx
import SwiftRxTest
import Testing

@Suite("withLatestFrom", .scopedResources)
struct WithLatestFromTests {
    private func sources(_ scheduler: TestScheduler) -> (TestableObservable<Int>, TestableObservable<String>) {
        let first = scheduler.createHotObservable([
            .next(150, 0), .next(210, 1), .next(230, 2), .next(250, 3), .next(270, 4), .completed(300),
        ])
        let second = scheduler.createHotObservable([.next(150, "z"), .next(220, "a"), .next(240, "b"), .completed(260)])
        return (first, second)
    }

    @Test func combinesEachElementWithTheLatestOfSecond() {
        let start = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let (first, second) = sources(scheduler)
            let res = scheduler.start { first.withLatestFrom(second) { "\($0)\($1)" } }
            // 210 is dropped: second has nothing yet. Second's completion keeps its latest element.
            #expect(res.events == [.next(230, "2a"), .next(250, "3b"), .next(270, "4b"), .completed(300)])
            #expect(first.subscriptions == [Subscription(200, 300)])
            #expect(second.subscriptions == [Subscription(200, 260)])
        }
        #expect(liveResources == start)
    }

    @Test func withoutSelectorEmitsTheLatestOfSecond() {
        let start = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let (first, second) = sources(scheduler)
            let res = scheduler.start { first.withLatestFrom(second) }
            #expect(res.events == [.next(230, "a"), .next(250, "b"), .next(270, "b"), .completed(300)])
            #expect(first.subscriptions == [Subscription(200, 300)])
            #expect(second.subscriptions == [Subscription(200, 260)])
        }
        #expect(liveResources == start)
    }

    @Test func disposingMidStreamUnsubscribesBoth() {
        let start = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let (first, second) = sources(scheduler)
            let res = scheduler.start(disposed: 245) { first.withLatestFrom(second) }
            #expect(res.events == [.next(230, "a")])
            #expect(first.subscriptions == [Subscription(200, 245)])
            #expect(second.subscriptions == [Subscription(200, 245)])
        }
        #expect(liveResources == start)
    }

    @Test(arguments: [true, false])
    func anErrorOfEitherSourceEndsTheSequence(secondFails: Bool) {
        let start = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let first = scheduler.createHotObservable(
                secondFails
                    ? [.next(210, 1), .next(230, 2), .completed(300)]
                    : [.next(210, 1), .next(230, 2), .error(240, TestError(id: 1))]
            )
            let second = scheduler.createHotObservable(
                secondFails ? [.next(205, "a"), .error(240, TestError(id: 1))] : [.next(205, "a")]
            )
            let res = scheduler.start { first.withLatestFrom(second) { "\($0)\($1)" } }
            #expect(res.events == [.next(210, "1a"), .next(230, "2a"), .error(240, TestError(id: 1))])
            #expect(first.subscriptions == [Subscription(200, 240)])
            #expect(second.subscriptions == [Subscription(200, 240)])
        }
        #expect(liveResources == start)
    }

    @Test func errorThrownByTheSelectorEndsTheSequence() {
        let start = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let (first, second) = sources(scheduler)
            let res = scheduler.start {
                first.withLatestFrom(second) { number, letter -> String in
                    if number == 3 { throw TestError(id: 5) }
                    return "\(number)\(letter)"
                }
            }
            #expect(res.events == [.next(230, "2a"), .error(250, TestError(id: 5))])
            #expect(first.subscriptions == [Subscription(200, 250)])
            #expect(second.subscriptions == [Subscription(200, 250)])
        }
        #expect(liveResources == start)
    }

    @Test func secondIsSubscribedFirst() {
        let start = liveResources
        let log = EventLog<Int>()
        do {
            _ = Observable.just(1).withLatestFrom(Observable.just(10)) { $0 + $1 }.subscribe { log.append($0) }
        }
        #expect(log.elements == [11])
        #expect(log.isCompleted)
        #expect(liveResources == start)
    }
}
