// expect: sending value of non-Sendable type '(Int) -> ()' risks causing data races
import Foundation
import SwiftRx

final class Box { var n = 0 }

func run() {
    let subject = ReplaySubject<Box>.create(bufferSize: 1)
    _ = Observable<Int>.interval(.milliseconds(1), scheduler: ConcurrentDispatchQueueScheduler(qos: .default))
        .subscribe(onNext: { _ in subject.onNext(Box()) })
    _ = subject.subscribe(onNext: { $0.n += 1 })
}
