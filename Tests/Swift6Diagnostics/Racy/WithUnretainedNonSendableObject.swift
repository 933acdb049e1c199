// expect: sending 'c' risks causing data races
import Foundation
import SwiftRx

final class Box { var n = 0 }

final class Counter { var count = 0 }

func run(_ source: Observable<Int>) {
    let c = Counter()
    _ = source.withUnretained(c).subscribe(onNext: { c, _ in c.count += 1 })
    c.count += 1
}
