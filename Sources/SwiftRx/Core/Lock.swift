import Synchronization

/// The library's one lock for state that holds non-`Sendable` values (elements, observers).
///
/// `Mutex<State>` is used wherever the state is `Sendable`; where it is not, a class keeps its fields
/// next to a `Lock` and touches them only inside `withLock`. Never call out (emit, subscribe,
/// dispose, run a user closure) inside `withLock`: decide under the lock, act after it.
@usableFromInline
struct Lock: ~Copyable, @unchecked Sendable {
    // Mutex<Void> is Sendable; the wrapper only adds the convenience below.
    @usableFromInline
    let mutex = Mutex<Void>(())
    /// An acquire at the start and a release at the end of each critical section, on an atomic
    /// compiled into this module: ThreadSanitizer cannot see the ordering `Mutex` provides on Linux
    /// (its futex code is not instrumented) and would report every guarded field as a race. On
    /// x86-64 these are plain loads and stores.
    @usableFromInline
    let handoff = Atomic<Int>(0)

    @inlinable
    init() {}

    @inlinable
    borrowing func withLock<Result, Failure: Error>(_ body: () throws(Failure) -> Result) throws(Failure) -> Result {
        // `sending` in Mutex's signature is unnecessary here: the caller's state never crosses threads
        // through the result; the lock only orders accesses.
        // `body` is called directly: wrapping it with `withoutActuallyEscaping` would heap-allocate
        // its context on every call, which showed up as one allocation per emitted event.
        try mutex.withLock { _ throws(Failure) -> UncheckedBox<Result> in
            _ = handoff.load(ordering: .acquiring)
            defer { handoff.store(0, ordering: .releasing) }
            return UncheckedBox(try body())
        }.value
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
