// expect: does not conform to the 'Sendable' protocol
import Foundation
import SwiftRx

final class Box { var n = 0 }

func run(_ source: Observable<Box>) {
    _ = source.buffer(timeSpan: .seconds(1), count: 3, scheduler: ConcurrentDispatchQueueScheduler(qos: .default))
        .subscribe()
}
