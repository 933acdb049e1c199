import Foundation

extension NotificationCenter {
    /// The reactive extensions of this notification center, such as
    /// ``Reactive/notification(_:object:)``. Declared here because on Linux `NotificationCenter` is
    /// not an `NSObject`, whose `ReactiveCompatible` conformance gives every other Foundation object
    /// its `rx`.
    public var rx: Reactive<NotificationCenter> {
        Reactive(self)
    }
}

extension Reactive where Base: NotificationCenter {
    /// The notifications posted to this center with `name` (every name when `nil`), from `object`
    /// (any sender when `nil`).
    ///
    /// Each subscription registers its own observer with the center and removes it when disposed.
    /// Notifications are delivered synchronously on the thread that posts them. The sequence never
    /// completes and never errors. `object` is held weakly: once it is gone, nothing more arrives
    /// from it.
    ///
    /// ```
    /// post(.didLogIn):                   --n1------n2-->
    /// rx.notification(.didLogIn):        --n1------n2-->
    /// ```
    ///
    /// - Parameters:
    ///   - name: The notification name to observe, or `nil` for all of them.
    ///   - object: The sender to observe, or `nil` for any sender.
    /// - Returns: The sequence of notifications.
    public func notification(_ name: Notification.Name?, object: AnyObject? = nil) -> Observable<Notification> {
        // The center and the sender are only used to register and remove the observer.
        let center = UncheckedBox(base)
        let sender = WeakSender(object)
        return Observable.create { observer in
            guard sender.isAlive else { return Disposables.create() }
            let token = UncheckedBox(
                center.value.addObserver(forName: name, object: sender.object, queue: nil) { notification in
                    observer.onNext(notification)
                }
            )
            return Disposables.create {
                center.value.removeObserver(token.value)
            }
        }
    }
}

/// The sender a notification subscription filters on, held weakly.
private final class WeakSender: @unchecked Sendable {
    // Set once at init; read by subscriptions.
    weak var object: AnyObject?
    let wantsSender: Bool

    init(_ object: AnyObject?) {
        self.object = object
        wantsSender = object != nil
    }

    /// `false` once a sender was given and has gone: registering with `nil` would observe every sender.
    var isAlive: Bool { !wantsSender || object != nil }
}
