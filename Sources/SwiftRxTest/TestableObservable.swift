import SwiftRx
import Synchronization

/// A scripted observable made by a ``TestScheduler``: it sends ``recordedEvents`` and records every
/// subscription and disposal in ``subscriptions``.
///
/// Make one with ``TestScheduler/createHotObservable(_:)`` (events at absolute times) or
/// ``TestScheduler/createColdObservable(_:)`` (events relative to each subscription).
public class TestableObservable<Element>: ObservableType {
    // `testScheduler` and `recordedEvents` are immutable; `subscriptionLog` is a mutex.

    /// The scheduler that drives the events.
    let testScheduler: TestScheduler

    /// The scripted events and their times.
    public let recordedEvents: [Recorded<Event<Element>>]

    private let subscriptionLog = Mutex<[Subscription]>([])

    init(testScheduler: TestScheduler, recordedEvents: [Recorded<Event<Element>>]) {
        self.testScheduler = testScheduler
        self.recordedEvents = recordedEvents
    }

    /// Every subscription so far, in order; an active one has `unsubscribe == Int.max`.
    public var subscriptions: [Subscription] {
        subscriptionLog.withLock { $0 }
    }

    /// Subscribes `observer`; the hot and cold variants define what it receives.
    /// - Parameter observer: The observer that receives the events.
    /// - Returns: The subscription; disposing it records the disposal time.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
    where Observer.Element == Element {
        preconditionFailure(
            "TestableObservable is abstract; create one with TestScheduler.createHotObservable or createColdObservable."
        )
    }

    /// Records a subscription at the current clock.
    /// - Returns: Its index, for ``recordUnsubscription(at:)``.
    func recordSubscription() -> Int {
        let now = testScheduler.clock
        return subscriptionLog.withLock { log in
            log.append(Subscription(now))
            return log.count - 1
        }
    }

    /// Records the disposal of the subscription at `index` at the current clock.
    func recordUnsubscription(at index: Int) {
        let now = testScheduler.clock
        subscriptionLog.withLock { log in
            log[index] = Subscription(log[index].subscribe, now)
        }
    }
}

/// Sends each event at its absolute time to the observers subscribed at that moment.
final class HotObservable<Element>: TestableObservable<Element>, @unchecked Sendable {
    // `observers` and `nextKey` are guarded by `lock`.
    private let lock = StateLock()
    private var observers: [(key: Int, on: (Event<Element>) -> Void)] = []  // guarded by lock
    private var nextKey = 0  // guarded by lock

    override init(testScheduler: TestScheduler, recordedEvents: [Recorded<Event<Element>>]) {
        super.init(testScheduler: testScheduler, recordedEvents: recordedEvents)
        for recorded in recordedEvents {
            // The event is delivered by the scheduled action, on the thread driving the scheduler.
            let event = Unchecked(recorded.value)
            // Weak: once nothing references the observable, nobody can be subscribed to it. The
            // reference is read by the action, on the thread driving the scheduler.
            let observable = Unchecked(WeakReference(self))
            _ = testScheduler.scheduleAbsoluteVirtual((), time: recorded.time) { _ in
                observable.value.object?.send(event.value)
                return Disposables.create()
            }
        }
    }

    private func send(_ event: Event<Element>) {
        let targets = lock.withLock { observers.map(\.on) }
        for on in targets {
            on(event)
        }
    }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
    where Observer.Element == Element {
        let key = lock.withLock {
            defer { nextKey += 1 }
            observers.append((nextKey, observer.on))
            return nextKey
        }
        let index = recordSubscription()
        // The disposal touches only the lock-guarded observers and the subscription log.
        let me = Unchecked(self)
        return Disposables.create {
            me.value.unsubscribe(key: key, index: index)
        }
    }

    private func unsubscribe(key: Int, index: Int) {
        let removed = lock.withLock { () -> ((Event<Element>) -> Void)? in
            guard let position = observers.firstIndex(where: { $0.key == key }) else { return nil }
            return observers.remove(at: position).on
        }
        _ = removed  // the observer is released here, outside the lock
        recordUnsubscription(at: index)
    }
}

/// Sends its events to each subscriber at times counted from that subscription.
///
/// Disposing a subscription silences its remaining events but leaves them scheduled, as RxTest does:
/// they still run (doing nothing) and move the clock, so `start()` ends at the last recorded time.
final class ColdObservable<Element>: TestableObservable<Element>, @unchecked Sendable {
    // No state of its own beyond the base class.

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
    where Observer.Element == Element {
        let index = recordSubscription()
        let disposed = Mutex(false)
        // The observer is called by the scheduled actions, one at a time, on the driving thread.
        let target = Unchecked<(Event<Element>) -> Void>(observer.on)
        for recorded in recordedEvents {
            let event = Unchecked(recorded.value)
            _ = testScheduler.scheduleRelativeVirtual((), dueTime: recorded.time) { _ in
                if !disposed.withLock({ $0 }) { target.value(event.value) }
                return Disposables.create()
            }
        }
        // The disposal touches only the mutex and the lock-guarded subscription log.
        let me = Unchecked(self)
        return Disposables.create {
            disposed.withLock { $0 = true }
            me.value.recordUnsubscription(at: index)
        }
    }
}

// `testScheduler` and `recordedEvents` are immutable and `subscriptionLog` is a mutex; the events
// it sends cross threads only if its elements may.
extension TestableObservable: @unchecked Sendable where Element: Sendable {}

/// A weak reference, for actions that must not keep their observable alive.
struct WeakReference<Object: AnyObject> {
    weak var object: Object?

    init(_ object: Object) {
        self.object = object
    }
}
