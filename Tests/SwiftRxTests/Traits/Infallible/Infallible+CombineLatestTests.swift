import SwiftRx
import SwiftRxTest
import Testing

@Suite("Infallible.combineLatest", .scopedResources)
struct InfallibleCombineLatestTests {
    @Test func resultSelectorFormWithTwoAndMoreSources() {
        let start = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(300)])
            let ys = scheduler.createHotObservable([.next(220, "a"), .next(240, "b"), .completed(310)])
            let zs = scheduler.createHotObservable([.next(215, true), .completed(250)])
            let a = xs.asInfallible(onErrorJustReturn: 0)
            let b = ys.asInfallible(onErrorJustReturn: "")
            let c = zs.asInfallible(onErrorJustReturn: false)
            let two = scheduler.createObserver(String.self)
            let three = scheduler.createObserver(String.self)
            scheduler.scheduleAt(200) {
                _ = Infallible.combineLatest(a, b) { "\($0)\($1)" }.subscribe(two)
                _ = Infallible.combineLatest(a, b, c) { "\($0)\($1)\($2 ? "!" : "")" }.subscribe(three)
            }
            scheduler.start()
            #expect(two.events == [.next(220, "1a"), .next(230, "2a"), .next(240, "2b"), .completed(310)])
            #expect(three.events == [.next(220, "1a!"), .next(230, "2a!"), .next(240, "2b!"), .completed(310)])
            #expect(xs.subscriptions == [Subscription(200, 300), Subscription(200, 300)])
        }
        #expect(liveResources == start)
    }

    @Test func tupleForms() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let a = xs.asInfallible(onErrorJustReturn: 0)
        let pairs = scheduler.createObserver(Int.self)
        let eights = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) {
            _ = Infallible.combineLatest(a, a).map { $0 + $1 }.subscribe(pairs)
            _ = Infallible.combineLatest(a, a, a, a, a, a, a, a)
                .map { $0.0 + $0.1 + $0.2 + $0.3 + $0.4 + $0.5 + $0.6 + $0.7 }
                .subscribe(eights)
        }
        scheduler.start()
        #expect(pairs.events == [.next(210, 2), .completed(300)])
        #expect(eights.events == [.next(210, 8), .completed(300)])
    }

    @Test func disposalStopsEverySource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2)])
        let ys = scheduler.createHotObservable([.next(220, 10)])
        let res = scheduler.start(disposed: 250) {
            Infallible.combineLatest(xs.asInfallible(onErrorJustReturn: 0), ys.asInfallible(onErrorJustReturn: 0)) {
                $0 + $1
            }
        }
        #expect(res.events == [.next(220, 11)])
        #expect(xs.subscriptions == [Subscription(200, 250)])
        #expect(ys.subscriptions == [Subscription(200, 250)])
    }
}
