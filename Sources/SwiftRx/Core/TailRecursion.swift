import Foundation
import Synchronization

/// The most source iterators a tail-recursive sink (`concat` and `catch` over a sequence of
/// sources) held at once since it was last set: RxSwift's debug counter, which test suites reset to
/// `0`, run a `concat` of many sources, and read.
///
/// A `concat` holds the iterator of its sources. When the next source is itself a `concat` (or, for
/// `catch(sequence:)`, a `catch(sequence:)`), it is not subscribed to: the sink iterates its sources
/// in place, on top of its own. An iterator that has handed out its last source is dropped at
/// once when the sink knows how many sources it has (a collection), so a `concat` whose last source
/// is another `concat`, nested to any depth, stays at 1, as does a flat `concat` of any number of
/// sources; a `concat` of a sequence of unknown length keeps its iterator under the nested one, and
/// the number grows by one per level. A `concat` that runs inside a source of another (behind a
/// `map`, say) counts on top of that one's iterators. Neither the call stack nor this number grows
/// with the number of sources. Maintained only when SwiftRx is compiled with `TRACE_RESOURCES`
/// (debug builds); otherwise it stays at what it was set to. Safe to read and set from any thread.
public var maxTailRecursiveSinkStackSize: Int {
    get { TailRecursion.deepest.load(ordering: .relaxed) }
    set { TailRecursion.deepest.store(newValue, ordering: .relaxed) }
}

/// The sources a tail-recursive sink has left: a stack of iterators, the innermost on top. A source
/// that is itself a tail-recursive producer of the same kind is not handed out: its sources are
/// pushed on top and iterated in its place, so a chain of nested `concat`s needs neither a sink nor a
/// stack frame per level. Moved by value from one step of a sink to the next.
@usableFromInline
struct TailRecursiveSources<Element> {
    @usableFromInline
    struct Level {
        @usableFromInline
        var iterator: any IteratorProtocol<Observable<Element>>
        /// How many sources `iterator` has left, when known: the level is dropped as soon as it
        /// has handed out its last one.
        @usableFromInline
        var remaining: Int?
        /// Whether the level came from a nested producer rather than the sink's own.
        @usableFromInline
        let isNested: Bool
        @usableFromInline
        var handedOut = false

        @inlinable
        init(_ sources: any Sequence<Observable<Element>>, count: Int?, isNested: Bool) {
            self.iterator = sources.makeIterator()
            self.remaining = count
            self.isNested = isNested
        }
    }

    /// What ``next(flattening:)`` found.
    @usableFromInline
    enum Next {
        /// The source to subscribe to next.
        case source(Observable<Element>)
        /// A nested producer had no sources at all: subscribed to, it would have completed at once.
        case emptyNested
        /// Every level ran out.
        case end
    }

    @usableFromInline
    var levels: [Level]
    /// The level of the sink whose source was being subscribed to when this sink was created.
    @usableFromInline
    let base: Int

    @inlinable
    init(_ sources: any Sequence<Observable<Element>>, count: Int?) {
        levels = [Level(sources, count: count, isNested: false)]
        base = TailRecursion.enclosingLevel()
        TailRecursion.record(base + 1)
    }

    /// The level to mark this sink at while it subscribes to a source (see ``TailRecursion/enter(_:)``):
    /// at least one, even once its last iterator was dropped.
    @inlinable
    var level: Int { base + Swift.max(levels.count, 1) }

    /// Advances to the next source, flattening the sources `nested` returns for (a producer of the
    /// sink's own kind) into this stack instead of handing them out.
    @inlinable
    mutating func next(
        flattening nested: (Observable<Element>) -> (sources: any Sequence<Observable<Element>>, count: Int?)?
    ) -> Next {
        while !levels.isEmpty {
            let top = levels.count - 1
            guard let source = levels[top].iterator.next() else {
                let ended = levels.removeLast()
                if ended.isNested && !ended.handedOut { return .emptyNested }
                continue
            }
            levels[top].handedOut = true
            if let remaining = levels[top].remaining {
                if remaining <= 1 {
                    levels.removeLast()
                } else {
                    levels[top].remaining = remaining - 1
                }
            }
            guard let inner = nested(source) else { return .source(source) }
            levels.append(Level(inner.sources, count: inner.count, isNested: true))
            TailRecursion.record(base + levels.count)
        }
        return .end
    }
}

/// Runs the steps of a tail-recursive sink (subscribing to its next source) one at a time, in a
/// loop rather than in nested calls. A step requested while one runs (the source completed or
/// failed during its subscription, or on another thread meanwhile) runs when that one returns, on
/// the thread running it. So any number of sources that end synchronously is safe for the stack,
/// and, as in RxSwift, the next source is subscribed to at once rather than behind unrelated work
/// queued on the current-thread trampoline. A sink requests at most one step at a time: only the
/// running source's end requests the next.
@usableFromInline
struct StepGate<Step>: ~Copyable {
    @usableFromInline
    struct State: Sendable {
        @usableFromInline
        var running = false
        /// The step requested while another ran; read once, by the thread running the loop.
        @usableFromInline
        var pending: UncheckedBox<Step>?

        @inlinable
        init() {}
    }

    @usableFromInline
    let state = Mutex(State())

    @inlinable
    init() {}

    /// Runs `body(step)` now, then any step requested meanwhile; or, when a step is running
    /// already, leaves `step` for that loop.
    @inlinable
    borrowing func run(_ step: Step, _ body: (Step) -> Void) {
        let requested = UncheckedBox(step)
        let runsHere = state.withLock { state -> Bool in
            if state.running {
                state.pending = requested
                return false
            }
            state.running = true
            return true
        }
        guard runsHere else { return }
        var next = requested
        while true {
            body(next.value)
            let more = state.withLock { state -> UncheckedBox<Step>? in
                guard let pending = state.pending else {
                    state.running = false
                    return nil
                }
                state.pending = nil
                return pending
            }
            guard let more else { return }
            next = more
        }
    }
}

/// Tracks ``maxTailRecursiveSinkStackSize``: which tail-recursive sink is subscribing a source on
/// this thread right now, so that a sink created during that subscription counts on top of it.
@usableFromInline
enum TailRecursion {
    static let deepest = Atomic<Int>(0)

    #if TRACE_RESOURCES
        /// Holds, per thread, the level of the sink whose step is subscribing to a source (as a
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

        /// Holds, per thread, the deepest level recorded on it since it was last set.
        private static let deepestKey: pthread_key_t = {
            var key = pthread_key_t()
            let status = pthread_key_create(&key, nil)
            precondition(status == 0, "TailRecursion: pthread_key_create failed with \(status)")
            return key
        }()
    #endif

    /// ``maxTailRecursiveSinkStackSize`` for the calling thread alone: the deepest level recorded on
    /// it since it was last set. SwiftRx's tests read it, as the process-wide maximum also counts the
    /// `concat`s of tests running at the same time. Always what it was set to without
    /// `TRACE_RESOURCES`.
    static var deepestOnThisThread: Int {
        get {
            #if TRACE_RESOURCES
                return Int(bitPattern: pthread_getspecific(deepestKey))
            #else
                return 0
            #endif
        }
        set {
            #if TRACE_RESOURCES
                pthread_setspecific(deepestKey, UnsafeRawPointer(bitPattern: newValue))
            #endif
        }
    }

    /// The level of the tail-recursive sink subscribing to a source on this thread right now, `0` if
    /// none: a sink created now counts its iterators on top of it.
    @usableFromInline
    static func enclosingLevel() -> Int {
        #if TRACE_RESOURCES
            return current
        #else
            return 0
        #endif
    }

    /// Raises ``maxTailRecursiveSinkStackSize`` to `level` if it is lower, and the calling thread's
    /// ``deepestOnThisThread``.
    @usableFromInline
    static func record(_ level: Int) {
        #if TRACE_RESOURCES
            if level > deepestOnThisThread { deepestOnThisThread = level }
            var seen = deepest.load(ordering: .relaxed)
            while level > seen {
                let (exchanged, original) = deepest.compareExchange(
                    expected: seen,
                    desired: level,
                    ordering: .relaxed
                )
                if exchanged { break }
                seen = original
            }
        #endif
    }

    /// Marks a sink at `level` as subscribing to a source on this thread; returns what
    /// ``leave(_:)`` restores.
    @inlinable
    static func enter(_ level: Int) -> Int {
        #if TRACE_RESOURCES
            return swap(level)
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
    static func swap(_ level: Int) -> Int {
        #if TRACE_RESOURCES
            let previous = current
            current = level
            return previous
        #else
            return 0
        #endif
    }
}
