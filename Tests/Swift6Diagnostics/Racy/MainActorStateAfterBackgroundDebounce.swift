// expect: main actor-isolated property 'query' can not be mutated from a nonisolated context
// swift5: rejects
import Foundation
import SwiftRx

@MainActor final class SearchViewModel {
    var query = ""
    func bind(_ text: Observable<String>) {
        _ = text.debounce(.milliseconds(300), scheduler: SerialDispatchQueueScheduler(qos: .default))
            .subscribe(onNext: { [weak self] in self?.query = $0 })
    }
}
