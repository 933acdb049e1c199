import SwiftRx
import SwiftRxTest
import Testing

/// A counter screen's view model, isolated to the main actor as UI code is.
@MainActor final class CounterViewModel {
    let count: Driver<Int>
    let title: Driver<String>

    init(taps: Observable<Void>) {
        count = taps.scan(0) { total, _ in total + 1 }.asDriver(onErrorJustReturn: 0)
        title = count.map { $0 == 1 ? "1 tap" : "\($0) taps" }.startWith("No taps")
    }
}

/// A label, as a main-actor UI object.
@MainActor final class Label {
    var text = ""
}

@MainActor @Suite struct MainActorTests {
    @Test(.noLeaks) func driverOnTheMainActorDeliversOneTickLater() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let taps = scheduler.createHotObservable("--t--t-t", values: ["t": ()])
            let viewModel = CounterViewModel(taps: taps.asObservable())

            let res = scheduler.start { viewModel.count }

            #expect(res.events == [.next(221, 1), .next(251, 2), .next(271, 3)])
        }
    }

    @Test func driveUpdatesAMainActorLabel() {
        let scheduler = TestScheduler(initialClock: 0)
        let label = Label()
        let texts = scheduler.createObserver(String.self)
        SharingScheduler.mock(scheduler: scheduler) {
            let taps = scheduler.createHotObservable([.next(210, ()), .next(230, ())])
            let viewModel = CounterViewModel(taps: taps.asObservable())
            let disposeBag = DisposeBag()
            viewModel.title.drive(onNext: { label.text = $0 }).disposed(by: disposeBag)
            viewModel.title.drive(texts).disposed(by: disposeBag)

            scheduler.start()
        }
        #expect(label.text == "2 taps")
        expectRecordedElements(texts.events, ["No taps", "1 tap", "2 taps"])
    }
}
