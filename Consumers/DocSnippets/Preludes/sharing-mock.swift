// What the SharingScheduler.mock block of TestingWithSwiftRxTest.md assumes: a view model, a test.
import SwiftRx
import SwiftRxTest
import Testing

final class ViewModel {
    let title: Driver<String>
    init(status: Observable<String>) { title = status.asDriver(onErrorJustReturn: "Failed") }
}

@Test func showsLoadingThenDone() {
    let scheduler = TestScheduler(initialClock: 0)
    let status = scheduler.createColdObservable("--a--b", values: ["a": "Loading", "b": "Done"])
    let viewModel = ViewModel(status: status.asObservable())
    //SNIPPET
}
