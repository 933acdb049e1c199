import Dispatch
import Foundation
import Synchronization
import SwiftRx

/// The error tests send and expect.
struct TestError: Error, Equatable, Sendable {
    var id = 0
}

/// A thread-safe list of what a subscription received, for tests that use closures.
final class EventLog<Element: Sendable>: Sendable {
    private let storage = Mutex<[Event<Element>]>([])

    var events: [Event<Element>] { storage.withLock { $0 } }

    var elements: [Element] { events.compactMap(\.element) }

    func append(_ event: Event<Element>) {
        storage.withLock { $0.append(event) }
    }

    var isCompleted: Bool { events.last?.isCompleted ?? false }

    var error: (any Error)? { events.last?.error }
}

/// A thread-safe counter for tests.
final class Counter: Sendable {
    private let value = Atomic<Int>(0)
    var count: Int { value.load(ordering: .relaxed) }
    @discardableResult
    func increment() -> Int { value.add(1, ordering: .relaxed).newValue }
}

/// Hands a value from a test to the one racing block that takes it out, so that nothing else keeps
/// it alive once that block is done with it.
final class Handoff<Value>: @unchecked Sendable {
    // `value` is guarded by `lock` (an NSLock is a pthread mutex, which ThreadSanitizer sees).
    private let lock = NSLock()
    private var value: Value?

    init(_ value: Value) {
        self.value = value
    }

    /// The value, for the first caller only; `nil` afterwards.
    func take() -> Value? {
        lock.lock()
        defer {
            value = nil
            lock.unlock()
        }
        return value
    }
}

/// Waits, at most 2 s, for ``Resources/total`` to come back to `start`: the threads and queues that
/// delivered a test's events release what they captured just after they signal that they are done.
func waitForResources(toReturnTo start: Int) {
    let gate = DispatchSemaphore(value: 0)
    for _ in 0..<2000 where Resources.total != start {
        _ = gate.wait(timeout: .now() + .milliseconds(1))
    }
}
