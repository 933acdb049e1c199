import Dispatch
import SwiftRxTest
import Synchronization
import Testing

@testable import SwiftRx

@Suite("combineLatest before trailing justs")
struct CombineLatestTrailingJustsTests {
    /// With every source after the first a `just`, each element of the first source makes a
    /// combination at once, and the result ends as that source does.
    @Test(.noLeaks) func eachElementOfTheFirstSourceMakesACombination() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 0), .next(210, 1), .next(220, 2), .next(230, 3), .completed(300),
        ])
        let res = scheduler.start {
            Observable.combineLatest(xs, Observable.just(10), Observable.just(100)) { $0 + $1 + $2 }
        }
        #expect(res.events == [.next(210, 111), .next(220, 112), .next(230, 113), .completed(300)])
        #expect(xs.subscriptions == [Subscription(200, 300)])
    }

    @Test(.noLeaks) func theLevelIsOneProducerOverTheFirstSource() {
        let subject = PublishSubject<Int>()
        let combined = Observable.combineLatest(subject, Observable.just(1)) { $0 + $1 }
        #expect(combined._isTrailingJustsChain)
        let first = combined as? TrailingJustsProducer<Int, Int, @Sendable (Int, Int) throws -> Int, Int>
        #expect(first?.source === subject)
        #expect(first?.justs == 1)
        #expect(first?.isFirst == true)
        let other = Observable.combineLatest(subject, subject) { $0 + $1 }
        #expect(!other._isTrailingJustsChain)
    }

    /// A level above keeps its selector and its `just`s' elements itself, and knows the chain's
    /// first level without holding it (the level below does).
    @Test(.noLeaks) func aLevelAboveKeepsItsJustsAndFindsTheFirstLevel() {
        let subject = PublishSubject<Int>()
        let base = Observable.combineLatest(subject, Observable.just(1)) { $0 + $1 }
        let middle = Observable.combineLatest(base, Observable.just(2), Observable.just("three")) { $0 + $1 + $2.count }
        let top = Observable.combineLatest(middle, Observable.just(4)) { $0 * $1 }
        let level = top as? TrailingJustsLevel<Int, @Sendable (Int, Int) throws -> Int, Int>
        #expect(level?.justs == 4)
        #expect(level?.isFirst == false)
        #expect(level?.first?.takeUnretainedValue() === base)
        #expect((level?.below as? TrailingJustsChain<Int>) === middle)
        let log = EventLog<Int>()
        let subscription = top.subscribe(log.append)
        subject.onNext(10)
        subscription.dispose()
        // ((10 + 1) + 2 + 5) * 4
        #expect(log.events == [.next(72)])
    }

    /// Levels of different arities and `just` element types chain into one subscription, and each
    /// applies its own selector in order.
    @Test(.noLeaks) func levelsOfDifferentAritiesAndJustTypesCombineInOrder() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .error(230, TestError(id: 1))])
        let res = scheduler.start { () -> Observable<Int> in
            let one = Observable.combineLatest(xs, Observable.just("ab")) { $0 + $1.count }
            let two = Observable.combineLatest(one, Observable.just(10), Observable.just(0.5)) {
                $0 * $1 + Int($2 * 2)
            }
            return Observable.combineLatest(two, Observable.just(1), Observable.just(2), Observable.just(3)) {
                $0 * 1000 + $1 * 100 + $2 * 10 + $3
            }
        }
        #expect(res.events == [.next(210, 31123), .next(220, 41123), .error(230, TestError(id: 1))])
        #expect(xs.subscriptions == [Subscription(200, 230)])
    }

    /// A `create` first source is called by the combination's own sink, which does what the
    /// `create`'s sink would: no element after disposal, and its disposable disposed with the
    /// subscription.
    @Test(.noLeaks) func aCreateSourceKeepsItsGrammarWithoutASinkOfItsOwn() {
        let observers = Synchronization.Mutex<AnyObserver<Int>?>(nil)
        let disposed = Synchronization.Mutex(false)
        let source = Observable<Int>.create { observer in
            observers.withLock { $0 = observer }
            return Disposables.create { disposed.withLock { $0 = true } }
        }
        let log = EventLog<Int>()
        let subscription = Observable.combineLatest(source, Observable.just(100)) { $0 + $1 }.subscribe(log.append)
        let observer = observers.withLock { $0 }
        observer?.onNext(1)
        subscription.dispose()
        observer?.onNext(2)
        #expect(log.events == [.next(101)])
        #expect(disposed.withLock { $0 })
        // The handler's observer reaches the sink, which reaches the handler: let go of it.
        observers.withLock { $0 = nil }

        let completing = EventLog<Int>()
        let finished = Observable.combineLatest(
            Observable<Int>.create { observer in
                observer.onNext(1)
                observer.onCompleted()
                return Disposables.create()
            }, Observable.just(10)
        ) { $0 + $1 }.subscribe(completing.append)
        finished.dispose()
        #expect(completing.events == [.next(11), .completed])
    }

    /// An element another thread sends while the first source is being subscribed to is held like
    /// one sent on the subscribing thread, and makes the one combination afterwards.
    @Test(.noLeaks) func anElementFromAnotherThreadDuringSubscriptionIsHeld() {
        let source = Observable<Int>.create { observer in
            let sent = DispatchSemaphore(value: 0)
            DispatchQueue.global().async {
                observer.onNext(5)
                sent.signal()
            }
            // Bounded: the thread sends at once; the test fails rather than hangs if it never does.
            #expect(sent.wait(timeout: .now() + 60) == .success)
            return Disposables.create()
        }
        let log = EventLog<Int>()
        let subscription = Observable.combineLatest(source, Observable.just(1), Observable.just(2)) { $0 + $1 + $2 }
            .subscribe(log.append)
        subscription.dispose()
        #expect(log.events == [.next(8)])
    }

    /// What the first source sends while it is being subscribed to comes before any `just` has an
    /// element: only the latest of it makes a combination, once the `just`s give theirs.
    @Test(.noLeaks) func elementsSentDuringSubscriptionMakeOneCombinationOfTheLatest() {
        let log = EventLog<Int>()
        let subscription = Observable.combineLatest(emitsAtOnce([1, 2, 3]), Observable.just(10)) { $0 + $1 }
            .subscribe(log.append)
        subscription.dispose()
        #expect(log.events == [.next(13), .completed])
    }

    /// `Observable.of` schedules its elements on the current-thread trampoline, so they come after
    /// the `just`s, and each makes a combination (as in RxSwift).
    @Test(.noLeaks) func elementsOfASequenceOnTheTrampolineEachMakeACombination() {
        let log = EventLog<Int>()
        let subscription = Observable.combineLatest(Observable.of(1, 2, 3), Observable.just(10)) { $0 + $1 }
            .subscribe(log.append)
        subscription.dispose()
        #expect(log.events == [.next(11), .next(12), .next(13), .completed])
    }

    /// The result is what the general `combineLatest` gives when the later sources are not `just`s
    /// but behave as they do (send one element and complete during subscribe).
    @Test(.noLeaks) func theResultIsWhatTheGeneralFormGives() {
        let firsts: [() -> Observable<Int>] = [
            { emitsAtOnce([1, 2, 3]) }, { Observable.of(4, 5) }, { Observable.empty() },
            { Observable.error(TestError(id: 3)) },
        ]
        for first in firsts {
            let fast = EventLog<Int>()
            let general = EventLog<Int>()
            Observable.combineLatest(first(), Observable.just(10), Observable.just(100)) { $0 + $1 + $2 }
                .subscribe(fast.append).dispose()
            Observable.combineLatest(first(), emitsAtOnce([10]), emitsAtOnce([100])) { $0 + $1 + $2 }
                .subscribe(general.append).dispose()
            #expect(fast.events == general.events)
        }
    }

    /// The same with a source that keeps going after its subscription returned.
    @Test(.noLeaks) func aBehaviorSubjectsCurrentValueCombinesOnceAndLaterOnesEachTime() {
        let subject = BehaviorSubject(value: 5)
        let log = EventLog<Int>()
        let subscription = Observable.combineLatest(subject, Observable.just(10), Observable.just(100)) {
            $0 + $1 + $2
        }.subscribe(log.append)
        subject.onNext(6)
        subject.onCompleted()
        subscription.dispose()
        #expect(log.events == [.next(115), .next(116), .completed])
    }

    @Test(.noLeaks) func aSourceThatCompletesEmptyDuringSubscriptionCompletesTheResult() {
        let log = EventLog<Int>()
        let subscription = Observable.combineLatest(Observable<Int>.empty(), Observable.just(10)) { $0 + $1 }
            .subscribe(log.append)
        subscription.dispose()
        #expect(log.events == [.completed])
    }

    @Test(.noLeaks) func anErrorDuringSubscriptionEndsAtOnceWithNoCombination() {
        let log = EventLog<Int>()
        let failing = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onError(TestError(id: 1))
            return Disposables.create()
        }
        let subscription = Observable.combineLatest(failing, Observable.just(10)) { $0 + $1 }.subscribe(log.append)
        subscription.dispose()
        #expect(log.events == [.error(TestError(id: 1))])
    }

    @Test(.noLeaks) func anErrorOfTheSourceAndAThrowingSelectorEndTheSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError(id: 7))])
        let res = scheduler.start { Observable.combineLatest(xs, Observable.just(1)) { $0 + $1 } }
        #expect(res.events == [.next(210, 2), .error(220, TestError(id: 7))])
        #expect(xs.subscriptions == [Subscription(200, 220)])

        let other = TestScheduler(initialClock: 0)
        let ys = other.createHotObservable([.next(310, 1), .next(320, 2), .next(330, 3)])
        let thrown = other.start(created: 300, subscribed: 305, disposed: 1000) {
            Observable.combineLatest(ys, Observable.just(1)) { value, just -> Int in
                if value == 2 { throw TestError(id: value) }
                return value + just
            }
        }
        #expect(thrown.events == [.next(310, 2), .error(320, TestError(id: 2))])
        #expect(ys.subscriptions == [Subscription(305, 320)])
    }

    @Test(.noLeaks) func disposingStopsDeliveryAndUnsubscribesTheSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(250, 2), .completed(300)])
        let res = scheduler.start(disposed: 230) { Observable.combineLatest(xs, Observable.just(1)) { $0 + $1 } }
        #expect(res.events == [.next(210, 2)])
        #expect(xs.subscriptions == [Subscription(200, 230)])
    }

    /// Levels built one on another (`last = combineLatest(last, .just(1), ...)`) extend one chain:
    /// one subscription of the first source, and each level's combination in order.
    @Test(.noLeaks) func levelsBuiltOnEachOtherCombineInOrderOverOneSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
        let res = scheduler.start { () -> Observable<Int> in
            var last = Observable.combineLatest(xs, Observable.just(1)) { $0 * 10 + $1 }
            for level in 2...4 {
                last = Observable.combineLatest(last, Observable.just(level)) { $0 * 10 + $1 }
            }
            return last
        }
        #expect(res.events == [.next(210, 11234), .next(220, 21234), .completed(230)])
        #expect(xs.subscriptions == [Subscription(200, 230)])
    }

    /// A level stays what it was when other levels are built on it, and each of them combines its own.
    @Test(.noLeaks) func aLevelSharedByTwoChainsKeepsItsOwnCombination() {
        let subject = PublishSubject<Int>()
        let base = Observable.combineLatest(subject, Observable.just(1)) { $0 + $1 }
        let tens = Observable.combineLatest(base, Observable.just(10)) { $0 + $1 }
        let hundreds = Observable.combineLatest(base, Observable.just(100)) { $0 + $1 }
        let logs = (EventLog<Int>(), EventLog<Int>(), EventLog<Int>())
        let subscriptions = [
            base.subscribe(logs.0.append), tens.subscribe(logs.1.append), hundreds.subscribe(logs.2.append),
        ]
        subject.onNext(1)
        subscriptions.forEach { $0.dispose() }
        #expect(logs.0.events == [.next(2)])
        #expect(logs.1.events == [.next(12)])
        #expect(logs.2.events == [.next(102)])
    }

    /// A level that changes the element type starts a chain of its own.
    @Test(.noLeaks) func aLevelOfAnotherElementTypeCombinesTheLevelBelowAsASource() {
        let subject = PublishSubject<Int>()
        let words = Observable.combineLatest(subject, Observable.just("x")) { "\($0)\($1)" }
        let counts = Observable.combineLatest(words, Observable.just(1)) { $0.count + $1 }
        let log = EventLog<Int>()
        let subscription = counts.subscribe(log.append)
        subject.onNext(7)
        subject.onNext(42)
        subject.onCompleted()
        subscription.dispose()
        #expect(log.events == [.next(3), .next(4), .completed])
    }

    /// An element the observer feeds back into the source waits until the delivery in progress
    /// returns, as with every operator that joins sources.
    @Test(.noLeaks) func anElementFedBackWaitsForTheDeliveryInProgress() {
        let subject = PublishSubject<Int>()
        let order = EventLog<String>()
        let subscription = Observable.combineLatest(subject, Observable.just(0)) { $0 + $1 }
            .subscribe(onNext: { value in
                order.append(.next("start \(value)"))
                if value == 1 { subject.onNext(2) }
                order.append(.next("end \(value)"))
            })
        subject.onNext(1)
        subscription.dispose()
        #expect(order.events == [.next("start 1"), .next("end 1"), .next("start 2"), .next("end 2")])
    }
}

/// A `create` source that sends `elements` and completes while it is being subscribed to.
private func emitsAtOnce(_ elements: [Int]) -> Observable<Int> {
    Observable.create { observer in
        for element in elements { observer.onNext(element) }
        observer.onCompleted()
        return Disposables.create()
    }
}
