import SwiftRx
import Testing

/// A control isolated to the main actor, as UI controls are.
@MainActor
private final class Field: ReactiveCompatible {
    var text = "initial"
    var reads = 0
    let edited = PublishSubject<Void>()
}

/// What the subscriptions under test saw, kept by a main-actor object: the subscribe closures are
/// `sending`, so they cannot share a local variable with the test that reads it afterwards.
@MainActor
private final class Seen {
    var values: [String] = []
    var completed = false
}

extension Reactive where Base == Field {
    @MainActor fileprivate var text: ControlProperty<String> {
        controlProperty(
            editingEvents: base.edited,
            getter: { field in
                field.reads += 1
                return field.text
            },
            setter: { field, value in field.text = value }
        )
    }
}

/// The property is read on `MainScheduler.instance`: at once while nothing else is queued on it,
/// otherwise after that work (tests running at the same time queue work on it). So each step lets
/// the scheduler catch up before the control changes again and before a check.
@Suite("Reactive.controlProperty(editingEvents:getter:setter:)")
@MainActor
struct ReactiveControlPropertyTests {
    @Test func readsAtSubscriptionAndAfterEachEditingEvent() async {
        let field = Field()
        let seen = Seen()
        let subscription = field.rx.text.subscribe(onNext: { value in
            MainActor.assumeIsolated { seen.values.append(value) }
        })
        await mainSchedulerCatchesUp()
        field.text = "typed"
        field.edited.onNext(())
        await mainSchedulerCatchesUp()
        field.text = "typed more"
        field.edited.onNext(())
        await mainSchedulerCatchesUp()
        #expect(seen.values == ["initial", "typed", "typed more"])
        #expect(field.reads == 3)
        subscription.dispose()
        field.edited.onNext(())
        await mainSchedulerCatchesUp()
        #expect(field.reads == 3)
    }

    @Test func bindingIntoThePropertyCallsTheSetterOnTheMainActor() {
        let field = Field()
        let subscription = Observable.of("a", "b").bind(to: field.rx.text)
        #expect(field.text == "b")
        subscription.dispose()
    }

    @Test func valuesCompleteWhenTheEditingEventsComplete() async {
        let field = Field()
        let seen = Seen()
        _ = field.rx.text.subscribe(onCompleted: { MainActor.assumeIsolated { seen.completed = true } })
        await mainSchedulerCatchesUp()
        #expect(!seen.completed)
        field.edited.onCompleted()
        await mainSchedulerCatchesUp()
        #expect(seen.completed)
    }

    @Test func valuesCompleteOnceTheControlIsGone() async {
        var field: Field? = Field()
        let edited = field!.edited
        let seen = Seen()
        _ = field!.rx.text.subscribe(
            onNext: { value in MainActor.assumeIsolated { seen.values.append(value) } },
            onCompleted: { MainActor.assumeIsolated { seen.completed = true } }
        )
        await mainSchedulerCatchesUp()
        field = nil
        edited.onNext(())
        await mainSchedulerCatchesUp()
        #expect(seen.values == ["initial"])
        #expect(seen.completed)
    }
}
