import Foundation
import SwiftRx
import SwiftRxTest
import Testing

private struct Item: Codable, Equatable {
    var id: Int
}

private func json(_ text: String) -> Data {
    Data(text.utf8)
}

/// A decoder that counts its calls and decodes every payload as `Item(id: payload size)`.
private final class CountingDecoder: DataDecoder, @unchecked Sendable {
    // `calls` is touched only from the test's scheduler thread.
    var calls = 0

    func decode<Value: Decodable>(_ type: Value.Type, from data: Data) throws -> Value {
        calls += 1
        guard let value = Item(id: data.count) as? Value else { throw TestError(id: 99) }
        return value
    }
}

@Suite("decode(type:decoder:)", .scopedResources)
struct DecodeTests {
    @Test func decodesEachElementWithJSONDecoder() {
        let resources = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([
                .next(150, json(#"{"id":0}"#)), .next(210, json(#"{"id":1}"#)), .next(220, json(#"{"id":2}"#)),
                .completed(300),
            ])
            let res = scheduler.start { xs.decode(type: Item.self, decoder: JSONDecoder()) }
            #expect(res.events == [.next(210, Item(id: 1)), .next(220, Item(id: 2)), .completed(300)])
            #expect(xs.subscriptions == [Subscription(200, 300)])
        }
        #expect(liveResources == resources)
    }

    @Test func decodesWithPropertyListDecoder() throws {
        let resources = liveResources
        do {
            let payload = try PropertyListEncoder().encode(Item(id: 8))
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, payload), .completed(300)])
            let res = scheduler.start { xs.decode(type: Item.self, decoder: PropertyListDecoder()) }
            #expect(res.events == [.next(210, Item(id: 8)), .completed(300)])
        }
        #expect(liveResources == resources)
    }

    @Test func usesTheGivenDecoder() {
        let resources = liveResources
        do {
            let decoder = CountingDecoder()
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, Data([1, 2, 3])), .completed(300)])
            let res = scheduler.start { xs.decode(type: Item.self, decoder: decoder) }
            #expect(res.events == [.next(210, Item(id: 3)), .completed(300)])
            #expect(decoder.calls == 1)
        }
        #expect(liveResources == resources)
    }

    @Test func decodingErrorEndsSequenceAndDisposesSource() {
        let resources = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([
                .next(210, json(#"{"id":1}"#)), .next(220, json("not json")), .next(230, json(#"{"id":3}"#)),
                .completed(300),
            ])
            let res = scheduler.start { xs.decode(type: Item.self, decoder: JSONDecoder()) }
            #expect(res.events.count == 2)
            #expect(res.events.first == .next(210, Item(id: 1)))
            #expect(res.events.last?.time == 220)
            #expect(res.events.last?.value.error is DecodingError)
            #expect(xs.subscriptions == [Subscription(200, 220)])
        }
        #expect(liveResources == resources)
    }

    @Test func forwardsSourceError() {
        let resources = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.error(250, TestError(id: 7))] as [Recorded<Event<Data>>])
            let res = scheduler.start { xs.decode(type: Item.self, decoder: JSONDecoder()) }
            #expect(res.events == [.error(250, TestError(id: 7))])
            #expect(xs.subscriptions == [Subscription(200, 250)])
        }
        #expect(liveResources == resources)
    }

    @Test func disposalMidStreamStopsDelivery() {
        let resources = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([
                .next(210, json(#"{"id":1}"#)), .next(260, json(#"{"id":2}"#)), .completed(300),
            ])
            let res = scheduler.start(disposed: 250) { xs.decode(type: Item.self, decoder: JSONDecoder()) }
            #expect(res.events == [.next(210, Item(id: 1))])
            #expect(xs.subscriptions == [Subscription(200, 250)])
        }
        #expect(liveResources == resources)
    }
}
