import Foundation
import Synchronization

#if canImport(Darwin)
    import os
#endif

/// The lock under all of SwiftRx's shared state.
///
/// On Apple platforms it is an `os_unfair_lock`: a waiting thread sleeps in the kernel, which knows
/// the owner and lends it the waiter's priority. A spin lock there is exposed to priority inversion
/// between quality-of-service classes (why `OSSpinLock` was deprecated): high-priority spinners can
/// starve a low-priority holder.
///
/// Elsewhere (Linux) it is a compare-and-swap on an atomic, spinning briefly and then yielding the
/// thread while another thread holds it. Linux has no quality-of-service priorities to invert, and
/// critical sections in SwiftRx are a handful of loads and stores (decide under the lock, act after
/// it), so an uncontended acquire is one atomic exchange. It replaces `Synchronization.Mutex`, whose
/// Linux implementation makes system calls on every contended acquire and release and whose
/// ordering ThreadSanitizer cannot see (it reported every guarded field as a race). `swiftrx-bench
/// --only contention` compares the two under contention.
@usableFromInline
struct RawLock: ~Copyable, Sendable {
    #if canImport(Darwin)
        // `OSAllocatedUnfairLock` keeps the `os_unfair_lock` in its own allocation, where it does
        // not move, and is `Sendable`.
        @usableFromInline
        let unfair = OSAllocatedUnfairLock()

        @inlinable
        init() {}

        @inlinable
        borrowing func lock() {
            unfair.lock()
        }

        @inlinable
        borrowing func unlock() {
            unfair.unlock()
        }
    #else
        @usableFromInline
        let held = Atomic<Bool>(false)

        @inlinable
        init() {}

        @inlinable
        borrowing func lock() {
            if held.compareExchange(
                expected: false, desired: true, successOrdering: .acquiring, failureOrdering: .relaxed
            ).exchanged {
                return
            }
            lockContended()
        }

        @usableFromInline
        borrowing func lockContended() {
            var attempts = 0
            while true {
                if !held.load(ordering: .relaxed),
                    held.compareExchange(
                        expected: false,
                        desired: true,
                        successOrdering: .acquiring,
                        failureOrdering: .relaxed
                    ).exchanged
                {
                    return
                }
                attempts += 1
                if attempts >= 32 {
                    sched_yield()
                }
            }
        }

        @inlinable
        borrowing func unlock() {
            held.store(false, ordering: .releasing)
        }
    #endif
}

/// SwiftRx's own mutex: the same shape as `Synchronization.Mutex` (this declaration shadows it
/// inside the module), built on ``RawLock`` (an unfair lock on Apple platforms, spin-then-yield
/// elsewhere).
@usableFromInline
struct Mutex<Value: ~Copyable>: ~Copyable, @unchecked Sendable {
    // `storage` is only accessed between lock() and unlock().
    @usableFromInline
    let rawLock = RawLock()
    @usableFromInline
    let storage: _Cell<Value>

    @inlinable
    init(_ initialValue: consuming Value) {
        storage = _Cell(initialValue)
    }

    @inlinable
    borrowing func withLock<Result: ~Copyable, Failure: Error>(
        _ body: (inout Value) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        // The pointer is taken into a local first: ThreadSanitizer instruments an inout access through
        // `storage._address.pointee` as a write to the start of this struct, the lock's own atomic,
        // and then reports it as racing with the next thread's acquire.
        let value = storage._address
        rawLock.lock()
        defer { rawLock.unlock() }
        return try body(&value.pointee)
    }
}

/// The lock for state that holds non-`Sendable` values (elements, observers).
///
/// ``Mutex`` is used wherever the state fits in one value; where it does not, a class keeps its
/// fields next to a `Lock` (marked `// guarded by lock`) and touches them only inside `withLock`.
/// Never call out (emit, subscribe, dispose, run a user closure) inside `withLock`: decide under the
/// lock, act after it.
@usableFromInline
struct Lock: ~Copyable, Sendable {
    @usableFromInline
    let rawLock = RawLock()

    @inlinable
    init() {}

    @inlinable
    borrowing func withLock<Result, Failure: Error>(_ body: () throws(Failure) -> Result) throws(Failure) -> Result {
        rawLock.lock()
        defer { rawLock.unlock() }
        return try body()
    }

    /// Acquires the lock, for a critical section that moves a value into the guarded state: a
    /// `withLock` closure can only copy what it captures (an atomic retain and release). Pair it
    /// with ``unlock()`` on every path; prefer ``withLock(_:)`` everywhere else.
    @inlinable
    borrowing func lock() {
        rawLock.lock()
    }

    /// Releases the lock taken by ``lock()``.
    @inlinable
    borrowing func unlock() {
        rawLock.unlock()
    }
}

/// Carries a value across an isolation boundary that the compiler cannot see is safe.
///
/// Every use says why it is safe: typically the value is handed from a lock-protected region to
/// the thread that took the lock, or to a scheduler that runs it serially.
@usableFromInline
struct UncheckedBox<Value>: @unchecked Sendable {
    // Immutable; each use site justifies the transfer.
    @usableFromInline
    let value: Value

    @inlinable
    init(_ value: Value) {
        self.value = value
    }
}

/// A flag set once, readable from any thread.
@usableFromInline
final class AtomicFlag: Sendable {
    @usableFromInline
    let value = Atomic<Bool>(false)

    @inlinable
    init() {}

    @inlinable
    var isSet: Bool { value.load(ordering: .acquiring) }

    @inlinable
    func set() { value.store(true, ordering: .releasing) }

    /// Sets the flag; `true` only for the caller that set it first.
    @inlinable
    func claim() -> Bool { !value.exchange(true, ordering: .acquiringAndReleasing) }
}
