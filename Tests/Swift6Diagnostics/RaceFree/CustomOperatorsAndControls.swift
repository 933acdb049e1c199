import SwiftRx
// A custom operator and a custom main-actor control, written in Swift 6 mode.
import Synchronization

extension ObservableType where Element: Sendable {
    func pairwise() -> Observable<(Element, Element)> {
        let source = asObservable()
        return Observable.create { observer in
            let previous = Mutex<Element?>(nil)
            return source.subscribe { event in
                switch event {
                case .next(let value):
                    if let last = previous.withLock({ state in
                        defer { state = value }; return state
                    }) {
                        observer.onNext((last, value))
                    }
                case .error(let error): observer.onError(error)
                case .completed: observer.onCompleted()
                }
            }
        }
    }
}

@MainActor final class TextField {
    var text = ""
    let edited = PublishRelay<Void>()
}

extension TextField: ReactiveCompatible {}

extension Reactive where Base == TextField {
    @MainActor var text: ControlProperty<String> {
        controlProperty(editingEvents: base.edited, getter: { $0.text }, setter: { $0.text = $1 })
    }
}

@MainActor final class Screen {
    let field = TextField()
    var echo = ""
    let bag = DisposeBag()

    func bind() {
        field.rx.text
            .map { $0.uppercased() }
            .asDriver(onErrorJustReturn: "")
            .drive(onNext: { [weak self] in self?.echo = $0 })
            .disposed(by: bag)
        Observable.just("hello").bind(to: field.rx.text).disposed(by: bag)
        Binder(self) { screen, value in screen.echo = value }.onNext("direct")
    }
}
