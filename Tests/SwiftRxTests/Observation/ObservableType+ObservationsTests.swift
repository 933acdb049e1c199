import Dispatch
import Observation
import SwiftRx
import Testing

// Serialized: the suite trait compares the process-wide resource count before and after each test.
@Suite("Observable.observations", .serialized, .settlesResources)
@MainActor
struct ObservationsTests {
    @Test func theFirstValueIsEmittedAtOnce() {
        let model = CounterModel()
        model.count = 7
        let (received, subscription) = record(Observable.observations { model.count * 10 })
        #expect(received.values == [70])
        #expect(received.completions == 0)
        subscription.dispose()
        #expect(received.disposals == 1)
    }

    @Test func changesInSeparateTurnsArriveInOrderAfterTheChange() async {
        let model = CounterModel()
        let (received, subscription) = record(Observable.observations { model.count })
        model.count = 1
        // The change announced itself before it was made: the new value is read on a later turn.
        #expect(received.values == [0])
        await nextMainTurn()
        #expect(received.values == [0, 1])
        model.count = 2
        await nextMainTurn()
        model.count = 3
        await nextMainTurn()
        #expect(received.values == [0, 1, 2, 3])
        #expect(received.allOnMainQueue)
        subscription.dispose()
    }

    @Test func severalChangesInOneTurnGiveOneElementWithTheFinalValue() async {
        let model = CounterModel()
        let (received, subscription) = record(Observable.observations { model.count })
        model.count = 1
        model.count = 2
        model.count = 3
        await nextMainTurn()
        #expect(received.values == [0, 3])
        // A change back to the previous value in one turn still refreshes, with the value it ends on.
        model.count = 4
        model.count = 3
        await nextMainTurn()
        #expect(received.values == [0, 3, 3])
        subscription.dispose()
    }

    @Test func aClosureReadingTwoModelsFollowsBoth() async {
        let cart = CounterModel()
        let wallet = DiscountModel()
        cart.count = 100
        let (received, subscription) = record(Observable.observations { cart.count - wallet.discount })
        wallet.discount = 10
        await nextMainTurn()
        cart.count = 50
        await nextMainTurn()
        cart.count = 80
        wallet.discount = 30
        await nextMainTurn()
        #expect(received.values == [100, 90, 40, 50])
        subscription.dispose()
    }

    @Test func eachRefreshTracksWhatTheClosureReadsThen() async {
        let model = CounterModel()
        let (received, subscription) = record(
            Observable.observations { model.usesLabel ? "label \(model.label)" : "count \(model.count)" }
        )
        // Not read yet, so not tracked.
        model.label = "a"
        await nextMainTurn()
        #expect(received.values == ["count 0"])
        model.usesLabel = true
        await nextMainTurn()
        model.label = "b"
        await nextMainTurn()
        // No longer read, so no longer tracked.
        model.count = 5
        await nextMainTurn()
        #expect(received.values == ["count 0", "label a", "label b"])
        subscription.dispose()
    }

    @Test func aChangeMadeByTheObserverIsSeenOnTheNextTurn() async {
        let model = CounterModel()
        let received = Received<Int>()
        let subscription = Observable.observations { model.count }
            .subscribe(onNext: { value in
                received.record(value)
                if value < 3 { model.count = value + 1 }
            })
        #expect(received.values == [0])
        for _ in 0..<4 { await nextMainTurn() }
        #expect(received.values == [0, 1, 2, 3])
        subscription.dispose()
    }

    @Test func disposingStopsTheTrackingAndReleasesTheClosure() async {
        let model = CounterModel()
        var token: CapturedToken? = CapturedToken(offset: 1)
        weak let capture = token
        let (received, subscription) = record(
            Observable.observations { [token] in model.count + (token?.offset ?? 0) }
        )
        token = nil
        #expect(capture != nil)
        model.count = 1
        await nextMainTurn()
        #expect(received.values == [1, 2])
        subscription.dispose()
        #expect(capture == nil)
        model.count = 2
        await nextMainTurn()
        model.count = 3
        await nextMainTurn()
        #expect(received.values == [1, 2])
        #expect(received.disposals == 1)
    }

    @Test func subscribingOnAnotherThreadHopsToTheMainActorFirst() async {
        let model = CounterModel()
        model.count = 4
        let received = Received<Int>()
        let source = Observable.observations { model.count }
        let subscription = SingleAssignmentDisposable()
        await awaitDone { done in
            DispatchQueue.global().async {
                subscription.setDisposable(
                    source.subscribe(onNext: { value in
                        received.record(value)
                        done()
                    })
                )
            }
        }
        #expect(received.values == [4])
        #expect(received.allOnMainQueue)
        model.count = 5
        await nextMainTurn()
        #expect(received.values == [4, 5])
        subscription.dispose()
    }

    @Test func eachSubscriptionTracksOnItsOwn() async {
        let model = CounterModel()
        let source = Observable.observations { model.count }
        let (first, firstSubscription) = record(source)
        model.count = 1
        await nextMainTurn()
        let (second, secondSubscription) = record(source)
        firstSubscription.dispose()
        model.count = 2
        await nextMainTurn()
        #expect(first.values == [0, 1])
        #expect(second.values == [1, 2])
        secondSubscription.dispose()
    }

    @Test func nothingIsLeftAliveAfterTheSubscriptionEnds() async {
        // The suite trait checks that the resource count is back where it was after each test.
        weak var released: CounterModel?
        do {
            let model = CounterModel()
            released = model
            let (received, subscription) = record(
                Observable.observations { model.count }.map { $0 + 1 }.observe(on: MainScheduler.instance)
            )
            model.count = 1
            await nextMainTurn()
            #expect(received.values == [1, 2])
            subscription.dispose()
        }
        await nextMainTurn()
        #expect(released == nil)
    }
}
