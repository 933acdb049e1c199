import SwiftRx
import SwiftRxTest
import Testing

@Suite("Infallible.zip", .scopedResources)
struct InfallibleZipTests {
    @Test func resultSelectorFormPairsByIndex() {
        let start = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(240)])
            let ys = scheduler.createHotObservable([.next(215, "a"), .next(235, "b"), .completed(300)])
            let res = scheduler.start {
                Infallible.zip(xs.asInfallible(onErrorJustReturn: 0), ys.asInfallible(onErrorJustReturn: "")) {
                    "\($0)\($1)"
                }
            }
            #expect(res.events == [.next(215, "1a"), .next(235, "2b"), .completed(300)])
            #expect(xs.subscriptions == [Subscription(200, 240)])
        }
        #expect(liveResources == start)
    }

    @Test func tupleFormsAndThreeSources() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let a = xs.asInfallible(onErrorJustReturn: 0)
        let pairs = scheduler.createObserver(Int.self)
        let triples = scheduler.createObserver(Int.self)
        let eights = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) {
            _ = Infallible.zip(a, a).map { $0 * $1 }.subscribe(pairs)
            _ = Infallible.zip(a, a, a) { $0 + $1 + $2 }.subscribe(triples)
            _ = Infallible.zip(a, a, a, a, a, a, a, a).map { $0.0 + $0.7 }.subscribe(eights)
        }
        scheduler.start()
        #expect(pairs.events == [.next(210, 1), .next(220, 4), .completed(300)])
        #expect(triples.events == [.next(210, 3), .next(220, 6), .completed(300)])
        #expect(eights.events == [.next(210, 2), .next(220, 4), .completed(300)])
    }
}
