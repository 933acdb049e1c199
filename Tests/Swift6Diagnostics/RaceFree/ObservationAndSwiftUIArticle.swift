// The code of the "Observation and SwiftUI" article, except its SwiftUI view, compiled as a user's
// Swift 6 module would be.
import Observation
import SwiftRx

/// An Rx service, as before.
final class PriceService: Sendable {
    let prices = BehaviorRelay(value: 0)
    let errors = PublishRelay<String>()
}

@MainActor @Observable
final class CartModel: ReactiveCompatible {
    var total = 0
    var discount = 0
    var message = ""
    var payable: Int { total - discount }

    @ObservationIgnored let bag = DisposeBag()

    init(service: PriceService) {
        service.prices.bind(to: rx.total).disposed(by: bag)
        service.prices.asDriver().map { $0 / 10 }.drive(rx.discount).disposed(by: bag)
        service.errors.asSignal().emit(to: rx.message).disposed(by: bag)
    }
}

@MainActor final class ReceiptPrinter {
    var lines: [String] = []
    let bag = DisposeBag()

    func follow(_ cart: CartModel) {
        Observable.observations { cart.payable }
            .subscribe(onNext: { [weak self] amount in self?.lines.append("pay \(amount)") })
            .disposed(by: bag)
        cart.rx.observe(\.message)
            .asDriver()
            .filter { !$0.isEmpty }
            .drive(onNext: { [weak self] message in self?.lines.append(message) })
            .disposed(by: bag)
        cart.rx.observe(\.total)
            .distinctUntilChanged()
            .observe(on: MainScheduler.instance)
            .bind(onNext: { [weak self] total in self?.lines.append("total \(total)") })
            .disposed(by: bag)
    }
}
