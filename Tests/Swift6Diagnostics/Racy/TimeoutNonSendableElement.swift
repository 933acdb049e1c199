// expect: does not conform to the 'Sendable' protocol
import Foundation
import SwiftRx

final class Box { var n = 0 }

func run(_ source: Observable<Box>) {
    _ = source.timeout(.seconds(1), scheduler: ConcurrentDispatchQueueScheduler(qos: .default)).subscribe()
}
