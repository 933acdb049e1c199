import SwiftRx
import Testing

@Suite("BehaviorRelay", .scopedResources)
struct BehaviorRelayTests {
    @Test func holdsAndReplaysTheCurrentValue() {
        let start = liveResources
        do {
            let relay = BehaviorRelay(value: 0)
            #expect(relay.value == 0)
            let first = EventLog<Int>()
            let a = relay.subscribe { first.append($0) }
            relay.accept(1)
            #expect(relay.value == 1)
            let second = EventLog<Int>()
            let b = relay.asObservable().subscribe { second.append($0) }
            relay.accept(2)
            #expect(first.elements == [0, 1, 2])
            #expect(second.elements == [1, 2])
            #expect(first.events.count == 3)
            a.dispose()
            b.dispose()
        }
        #expect(liveResources == start)
    }

    @Test func valueIsReadableFromAnotherThreadAfterAccept() async {
        let relay = BehaviorRelay(value: "a")
        relay.accept("b")
        let seen = await Task.detached { relay.value }.value
        #expect(seen == "b")
    }
}
