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
        // The center is only used to register and remove the observer; the sender is held weakly.
        let center = UncheckedBox(base)
        let sender = object.map { WeakBox($0) }
        return Observable.create { observer in
            let observer = CallbackObserver(observer)
            // A sender that is gone: registering with `nil` would observe every sender instead.
            if let sender, sender.value == nil { return Disposables.create() }
            let token = UncheckedBox(
                center.value.addObserver(forName: name, object: sender?.value, queue: nil) { notification in
                    observer.onNext(notification)
                }
            )
            return Disposables.create {
                center.value.removeObserver(token.value)
            }
        }
    }
}
