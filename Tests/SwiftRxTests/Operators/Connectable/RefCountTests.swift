import Dispatch
import Synchronization
import Testing
import SwiftRx

@Suite("refCount threading")
struct RefCountThreadingTests {
    @Test func concurrentSubscribeAndDisposeNeverConnectsTwice() {
        let start = Resources.total
        let active = Atomic<Int>(0)
        let maxActive = Atomic<Int>(0)
        do {
            let subject = PublishSubject<Int>()
            let source = Observable<Int>.create { observer in
                maxActive.max(active.add(1, ordering: .acquiringAndReleasing).newValue, ordering: .relaxed)
                let subscription = subject.subscribe(observer)
                return Disposables.create {
                    subscription.dispose()
                    active.subtract(1, ordering: .acquiringAndReleasing)
                }
            }
            let shared = source.publish().refCount()
            let finished = ConnectableThreads.run(threads: 4, iterations: 2_000) { _, _ in
                shared.subscribe { _ in }.dispose()
            }
            #expect(finished, "concurrent subscribe/dispose did not finish")
            #expect(maxActive.load(ordering: .relaxed) == 1)
            #expect(active.load(ordering: .relaxed) == 0)
            let log = EventLog<Int>()
            let subscription = shared.subscribe { log.append($0) }
            subject.onNext(5)
            subscription.dispose()
            #expect(log.elements == [5])
            #expect(active.load(ordering: .relaxed) == 0)
        }
        #expect(Resources.total == start)
    }
}
