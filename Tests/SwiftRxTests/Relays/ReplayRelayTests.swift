import SwiftRx
import Testing

@Suite("ReplayRelay", .scopedResources)
struct ReplayRelayTests {
    @Test(arguments: [(0, [Int]()), (2, [2, 3]), (5, [1, 2, 3])])
    func replaysTheLastBufferSizeElements(bufferSize: Int, replayed: [Int]) {
        let start = liveResources
        do {
            let relay = ReplayRelay<Int>.create(bufferSize: bufferSize)
            relay.accept(1)
            relay.accept(2)
            relay.accept(3)
            let log = EventLog<Int>()
            let subscription = relay.subscribe { log.append($0) }
            relay.accept(4)
            #expect(log.elements == replayed + [4])
            #expect(log.events.count == replayed.count + 1)
            subscription.dispose()
        }
        #expect(liveResources == start)
    }

    @Test func unboundedReplaysEverything() {
        let relay = ReplayRelay<Int>.createUnbounded()
        (0..<50).forEach(relay.accept)
        let log = EventLog<Int>()
        _ = relay.asObservable().subscribe { log.append($0) }
        #expect(log.elements == Array(0..<50))
    }
}
