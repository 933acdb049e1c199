// Non-Sendable elements are fine while they stay on the thread that made them.
import SwiftRx

final class Model { var name = "" }

func local() {
    let model = Model()
    _ = Observable.just(model).map { $0.name }.subscribe(onNext: { print($0) })
    _ = Observable.from([Model(), Model()]).subscribe(onNext: { $0.name = "x" })
    _ = Observable.of(Model()).filter { !$0.name.isEmpty }.subscribe()
    let subject = PublishSubject<Model>()
    _ = subject.subscribe(onNext: { $0.name += "!" })
    subject.onNext(model)
    model.name = "after"
    let relay = BehaviorRelay(value: Model())
    relay.accept(Model())
    relay.value.name = "y"
    _ = Observable<Int>.interval(.milliseconds(1), scheduler: ConcurrentDispatchQueueScheduler(qos: .default))
        .map { _ in Model() }
        .subscribe(onNext: { $0.name = "made on that thread" })
}
