import Dispatch
import SwiftRx
import SwiftRxTest
import Testing

// A plain Swift "UI control" extended the way an app written for RxSwift does it.
private final class Label: ReactiveCompatible {
    var text = ""
    var isHidden = false
}

extension Reactive where Base: Label {
    /// Binds the label's text.
    fileprivate var text: Binder<String> {
        Binder(base) { label, text in label.text = "[\(text)]" }
    }
}

@MainActor
private func drainMainQueue() async {
    await withCheckedContinuation { continuation in
        DispatchQueue.main.async { continuation.resume() }
    }
}

@MainActor
@Suite("Reactive")
struct ReactiveTests {
    @Test func anExplicitExtensionIsReachedThroughRx() async {
        let label = Label()
        let subscription = Observable.just("hello").bind(to: label.rx.text)
        await drainMainQueue()
        #expect(label.text == "[hello]")
        subscription.dispose()
    }

    @Test func writablePropertiesBecomeBindersThroughDynamicMemberLookup() async {
        let label = Label()
        _ = Observable.of(true, false, true).bind(to: label.rx.isHidden)
        await drainMainQueue()
        #expect(label.isHidden)
        #expect(label.rx.base === label)
    }

    @Test func theDynamicBinderHoldsItsTargetWeakly() async {
        var label: Label? = Label()
        weak let weakLabel = label
        let binder = label!.rx.isHidden
        label = nil
        #expect(weakLabel == nil)
        binder.onNext(true)  // nothing to set, and no crash
        await drainMainQueue()
    }
}
