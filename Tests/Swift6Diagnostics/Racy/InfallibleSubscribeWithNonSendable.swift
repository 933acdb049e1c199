// expect: sending 'c' risks causing data races
import Foundation
import SwiftRx

final class Box { var n = 0 }

final class Counter { var count = 0 }

func run(_ source: Infallible<Int>) {
    let c = Counter()
    _ = source.subscribe(with: c, onNext: { c, _ in c.count += 1 })
    c.count += 1
}
