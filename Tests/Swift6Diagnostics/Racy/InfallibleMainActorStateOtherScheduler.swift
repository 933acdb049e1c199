// expect: main actor-isolated property 'count' can not be mutated from a nonisolated context
// swift5: rejects
import Foundation
import SwiftRx

@MainActor final class TickViewModel {
    var count = 0
    func bind(_ ticks: Infallible<Int>) {
        _ = ticks.delay(.seconds(1), scheduler: SerialDispatchQueueScheduler(qos: .default))
            .subscribe(onNext: { [weak self] in self?.count = $0 })
    }
}
