import SwiftRx
import SwiftRxTest
import XCTest

/// A login form's view model, as apps write them: relays for the fields, Drivers for the UI.
final class LoginViewModel {
    let username = BehaviorRelay<String>(value: "")
    let password = BehaviorRelay<String>(value: "")
    let isLoginEnabled: Driver<Bool>
    let hint: Driver<String>

    init() {
        isLoginEnabled = Driver.combineLatest(username.asDriver(), password.asDriver()) { name, password in
            name.count >= 3 && password.count >= 6
        }
        .distinctUntilChanged()
        hint = isLoginEnabled.map { $0 ? "Ready" : "Fill in both fields" }
    }
}

final class ViewModelTests: XCTestCase {
    var scheduler: TestScheduler!
    var disposeBag: DisposeBag!

    override func setUp() {
        super.setUp()
        scheduler = TestScheduler(initialClock: 0)
        disposeBag = DisposeBag()
    }

    override func tearDown() {
        disposeBag = nil
        scheduler = nil
        super.tearDown()
    }

    func testLoginEnabledFollowsTheFields() {
        SharingScheduler.mock(scheduler: scheduler) {
            let viewModel = LoginViewModel()
            let enabled = scheduler.createObserver(Bool.self)
            viewModel.isLoginEnabled.drive(enabled).disposed(by: disposeBag)

            scheduler.createColdObservable([.next(210, "bob")])
                .bind(to: viewModel.username)
                .disposed(by: disposeBag)
            scheduler.createColdObservable([.next(220, "secret1"), .next(230, "123")])
                .bind(to: viewModel.password)
                .disposed(by: disposeBag)
            scheduler.start()

            XCTAssertEqual(enabled.events, [.next(1, false), .next(221, true), .next(231, false)])
        }
    }

    func testHintDrivenFromTheRelays() {
        SharingScheduler.mock(scheduler: scheduler) {
            let viewModel = LoginViewModel()
            let hint = scheduler.createObserver(String.self)
            viewModel.hint.drive(hint).disposed(by: disposeBag)

            scheduler.scheduleAt(300) {
                viewModel.username.accept("alice")
                viewModel.password.accept("correct horse")
            }
            scheduler.start()

            XCTAssertEqual(hint.events, [.next(1, "Fill in both fields"), .next(301, "Ready")])
            XCTAssertEqual(viewModel.password.value, "correct horse")
        }
    }

    func testDriverRecoversFromErrorsWithAFallback() {
        SharingScheduler.mock(scheduler: scheduler) {
            let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError.boom)])

            let res = scheduler.start { xs.asDriver(onErrorJustReturn: -1).map { $0 * 10 } }

            XCTAssertEqual(res.events, [.next(211, 10), .next(221, -10), .completed(221)])
        }
    }
}
