import Synchronization

/// Guards the mutable fields of the test kit's classes whose state holds non-`Sendable` values
/// (events, observers). Fields it guards are marked `// guarded by lock`.
///
/// Never call out (deliver an event, dispose, run a closure) inside `withLock`.
struct StateLock: ~Copyable, Sendable {
    private let mutex = Mutex<Void>(())

    init() {}

    borrowing func withLock<Result>(_ body: () -> Result) -> Result {
        // The result is handed back to the thread that took the lock; the lock only orders accesses
        // to the guarded fields, so the `sending` requirement of `Mutex` does not apply to it.
        withoutActuallyEscaping(body) { body in
            let box = Unchecked(body)
            return mutex.withLock { _ in Unchecked(box.value()) }.value
        }
    }
}

/// Carries a value into a `@Sendable` closure when the test kit knows the transfer is safe; each use
/// says why (typically: the value is only used by the thread that drives the `TestScheduler`).
struct Unchecked<Value>: @unchecked Sendable {
    // Immutable; each use site justifies the transfer.
    let value: Value

    init(_ value: Value) {
        self.value = value
    }
}
