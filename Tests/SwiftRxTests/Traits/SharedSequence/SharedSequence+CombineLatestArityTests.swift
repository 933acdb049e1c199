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
            case 2: return Driver.combineLatest(d[0], d[1]) { $0 + $1 }.asObservable()
            case 3: return Driver.combineLatest(d[0], d[1], d[2]) { $0 + $1 + $2 }.asObservable()
            case 4: return Driver.combineLatest(d[0], d[1], d[2], d[3]) { $0 + $1 + $2 + $3 }.asObservable()
            case 5: return Driver.combineLatest(d[0], d[1], d[2], d[3], d[4]) { $0 + $1 + $2 + $3 + $4 }.asObservable()
            case 6:
                return Driver.combineLatest(d[0], d[1], d[2], d[3], d[4], d[5]) { $0 + $1 + $2 + $3 + $4 + $5 }
                    .asObservable()
            case 7:
                return Driver.combineLatest(d[0], d[1], d[2], d[3], d[4], d[5], d[6]) {
                    $0 + $1 + $2 + $3 + $4 + $5 + $6
                }.asObservable()
            case 8:
                return Driver.combineLatest(d[0], d[1], d[2], d[3], d[4], d[5], d[6], d[7]) {
                    $0 + $1 + $2 + $3 + $4 + $5 + $6 + $7
                }.asObservable()
            default: fatalError("arity \(arity) is not tested here")
            }
        }
    }
    return (res, sources)
}

@Suite("SharedSequence+CombineLatestArity", .scopedResources)
struct SharedSequenceCombineLatestArityTests {
    @Test(arguments: 2...8)
    func combinesTheLatestElementOfEverySource(arity: Int) {
        let start = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let (res, sources) = combined(scheduler, arity: arity)
            let firsts = (1...arity).reduce(0, +)
            // The first combination comes when the last source sends its first element; from 221 on
            // each source in turn replaces its element by ten times it. Delivered a tick later on the
            // mocked driver scheduler.
            var expected: [Recorded<Event<Int>>] = [.next(201 + arity, firsts)]
            var sum = firsts
            for index in 1...arity {
                sum += 9 * index
                expected.append(.next(221 + index, sum))
            }
            expected.append(.completed(251 + arity))
            #expect(res.events == expected)
            for (offset, source) in sources.enumerated() {
                #expect(source.subscriptions == [Subscription(200, 251 + offset)])
            }
        }
        #expect(liveResources == start)
    }
}
