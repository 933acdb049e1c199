import Dispatch
import Synchronization
import Testing

@testable import SwiftRx

/// Records which keys were removed from it, as a subject does.
private final class RemovalRecorder: Sendable {
    private let lock = Synchronization.Mutex<[Int]>([])

    var removed: [Int] { lock.withLock { $0 } }

    static let remove: @Sendable (AnyObject, Int) -> Void = { owner, key in
        unsafeDowncast(owner, to: RemovalRecorder.self).lock.withLock { $0.append(key) }
    }
}

@Suite("SubjectObservers and KeyedSubscription")
struct SubjectObserversTests {
    /// An observer that appends `tag` to `log` for every event.
    private func observer(_ tag: Int, _ log: EventLog<Int>) -> Downstream<Int> {
        { _ in log.append(.next(tag)) }
    }

    @Test func keysIncreaseAndDispatchFollowsSubscriptionOrderAfterRemovals() {
        let log = EventLog<Int>()
        var observers = SubjectObservers<Int>()
        let keys = (0..<5).map { observers.insert(observer($0, log)) }
        #expect(keys == [0, 1, 2, 3, 4])
        #expect(observers.remove(2)?.key == 2)
        #expect(observers.remove(0)?.key == 0)
        #expect(observers.remove(4)?.key == 4)
        #expect(observers.remove(2) == nil)  // already gone
        #expect(observers.remove(42) == nil)  // never there
        observers.dispatch(.next(1))
        #expect(log.elements == [1, 3])
        #expect(observers.insert(observer(5, log)) == 5)
        observers.dispatch(.next(1))
        #expect(log.elements == [1, 3, 1, 3, 5])
    }

    @Test func removingTheLastObserverLeavesItEmptyAndRemoveAllTakesEverything() {
        let log = EventLog<Int>()
        var observers = SubjectObservers<Int>()
        let only = observers.insert(observer(0, log))
        #expect(!observers.isEmpty)
        #expect(observers.remove(only) != nil)
        #expect(observers.isEmpty)
        _ = observers.insert(observer(1, log))
        _ = observers.insert(observer(2, log))
        let taken = observers.removeAll()
        #expect(observers.isEmpty)
        taken.dispatch(.next(1))
        #expect(log.elements == [1, 2])
    }

    /// A subject emits to a copy taken under its lock; removing an observer afterwards changes the
    /// subject's list, not the copy being delivered to.
    @Test func aCopyTakenForDeliveryIsNotChangedByALaterRemoval() {
        let log = EventLog<Int>()
        var observers = SubjectObservers<Int>()
        let first = observers.insert(observer(0, log))
        _ = observers.insert(observer(1, log))
        let copy = observers
        _ = observers.remove(first)
        copy.dispatch(.next(1))
        observers.dispatch(.next(1))
        #expect(log.elements == [0, 1, 1])
    }

    @Test func disposingASubscriptionRemovesItsKeyOnceAndReleasesTheOwner() {
        weak var weakOwner: RemovalRecorder?
        let subscription: KeyedSubscription
        do {
            let owner = RemovalRecorder()
            weakOwner = owner
            subscription = KeyedSubscription(owner: owner, key: 7, remove: RemovalRecorder.remove)
        }
        #expect(weakOwner != nil)  // the subscription holds its subject until it is disposed
        #expect(!subscription.isDisposed)
        do {
            let owner = weakOwner
            subscription.dispose()
            subscription.dispose()
            #expect(subscription.isDisposed)
            #expect(owner?.removed == [7])
        }
        #expect(weakOwner == nil)  // released at dispose, although the subscription is still alive
        withExtendedLifetime(subscription) {}
    }

    @Test func aSubscriptionNeverDisposedReleasesTheOwnerWhenItGoesAway() {
        weak var weakOwner: RemovalRecorder?
        do {
            let owner = RemovalRecorder()
            weakOwner = owner
            _ = KeyedSubscription(owner: owner, key: 1, remove: RemovalRecorder.remove)
        }
        #expect(weakOwner == nil)
    }

    /// Several threads disposing the same subscription: the key is removed exactly once.
    @Test func concurrentDisposalsRace() {
        for _ in 0..<1_000 {
            let owner = RemovalRecorder()
            let subscription = KeyedSubscription(owner: owner, key: 3, remove: RemovalRecorder.remove)
            DispatchQueue.concurrentPerform(iterations: 4) { _ in
                subscription.dispose()
            }
            #expect(owner.removed == [3])
            #expect(subscription.isDisposed)
        }
    }
}
