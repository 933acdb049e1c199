// expect: capture of 'seen' with non-Sendable type 'Box' in a '@Sendable' closure
import Foundation
import SwiftRx

final class Box { var n = 0 }

// A custom operator whose state is not the subscription's own: every subscription to the result
// shares `seen`, and so does the caller.
func counting(_ source: Observable<Int>, into seen: Box) -> Observable<Int> {
    Observable.create { observer in
        source.subscribe(onNext: { value in
            seen.n += 1
            observer.onNext(value)
        })
    }
}
