import Dispatch
import Synchronization
import Testing

@testable import SwiftRx

private struct DrainTestError: Error {}

/// What a ``DrainQueueSink`` delivered, and how many deliveries were ever in progress at once.
private final class DeliveryLog: Sendable {
    let events = Synchronization.Mutex<[SwiftRx.Event<Int>]>([])
    let inside = Atomic<Int>(0)
    let mostInside = Atomic<Int>(0)

    /// Records `event`, counting the deliveries in progress around it.
    func record(_ event: SwiftRx.Event<Int>, while body: () -> Void = {}) {
        let now = inside.add(1, ordering: .acquiringAndReleasing).newValue
        mostInside.max(now, ordering: .relaxed)
        events.withLock { $0.append(event) }
        body()
        inside.subtract(1, ordering: .acquiringAndReleasing)
    }

    var recorded: [SwiftRx.Event<Int>] { events.withLock { $0 } }
    var elements: [Int] { recorded.compactMap(\.element) }
    var most: Int { mostInside.load(ordering: .relaxed) }
}

/// The terminal event of `events`, described for comparison ("completed", "error" or "none").
private func terminal(of events: [SwiftRx.Event<Int>]) -> String {
    switch events.last {
    case .completed: "completed"
    case .error: "error"
    case .next, nil: "none"
    }
}

@Suite("DrainQueue")
struct DrainQueueTests {
    @Test func theFirstOfferMakesTheCallerTheDrainerAndLaterOnesWaitInOrder() {
        var queue = DrainQueue<Int>()
        let offered = [queue.offer(1), queue.offer(2), queue.offer(3)]
        #expect(offered == [1, nil, nil])
        #expect(queue.isDraining)
        let drained = [queue.next(), queue.next()]
        #expect(drained == [2, 3])
        #expect(queue.isDraining, "the turn lasts until next() finds the queue empty")
        let end = queue.next()
        #expect(end == nil)
        #expect(!queue.isDraining)
        let afterTheTurn = queue.offer(4)
        #expect(afterTheTurn == 4, "after the turn ended the next caller delivers at once")
    }

    @Test func claimLastClaimsWhenIdleQueuesBehindADrainerAndClosesEitherWay() {
        var idle = DrainQueue<Int>()
        let claimed = idle.claimLast(orQueue: -1)
        #expect(claimed, "nobody is delivering: the caller delivers the last item")
        #expect(idle.isClosed && idle.isDraining)
        let second = idle.claimLast(orQueue: -2)
        #expect(!second, "a second last item is dropped")
        let leftover = idle.next()
        #expect(leftover == nil)

        var busy = DrainQueue<Int>()
        let first = busy.offer(1)
        #expect(first == 1)
        let waiting = busy.claimLast(orQueue: -1)
        #expect(!waiting, "a drainer is delivering: the last item waits for it")
        #expect(busy.isClosed)
        let late = busy.offer(2)
        #expect(late == nil)
        let drained = [busy.next(), busy.next()]
        #expect(drained == [-1, nil], "the drainer delivers the last item and nothing after it")
    }

    @Test func nothingIsOfferedAfterTheLastItemWhichWaitsBehindEarlierOnes() {
        var queue = DrainQueue<Int>()
        let offered = [queue.offer(1), queue.offer(2), queue.offerLast(-1)]
        #expect(offered == [1, nil, nil])
        #expect(queue.isClosed)
        let late = [queue.offer(3), queue.offerLast(-2)]
        let latePush = queue.push(4)
        #expect(late == [nil, nil])
        #expect(!latePush)
        let drained = [queue.next(), queue.next(), queue.next()]
        #expect(drained == [2, -1, nil])
        let afterTheTurn = queue.offer(5)
        #expect(afterTheTurn == nil, "a closed queue stays closed")
    }

    @Test func theLastItemIsHandedBackWhenNobodyDelivers() {
        var queue = DrainQueue<Int>()
        let last = queue.offerLast(-1)
        #expect(last == -1)
        #expect(queue.isDraining)
        let end = queue.next()
        #expect(end == nil)
    }

    @Test func pushQueuesEveryItemAndOnlyTheFirstPusherDrains() {
        var queue = DrainQueue<Int>()
        let pushed = [queue.push(1), queue.push(2)]
        #expect(pushed == [true, false])
        let own = queue.next()
        #expect(own == 1, "the pusher takes its own item from the queue")
        let pushedWhileDraining = queue.push(3)
        #expect(!pushedWhileDraining)
        let drained = [queue.next(), queue.next(), queue.next()]
        #expect(drained == [2, 3, nil])
        let afterTheTurn = queue.push(4)
        #expect(afterTheTurn)
    }

    @Test func claimBuildsTheQueuedItemOnlyWhenTheCallerMustWait() {
        var queue = DrainQueue<Int>()
        var built = 0
        func make(_ value: Int) -> Int {
            built += 1
            return value
        }
        let first = queue.claim(orQueue: make(1))
        #expect(first)
        #expect(built == 0)
        let second = queue.claim(orQueue: make(2))
        #expect(!second)
        #expect(built == 1)
        let drained = [queue.next(), queue.next()]
        #expect(drained == [2, nil])
        queue.isClosed = true
        let closed = queue.claim(orQueue: make(3))
        #expect(!closed)
        #expect(built == 1, "nothing is built for a closed queue")
    }

    @Test func nextBatchHandsOverEverythingQueuedAndEndsTheTurnWhenEmpty() {
        var queue = DrainQueue<Int>()
        for value in 0...3 { _ = queue.offer(value) }
        var batch = FIFOBuffer<Int>()
        let gotBatch = queue.nextBatch(into: &batch)
        #expect(gotBatch)
        var taken: [Int] = []
        while !batch.isEmpty { taken.append(batch.removeFirst()) }
        #expect(taken == [1, 2, 3])
        #expect(queue.isDraining)
        let gotAnother = queue.nextBatch(into: &batch)
        #expect(!gotAnother)
        #expect(!queue.isDraining)
    }

    @Test func removeAllDropsWhatWasQueued() {
        var queue = DrainQueue<Int>()
        _ = queue.offer(0)
        _ = queue.offer(1)
        queue.removeAll()
        let next = queue.next()
        #expect(next == nil)
    }

    @Test func fifoBufferKeepsOrderAcrossCompaction() {
        var buffer = FIFOBuffer<Int>()
        var expected = 0
        for value in 0..<300 {
            buffer.append(value)
            if value % 3 == 0 {
                #expect(buffer.removeFirst() == expected)
                expected += 1
            }
        }
        #expect(buffer.count == 300 - expected)
        while !buffer.isEmpty {
            #expect(buffer.removeFirst() == expected)
            expected += 1
        }
        #expect(expected == 300)
    }
}

@Suite("DrainQueueSink", .settlesResources)
struct DrainQueueSinkTests {
    @Test func anEventSentDuringADeliveryWaitsUntilItEnds() {
        let log = DeliveryLog()
        var sink: DrainQueueSink<SwiftRx.Event<Int>, Int>?
        sink = DrainQueueSink(observer: { event in
            log.record(event) {
                if event.element == 1 {
                    sink?.serializeNext(2)
                    sink?.serializeNext(3)
                    #expect(log.elements == [1], "re-entrant elements are not delivered inside the delivery")
                }
            }
        })
        sink?.serializeNext(1)
        sink?.send(.completed)
        #expect(log.elements == [1, 2, 3])
        #expect(terminal(of: log.recorded) == "completed")
        #expect(log.most == 1)
        sink = nil
    }

    @Test func aTerminalEventDecidedDuringADeliveryEndsTheSequenceAfterWhatWasQueuedBeforeIt() {
        let log = DeliveryLog()
        var sink: DrainQueueSink<SwiftRx.Event<Int>, Int>?
        sink = DrainQueueSink(observer: { event in
            log.record(event) {
                if event.element == 1 {
                    sink?.serializeNext(2)
                    sink?.serializeError(DrainTestError())
                    sink?.serializeNext(3)
                    sink?.send(.completed)
                }
            }
        })
        sink?.serializeNext(1)
        sink?.serializeNext(4)
        #expect(log.elements == [1, 2])
        #expect(terminal(of: log.recorded) == "error")
        #expect(log.recorded.count == 3)
        sink = nil
    }

    @Test func serializeHandsTheEventBackOnlyToTheFirstCaller() {
        let log = DeliveryLog()
        let sink = DrainQueueSink<SwiftRx.Event<Int>, Int>(observer: { log.record($0) })
        let first = sink.lock.withLock { sink.serialize(.next(1)) }
        let second = sink.lock.withLock { sink.serialize(.next(2)) }
        let third = sink.lock.withLock { sink.serialize(.completed) }
        let late = sink.lock.withLock { sink.serialize(.next(9)) }
        #expect(first?.element == 1)
        #expect(second == nil && third == nil && late == nil)
        #expect(log.recorded.isEmpty, "nothing is delivered under the lock")
        if let first { sink.deliver(first) }
        #expect(log.elements == [1, 2])
        #expect(terminal(of: log.recorded) == "completed")
    }

    @Test func pushedEventsAreDeliveredByTheFirstPusher() {
        let log = DeliveryLog()
        let sink = DrainQueueSink<SwiftRx.Event<Int>, Int>(observer: { log.record($0) })
        let first = sink.lock.withLock { sink.queue.push(.next(1)) }
        let second = sink.lock.withLock { sink.queue.push(.next(2)) }
        #expect(first && !second)
        #expect(log.recorded.isEmpty)
        sink.deliver()
        #expect(log.elements == [1, 2])
        sink.dispose()
    }

    /// Several threads sending at once: the observer is never entered twice at the same time, every
    /// element arrives once, each thread's elements in the order it sent them, and the completion
    /// decided after all of them comes last.
    @Test func concurrentSendersAreDeliveredOneAtATimeAndNothingIsLost() {
        let threads = 4
        let perThread = 500
        for _ in 0..<5 {
            let log = DeliveryLog()
            let sink = DrainQueueSink<SwiftRx.Event<Int>, Int>(observer: { log.record($0) })
            DispatchQueue.concurrentPerform(iterations: threads) { thread in
                for index in 0..<perThread {
                    sink.serializeNext(thread * perThread + index)
                }
            }
            sink.send(.completed)
            sink.serializeNext(-1)
            let elements = log.elements
            #expect(log.most == 1)
            #expect(elements.count == threads * perThread)
            #expect(Set(elements).count == threads * perThread)
            for thread in 0..<threads {
                let own = elements.filter { $0 / perThread == thread }
                #expect(own == own.sorted(), "thread \(thread)'s elements keep their order")
            }
            #expect(terminal(of: log.recorded) == "completed")
        }
    }
}
