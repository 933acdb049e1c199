import SwiftRx
import SwiftRxTest
import Testing

@Suite("SharedSequence+Zip", .scopedResources)
struct SharedSequenceZipTests {
    @Test func pairsElementsByIndexWithAResultSelector() {
        let start = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(250, 3), .completed(300)])
            let ys = scheduler.createHotObservable([.next(230, 10), .next(240, 20), .completed(245)])
            let res = SharingScheduler.mock(scheduler: scheduler) {
                scheduler.start {
                    Driver.zip(xs.asDriver(onErrorJustReturn: 0), ys.asDriver(onErrorJustReturn: 0)) { $0 + $1 }
                }
            }
            // After `ys` completed with nothing waiting, 3 can never be paired; as RxCocoa's zip, the
            // result still completes only when `xs` completes too.
            #expect(res.events == [.next(231, 11), .next(241, 22), .completed(301)])
            #expect(xs.subscriptions == [Subscription(200, 300)])
            #expect(ys.subscriptions == [Subscription(200, 245)])
        }
        #expect(liveResources == start)
    }

    @Test func takesMoreThanTwoSourcesOfDifferentTypes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(215, 2)])
        let ys = scheduler.createHotObservable([.next(220, "a"), .next(225, "b")])
        let zs = scheduler.createHotObservable([.next(230, true)])
        let res = SharingScheduler.mock(scheduler: scheduler) {
            scheduler.start {
                Signal.zip(
                    xs.asSignal(onErrorJustReturn: 0),
                    ys.asSignal(onErrorJustReturn: ""),
                    zs.asSignal(onErrorJustReturn: false)
                ) { number, text, flag in "\(number)\(text)\(flag)" }
            }
        }
        #expect(res.events == [.next(231, "1atrue")])
    }

    @Test func theCollectionFormsZipArrays() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(250)])
        let ys = scheduler.createHotObservable([.next(230, 3), .next(240, 4), .completed(260)])
        let (sums, arrays) = SharingScheduler.mock(scheduler: scheduler) {
            let sources = [xs.asDriver(onErrorJustReturn: 0), ys.asDriver(onErrorJustReturn: 0)]
            let sums = scheduler.createObserver(Int.self)
            let arrays = scheduler.createObserver([Int].self)
            scheduler.scheduleAt(200) {
                _ = Driver.zip(sources) { $0.reduce(0, +) }.asObservable().subscribe(sums)
                _ = Driver.zip(sources).asObservable().subscribe(arrays)
            }
            scheduler.start()
            return (sums, arrays)
        }
        #expect(sums.events == [.next(231, 4), .next(241, 6), .completed(261)])
        #expect(arrays.events == [.next(231, [1, 3]), .next(241, [2, 4]), .completed(261)])
    }
}
