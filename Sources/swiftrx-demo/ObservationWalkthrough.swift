import Dispatch
import Foundation
import Observation
import SwiftRx

// `swiftrx-demo observation`: an @Observable model fed by an Rx service, a stand-in for a SwiftUI
// view that re-renders when the model changes, and Rx code that observes the model with
// `Observable.observations { ... }` and `model.rx.observe(\.property)`. Each step runs in a main-queue
// turn of its own, and the walkthrough prints what each side sees.

// MARK: - The model, the service and the "view"

/// The screen's model, as a SwiftUI app writes it.
@MainActor @Observable
final class DemoCart: ReactiveCompatible {
    var total = 0
    var discount = 0
    var payable: Int { total - discount }
}

/// An Rx service that publishes prices.
final class DemoPriceService: Sendable {
    let prices = BehaviorRelay(value: 100)
}

/// A stand-in for a SwiftUI view: it renders from the model inside `withObservationTracking`, and
/// renders again when a property it read changes, as SwiftUI does.
@MainActor
final class DemoCartView {
    private let cart: DemoCart

    init(cart: DemoCart) {
        self.cart = cart
    }

    func render() {
        let text = withObservationTracking {
            "Total \(cart.total), discount \(cart.discount), to pay \(cart.payable)"
        } onChange: { [weak self] in
            DispatchQueue.main.async { MainActor.assumeIsolated { self?.render() } }
        }
        print("      view renders: \(text)")
    }
}

private let observationDemoMainQueueKey = DispatchSpecificKey<Bool>()

/// Where the caller runs: the main queue or a background thread.
private func observationDemoQueue() -> String {
    DispatchQueue.getSpecific(key: observationDemoMainQueueKey) == true ? "main thread" : "background thread"
}

// MARK: - The walkthrough

/// Work started on a background thread that the next step waits for; counted on the main actor.
@MainActor private var observationDemoPendingWork = 0

/// Runs the steps one main-queue turn after another, with two turns in between so that the refreshes
/// a step caused are printed before the next step starts, and after the background work it started.
@MainActor
private func runSteps(_ steps: [@MainActor () -> Void], startTime: DispatchTime = .now()) {
    guard let first = steps.first else { return }
    first()
    let rest = Array(steps.dropFirst())
    DispatchQueue.main.async {
        DispatchQueue.main.async {
            DispatchQueue.main.async { MainActor.assumeIsolated { runWhenIdle(rest, startTime: startTime) } }
        }
    }
}

/// Runs `steps` once no background work is pending.
@MainActor
private func runWhenIdle(_ steps: [@MainActor () -> Void], startTime: DispatchTime) {
    if observationDemoPendingWork == 0 {
        runSteps(steps, startTime: startTime)
    } else if DispatchTime.now().uptimeNanoseconds - startTime.uptimeNanoseconds > 10_000_000_000 {
        print("swiftrx-demo: the background subscription did not deliver within 10 s; giving up.")
        exit(1)
    } else {
        DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(2)) {
            MainActor.assumeIsolated { runWhenIdle(steps, startTime: startTime) }
        }
    }
}

/// Builds the model, the service, the view and the steps.
@MainActor
private func observationWalkthroughSteps() -> [@MainActor () -> Void] {
    let service = DemoPriceService()
    var cart: DemoCart? = DemoCart()
    var view: DemoCartView?
    let bag = DisposeBag()
    var payable: (any Disposable)?

    return [
        {
            print(
                """
                SwiftRx walkthrough: @Observable models and Rx
                ==============================================
                Part 1 — Rx into the model. A price service publishes prices through a BehaviorRelay; the
                model's properties are bound to it through `.rx`, and a view (a stand-in for SwiftUI)
                renders from the model:

                    @MainActor @Observable final class Cart: ReactiveCompatible {
                        var total = 0
                        var discount = 0
                        var payable: Int { total - discount }
                    }
                    service.prices.bind(to: cart.rx.total)
                    service.prices.asDriver().map { $0 / 10 }.drive(cart.rx.discount)
                """)
            guard let cart else { return }
            service.prices.bind(to: cart.rx.total).disposed(by: bag)
            service.prices.asDriver().map { $0 / 10 }.drive(cart.rx.discount).disposed(by: bag)
            view = DemoCartView(cart: cart)
            view?.render()
        },
        {
            print("\n  The service publishes 250:")
            service.prices.accept(250)
        },
        {
            print(
                """
                  ✓ The binder's writes went through the model's observation: the view rendered again.

                Part 2 — the model into Rx:

                    Observable.observations { cart.payable }
                        .subscribe(onNext: { [weak self] in self?.label = "\\($0)" })
                    cart.rx.observe(\\.total).subscribe(...)

                  Subscribing emits the current value at once, on the main actor:
                """)
            guard let cart else { return }
            payable = Observable.observations { cart.payable }
                .subscribe(onNext: { print("      observations ← to pay \($0)  (\(observationDemoQueue()))") })
            cart.rx.observe(\.total)
                .subscribe(
                    onNext: { print("      rx.observe(\\.total) ← \($0)  (\(observationDemoQueue()))") },
                    onCompleted: { print("      rx.observe(\\.total) completed") }
                )
                .disposed(by: bag)
        },
        {
            print("\n  The service publishes 400 (the new value is read once the change is made):")
            service.prices.accept(400)
        },
        {
            print("\n  Three changes in one main-actor turn, total = 401, 402, 403, give one element, the final value:")
            cart?.total = 401
            cart?.total = 402
            cart?.total = 403
        },
        {
            print("\n  Setting total to the value it has (403) notifies nobody, so a round trip does not loop:")
            cart?.total = 403
            print("      (nothing)")
        },
        {
            print("\n  A subscription made on a background thread hops to the main actor first:")
            guard let cart else { return }
            let source = cart.rx.observe(\.discount)
            observationDemoPendingWork += 1
            DispatchQueue(label: "demo.background").async {
                print("      subscribing on the \(observationDemoQueue())")
                source.take(1)
                    .observe(on: MainScheduler.instance)
                    .subscribe(onNext: { discount in
                        print("      rx.observe(\\.discount) ← \(discount)  (\(observationDemoQueue()))")
                        observationDemoPendingWork -= 1
                    })
                    .disposed(by: bag)
            }
        },
        {
            print("\n  The observations subscription is disposed; total = 500 reaches only rx.observe and the view:")
            payable?.dispose()
            cart?.total = 500
        },
        {
            print("\n  The model is deallocated (the binders and rx.observe hold it weakly):")
            view = nil
            cart = nil
        },
        {
            print(
                """

                Rx writes into an @Observable model through `.rx` binders, and the model comes back out with
                `Observable.observations { ... }` or `model.rx.observe(\\.property)`, on the main actor.
                """)
            exit(0)
        },
    ]
}

/// Runs the Observation walkthrough on the main queue and exits when it is done.
@MainActor
func runObservationWalkthrough() {
    DispatchQueue.main.setSpecific(key: observationDemoMainQueueKey, value: true)
    let steps = observationWalkthroughSteps()
    DispatchQueue.main.async { MainActor.assumeIsolated { runSteps(steps) } }
    dispatchMain()
}
