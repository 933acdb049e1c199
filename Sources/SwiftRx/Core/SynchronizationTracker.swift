import Foundation
import Synchronization

/// Which threads are inside one observer's `on(_:)` right now, and how deeply: the bookkeeping that
/// tells a concurrent call from a re-entrant one.
///
/// A call is *re-entrant* when the calling thread is already inside (an observer sent an event back
/// into the sequence it is observing); it is *concurrent* when another thread is inside and the
/// calling thread is not. The answer depends only on who is inside at the moment of the call, so
/// every thread keeps its own depth: a thread that leaves while another is still inside is no
/// longer counted, and when it comes back it is told apart from the one that stayed.
@usableFromInline
struct ThreadOccupancy: Sendable {
    /// The threads inside, each with its call depth (at least 1). Usually empty or one entry.
    @usableFromInline
    var occupants: [(thread: Int, depth: Int)] = []

    @usableFromInline
    init() {}

    /// Records that `thread` entered.
    /// - Returns: What the call overlaps with, or `nil` when no other call is in progress.
    @usableFromInline
    mutating func enter(thread: Int) -> GrammarViolation.Kind? {
        if let index = occupants.firstIndex(where: { $0.thread == thread }) {
            occupants[index].depth += 1
            return .reentrantEvent
        }
        occupants.append((thread, 1))
        return occupants.count > 1 ? .concurrentEvent : nil
    }

    /// Records that `thread` left a call it entered with ``enter(thread:)``.
    @usableFromInline
    mutating func leave(thread: Int) {
        guard let index = occupants.firstIndex(where: { $0.thread == thread }) else { return }
        occupants[index].depth -= 1
        if occupants[index].depth == 0 { occupants.remove(at: index) }
    }

    /// The number of threads inside.
    @usableFromInline
    var threadCount: Int { occupants.count }
}

/// Detects overlapping calls into an observer (debug builds): a second thread calling while the
/// first is still inside (`concurrentEvent`), or the same thread calling back in (`reentrantEvent`).
/// Violations go to ``Hooks/report(_:)``, named after the subject or operator and the place in user
/// code where it was created or subscribed.
///
/// In release builds the tracker holds nothing and its methods are empty.
@usableFromInline
struct SynchronizationTracker: ~Copyable, Sendable {
    #if DEBUG
        /// The subject or operator reports name (`PublishSubject`, `BehaviorRelay`, `create`).
        @usableFromInline
        let name: String
        /// Where the user created or subscribed it (`file:line`), if known.
        @usableFromInline
        let location: String?
        /// Tells this instance apart from others created at the same place, for deduplication.
        @usableFromInline
        let instance: Int
        @usableFromInline
        let occupancy = Mutex(ThreadOccupancy())

        @usableFromInline
        static let nextInstance = Atomic<Int>(1)
    #endif

    /// Makes a tracker for the subject or operator `name`, created or subscribed at `location`.
    ///
    /// - Parameters:
    ///   - name: What reports call it.
    ///   - location: Where the user created or subscribed it, if known.
    ///   - perInstance: `true` to report each instance on its own (subjects); `false` to report all
    ///     instances from one location as one place (the sinks of one `subscribe` call).
    @inlinable
    init(_ name: @autoclosure () -> String, location: @autoclosure () -> String?, perInstance: Bool) {
        #if DEBUG
            self.name = name()
            self.location = location()
            instance = perInstance ? Self.nextInstance.add(1, ordering: .relaxed).newValue : 0
        #endif
    }

    /// Marks the start of a call from the current thread; reports a violation if another call is in
    /// progress.
    @inlinable
    borrowing func enter() {
        #if DEBUG
            enter(thread: currentThreadIdentity())
        #endif
    }

    /// Marks the end of a call started with ``enter()`` on the current thread.
    @inlinable
    borrowing func leave() {
        #if DEBUG
            leave(thread: currentThreadIdentity())
        #endif
    }

    #if DEBUG
        /// ``enter()`` for an explicit thread identity (tests drive interleavings with it).
        @usableFromInline
        borrowing func enter(thread: Int) {
            guard let kind = occupancy.withLock({ $0.enter(thread: thread) }) else { return }
            Hooks.report(GrammarViolation(kind: kind, operatorName: name, location: location, instance: instance))
        }

        /// ``leave()`` for an explicit thread identity.
        @usableFromInline
        borrowing func leave(thread: Int) {
            occupancy.withLock { $0.leave(thread: thread) }
        }

        /// Reports that an event arrived after the terminal event, naming this tracker's place.
        @usableFromInline
        borrowing func reportEventAfterTerminal() {
            Hooks.report(
                GrammarViolation(kind: .eventAfterTerminal, operatorName: name, location: location, instance: instance))
        }
    #endif
}

/// An identity for the calling thread, stable while the thread lives.
@usableFromInline
func currentThreadIdentity() -> Int {
    ObjectIdentifier(Thread.current).hashValue
}

/// `file:line` for a place in user code, in debug builds; `nil` in release builds, which keep no
/// locations.
@inlinable
func userLocation(_ file: StaticString, _ line: UInt) -> String? {
    #if DEBUG
        return "\(file):\(line)"
    #else
        return nil
    #endif
}
