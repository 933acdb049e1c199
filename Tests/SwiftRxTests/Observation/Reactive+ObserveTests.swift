import Dispatch
import Observation
import SwiftRx
import Synchronization
import Testing

// Serialized: the suite trait compares the process-wide resource count before and after each test.
@Suite("Reactive.observe(_:) of @Observable models", .serialized, .settlesResources)
@MainActor
struct ReactiveObserveTests {
    @Test func theFirstValueThenEachChangeInOrder() async {
        let model = CounterModel()
        model.count = 3
        let (received, subscription) = record(model.rx.observe(\.count))
        #expect(received.values == [3])
        model.count = 4
        await nextMainTurn()
        model.count = 5
        model.count = 6
        await nextMainTurn()
        #expect(received.values == [3, 4, 6])
        #expect(received.allOnMainQueue)
        subscription.dispose()
    }

    @Test func changesToOtherPropertiesEmitNothing() async {
        let model = CounterModel()
        let (received, subscription) = record(model.rx.observe(\.label))
        model.count = 1
        await nextMainTurn()
        model.label = "x"
        await nextMainTurn()
        #expect(received.values == ["", "x"])
        subscription.dispose()
    }

    @Test func theModelIsHeldWeaklyAndItsDeallocationCompletes() async {
        var model: CounterModel? = CounterModel()
        weak let released = model
        let (received, subscription) = record(model!.rx.observe(\.count))
        model?.count = 1
        await nextMainTurn()
        model = nil
        #expect(released == nil)
        await nextMainTurn()
        #expect(received.values == [0, 1])
        #expect(received.completions == 1)
        #expect(received.disposals == 1)
        #expect(received.allOnMainQueue)
        subscription.dispose()
    }

    @Test func subscribingAfterTheModelIsGoneCompletesAtOnce() {
        var model: CounterModel? = CounterModel()
        let source = model!.rx.observe(\.count)
        model = nil
        let (received, subscription) = record(source)
        #expect(received.values.isEmpty)
        #expect(received.completions == 1)
        subscription.dispose()
    }

    @Test func disposingStopsTheTrackingAndKeepsNothing() async {
        var model: CounterModel? = CounterModel()
        weak let released = model
        let (received, subscription) = record(model!.rx.observe(\.count))
        subscription.dispose()
        model?.count = 1
        await nextMainTurn()
        #expect(received.values == [0])
        model = nil
        #expect(released == nil)
        await nextMainTurn()
        #expect(received.completions == 0)
    }

    @Test func aModelThatIsNotSendableIsObservedFromTheMainActor() async {
        var model: PlainModel? = PlainModel()
        let (received, subscription) = record(model!.rx.observe(\.name))
        model?.name = "a"
        await nextMainTurn()
        model = nil
        await nextMainTurn()
        #expect(received.values == ["", "a"])
        #expect(received.completions == 1)
        subscription.dispose()
    }

    @Test func theResultDrivesAndBindsOnTheMainActor() async {
        let model = CounterModel()
        let received = Received<String>()
        let bag = DisposeBag()
        model.rx.observe(\.count).asDriver()
            .map { "driven \($0)" }
            .drive(onNext: { received.record($0) })
            .disposed(by: bag)
        model.rx.observe(\.count)
            .bind(onNext: { received.record("bound \($0)") })
            .disposed(by: bag)
        model.count = 1
        await nextMainTurn()
        // Two subscriptions track on their own; the order between them is not defined.
        #expect(received.values.filter { $0.hasPrefix("driven") } == ["driven 0", "driven 1"])
        #expect(received.values.filter { $0.hasPrefix("bound") } == ["bound 0", "bound 1"])
        #expect(received.allOnMainQueue)
    }

    // MARK: Binding into @Observable models

    @Test func aValueBoundThroughTheBinderTriggersTheModelsObservation() async {
        let model = CounterModel()
        let changed = Atomic<Int>(0)
        withObservationTracking {
            _ = model.count
        } onChange: {
            changed.add(1, ordering: .relaxed)
        }
        let subject = PublishSubject<Int>()
        let subscription = subject.bind(to: model.rx.count)
        subject.onNext(5)
        #expect(model.count == 5)
        #expect(changed.load(ordering: .relaxed) == 1)
        subscription.dispose()
    }

    @Test func bindingAndDrivingIntoAModelReachItsObservers() async {
        let model = CounterModel()
        let (received, subscription) = record(Observable.observations { "\(model.label) \(model.count)" })
        let counts = PublishSubject<Int>()
        let labels = BehaviorRelay(value: "start")
        let bag = DisposeBag()
        counts.bind(to: model.rx.count).disposed(by: bag)
        labels.asDriver().drive(model.rx.label).disposed(by: bag)
        await nextMainTurn()
        counts.onNext(2)
        await nextMainTurn()
        labels.accept("next")
        counts.onNext(3)
        await nextMainTurn()
        #expect(received.values == [" 0", "start 0", "start 2", "next 3"])
        subscription.dispose()
    }

    @Test func aBinderFromAnotherThreadSetsTheModelOnTheMainActor() async {
        let model = CounterModel()
        let (received, subscription) = record(model.rx.observe(\.count))
        let binder = model.rx.count
        await awaitDone { done in
            DispatchQueue.global().async {
                binder.onNext(9)
                done()
            }
        }
        // The binder queued the value on the main queue; the refresh comes on the turn after it.
        await nextMainTurn()
        await nextMainTurn()
        #expect(model.count == 9)
        #expect(received.values == [0, 9])
        subscription.dispose()
    }

    @Test func aRoundTripWithAnUnchangedValueDoesNotLoop() async {
        let model = CounterModel()
        let (received, observing) = record(model.rx.observe(\.count))
        let roundTrip = model.rx.observe(\.count).map { $0 }.bind(to: model.rx.count)
        for _ in 0..<3 { await nextMainTurn() }
        #expect(received.values == [0])
        model.count = 4
        for _ in 0..<3 { await nextMainTurn() }
        #expect(received.values == [0, 4])
        #expect(model.count == 4)
        roundTrip.dispose()
        observing.dispose()
    }

    @Test func aRoundTripThroughTwoModelsSettles() async {
        let source = CounterModel()
        let mirror = CounterModel()
        let bag = DisposeBag()
        source.rx.observe(\.count).bind(to: mirror.rx.count).disposed(by: bag)
        mirror.rx.observe(\.count).bind(to: source.rx.count).disposed(by: bag)
        let (received, subscription) = record(mirror.rx.observe(\.count))
        source.count = 2
        for _ in 0..<4 { await nextMainTurn() }
        #expect(mirror.count == 2)
        #expect(source.count == 2)
        #expect(received.values == [0, 2])
        subscription.dispose()
    }
}
