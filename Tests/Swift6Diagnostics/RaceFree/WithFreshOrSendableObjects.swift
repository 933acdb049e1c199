import SwiftRx
// Objects handed to `with:` are fine when Sendable or no longer used by the caller.
import Synchronization

final class Counter { var count = 0 }
final class SafeCounter: Sendable { let count = Mutex(0) }

func run(_ source: Observable<Int>, _ driver: Driver<Int>) {
    _ = source.subscribe(with: Counter(), onNext: { counter, _ in counter.count += 1 })
    let safe = SafeCounter()
    _ = source.subscribe(with: safe, onNext: { counter, _ in counter.count.withLock { $0 += 1 } })
    _ = source.bind(with: safe, onNext: { counter, _ in counter.count.withLock { $0 += 1 } })
    _ = source.withUnretained(safe).subscribe(onNext: { counter, _ in counter.count.withLock { $0 += 1 } })
    _ = driver.drive(with: safe, onNext: { counter, _ in counter.count.withLock { $0 += 1 } })
    safe.count.withLock { $0 += 1 }
}
