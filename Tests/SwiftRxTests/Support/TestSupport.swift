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
