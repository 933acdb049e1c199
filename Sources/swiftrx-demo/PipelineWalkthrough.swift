import Foundation
import SwiftRx

/// Prints a line of the walkthrough's own narration.
private func say(_ text: String) {
    print("\n\(text)")
}

/// Prints a line that came from inside SwiftRx, through `Hooks.pipelineTracer`.
private func trace(_ text: String) {
    print("    · \(text)")
}

/// The create → subscribe → send walkthrough: every step the library takes is printed by the
/// library itself (debug builds trace through `Hooks.pipelineTracer`).
func runPipelineWalkthrough() {
    guard Resources.isTracing else {
        print("This walkthrough needs a debug build, where SwiftRx traces its pipeline: `swift run swiftrx-demo`.")
        return
    }
    Hooks.pipelineTracer = { trace($0) }
    defer { Hooks.pipelineTracer = nil }

    say(
        """
        SwiftRx walkthrough: how an event travels
        =========================================
        The code it traces (with print calls added to the closures, to narrate):

            let numbers = Observable<Int>.create { observer in
                observer.onNext(1)
                observer.onNext(2)
                observer.onNext(3)
                observer.onCompleted()
                return Disposables.create()
            }
            let subscription = numbers.map { $0 * 10 }.filter { $0 != 20 }
                .subscribe(onNext: { ... }, onCompleted: { ... }, onDisposed: { ... })
            subscription.dispose()

        Lines starting with · are printed by SwiftRx itself as each step happens.

        1. Creating. `Observable.create` stores your subscribe handler in an AnonymousObservable
           (a Producer). Nothing runs yet.
        """)
    let numbers = Observable<Int>.create { observer in
        say(
            "4. Your handler runs. It was given an AnyObserver that wraps the create sink. It sends 1, 2, 3 and\n   completed. Each event goes sink → sink → AnonymousObserver → your closure, unless filter drops it:"
        )
        for value in 1...3 {
            say("   Your handler sends \(value).")
            observer.onNext(value)
        }
        observer.onCompleted()
        return Disposables.create {
            say("7. The Disposable your handler returned is disposed last: release what the source used.")
        }
    }

    say(
        """
        2. Applying operators. `map` and `filter` each return a Producer that stores its closure. Adjacent
           map and filter stages are fused: the first one stores the source, the next one is added to it
           (to a copy, if something else still holds the first), and one sink will run both closures for
           each element.
        """)
    let result = numbers.map { $0 * 10 }.filter { value in
        let kept = value != 20
        say("   filter { $0 != 20 } got \(value): \(kept ? "passed on" : "dropped, so your onNext never sees it")")
        return kept
    }

    say(
        """
        3. Subscribing. `subscribe(onNext:...)` wraps your closures in an AnonymousObserver and subscribes it.
           Each Producer makes a Sink (the per-subscription object) and subscribes it to its source,
           down to the create sink, which calls your handler. The fused map/filter run makes one sink.
        """)
    let subscription = result.subscribe(
        onNext: { value in say("   Your onNext closure got \(value).") },
        onCompleted: { say("5. Your onCompleted closure ran. The terminal event now tears the chain down.") },
        onDisposed: {
            say("6. Your onDisposed closure ran: the subscription is over. Then each sink releases its upstream:")
        }
    )

    say("8. Disposing the subscription again does nothing: dispose() is idempotent.")
    subscription.dispose()
    say("Live SwiftRx resources now: \(Resources.total) (observables still referenced by this function).")
}
