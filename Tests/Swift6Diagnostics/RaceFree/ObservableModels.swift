// @Observable models observed and bound through SwiftRx, in Swift 6 mode: the closure form and the
// key-path form, subscribed, driven and bound back into the models, with SwiftRx's Observable and
// Observation's @Observable in one file.
import Observation
import SwiftRx

@MainActor @Observable final class CartModel: ReactiveCompatible {
    var total = 0
    var discount = 0
    var status = ""
}

/// A model that is neither isolated nor Sendable, as many SwiftUI samples write it.
@Observable final class SearchModel: ReactiveCompatible {
    var query = ""
}

/// An Rx service the models are fed by.
final class PriceService: Sendable {
    let prices = BehaviorRelay(value: 0)
}

@MainActor final class CartScreen {
    let cart = CartModel()
    let search = SearchModel()
    let service = PriceService()
    var summary = ""
    var lastQuery = ""
    let bag = DisposeBag()

    func bind() {
        // Rx into the models.
        service.prices.bind(to: cart.rx.total).disposed(by: bag)
        service.prices.asDriver().map { $0 / 10 }.drive(cart.rx.discount).disposed(by: bag)

        // The models into Rx, on the main actor.
        Observable.observations { self.cart.total - self.cart.discount }
            .subscribe(onNext: { [weak self] amount in self?.summary = "\(amount)" })
            .disposed(by: bag)
        cart.rx.observe(\.total).asDriver()
            .drive(onNext: { [weak self] total in self?.summary = "total \(total)" })
            .disposed(by: bag)
        cart.rx.observe(\.discount)
            .subscribe(with: self, onNext: { screen, discount in screen.summary = "-\(discount)" })
            .disposed(by: bag)
        search.rx.observe(\.query)
            .bind(onNext: { [weak self] query in self?.lastQuery = query })
            .disposed(by: bag)

        // A round trip: model -> Rx -> model.
        cart.rx.observe(\.total).map { "\($0)" }.bind(to: cart.rx.status).disposed(by: bag)

        // Still an Observable: any operator applies.
        let totals: Observable<Int> = cart.rx.observe(\.total)
        totals.map { $0 * 2 }.subscribe(onNext: { print($0) }).disposed(by: bag)
    }
}

/// A main-actor model is Sendable: observing it needs no isolation.
func totals(of cart: CartModel) -> Observable<Int> {
    Observable.observations { cart.total }
}
