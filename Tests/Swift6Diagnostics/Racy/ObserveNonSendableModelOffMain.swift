// expect: call to main actor-isolated instance method 'observe' in a synchronous nonisolated context
// swift5: rejects
// A model that is not Sendable, observed from outside the main actor that will read it.
import Observation
import SwiftRx

@Observable final class SearchModel: ReactiveCompatible {
    var query = ""
}

func queries(_ model: SearchModel) -> Observable<String> {
    model.rx.observe(\.query)
}
