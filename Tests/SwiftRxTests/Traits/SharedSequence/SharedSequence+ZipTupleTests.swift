import SwiftRx
import SwiftRxTest
import Testing

@Suite("SharedSequence+ZipTuple")
struct SharedSequenceZipTupleTests {
    @Test func twoSourcesMakePairsByIndex() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(300)])
        let ys = scheduler.createHotObservable([.next(220, "a"), .next(240, "b"), .completed(250)])
        let res = SharingScheduler.mock(scheduler: scheduler) {
            scheduler.start {
                Driver.zip(xs.asDriver(onErrorJustReturn: 0), ys.asDriver(onErrorJustReturn: ""))
                    .map { "\($0.0)\($0.1)" }
            }
        }
        #expect(res.events == [.next(221, "1a"), .next(241, "2b"), .completed(301)])
    }

    @Test func eachArityKeepsArgumentOrder() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = SharingScheduler.mock(scheduler: scheduler) {
            scheduler.start { () -> Driver<[Int]> in
                let d = (1...8).map { Driver.just($0) }
                let three = Driver.zip(d[0], d[1], d[2]).map { [$0.0 + $0.2] }
                let four = Driver.zip(d[0], d[1], d[2], d[3]).map { [$0.3] }
                let five = Driver.zip(d[0], d[1], d[2], d[3], d[4]).map { [$0.4] }
                let six = Driver.zip(d[0], d[1], d[2], d[3], d[4], d[5]).map { [$0.5] }
                let seven = Driver.zip(d[0], d[1], d[2], d[3], d[4], d[5], d[6]).map { [$0.6] }
                let eight = Driver.zip(d[0], d[1], d[2], d[3], d[4], d[5], d[6], d[7]).map { [$0.7 + $0.0] }
                return Driver.zip([three, four, five, six, seven, eight]) { $0.flatMap { $0 } }
            }
        }
        #expect(res.events.first?.value.element == [4, 4, 5, 6, 7, 9])
        #expect(res.events.last?.value.isCompleted == true)
    }
}
