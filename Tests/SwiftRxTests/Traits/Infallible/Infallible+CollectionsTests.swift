import SwiftRx
import SwiftRxTest
import Testing

@Suite("Infallible.combineLatest / zip of collections", .scopedResources)
struct InfallibleCollectionsTests {
    @Test func combineLatestOfACollection() {
        let start = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(300)])
            let ys = scheduler.createHotObservable([.next(220, 10), .completed(250)])
            let sources = [xs.asInfallible(onErrorJustReturn: 0), ys.asInfallible(onErrorJustReturn: 0)]
            let sums = scheduler.createObserver(Int.self)
            let arrays = scheduler.createObserver([Int].self)
            scheduler.scheduleAt(200) {
                _ = Infallible.combineLatest(sources) { $0.reduce(0, +) }.subscribe(sums)
                _ = Infallible.combineLatest(sources).subscribe(arrays)
            }
            scheduler.start()
            #expect(sums.events == [.next(220, 11), .next(230, 12), .completed(300)])
            #expect(arrays.events == [.next(220, [1, 10]), .next(230, [2, 10]), .completed(300)])
            #expect(ys.subscriptions == [Subscription(200, 250), Subscription(200, 250)])
        }
        #expect(liveResources == start)
    }

    @Test func zipOfACollection() {
        let start = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(300)])
            let ys = scheduler.createHotObservable([.next(220, 10), .completed(250)])
            let sources = [xs.asInfallible(onErrorJustReturn: 0), ys.asInfallible(onErrorJustReturn: 0)]
            let sums = scheduler.createObserver(Int.self)
            let arrays = scheduler.createObserver([Int].self)
            scheduler.scheduleAt(200) {
                _ = Infallible.zip(sources) { $0.reduce(0, +) }.subscribe(sums)
                _ = Infallible.zip(sources).subscribe(arrays)
            }
            scheduler.start()
            // 2 (at 230) waits for a partner; it completes when the last source does.
            #expect(sums.events == [.next(220, 11), .completed(300)])
            #expect(arrays.events == [.next(220, [1, 10]), .completed(300)])
            #expect(ys.subscriptions == [Subscription(200, 250), Subscription(200, 250)])
            #expect(xs.subscriptions == [Subscription(200, 300), Subscription(200, 300)])
        }
        #expect(liveResources == start)
    }
}
