import Testing
import SwiftRx

@Suite("Observable pipeline")
struct ObservableTests {
    @Test func createDeliversEventsAndDisposesOnce() {
        let start = Resources.total
        let log = EventLog<Int>()
        let disposals = Counter()
        do {
            let observable = Observable<Int>.create { observer in
                observer.onNext(1)
                observer.onNext(2)
                observer.onCompleted()
                observer.onNext(3)
                return Disposables.create { disposals.increment() }
            }
            _ = observable.map { $0 * 10 }.filter { $0 > 10 }.subscribe { log.append($0) }
        }
        #expect(log.elements == [20])
        #expect(log.isCompleted)
        #expect(disposals.count == 1)
        #expect(Resources.total == start)
    }
}
