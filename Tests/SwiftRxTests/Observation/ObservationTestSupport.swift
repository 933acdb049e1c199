import Dispatch
import Observation
import SwiftRx
import Synchronization
import Testing

/// A main-actor model, as a SwiftUI screen would have.
@MainActor @Observable
final class CounterModel: ReactiveCompatible {
    var count = 0
    var label = ""
    var usesLabel = false
}

/// A second main-actor model, for closures that read two.
@MainActor @Observable
final class DiscountModel {
    var discount = 0
}

/// A model that is not `Sendable` and not isolated: observed from the main actor.
@Observable
final class PlainModel: ReactiveCompatible {
    var name = ""
}

/// An object captured by an observed closure, to check when the closure is released.
final class CapturedToken: Sendable {
    let offset: Int
    init(offset: Int) { self.offset = offset }
}

/// What a subscription received, recorded on the main actor.
@MainActor
final class Received<Value> {
    var values: [Value] = []
    var completions = 0
    var disposals = 0
    var allOnMainQueue = true

    func record(_ value: Value) {
        allOnMainQueue = allOnMainQueue && onMainQueue
        values.append(value)
    }

    func complete() {
        allOnMainQueue = allOnMainQueue && onMainQueue
        completions += 1
    }

    func dispose() {
        disposals += 1
    }
}

/// Marks the main queue, which serves the main actor: under `swift test` on Linux that is the thread
/// running `dispatchMain()`, not always the process's first thread.
private let observationMainQueueKey: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
}()

/// Whether the caller runs on the main queue.
var onMainQueue: Bool {
    DispatchQueue.getSpecific(key: observationMainQueueKey) == true
}

/// Subscribes to `source` with main-actor closures that record into a new ``Received``.
@MainActor
func record<Value: Sendable>(_ source: MainActorObservable<Value>) -> (Received<Value>, any Disposable) {
    _ = observationMainQueueKey
    let received = Received<Value>()
    let subscription = source.subscribe(
        onNext: { received.record($0) },
        onCompleted: { received.complete() },
        onDisposed: { received.dispose() }
    )
    return (received, subscription)
}

/// Lets the main queue run everything queued on it so far (the refreshes that changes made until now
/// have queued), then resumes on the main actor. Bounded: if the main queue is not served, the test
/// fails instead of hanging.
@MainActor
func nextMainTurn(sourceLocation: SourceLocation = #_sourceLocation) async {
    let timedOut = await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
        let once = Atomic<Bool>(false)
        let finish: @Sendable (Bool) -> Void = { timedOut in
            if !once.exchange(true, ordering: .relaxed) { continuation.resume(returning: timedOut) }
        }
        DispatchQueue.main.async { finish(false) }
        DispatchQueue.global().asyncAfter(deadline: .now() + .seconds(30)) { finish(true) }
    }
    if timedOut {
        Issue.record("the main queue did not run within the deadline", sourceLocation: sourceLocation)
    }
}

/// Waits on the main actor until `done` is called, from any thread; bounded like ``nextMainTurn()``.
@MainActor
func awaitDone(
    sourceLocation: SourceLocation = #_sourceLocation,
    _ body: (@escaping @Sendable () -> Void) -> Void
) async {
    let timedOut = await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
        let once = Atomic<Bool>(false)
        let finish: @Sendable (Bool) -> Void = { timedOut in
            if !once.exchange(true, ordering: .relaxed) { continuation.resume(returning: timedOut) }
        }
        DispatchQueue.global().asyncAfter(deadline: .now() + .seconds(30)) { finish(true) }
        body { finish(false) }
    }
    if timedOut {
        Issue.record("not done within the deadline", sourceLocation: sourceLocation)
    }
}
