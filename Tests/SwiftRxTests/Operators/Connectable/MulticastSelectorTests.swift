import SwiftRx
import SwiftRxTest
import Testing

@Suite("multicast(_:selector:)", .scopedResources)
struct MulticastSelectorTests {
    @Test func eachSubscriptionGetsItsOwnSubjectAndConnection() {
        let resources = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .next(220, 2), .completed(300)])
            let res = scheduler.start {
                xs.asObservable().multicast({ PublishSubject<Int>() }, selector: { shared in shared.map { $0 * 10 } })
            }
            #expect(res.events == [.next(210, 10), .next(220, 20), .completed(300)])
            #expect(xs.subscriptions == [Subscription(200, 300)])
        }
        #expect(liveResources == resources)
    }

    @Test func disposalDisposesResultAndConnection() {
        let resources = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2), .completed(300)])
            let res = scheduler.start(disposed: 250) {
                xs.asObservable().multicast({ ReplaySubject<Int>.create(bufferSize: 1) }, selector: { $0 })
            }
            #expect(res.events == [.next(210, 1)])
            #expect(xs.subscriptions == [Subscription(200, 250)])
        }
        #expect(liveResources == resources)
    }

    @Test(arguments: [false, true])
    func throwingClosuresEndWithTheirError(inSelector: Bool) {
        let resources = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
            let res = scheduler.start { () -> Observable<Int> in
                xs.asObservable().multicast(
                    { () throws -> PublishSubject<Int> in
                        if !inSelector { throw TestError(id: 1) }
                        return PublishSubject<Int>()
                    },
                    selector: { (shared: Observable<Int>) throws -> Observable<Int> in
                        if inSelector { throw TestError(id: 2) }
                        return shared
                    }
                )
            }
            #expect(res.events == [.error(200, TestError(id: inSelector ? 2 : 1))])
            #expect(xs.subscriptions == [])
        }
        #expect(liveResources == resources)
    }
}
