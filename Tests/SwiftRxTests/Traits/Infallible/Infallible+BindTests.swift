import SwiftRx
import SwiftRxTest
import Testing

private final class Owner: Sendable {
    let log = EventLog<Int>()
}

@Suite("Infallible.bind", .scopedResources)
struct InfallibleBindTests {
    @Test func bindsToObserversAndOptionalObservers() {
        let start = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
            let infallible = xs.asInfallible(onErrorJustReturn: 0)
            let first = scheduler.createObserver(Int.self)
            let second = scheduler.createObserver(Int.self)
            let optional = scheduler.createObserver(Int?.self)
            scheduler.scheduleAt(200) {
                _ = infallible.bind(to: first, second)
                _ = infallible.bind(to: optional)
            }
            scheduler.start()
            #expect(first.events == [.next(210, 1), .completed(220)])
            #expect(second.events == first.events)
            #expect(optional.events == [.next(210, Optional(1)), .completed(220)])
            #expect(xs.subscriptions == [Subscription(200, 220), Subscription(200, 220)])
        }
        #expect(liveResources == start)
    }

    @Test func bindsToRelays() {
        let publish = PublishRelay<Int>()
        let optionalPublish = PublishRelay<Int?>()
        let behavior = BehaviorRelay(value: 0)
        let optionalBehavior = BehaviorRelay<Int?>(value: nil)
        let replay = ReplayRelay<Int>.create(bufferSize: 2)
        let optionalReplay = ReplayRelay<Int?>.create(bufferSize: 1)
        let published = EventLog<Int>()
        let optionalPublished = EventLog<Int?>()
        let a = publish.subscribe { published.append($0) }
        let b = optionalPublish.subscribe { optionalPublished.append($0) }
        let source = Infallible.of(1, 2)
        _ = source.bind(to: publish)
        _ = source.bind(to: optionalPublish)
        _ = source.bind(to: behavior)
        _ = source.bind(to: optionalBehavior)
        _ = source.bind(to: replay)
        _ = source.bind(to: optionalReplay)
        #expect(published.events == [.next(1), .next(2)])  // completion does not reach a relay
        #expect(optionalPublished.elements == [1, 2])
        #expect(behavior.value == 2)
        #expect(optionalBehavior.value == 2)
        let replayed = EventLog<Int>()
        _ = replay.subscribe { replayed.append($0) }
        #expect(replayed.elements == [1, 2])
        let optionalReplayed = EventLog<Int?>()
        _ = optionalReplay.subscribe { optionalReplayed.append($0) }
        #expect(optionalReplayed.elements == [2])
        a.dispose()
        b.dispose()
    }

    @Test func bindOnNextAndBindWith() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2), .completed(300)])
        let infallible = xs.asInfallible(onErrorJustReturn: 0)
        let seen = EventLog<Int>()
        var owner: Owner? = Owner()
        let ownerLog = owner!.log
        scheduler.scheduleAt(200) {
            _ = infallible.bind { seen.append(.next($0)) }
            _ = infallible.bind(with: owner!) { owner, value in owner.log.append(.next(value)) }
        }
        scheduler.scheduleAt(250) { owner = nil }
        scheduler.start()
        #expect(seen.elements == [1, 2])
        #expect(ownerLog.elements == [1])
    }

    @Test func bindsThroughCustomBindingFunctions() {
        let direct = EventLog<Int>()
        let curried = EventLog<Int>()
        let source = Infallible.of(1, 2)
        let record: (Infallible<Int>) -> (EventLog<Int>) -> any Disposable = { source in
            { log in source.subscribe { log.append($0) } }
        }
        let binding = source.bind(to: record)(direct)
        let other = source.bind(to: record, curriedArgument: curried)
        #expect(direct.events == [.next(1), .next(2), .completed])
        #expect(curried.events == [.next(1), .next(2), .completed])
        binding.dispose()
        other.dispose()
    }
}
