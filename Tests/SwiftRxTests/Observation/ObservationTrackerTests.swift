import Dispatch
import Observation
import SwiftRx
import Testing

/// A model written by hand, without the macro: it notifies its observers on every write, equal
/// value or not.
final class HandWrittenModel: Observation.Observable, ReactiveCompatible {
    private let registrar = ObservationRegistrar()
    private var storedValue = 0
    private(set) var writes = 0

    var value: Int {
        get {
            registrar.access(self, keyPath: \.value)
            return storedValue
        }
        set {
            writes += 1
            registrar.withMutation(of: self, keyPath: \.value) { storedValue = newValue }
        }
    }
}

// The tracker behind `observations` and `rx.observe`: when it refreshes, and what it ignores.
// Serialized: the suite trait compares the process-wide resource count before and after each test.
@Suite("ObservationTracker", .serialized, .settlesResources)
@MainActor
struct ObservationTrackerTests {
    @Test func disposingBetweenAChangeAndItsRefreshEmitsNothing() async {
        let model = CounterModel()
        let (received, subscription) = record(Observable.observations { model.count })
        model.count = 1
        subscription.dispose()
        await nextMainTurn()
        #expect(received.values == [0])
    }

    @Test func disposingOnAnotherThreadStopsTheTracking() async {
        let model = CounterModel()
        let (received, subscription) = record(Observable.observations { model.count })
        await awaitDone { done in
            DispatchQueue.global().async {
                subscription.dispose()
                done()
            }
        }
        model.count = 1
        await nextMainTurn()
        #expect(received.values == [0])
    }

    @Test func aClosureThatReadsNothingObservableEmitsOnce() async {
        let (received, subscription) = record(Observable.observations { 42 })
        await nextMainTurn()
        await nextMainTurn()
        #expect(received.values == [42])
        #expect(received.completions == 0)
        subscription.dispose()
    }

    @Test func aLateChangeOfAnOldPassDoesNotRefreshTwice() async {
        let model = CounterModel()
        let (received, subscription) = record(Observable.observations { model.count + model.label.count })
        // Both properties were read; the first change fires the pass, the second finds it spent.
        model.count = 1
        model.label = "ab"
        await nextMainTurn()
        await nextMainTurn()
        #expect(received.values == [0, 3])
        model.count = 2
        await nextMainTurn()
        #expect(received.values == [0, 3, 4])
        subscription.dispose()
    }

    @Test func aModelThatNotifiesOnEveryWriteRefreshesOnEqualValues() async {
        let model = HandWrittenModel()
        let (received, subscription) = record(model.rx.observe(\.value))
        model.value = 0
        await nextMainTurn()
        #expect(received.values == [0, 0])
        // A round trip through such a model settles with distinctUntilChanged.
        let roundTrip = model.rx.observe(\.value).distinctUntilChanged().bind(to: model.rx.value)
        for _ in 0..<3 { await nextMainTurn() }
        #expect(model.writes == 2)
        #expect(received.values == [0, 0, 0])
        roundTrip.dispose()
        subscription.dispose()
    }
}
