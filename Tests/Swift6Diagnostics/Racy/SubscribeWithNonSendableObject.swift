// expect: sending 'c' risks causing data races
import Foundation
import SwiftRx

final class Box { var n = 0 }

final class Counter { var count = 0 }

func run() {
    let c = Counter()
    _ = Observable<Int>.interval(.milliseconds(1), scheduler: ConcurrentDispatchQueueScheduler(qos: .default))
        .subscribe(with: c, onNext: { c, _ in c.count += 1 })
    c.count += 1
}
