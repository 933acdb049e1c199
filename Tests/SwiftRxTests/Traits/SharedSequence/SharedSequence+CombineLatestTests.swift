import SwiftRx
import SwiftRxTest
import Testing

@Suite("SharedSequence+CombineLatest", .scopedResources)
struct SharedSequenceCombineLatestTests {
    @Test func combinesTheLatestElementsWithAResultSelector() {
        let start = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(300)])
            let ys = scheduler.createHotObservable([.next(220, 10), .next(240, 20), .completed(260)])
            let res = SharingScheduler.mock(scheduler: scheduler) {
                scheduler.start {
                    Driver.combineLatest(xs.asDriver(onErrorJustReturn: 0), ys.asDriver(onErrorJustReturn: 0)) {
                        $0 + $1
                    }
                }
            }
            #expect(res.events == [.next(221, 11), .next(231, 12), .next(241, 22), .completed(301)])
            #expect(xs.subscriptions == [Subscription(200, 300)])
            #expect(ys.subscriptions == [Subscription(200, 260)])
        }
        #expect(liveResources == start)
    }

    @Test func takesMoreThanTwoSourcesOfDifferentTypes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1)])
        let ys = scheduler.createHotObservable([.next(220, "a")])
        let zs = scheduler.createHotObservable([.next(230, true), .next(240, false)])
        let res = SharingScheduler.mock(scheduler: scheduler) {
            scheduler.start {
                Driver.combineLatest(
                    xs.asDriver(onErrorJustReturn: 0),
                    ys.asDriver(onErrorJustReturn: ""),
                    zs.asDriver(onErrorJustReturn: false)
                ) { number, text, flag in "\(number)\(text)\(flag)" }
            }
        }
        #expect(res.events == [.next(231, "1atrue"), .next(241, "1afalse")])
    }

    @Test func anErroringSourceContributesItsFallback() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(230, TestError())])
        let ys = scheduler.createHotObservable([.next(220, 10)])
        let res = SharingScheduler.mock(scheduler: scheduler) {
            scheduler.start {
                Driver.combineLatest(
                    xs.asDriver(onErrorJustReturn: 5), ys.asDriver(onErrorJustReturn: 0), resultSelector: +)
            }
        }
        #expect(res.events == [.next(221, 11), .next(231, 15)])
    }

    @Test func theCollectionFormsCombineArrays() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(250)])
        let ys = scheduler.createHotObservable([.next(220, 3), .completed(260)])
        let (sums, arrays) = SharingScheduler.mock(scheduler: scheduler) {
            let sources = [xs.asDriver(onErrorJustReturn: 0), ys.asDriver(onErrorJustReturn: 0)]
            let sums = scheduler.createObserver(Int.self)
            let arrays = scheduler.createObserver([Int].self)
            scheduler.scheduleAt(200) {
                _ = Driver.combineLatest(sources) { $0.reduce(0, +) }.asObservable().subscribe(sums)
                _ = Driver.combineLatest(sources).asObservable().subscribe(arrays)
            }
            scheduler.start()
            return (sums, arrays)
        }
        #expect(sums.events == [.next(221, 4), .next(231, 5), .completed(261)])
        #expect(arrays.events == [.next(221, [1, 3]), .next(231, [2, 3]), .completed(261)])
    }

    @Test func theResultIsSharedAndReplaysTheLatestCombination() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2)])
        let ys = scheduler.createHotObservable([.next(220, 10)])
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        SharingScheduler.mock(scheduler: scheduler) {
            let combined = Driver.combineLatest(
                xs.asDriver(onErrorJustReturn: 0), ys.asDriver(onErrorJustReturn: 0), resultSelector: +)
            scheduler.scheduleAt(200) { _ = combined.asObservable().subscribe(first) }
            scheduler.scheduleAt(225) { _ = combined.asObservable().subscribe(second) }
            scheduler.start()
        }
        #expect(first.events == [.next(221, 11), .next(231, 12)])
        #expect(second.events == [.next(225, 11), .next(231, 12)])
        #expect(xs.subscriptions == [Subscription(200)])
        #expect(ys.subscriptions == [Subscription(200)])
    }
}
