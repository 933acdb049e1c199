// expect: main actor-isolated property 'last' can not be mutated from a nonisolated context
// swift5: rejects
import Foundation
import SwiftRx

final class Box { var n = 0 }

@MainActor final class ViewModel {
    var last = 0
    func bind(_ source: Observable<Int>) {
        _ = source.observe(on: SerialDispatchQueueScheduler(qos: .default))
            .subscribe(onNext: { [weak self] v in self?.last = v })
    }
}
