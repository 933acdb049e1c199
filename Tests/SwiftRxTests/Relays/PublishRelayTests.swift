import SwiftRx
import Testing

@Suite("PublishRelay", .scopedResources)
struct PublishRelayTests {
    @Test func deliversAcceptedElementsToCurrentObservers() {
        let start = liveResources
        do {
            let relay = PublishRelay<Int>()
            let early = EventLog<Int>()
            let late = EventLog<Int>()
            relay.accept(0)
            let a = relay.subscribe { early.append($0) }
            relay.accept(1)
            let b = relay.asObservable().subscribe { late.append($0) }
            relay.accept(2)
            #expect(early.elements == [1, 2])
            #expect(late.elements == [2])
            #expect(early.events.count == 2)
            a.dispose()
            relay.accept(3)
            #expect(early.elements == [1, 2])
            #expect(late.elements == [2, 3])
            b.dispose()
        }
        #expect(liveResources == start)
    }

    @Test func subscribeWithObserver() {
        let relay = PublishRelay<String>()
        let log = EventLog<String>()
        let subscription = relay.subscribe(AnyObserver { log.append($0) })
        relay.accept("a")
        #expect(log.elements == ["a"])
        subscription.dispose()
    }
}
