import SwiftRxTest
import Testing

@testable import SwiftRx

/// A class that is not `Sendable`, as many app models are.
private final class Model {
    var value: Int
    init(_ value: Int) { self.value = value }
}

@Suite("combineLatest after leading justs", .scopedResources)
struct CombineLatestFixedSinkTests {
    /// Runs `body` and checks that everything it built was released.
    private func expectNoLeaks(_ body: () -> Void) {
        let start = liveResources
        body()
        #expect(liveResources == start)
    }

    /// With every source but the last a `just`, the result is the last source mapped: a fused map
    /// run over it, which later maps and filters join.
    @Test func leadingJustsMakeAMapOfTheLastSourceThatFusesWithTheStagesAfterIt() {
        expectNoLeaks {
            let subject = PublishSubject<Int>()
            let combined = Observable.combineLatest(Observable.just(1), Observable.just(10), subject) { $0 + $1 + $2 }
            #expect(combined._isMapFilterRun)
            let chain = combined.map { $0 * 2 }.filter { $0 > 30 }
            #expect((chain as? MapFilterRoot<Int, Int>)?.source === subject)
            let log = EventLog<Int>()
            let subscription = chain.subscribe(log.append)
            subject.onNext(1)
            subject.onNext(5)
            subject.onCompleted()
            subscription.dispose()
            #expect(log.events == [.next(32), .completed])
        }
    }

    @Test func aThrowingSelectorEndsTheSequenceAndReleasesTheLastSource() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let last = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
            let res = scheduler.start {
                Observable.combineLatest(Observable.just(100), last) { just, value -> Int in
                    if value == 2 { throw TestError(id: value) }
                    return just + value
                }
            }
            #expect(res.events == [.next(210, 101), .error(220, TestError(id: 2))])
            #expect(last.subscriptions == [Subscription(200, 220)])
        }
    }

    /// Each subscription runs the selector on its own, with the same `just` elements.
    @Test func everySubscriptionCombinesTheSameJustElements() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let last = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
            let combined = Observable.combineLatest(Observable.just("a"), Observable.just("b"), last) {
                "\($0)\($1)\($2)"
            }
            let first = scheduler.createObserver(String.self)
            let second = scheduler.createObserver(String.self)
            let bag = DisposeBag()
            scheduler.scheduleAt(200) { combined.subscribe(first).disposed(by: bag) }
            scheduler.scheduleAt(215) { combined.subscribe(second).disposed(by: bag) }
            scheduler.start()
            #expect(first.events == [.next(210, "ab1"), .next(220, "ab2"), .completed(230)])
            #expect(second.events == [.next(225, "ab1"), .next(235, "ab2"), .completed(245)])
            #expect(last.subscriptions == [Subscription(200, 230), Subscription(215, 245)])
        }
    }

    /// The elements of the `just`s need not be `Sendable`: the rewrite shares them no more than the
    /// sink it replaces.
    @Test func leadingJustsOfANonSendableElementCombine() {
        let model = Model(5)
        let subject = PublishSubject<Int>()
        let log = EventLog<Int>()
        let subscription = Observable.combineLatest(Observable.just(model), subject) { $0.value * $1 }
            .subscribe(log.append)
        subject.onNext(2)
        model.value = 7
        subject.onNext(3)
        subscription.dispose()
        #expect(log.elements == [10, 21])
    }

    /// As every operator that joins sources, the rewritten `combineLatest` never calls its observer
    /// re-entrantly: what the observer feeds back into the last source (elements, and its
    /// completion) is delivered after the current call returns. A map appended to a copy of it
    /// (the first one is still held) keeps that.
    @Test(arguments: [false, true])
    func eventsFedBackDuringADeliveryWaitForIt(throughACopy: Bool) {
        expectNoLeaks {
            let subject = PublishSubject<Int>()
            let combined = Observable.combineLatest(Observable.just(100), subject) { $0 + $1 }
            let chain = throughACopy ? combined.map { $0 * 2 } : combined
            #expect(chain._isMapFilterRun)
            let log = EventLog<String>()
            let subscription = chain.subscribe { event in
                log.append(.next("enter \(event)"))
                if case .next(let value) = event, value == 101 || value == 202 {
                    subject.onNext(2)
                    subject.onCompleted()
                }
                log.append(.next("leave \(event)"))
            }
            subject.onNext(1)
            subscription.dispose()
            let (first, second) = throughACopy ? (202, 204) : (101, 102)
            #expect(
                log.elements == [
                    "enter next(\(first))", "leave next(\(first))", "enter next(\(second))", "leave next(\(second))",
                    "enter completed", "leave completed",
                ])
            withExtendedLifetime(combined) {}
        }
    }

    /// A `just` that is not in front of every other source keeps the full combineLatest: a source
    /// subscribed before it that emits at once has nothing to combine with yet.
    @Test func aJustAfterAnotherSourceIsNotRewritten() {
        let atOnce = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onNext(2)
            observer.onNext(3)
            observer.onCompleted()
            return Disposables.create()
        }
        let combined = Observable.combineLatest(atOnce, Observable.just(10)) { $0 + $1 }
        #expect(!combined._isMapFilterRun)
        let log = EventLog<Int>()
        _ = combined.subscribe(log.append)
        #expect(log.events == [.next(13), .completed])
    }
}
