// What README.md's "A short tour" assumes: a @MainActor class with a search API and labels.
import SwiftRx

struct Profile: Sendable { var name = "" }

struct API: Sendable {
    func search(_ query: String) -> Observable<[String]> { .just([query]) }
    func profile() async throws -> Profile { Profile() }
}

@MainActor final class Label: ReactiveCompatible { var text = "" }

extension Reactive where Base: Label {
    @MainActor var text: Binder<String> { Binder(base) { label, text in label.text = text } }
}

@MainActor final class SearchScreen {
    let countLabel = Label()
    let label = Label()

    func tour(searchText: Observable<String>, api: API) async throws {
        //SNIPPET
        _ = profile  // made by the tour's last line, for the reader to use
    }
}
