import SwiftRx
import SwiftRxTest
import Testing

@Suite("SharedSequence+Merge", .scopedResources)
struct SharedSequenceMergeTests {
    enum Form: String, CaseIterable, Sendable {
        case variadic, array, collection
    }

    @Test(arguments: Form.allCases)
    func mergeInterleavesAndCompletesAfterAllSources(form: Form) {
        let start = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 3), .completed(300)])
            let ys = scheduler.createHotObservable([.next(220, 2), .error(250, TestError())])
            let res = SharingScheduler.mock(scheduler: scheduler) {
                scheduler.start { () -> Driver<Int> in
                    let a = xs.asDriver(onErrorJustReturn: -1)
                    let b = ys.asDriver(onErrorJustReturn: -2)
                    switch form {
                    case .variadic: return Driver.merge(a, b)
                    case .array: return Driver.merge([a, b])
                    case .collection: return Driver.merge(ContiguousArray([a, b]))
                    }
                }
            }
            // The error of `ys` became its fallback element and completion.
            #expect(res.events == [.next(211, 1), .next(221, 2), .next(231, 3), .next(251, -2), .completed(301)])
            #expect(xs.subscriptions == [Subscription(200, 300)])
            #expect(ys.subscriptions == [Subscription(200, 250)])
        }
        #expect(liveResources == start)
    }

    @Test func mergeDisposedEarlyReleasesEverySource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 3)])
        let ys = scheduler.createHotObservable([.next(220, 2)])
        let res = SharingScheduler.mock(scheduler: scheduler) {
            scheduler.start(disposed: 250) {
                Driver.merge(xs.asDriver(onErrorJustReturn: -1), ys.asDriver(onErrorJustReturn: -1))
            }
        }
        #expect(res.events == [.next(211, 1), .next(221, 2)])
        #expect(xs.subscriptions == [Subscription(200, 250)])
        #expect(ys.subscriptions == [Subscription(200, 250)])
    }

    @Test func staticMergeInfersFromLiteralsAndClosures() {
        // The static spellings RxCocoa code writes, next to the instance `merge()` below: implicit
        // members, closures in the arguments, one argument, arrays of literals.
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(230)])
        let res = SharingScheduler.mock(scheduler: scheduler) {
            scheduler.start { () -> Observable<Int> in
                let a = xs.asDriver(onErrorJustReturn: -1)
                let implicit = Driver.merge(.just(10), .empty(), a.map { $0 * 2 })
                let single = Driver.merge(a)
                let array = Driver.merge([.just(20), a.filter { $0 > 0 }])
                let signal = Signal.merge(a.asSignal(onErrorJustReturn: 0), .just(30))
                return Observable.merge(
                    implicit.asObservable(),
                    single.asObservable(),
                    array.asObservable(),
                    signal.asObservable()
                )
            }
        }
        // The signal made from `a` moves its events to the scheduler once more: one tick later.
        #expect(res.events.map(\.time) == [201, 201, 201, 211, 211, 211, 212, 232])
        #expect(res.events.compactMap(\.value.element).sorted() == [1, 1, 1, 2, 10, 20, 30])
        #expect(res.events.last == .completed(232))
        #expect(xs.subscriptions == [Subscription(200, 230)])
    }

    @Test func instanceMergeOfInnerDrivers() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys = scheduler.createColdObservable([.next(10, 1), .next(40, 3), .completed(50)])
        let zs = scheduler.createColdObservable([.next(10, 2), .completed(20)])
        let res = SharingScheduler.mock(scheduler: scheduler) {
            scheduler.start { () -> Driver<Int> in
                let inner = [ys.asDriver(onErrorJustReturn: -1), zs.asDriver(onErrorJustReturn: -2)]
                let outer = scheduler.createHotObservable([.next(210, inner[0]), .next(220, inner[1]), .completed(300)])
                return outer.asDriver(onErrorDriveWith: .empty()).merge()
            }
        }
        // Each inner driver is subscribed when the outer one delivers it (one tick late), and adds
        // its own tick; the result ends with the outer sequence, after both inner ones.
        #expect(res.events == [.next(222, 1), .next(232, 2), .next(252, 3), .completed(301)])
        #expect(ys.subscriptions == [Subscription(211, 261)])
        #expect(zs.subscriptions == [Subscription(221, 241)])
    }

    @Test func instanceMergeMaxConcurrentWaitsForAFreeSlot() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys = scheduler.createColdObservable([.next(10, 1), .completed(30)])
        let zs = scheduler.createColdObservable([.next(10, 2), .completed(20)])
        let res = SharingScheduler.mock(scheduler: scheduler) {
            scheduler.start { () -> Signal<Int> in
                let inner = [ys.asSignal(onErrorJustReturn: -1), zs.asSignal(onErrorJustReturn: -2)]
                let outer = scheduler.createHotObservable([.next(210, inner[0]), .next(215, inner[1]), .completed(300)])
                return outer.asSignal(onErrorSignalWith: .empty()).merge(maxConcurrent: 1)
            }
        }
        // zs waits until ys completed (241 + 1 tick for its delivery) before it is subscribed.
        #expect(res.events == [.next(222, 1), .next(253, 2), .completed(301)])
        #expect(ys.subscriptions == [Subscription(211, 241)])
        #expect(zs.subscriptions == [Subscription(242, 262)])
    }

    @Test func concatSubscribesOneSourceAfterTheOther() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let ys = scheduler.createColdObservable([.next(5, 2), .completed(10)])
        let res = SharingScheduler.mock(scheduler: scheduler) {
            scheduler.start { Driver.concat([xs.asDriver(onErrorJustReturn: -1), ys.asDriver(onErrorJustReturn: -1)]) }
        }
        #expect(res.events == [.next(211, 1), .next(227, 2), .completed(232)])
        #expect(xs.subscriptions == [Subscription(200, 220)])
        #expect(ys.subscriptions == [Subscription(221, 231)])
    }

    @Test func concatOfALazySequenceBuildsEachSourceWhenItsTurnComes() {
        let scheduler = TestScheduler(initialClock: 0)
        let built = Counter()
        let res = SharingScheduler.mock(scheduler: scheduler) {
            scheduler.start { () -> Signal<Int> in
                let sources = (1...3).lazy.map { value -> Signal<Int> in
                    built.increment()
                    return Signal.just(value)
                }
                return Signal.concat(AnySequence(sources))
            }
        }
        #expect(res.events == [.next(201, 1), .next(202, 2), .next(203, 3), .completed(203)])
        #expect(built.count == 3)
    }

    /// RxCocoa's own spelling: a `Driver` mapped into `Signal`s and merged is a `Signal` (the inner
    /// sequences' strategy), written with the closure's result type and no other annotation.
    @Test func aDriverOfSignalsMergesIntoASignal() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let res = SharingScheduler.mock(scheduler: scheduler) {
            scheduler.start { () -> Signal<Int> in
                let merged: Signal<Int> = xs.asDriver(onErrorJustReturn: -1).map { (n: Int) -> Signal<Int> in
                    return Signal.just(n + 1)
                }.merge()
                return merged
            }
        }
        // Each element reaches the map one tick late (the driver's delivery), and its `just` one
        // more tick later; the result completes with the outer driver, one tick after its source.
        #expect(res.events == [.next(212, 2), .next(222, 3), .completed(301)])
        #expect(xs.subscriptions == [Subscription(200, 300)])
    }

    @Test func aDriverOfSignalsMergesIntoASignalWithLimitedConcurrency() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys = scheduler.createColdObservable([.next(10, 1), .completed(30)])
        let zs = scheduler.createColdObservable([.next(10, 2), .completed(20)])
        let res = SharingScheduler.mock(scheduler: scheduler) {
            scheduler.start { () -> Signal<Int> in
                let inner = [ys.asSignal(onErrorJustReturn: -1), zs.asSignal(onErrorJustReturn: -2)]
                let outer = scheduler.createHotObservable([.next(210, 0), .next(215, 1), .completed(300)])
                return outer.asDriver(onErrorJustReturn: 0).map { (index: Int) -> Signal<Int> in inner[index] }
                    .merge(maxConcurrent: 1)
            }
        }
        // As with a signal of signals: zs waits until ys completed before it is subscribed.
        #expect(res.events == [.next(222, 1), .next(253, 2), .completed(301)])
        #expect(ys.subscriptions == [Subscription(211, 241)])
        #expect(zs.subscriptions == [Subscription(242, 262)])
    }

    @Test func aSignalOfDriversMergesIntoADriver() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let res = SharingScheduler.mock(scheduler: scheduler) {
            scheduler.start { () -> Driver<Int> in
                xs.asSignal(onErrorJustReturn: -1).map { Driver.just($0 * 10) }.merge()
            }
        }
        #expect(res.events == [.next(212, 10), .completed(301)])
    }

    /// The static forms as function values, with the element type written once.
    @Test func staticFormsAsFunctionValues() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(230)])
        let ys = scheduler.createHotObservable([.next(220, 2), .completed(240)])
        let res = SharingScheduler.mock(scheduler: scheduler) {
            scheduler.start { () -> Driver<Int> in
                let merge: ([Driver<Int>]) -> Driver<Int> = Driver<Int>.merge
                return merge([xs.asDriver(onErrorJustReturn: -1), ys.asDriver(onErrorJustReturn: -2)])
            }
        }
        #expect(res.events == [.next(211, 1), .next(221, 2), .completed(241)])
    }

    /// The instance forms as function values of a spelled type: a `Driver` of `Signal`s merged into a
    /// `Signal` by `() -> Signal<Int>`, the limit passed on by `(Int) -> Signal<Int>`.
    @Test func instanceFormsAsFunctionValues() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let res = SharingScheduler.mock(scheduler: scheduler) {
            scheduler.start { () -> Signal<Int> in
                let flatten: () -> Signal<Int> = xs.asDriver(onErrorJustReturn: -1).map { (n: Int) -> Signal<Int> in
                    Signal.just(n + 1)
                }.merge
                return flatten()
            }
        }
        #expect(res.events == [.next(212, 2), .next(222, 3), .completed(301)])
        #expect(xs.subscriptions == [Subscription(200, 300)])
    }

    @Test func theMaxConcurrentFunctionValuePassesItsLimit() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys = scheduler.createColdObservable([.next(10, 1), .completed(30)])
        let zs = scheduler.createColdObservable([.next(10, 2), .completed(20)])
        let res = SharingScheduler.mock(scheduler: scheduler) {
            scheduler.start { () -> Driver<Int> in
                let inner = [ys.asDriver(onErrorJustReturn: -1), zs.asDriver(onErrorJustReturn: -2)]
                let outer = scheduler.createHotObservable([.next(210, 0), .next(215, 1), .completed(300)])
                let flatten: (Int) -> Driver<Int> = outer.asDriver(onErrorJustReturn: 0).map { inner[$0] }.merge
                return flatten(1)
            }
        }
        // As with `merge(maxConcurrent: 1)`: zs waits until ys completed before it is subscribed.
        #expect(res.events == [.next(222, 1), .next(253, 2), .completed(301)])
        #expect(ys.subscriptions == [Subscription(211, 241)])
        #expect(zs.subscriptions == [Subscription(242, 262)])
    }
}
