import SwiftRx
import Synchronization
import Testing

@Suite("bind(to:) relays", .scopedResources)
struct RelayBindingTests {
    @Test func bindsElementsToEveryPublishRelayAndIgnoresCompletion() {
        let start = liveResources
        do {
            let first = PublishRelay<Int>()
            let second = PublishRelay<Int>()
            let firstLog = EventLog<Int>()
            let secondLog = EventLog<Int>()
            let a = first.subscribe { firstLog.append($0) }
            let b = second.subscribe { secondLog.append($0) }
            _ = Observable.from([1, 2]).bind(to: first, second)
            #expect(firstLog.elements == [1, 2])
            #expect(secondLog.elements == [1, 2])
            #expect(firstLog.events.count == 2)  // no completion reaches a relay
            a.dispose()
            b.dispose()
        }
        #expect(liveResources == start)
    }

    @Test func bindsToOptionalRelays() {
        let publish = PublishRelay<Int?>()
        let behavior = BehaviorRelay<Int?>(value: nil)
        let replay = ReplayRelay<Int?>.create(bufferSize: 1)
        let log = EventLog<Int?>()
        let subscription = publish.subscribe { log.append($0) }
        _ = Observable.just(1).bind(to: publish)
        _ = Observable.just(2).bind(to: behavior)
        _ = Observable.just(3).bind(to: replay)
        #expect(log.elements == [1])
        #expect(behavior.value == 2)
        let replayed = EventLog<Int?>()
        _ = replay.subscribe { replayed.append($0) }
        #expect(replayed.elements == [3])
        subscription.dispose()
    }

    @Test func bindsToBehaviorAndReplayRelays() {
        let behaviors = [BehaviorRelay(value: 0), BehaviorRelay(value: 0)]
        let replay = ReplayRelay<Int>.createUnbounded()
        let source = PublishSubject<Int>()
        let bindings = [source.bind(to: behaviors[0], behaviors[1]), source.bind(to: replay)]
        source.onNext(5)
        source.onNext(6)
        #expect(behaviors.map(\.value) == [6, 6])
        bindings.forEach { $0.dispose() }
        source.onNext(7)
        #expect(behaviors.map(\.value) == [6, 6])
        let log = EventLog<Int>()
        _ = replay.subscribe { log.append($0) }
        #expect(log.elements == [5, 6])
    }

    @Test func anErrorEndsTheBindingAndIsReportedToTheDefaultErrorHandler() {
        let reports = Mutex<[String]>([])
        Hooks.Scope(defaultErrorHandler: { _, error in reports.withLock { $0.append("\(error)") } }).run {
            let relay = BehaviorRelay(value: 0)
            let source = PublishSubject<Int>()
            let binding = source.bind(to: relay)
            source.onNext(1)
            source.onError(TestError(id: 9))
            #expect(relay.value == 1)
            let messages = reports.withLock { $0 }
            #expect(messages.count == 1)
            #expect(messages.first?.contains("BehaviorRelay") == true)
            #expect(messages.first?.contains("TestError(id: 9)") == true)
            binding.dispose()
        }
    }
}
