import Dispatch
import SwiftRx
import Synchronization

/// Marks the main queue, which serves the main actor: under `swift test` on Linux that is the thread
/// running `dispatchMain()`, not always the process's first thread.
let mainQueueMarker: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
}()

/// What the main-actor closures under test saw, and whether each ran on the main queue.
@MainActor
final class MainRecorder {
    var values: [String] = []
    var allOnMain = true

    init() {
        _ = mainQueueMarker
    }

    func record(_ value: some Any) {
        allOnMain = allOnMain && DispatchQueue.getSpecific(key: mainQueueMarker) == true
        values.append("\(value)")
    }
}

/// A source that sends `values` from a background queue, then completes or fails with `error`.
func fromBackground(_ values: [Int], error: (any Error)? = nil) -> Observable<Int> {
    Observable.create { observer in
        DispatchQueue.global().async {
            for value in values { observer.onNext(value) }
            if let error { observer.onError(error) } else { observer.onCompleted() }
        }
        return Disposables.create()
    }
}

struct MainTestFailure: Error {}

/// Runs `body` on the main actor and waits until it calls `done`; bounded, so that a bug cannot hang
/// the run (the wait ends after 30 seconds and the expectations that follow fail).
@MainActor
func awaitOnMain(_ body: (@escaping @Sendable () -> Void) -> Void) async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
        let once = Atomic<Bool>(false)
        let finish: @Sendable () -> Void = {
            if !once.exchange(true, ordering: .relaxed) { continuation.resume() }
        }
        DispatchQueue.global().asyncAfter(deadline: .now() + .seconds(30), execute: finish)
        body(finish)
    }
}
