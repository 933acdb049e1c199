import SwiftRx
import Testing

/// A type of this module named `Observable`, as Swift's Observation framework or an app's own model
/// layer declares one: in this file, plain `Observable` means this struct.
private struct Observable<Value> {
    var value: Value
}

@Suite("RxObservable")
struct RxObservableTests {
    @Test func namesSwiftRxsObservableBesideAnotherObservable() {
        let local = Observable(value: "local")
        let log = EventLog<Int>()
        let numbers: RxObservable<Int> = RxObservable.of(1, 2, 3).map { $0 * 10 }
        _ = numbers.subscribe { log.append($0) }
        #expect(local.value == "local")
        #expect(log.elements == [10, 20, 30])
        #expect(log.isCompleted)
    }

    @Test func isTheSameTypeAsTheModuleQualifiedSpelling() {
        #expect(ObjectIdentifier(RxObservable<Int>.self) == ObjectIdentifier(SwiftRx.Observable<Int>.self))
        let qualified: SwiftRx.Observable<String> = .just("a")
        let aliased: RxObservable<String> = qualified
        let log = EventLog<String>()
        _ = aliased.concat(RxObservable.just("b")).subscribe { log.append($0) }
        #expect(log.elements == ["a", "b"])
        #expect(aliased === qualified)
    }
}
