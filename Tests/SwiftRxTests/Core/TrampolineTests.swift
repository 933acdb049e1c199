import Foundation
import SwiftRx
import Synchronization
import Testing

/// Runs `body` on a thread with a large stack and waits (bounded) for it.
///
/// Delivering one event through an N-stage chain nests N calls by nature; the subscription itself is
/// trampolined. The thread's stack is sized for the event path of the deepest chain tested.
func onLargeStack(_ body: @escaping @Sendable () -> Void) -> Bool {
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
        body()
        done.signal()
    }
    thread.stackSize = 1 << 29
    thread.start()
    return done.wait(timeout: .now() + 120) == .success
}

@Suite("Trampoline and stack safety", .scopedResources)
struct TrampolineTests {
    @Test func subscribingAChain100000DeepDoesNotOverflow() {
        let start = liveResources
        let result = Mutex<[Int]>([])
        let finished = onLargeStack {
            var chain = Observable.just(1)
            for _ in 0..<100_000 {
                chain = chain.map { $0 + 1 }
            }
            let subscription = chain.subscribe(onNext: { @Sendable value in result.withLock { $0.append(value) } })
            subscription.dispose()
        }
        #expect(finished)
        #expect(result.withLock { $0 } == [100_001])
        #expect(liveResources == start)
    }

    @Test func recursiveSchedulingAMillionTimesDoesNotOverflow() {
        let count = Counter()
        let done = Counter()
        _ = CurrentThreadScheduler.instance.scheduleRecursive(0) { value, recurse in
            count.increment()
            if value < 999_999 {
                recurse(value + 1)
            } else {
                done.increment()
            }
        }
        #expect(count.count == 1_000_000)
        #expect(done.count == 1)
    }

    @Test func nestedScheduleQueuesUntilOuterActionReturns() {
        let order = EventLog<String>()
        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
            order.append(.next("outer start"))
            _ = CurrentThreadScheduler.instance.schedule(()) { _ in
                order.append(.next("inner"))
                return Disposables.create()
            }
            #expect(!CurrentThreadScheduler.isScheduleRequired)
            order.append(.next("outer end"))
            return Disposables.create()
        }
        #expect(order.elements == ["outer start", "outer end", "inner"])
        #expect(CurrentThreadScheduler.isScheduleRequired)
    }

    @Test func justEmitsWithoutTakingTheTrampolineAsInRxSwift() {
        // `just` subscribes to nothing, so it runs at once instead of becoming the trampoline's
        // outermost action: work its observer schedules on the current thread runs immediately.
        let order = EventLog<String>()
        let subscription = Observable.just(1).subscribe(onNext: { _ in
            #expect(CurrentThreadScheduler.isScheduleRequired)
            _ = CurrentThreadScheduler.instance.schedule(()) { _ in
                order.append(.next("scheduled"))
                return Disposables.create()
            }
            order.append(.next("after schedule"))
        })
        subscription.dispose()
        #expect(order.elements == ["scheduled", "after schedule"])

        // Inside another subscription the trampoline is already running, and the work queues.
        let nested = EventLog<String>()
        let outer = Observable<Int>.create { observer in
            Observable.just(2).subscribe(onNext: { _ in
                _ = CurrentThreadScheduler.instance.schedule(()) { _ in
                    nested.append(.next("scheduled"))
                    return Disposables.create()
                }
                nested.append(.next("after schedule"))
            })
        }.subscribe()
        outer.dispose()
        #expect(nested.elements == ["after schedule", "scheduled"])
    }

    @Test func disposingAQueuedActionCancelsIt() {
        let ran = Counter()
        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
            let inner = CurrentThreadScheduler.instance.schedule(()) { _ in
                ran.increment()
                return Disposables.create()
            }
            inner.dispose()
            return Disposables.create()
        }
        #expect(ran.count == 0)
    }

    @Test func fromSourcesInterleaveOnTheTrampoline() {
        // Each element is its own trampoline step, so two synchronous sources subscribed together
        // take turns, as in RxSwift.
        let log = EventLog<Int>()
        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
            _ = Observable.of(1, 2).subscribe(onNext: { log.append(.next($0)) })
            _ = Observable.of(10, 20).subscribe(onNext: { log.append(.next($0)) })
            return Disposables.create()
        }
        #expect(log.elements == [1, 10, 2, 20])
    }
}
