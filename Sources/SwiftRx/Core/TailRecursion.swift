import Foundation
import Synchronization

/// The deepest nesting of tail-recursive sinks (`concat` and `catch` over a sequence of sources)
/// seen since it was last set: RxSwift's debug counter, which test suites reset to `0`, run a
/// `concat` of many sources, and read.
///
/// A `concat` that subscribes one source after another has a nesting of 1, however many sources
/// it has: SwiftRx subscribes each source only after the previous one completed, through the
/// current-thread trampoline, so neither the call stack nor this number grows with their count.
/// A `concat` (or `catch`) that is subscribed as a source of another one, while that one runs,
/// is nested one level deeper: its events pass through both. Maintained only when SwiftRx is
/// compiled with `TRACE_RESOURCES` (debug builds); otherwise it stays at what it was set to.
/// Safe to read and set from any thread.
public var maxTailRecursiveSinkStackSize: Int {
    get { TailRecursion.deepest.load(ordering: .relaxed) }
    set { TailRecursion.deepest.store(newValue, ordering: .relaxed) }
}

/// Tracks ``maxTailRecursiveSinkStackSize``: which tail-recursive sink is subscribing a source on
/// this thread right now, so that a sink created during that subscription knows its nesting.
@usableFromInline
enum TailRecursion {
    static let deepest = Atomic<Int>(0)

    #if TRACE_RESOURCES
        /// Holds, per thread, the nesting of the sink whose step is subscribing a source (as a
        /// pointer bit pattern; `nil` is 0).
        private static let key: pthread_key_t = {
            var key = pthread_key_t()
            let status = pthread_key_create(&key, nil)
            precondition(status == 0, "TailRecursion: pthread_key_create failed with \(status)")
            return key
        }()

        private static var current: Int {
            get { Int(bitPattern: pthread_getspecific(key)) }
            set { pthread_setspecific(key, UnsafeRawPointer(bitPattern: newValue)) }
        }
    #endif

    /// The nesting of a tail-recursive sink created now: one more than the sink subscribing it, if
    /// any. Records it in ``maxTailRecursiveSinkStackSize``.
    @usableFromInline
    static func nestingOfNewSink() -> Int {
        #if TRACE_RESOURCES
            let nesting = current + 1
            var seen = deepest.load(ordering: .relaxed)
            while nesting > seen {
                let (exchanged, original) = deepest.compareExchange(
                    expected: seen,
                    desired: nesting,
                    ordering: .relaxed
                )
                if exchanged { break }
                seen = original
            }
            return nesting
        #else
            return 0
        #endif
    }

    /// Marks a sink of nesting `nesting` as subscribing a source on this thread; returns what
    /// ``leave(_:)`` restores.
    @inlinable
    static func enter(_ nesting: Int) -> Int {
        #if TRACE_RESOURCES
            return swap(nesting)
        #else
            return 0
        #endif
    }

    /// Ends what ``enter(_:)`` started.
    @inlinable
    static func leave(_ previous: Int) {
        #if TRACE_RESOURCES
            _ = swap(previous)
        #endif
    }

    @usableFromInline
    static func swap(_ nesting: Int) -> Int {
        #if TRACE_RESOURCES
            let previous = current
            current = nesting
            return previous
        #else
            return 0
        #endif
    }
}
