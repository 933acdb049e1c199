import SwiftRx
import Synchronization
import Testing

@Suite("PrimitiveSequence", .scopedResources)
struct PrimitiveSequenceTests {
    @Test func deferredCallsTheFactoryPerSubscription() {
        let start = liveResources
        let calls = Counter()
        let values = Mutex<[Int]>([])
        do {
            let single = Single<Int>.deferred { Single.just(calls.increment()) }
            _ = single.subscribe(onSuccess: { @Sendable value in values.withLock { $0.append(value) } })
            _ = single.subscribe(onSuccess: { value in values.withLock { $0.append(value) } })
        }
        #expect(values.withLock { $0 } == [1, 2])
        #expect(liveResources == start)
    }

    @Test func deferredFactoryErrorFails() {
        let errors = Mutex<[TestError]>([])
        _ = Maybe<Int>.deferred { throw TestError(id: 6) }
            .subscribe(onError: { error in errors.withLock { $0.append(error as! TestError) } })
        #expect(errors.withLock { $0 } == [TestError(id: 6)])
    }

    @Test func usingDisposesTheResource() {
        let start = liveResources
        let resource = BooleanDisposable()
        let values = Mutex<[Int]>([])
        do {
            _ = Single<Int>.using({ resource }, primitiveSequenceFactory: { _ in Single.just(3) })
                .subscribe(onSuccess: { value in values.withLock { $0.append(value) } })
        }
        #expect(values.withLock { $0 } == [3])
        #expect(resource.isDisposed)
        #expect(liveResources == start)
    }

    @Test func primitiveSequenceIsItsOwnPrimitiveSequence() {
        let events = EventLog<Int>()
        _ = Single.just(1).primitiveSequence.asObservable().subscribe { events.append($0) }
        #expect(events.elements == [1])
    }
}
