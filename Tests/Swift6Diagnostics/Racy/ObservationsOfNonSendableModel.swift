// expect: sending 'model' risks causing data races
// A model that is not Sendable, read on the main actor by a closure made off it.
import Observation
import SwiftRx

@Observable final class SearchModel {
    var query = ""
}

func queries(_ model: SearchModel) -> Observable<String> {
    Observable.observations { model.query }
}
