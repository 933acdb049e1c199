// expect: does not conform to the 'Sendable' protocol
import Foundation
import SwiftRx

final class Box { var n = 0 }

func run() {
    let box = Box()
    _ = Observable.just(box, scheduler: ConcurrentDispatchQueueScheduler(qos: .default)).subscribe()
    box.n += 1
}
