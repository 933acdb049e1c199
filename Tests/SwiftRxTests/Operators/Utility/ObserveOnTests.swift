import Dispatch
import Synchronization
import Testing
import SwiftRx

/// Runs every action asynchronously on a concurrent dispatch queue: nothing orders or serializes them.
private struct ConcurrentQueueScheduler: ImmediateSchedulerType {
    let queue = DispatchQueue(label: "ObserveOnThreadingTests", attributes: .concurrent)

    func schedule<StateType>(
        _ state: StateType,
        action: @escaping @Sendable (StateType) -> any Disposable
    ) -> any Disposable {
        let cancelled = Atomic<Bool>(false)
        let disposable = Disposables.create { cancelled.store(true, ordering: .relaxed) }
        let box = UncheckedStateBox(state)
        queue.async {
            if !disposable.isDisposed { _ = action(box.value) }
        }
        return disposable
    }
}

/// The state travels to the one queued run of the action.
private struct UncheckedStateBox<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}

@Suite("observe(on:)")
struct ObserveOnTests {
    @Test(arguments: [1, 4])
    func keepsOrderAndNeverDeliversConcurrently(producerThreadsInSequence: Int) {
        let count = 20_000
        let scheduler = ConcurrentQueueScheduler()
        let inFlight = Atomic<Int>(0)
        let overlaps = Atomic<Int>(0)
        let received = Mutex<[Int]>([])
        let done = DispatchSemaphore(value: 0)
        let subject = Observable<Int>.create { observer in
            // Emit from several threads one after another, so the source obeys the grammar but
            // events arrive from different threads.
            let perThread = count / producerThreadsInSequence
            for part in 0..<producerThreadsInSequence {
                let finished = DispatchSemaphore(value: 0)
                DispatchQueue.global().async {
                    for value in (part * perThread)..<((part + 1) * perThread) {
                        observer.onNext(value)
                    }
                    finished.signal()
                }
                finished.wait()
            }
            observer.onCompleted()
            return Disposables.create()
        }
        let subscription = subject.observe(on: scheduler).subscribe(
            onNext: { value in
                if inFlight.add(1, ordering: .acquiringAndReleasing).newValue != 1 {
                    overlaps.add(1, ordering: .relaxed)
                }
                received.withLock { $0.append(value) }
                inFlight.subtract(1, ordering: .acquiringAndReleasing)
            },
            onCompleted: { done.signal() }
        )
        let finished = done.wait(timeout: .now() + .seconds(60))
        subscription.dispose()
        #expect(finished == .success, "observe(on:) did not deliver completion")
        #expect(overlaps.load(ordering: .relaxed) == 0)
        #expect(received.withLock { $0 } == Array(0..<count))
    }
}
