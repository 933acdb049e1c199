// What the binding block of DriverSignalAndBinding.md assumes: a view model, a label, a bag.
import SwiftRx

struct ViewModel { let title = Observable.just("Hello") }

let viewModel = ViewModel()
let label = Label()  // the block declares Label
let bag = DisposeBag()
