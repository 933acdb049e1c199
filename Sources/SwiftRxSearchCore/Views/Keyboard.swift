import SwiftRx

/// The keyboard as a control: keys pressed on a reader thread come out as `ControlEvent`s on the
/// main thread.
///
/// The reader thread calls ``press(_:)``; the events hop to the delivery scheduler (the main
/// scheduler in the app, a `TestScheduler` in tests), where views and the view model observe them.
package final class Keyboard: ReactiveCompatible, Sendable {
    private let pressed = PublishRelay<Key>()
    fileprivate let delivered: Observable<Key>

    /// A keyboard delivering its keys on `scheduler`.
    package init(deliveringOn scheduler: any SchedulerType = MainScheduler.instance) {
        delivered = pressed.observe(on: scheduler).share()
    }

    /// Reports a key press; callable from any thread.
    package func press(_ key: Key) {
        pressed.accept(key)
    }
}

extension Reactive where Base == Keyboard {
    /// Every key pressed, on the delivery scheduler.
    package var keys: ControlEvent<Key> {
        ControlEvent(events: base.delivered)
    }

    /// The presses of one key, like `UIButton.rx.tap`, on the delivery scheduler.
    package func tap(_ key: Key) -> ControlEvent<Void> {
        ControlEvent(events: base.delivered.filter { $0 == key }.map { _ in () })
    }
}
