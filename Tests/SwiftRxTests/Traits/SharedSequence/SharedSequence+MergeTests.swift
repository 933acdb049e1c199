import SwiftRx
import SwiftRxTest
import Testing

@Suite("SharedSequence+Merge")
struct SharedSequenceMergeTests {
    enum Form: String, CaseIterable, Sendable {
        case variadic, array, collection
    }

    @Test(arguments: Form.allCases)
    func mergeInterleavesAndCompletesAfterAllSources(form: Form) {
        let start = Resources.total
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
        #expect(Resources.total == start)
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
}
