import SwiftRx
import SwiftRxTest
import Testing

/// The per-arity forms with a result selector, 2 to 8 sources, as a `Driver`: each source `i` sends
/// `i` and then `10 * i` (at 200 + i and 220 + i) and completes at 250 + i; the selector sums.
private func combined(_ scheduler: TestScheduler, arity: Int) -> (TestableObserver<Int>, [TestableObservable<Int>]) {
    let sources = (1...arity).map { index in
        scheduler.createHotObservable([
            .next(200 + index, index), .next(220 + index, 10 * index), .completed(250 + index),
        ])
    }
    let res = SharingScheduler.mock(scheduler: scheduler) { () -> TestableObserver<Int> in
        let d = sources.map { $0.asDriver(onErrorJustReturn: -1) }
        return scheduler.start { () -> Observable<Int> in
            switch arity {
            case 2: return Driver.zip(d[0], d[1]) { $0 + $1 }.asObservable()
            case 3: return Driver.zip(d[0], d[1], d[2]) { $0 + $1 + $2 }.asObservable()
            case 4: return Driver.zip(d[0], d[1], d[2], d[3]) { $0 + $1 + $2 + $3 }.asObservable()
            case 5: return Driver.zip(d[0], d[1], d[2], d[3], d[4]) { $0 + $1 + $2 + $3 + $4 }.asObservable()
            case 6: return Driver.zip(d[0], d[1], d[2], d[3], d[4], d[5]) { $0 + $1 + $2 + $3 + $4 + $5 }.asObservable()
            case 7:
                return Driver.zip(d[0], d[1], d[2], d[3], d[4], d[5], d[6]) { $0 + $1 + $2 + $3 + $4 + $5 + $6 }
                    .asObservable()
            case 8:
                return Driver.zip(d[0], d[1], d[2], d[3], d[4], d[5], d[6], d[7]) {
                    $0 + $1 + $2 + $3 + $4 + $5 + $6 + $7
                }.asObservable()
            default: fatalError("arity \(arity) is not tested here")
            }
        }
    }
    return (res, sources)
}

@Suite("SharedSequence+ZipArity", .scopedResources)
struct SharedSequenceZipArityTests {
    @Test(arguments: 2...8)
    func pairsTheNthElementOfEverySource(arity: Int) {
        let start = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let (res, sources) = combined(scheduler, arity: arity)
            let firsts = (1...arity).reduce(0, +)
            // Each pair is complete when the last source sends (at 200 + arity, then 220 + arity),
            // delivered a tick later on the mocked driver scheduler; the result completes once every
            // source has.
            #expect(
                res.events == [
                    .next(201 + arity, firsts), .next(221 + arity, 10 * firsts), .completed(251 + arity),
                ])
            for (offset, source) in sources.enumerated() {
                #expect(source.subscriptions == [Subscription(200, 251 + offset)])
            }
        }
        #expect(liveResources == start)
    }
}
