import Dispatch
import SwiftRx
import Synchronization
import Testing

/// Marks the main queue so tests can tell where an action ran.
private let mainQueueKey: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
}()

private var isOnMainQueue: Bool {
    DispatchQueue.getSpecific(key: mainQueueKey) == true
}

private func wait(_ semaphore: DispatchSemaphore) -> Bool {
    semaphore.wait(timeout: .now() + .seconds(20)) == .success
}

@Suite("MainScheduler")
struct MainSchedulerTests {
    @MainActor
    @Test func runsAtOnceWhenCalledOnTheMainQueue() {
        _ = mainQueueKey
        let ran = Atomic<Bool>(false)
        let onMain = Atomic<Bool>(false)
        // A main scheduler of the test's own: one runs work at once only while nothing else is queued
        // on it, and tests running at the same time queue work on the shared instance.
        _ = MainScheduler().schedule(()) { _ in
            onMain.store(isOnMainQueue, ordering: .relaxed)
            ran.store(true, ordering: .relaxed)
            return Disposables.create()
        }
        #expect(ran.load(ordering: .relaxed) == true)
        #expect(onMain.load(ordering: .relaxed) == true)
        MainScheduler.ensureExecutingOnScheduler()
        MainScheduler.ensureRunningOnMainThread()
    }

    @MainActor
    @Test func workScheduledWhileAnActionRunsIsQueuedBehindIt() async {
        let order = Mutex<[String]>([])
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            _ = MainScheduler.instance.schedule(()) { _ in
                order.withLock { $0.append("outer") }
                _ = MainScheduler.instance.schedule(()) { _ in
                    order.withLock { $0.append("inner") }
                    continuation.resume()
                    return Disposables.create()
                }
                order.withLock { $0.append("outer end") }
                return Disposables.create()
            }
        }
        #expect(order.withLock { $0 } == ["outer", "outer end", "inner"])
    }

    @MainActor
    @Test func asyncInstanceNeverRunsInline() async {
        let ran = Atomic<Bool>(false)
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            _ = MainScheduler.asyncInstance.schedule(()) { _ in
                ran.store(true, ordering: .relaxed)
                continuation.resume()
                return Disposables.create()
            }
            #expect(ran.load(ordering: .relaxed) == false)
        }
        #expect(ran.load(ordering: .relaxed) == true)
    }

    @Test func backgroundSchedulesRunOnTheMainQueueInOrder() {
        _ = mainQueueKey
        let order = Mutex<[Int]>([])
        let offMain = Atomic<Int>(0)
        let done = DispatchSemaphore(value: 0)
        let count = 50
        DispatchQueue.global().async {
            for index in 0..<count {
                _ = MainScheduler.instance.schedule(index) { index in
                    if !isOnMainQueue { offMain.add(1, ordering: .relaxed) }
                    order.withLock { $0.append(index) }
                    if index == count - 1 { done.signal() }
                    return Disposables.create()
                }
            }
        }
        #expect(wait(done), "the main queue did not run the work within the bound")
        #expect(order.withLock { $0 } == Array(0..<count))
        #expect(offMain.load(ordering: .relaxed) == 0)
    }

    @Test func cancelledBeforeItRunsNeverRuns() {
        let ran = Atomic<Bool>(false)
        let release = DispatchSemaphore(value: 0)
        let done = DispatchSemaphore(value: 0)
        // Hold the main queue so that the item is still waiting when it is disposed.
        DispatchQueue.main.async { _ = release.wait(timeout: .now() + .seconds(20)) }
        let item = MainScheduler.instance.schedule(()) { _ in
            ran.store(true, ordering: .relaxed)
            return Disposables.create()
        }
        item.dispose()
        _ = MainScheduler.instance.schedule(()) { _ in
            done.signal()
            return Disposables.create()
        }
        release.signal()
        #expect(wait(done))
        #expect(ran.load(ordering: .relaxed) == false)
    }

    @Test func delayedWorkRunsOnTheMainQueue() {
        _ = mainQueueKey
        let onMain = Atomic<Bool>(false)
        let done = DispatchSemaphore(value: 0)
        _ = MainScheduler.instance.scheduleRelative((), dueTime: .milliseconds(5)) { _ in
            onMain.store(isOnMainQueue, ordering: .relaxed)
            done.signal()
            return Disposables.create()
        }
        #expect(wait(done))
        #expect(onMain.load(ordering: .relaxed) == true)
    }

    /// `scheduleOnMainActor` goes through `MainScheduler.instance`: on the main actor its body runs
    /// before it returns when nothing is queued on the instance, otherwise right after what is (tests
    /// running at the same time queue work on it), and in any case ahead of work scheduled later.
    /// (That the instance runs at once when nothing is queued is `runsAtOnceWhenCalledOnTheMainQueue`.)
    @MainActor
    @Test func scheduleOnMainActorRunsOnTheMainActorAheadOfLaterWork() async {
        let box = MainActorBox()
        MainScheduler.scheduleOnMainActor {
            box.value += 1
        }
        let seenByLaterWork = await withCheckedContinuation { (continuation: CheckedContinuation<Int, Never>) in
            _ = MainScheduler.instance.schedule(()) { _ in
                continuation.resume(returning: MainActor.assumeIsolated { box.value })
                return Disposables.create()
            }
        }
        #expect(seenByLaterWork == 1)
    }

    @Test func scheduleOnMainActorFromTheBackgroundHopsToTheMainQueue() async {
        _ = mainQueueKey
        let onMain = await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
            DispatchQueue.global().async {
                MainScheduler.scheduleOnMainActor {
                    continuation.resume(returning: isOnMainQueue)
                }
            }
        }
        #expect(onMain)
    }
}

@MainActor
private final class MainActorBox {
    var value = 0
}
