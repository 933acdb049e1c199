import Dispatch
import Foundation
import SwiftRx
import Synchronization

/// What a blocking operator does with one element.
enum BlockingDecision {
    /// Append it and keep waiting.
    case keep
    /// Keep only this element (the latest) and keep waiting.
    case replaceAll
    /// Append it and stop: the operator has its answer.
    case keepAndStop
    /// Drop it and keep waiting.
    case skip
    /// Drop it and stop.
    case stop
}

/// How a blocking wait ended.
enum BlockingEnding {
    /// The sequence completed.
    case completed
    /// The operator had its answer before the sequence ended.
    case stopped
    /// The sequence failed, the element handler threw, or the wait timed out (`RxError.timeout`).
    case failed(any Error)
}

/// The elements a blocking wait collected and how it ended.
struct BlockingResult<Element> {
    let elements: [Element]
    let ending: BlockingEnding

    /// The elements, or the error that ended the wait.
    func get() throws -> [Element] {
        if case .failed(let error) = ending { throw error }
        return elements
    }
}

/// Subscribes, collects elements per a decision function, and blocks the calling thread until the
/// sequence ends, the decision says stop, or the timeout elapses.
final class BlockingRun<Element>: @unchecked Sendable {
    // `decide` is called only from the event handler, which the Rx grammar keeps serial; `elements`
    // and `ending` are guarded by `mutex`; `wakeUp` is thread-safe.
    private let decide: (Element) throws -> BlockingDecision
    private let mutex = Mutex<Void>(())
    private var elements: [Element] = []  // guarded by mutex
    private var ending: BlockingEnding?  // guarded by mutex
    private let wakeUp = DispatchSemaphore(value: 0)

    private init(decide: @escaping (Element) throws -> BlockingDecision) {
        self.decide = decide
    }

    /// Runs one blocking wait on `source`.
    static func collect(
        _ source: Observable<Element>,
        timeout: TimeInterval?,
        decide: @escaping (Element) throws -> BlockingDecision
    ) -> BlockingResult<Element> {
        let run = BlockingRun(decide: decide)
        let deadline = timeout.map { DispatchTime.now() + $0 }
        let subscription = source.subscribe { [run] event in run.on(event) }
        run.wait(until: deadline)
        subscription.dispose()
        return run.result()
    }

    private func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            if isFinished { return }
            let decision: BlockingDecision
            do {
                decision = try decide(element)
            } catch {
                finish(.failed(error))
                return
            }
            let stopped = locked { () -> Bool in
                guard ending == nil else { return false }
                switch decision {
                case .keep: elements.append(element)
                case .replaceAll: elements = [element]
                case .keepAndStop: elements.append(element); ending = .stopped
                case .skip: break
                case .stop: ending = .stopped
                }
                return ending != nil
            }
            if stopped { wakeUp.signal() }
        case .error(let error):
            finish(.failed(error))
        case .completed:
            finish(.completed)
        }
    }

    private var isFinished: Bool {
        locked { ending != nil }
    }

    private func finish(_ outcome: BlockingEnding) {
        let first = locked { () -> Bool in
            guard ending == nil else { return false }
            ending = outcome
            return true
        }
        if first { wakeUp.signal() }
    }

    /// Blocks until the run finished or `deadline` passed; on the main thread, runs the run loop in
    /// short slices so that main-queue deliveries still happen.
    private func wait(until deadline: DispatchTime?) {
        if Thread.isMainThread {
            while !isFinished {
                let now = DispatchTime.now()
                if let deadline, now >= deadline { break }
                let slice = min(deadline ?? .distantFuture, now + .milliseconds(5))
                let seconds = Double(slice.uptimeNanoseconds - now.uptimeNanoseconds) / 1_000_000_000
                _ = RunLoop.current.run(mode: .default, before: Date(timeIntervalSinceNow: seconds))
                // `run` returns at once when the run loop has no sources; the semaphore then keeps
                // this loop from spinning while another thread delivers.
                _ = wakeUp.wait(timeout: DispatchTime.now() + .milliseconds(1))
            }
        } else if let deadline {
            _ = wakeUp.wait(timeout: deadline)
        } else {
            wakeUp.wait()
        }
        finish(.failed(RxError.timeout))
    }

    private func result() -> BlockingResult<Element> {
        locked { BlockingResult(elements: elements, ending: ending ?? .failed(RxError.timeout)) }
    }

    private func locked<Result>(_ body: () -> Result) -> Result {
        // The result goes back to the calling thread; the mutex only orders accesses to the fields.
        withoutActuallyEscaping(body) { body in
            let box = UncheckedTransfer(body)
            return mutex.withLock { _ in UncheckedTransfer(box.value()) }.value
        }
    }
}

/// Moves a value across the `sending` boundary of `Mutex.withLock`; see ``BlockingRun/locked(_:)``.
private struct UncheckedTransfer<Value>: @unchecked Sendable {
    // Immutable.
    let value: Value

    init(_ value: Value) {
        self.value = value
    }
}
