import Dispatch
import Synchronization
import Testing

@testable import SwiftRx

/// Records which keys were removed from it, as a subject does.
private final class RemovalRecorder: KeyedObserverRemoving {
    private let lock = Synchronization.Mutex<[Int]>([])

    var removed: [Int] { lock.withLock { $0 } }

    func removeObserver(forKey key: Int) {
        lock.withLock { $0.append(key) }
    }
}

@Suite("SubjectObservers and KeyedRemoval")
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
        observers.delivery.dispatch(.next(1))
        #expect(log.elements == [1, 3])
        #expect(observers.insert(observer(5, log)) == 5)
        observers.delivery.dispatch(.next(1))
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
        taken.delivery.dispatch(.next(1))
        #expect(log.elements == [1, 2])
    }

    /// A lone observer is kept inline; a second one moves both into the array, in order, and the
    /// array stays in use (ordered by key) until the subject is empty again.
    @Test func aLoneObserverMovesIntoTheArrayWhenASecondJoinsAndBackWhenTheSubjectEmpties() {
        let log = EventLog<Int>()
        var observers = SubjectObservers<Int>()
        let first = observers.insert(observer(0, log))
        #expect(observers.lone.key == first)
        #expect(observers.entries.isEmpty)
        #expect(observers.remove(first + 1) == nil)  // a key the lone observer does not have
        let second = observers.insert(observer(1, log))
        #expect(observers.lone.key < 0)
        #expect(observers.entries.map(\.key) == [first, second])
        observers.delivery.dispatch(.next(1))
        #expect(observers.remove(first)?.key == first)
        let third = observers.insert(observer(2, log))
        #expect(observers.entries.map(\.key) == [second, third])
        observers.delivery.dispatch(.next(1))
        #expect(observers.remove(second) != nil)
        #expect(observers.remove(third) != nil)
        #expect(observers.isEmpty)
        _ = observers.insert(observer(3, log))
        #expect(observers.entries.isEmpty)
        observers.delivery.dispatch(.next(1))
        #expect(log.elements == [0, 1, 1, 2, 3])
    }

    /// What an event is delivered to is taken once; a later insertion or removal changes the
    /// subject's observers, not that delivery.
    @Test func aDeliveryIsNotChangedByLaterInsertionsOrRemovals() {
        let log = EventLog<Int>()
        var observers = SubjectObservers<Int>()
        SubjectObservers<Int>.Delivery.none.dispatch(.next(1))
        let first = observers.insert(observer(0, log))
        let lone = observers.delivery
        _ = observers.insert(observer(1, log))
        let both = observers.delivery
        _ = observers.remove(first)
        lone.dispatch(.next(1))
        both.dispatch(.next(1))
        observers.delivery.dispatch(.next(1))
        #expect(log.elements == [0, 0, 1, 1])
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
        copy.delivery.dispatch(.next(1))
        observers.delivery.dispatch(.next(1))
        #expect(log.elements == [0, 1, 1])
    }

    @Test func disposingARemovalRemovesItsKeyFromItsOwner() {
        let owner = RemovalRecorder()
        let removal = KeyedRemoval(owner: owner, key: 7)
        removal.dispose()
        #expect(owner.removed == [7])
    }

    /// Three words: it fits the inline buffer of an `any Disposable`, so returning it allocates nothing.
    @Test func aRemovalFitsAnExistentialsInlineBuffer() {
        #expect(MemoryLayout<KeyedRemoval>.size <= 3 * MemoryLayout<Int>.size)
    }

    @Test func aRemovalHoldsItsOwnerUntilItIsReleased() {
        weak var weakOwner: RemovalRecorder?
        var removal: (any Disposable)?
        do {
            let owner = RemovalRecorder()
            weakOwner = owner
            removal = KeyedRemoval(owner: owner, key: 1)
        }
        #expect(weakOwner != nil)
        removal = nil
        #expect(weakOwner == nil)
        _ = removal
    }

    /// Many threads disposing the same subscription of a `PublishSubject` while it emits: that
    /// observer is removed once, the others keep receiving, and nothing overlaps or crashes.
    @Test func concurrentDisposalsOfOneSubscriptionRace() {
        for _ in 0..<500 {
            let subject = PublishSubject<Int>()
            let removed = EventLog<Int>()
            let kept = EventLog<Int>()
            let subscription = subject.subscribe(AnyObserver { removed.append($0) })
            let other = subject.subscribe(AnyObserver { kept.append($0) })
            DispatchQueue.concurrentPerform(iterations: 4) { index in
                if index == 0 {
                    subject.onNext(1)
                } else {
                    subscription.dispose()
                }
            }
            subject.onNext(2)
            #expect(removed.elements.allSatisfy { $0 == 1 })
            #expect(kept.elements == [1, 2])
            other.dispose()
            #expect(!subject.hasObservers)
        }
    }
}
