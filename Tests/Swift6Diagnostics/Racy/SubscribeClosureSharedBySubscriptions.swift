// expect: risks causing data races
import Foundation
import SwiftRx

// One closure handed to two subscriptions: each owns it, so both could run it at once.
func run(_ source: Observable<Int>) {
    var count = 0
    let onNext: (Int) -> Void = { _ in count += 1 }
    _ = source.subscribe(onNext: onNext)
    _ = source.subscribe(onNext: onNext)
}
