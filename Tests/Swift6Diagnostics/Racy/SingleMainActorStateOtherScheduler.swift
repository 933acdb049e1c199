// expect: main actor-isolated property 'name' can not be mutated from a nonisolated context
// swift5: rejects
import Foundation
import SwiftRx

@MainActor final class ProfileViewModel {
    var name = ""
    func load(_ user: Single<String>) {
        _ = user.observe(on: ConcurrentDispatchQueueScheduler(qos: .default))
            .subscribe(onSuccess: { [weak self] in self?.name = $0 })
    }
}
