import SwiftRx
import SwiftRxTest
import Testing

private struct Boom: Error, Equatable {}

/// The ways the Testing article gives to test async consumers on virtual time: the test drives the
/// clock and reads what the consumer received, with no sleep.
@Suite("TestScheduler with async consumers", .noLeaks)
struct TestSchedulerAsyncTests {
    @Test func theTestDrivesTimeWhileItReadsValues() async throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(240)])
        // Reading `values` subscribes at once, at virtual time 0; the stream buffers what arrives.
        var iterator = xs.values.makeAsyncIterator()
        scheduler.advanceTo(210)
        #expect(try await iterator.next() == 1)
        scheduler.advanceTo(225)
        #expect(try await iterator.next() == 2)
        scheduler.start()
        #expect(try await iterator.next() == 3)
        #expect(try await iterator.next() == nil)
        #expect(xs.subscriptions == [Subscription(0, 240)])
    }

    @Test func anErrorOnVirtualTimeIsThrownToTheConsumer() async {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, "a"), .error(20, Boom())])
        let stream = xs.values
        scheduler.start()
        var received: [String] = []
        await #expect(throws: Boom.self) {
            for try await value in stream { received.append(value) }
        }
        #expect(received == ["a"])
    }

    @Test func aSingleValueAwaitedWhileTheTestDrivesTime() async throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(50, 7), .completed(50)])
        // `value` subscribes when it is awaited: read the single through `values` to subscribe now.
        var iterator = xs.asSingle().asObservable().values.makeAsyncIterator()
        scheduler.advanceTo(49)
        scheduler.advanceTo(50)
        #expect(try await iterator.next() == 7)
        #expect(try await iterator.next() == nil)
    }

    @Test func anAsyncSingleCreateIsAwaitedNotTimed() async throws {
        // `Single.create { try await ... }` runs its body as a task, on real time: await its result.
        let single = Single<Int>.create { 6 * 7 }
        #expect(try await single.value == 42)
    }
}

@MainActor
@Suite("TestScheduler in @MainActor tests", .noLeaks)
struct TestSchedulerMainActorTests {
    @Test func aMainActorTestRunsTheSchedulerOnTheMainActor() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable("-a-b-|", values: ["a": 1, "b": 2])
        let res = scheduler.start { xs.map { $0 * 10 } }
        expect(res, toMatch: "---a-b-|", values: ["a": 10, "b": 20], origin: 180)
    }

    @Test func aDriverDrivesMainActorStateOnVirtualTime() {
        let scheduler = TestScheduler(initialClock: 0)
        var titles: [String] = []
        SharingScheduler.mock(scheduler: scheduler) {
            let xs = scheduler.createHotObservable([.next(210, "Loading"), .next(230, "Done")])
            let title = xs.asDriver(onErrorJustReturn: "Failed")
            let subscription = title.drive(onNext: { titles.append($0) })
            scheduler.advanceTo(220)
            #expect(titles == ["Loading"])
            scheduler.start()
            subscription.dispose()
        }
        #expect(titles == ["Loading", "Done"])
    }
}
