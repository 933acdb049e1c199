// expect: does not conform to the 'Sendable' protocol
import Foundation
import SwiftRx

final class Box { var n = 0 }

func run() {
    let box = Box()
    _ = Observable.just(box)
        .observe(on: ConcurrentDispatchQueueScheduler(qos: .default))
        .subscribe(onNext: { $0.n += 1 })
    box.n += 1
}
