// What the Driver block of DriverSignalAndBinding.md assumes: a search field, a label, an API.
import SwiftRx

@MainActor final class TextField: ReactiveCompatible {
    var text: String? = ""
    let edits = PublishRelay<Void>()
}

extension Reactive where Base == TextField {
    @MainActor var text: ControlProperty<String?> {
        controlProperty(editingEvents: base.edits, getter: { $0.text }, setter: { $0.text = $1 })
    }
}

@MainActor final class Label: ReactiveCompatible { var text = "" }

extension Reactive where Base == Label {
    @MainActor var text: Binder<String> { Binder(base) { label, text in label.text = text } }
}

struct SearchAPI: Sendable {
    func search(_ query: String) -> Observable<[String]> { .just([query]) }
}

@MainActor final class SearchScreen {
    let searchField = TextField()
    let countLabel = Label()
    let bag = DisposeBag()

    func bind(api: SearchAPI) {
        //SNIPPET
    }
}
