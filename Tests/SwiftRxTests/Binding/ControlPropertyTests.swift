import SwiftRx
import SwiftRxTest
import Synchronization
import Testing

private func capturingReports(_ body: () -> Void) -> [String] {
    let reports = Mutex<[String]>([])
    Hooks.Scope(defaultErrorHandler: { _, error in reports.withLock { $0.append("\(error)") } }).run(body)
    return reports.withLock { $0 }
}

// ControlProperty subscribes on ConcurrentMainScheduler: on the main actor that is immediate, so
// the virtual-time scenarios below stay deterministic.
@MainActor
@Suite("ControlProperty", .scopedResources)
struct ControlPropertyTests {
    @Test func observersReceiveTheValues() {
        let start = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let values = scheduler.createHotObservable([
                .next(150, "old"), .next(210, "a"), .next(220, "b"), .completed(300),
            ])
            let sink = scheduler.createObserver(String.self)
            let property = ControlProperty(values: values, valueSink: sink)
            let res = scheduler.start { property }
            #expect(res.events == [.next(210, "a"), .next(220, "b"), .completed(300)])
            #expect(values.subscriptions == [Subscription(200, 300)])
            #expect(sink.events.isEmpty)
        }
        #expect(liveResources == start)
    }

    @Test func disposingStopsTheValues() {
        let scheduler = TestScheduler(initialClock: 0)
        let values = scheduler.createHotObservable([.next(210, 1), .next(260, 2)])
        let property = ControlProperty(values: values, valueSink: scheduler.createObserver(Int.self))
        let res = scheduler.start(disposed: 250) { property.asObservable() }
        #expect(res.events == [.next(210, 1)])
        #expect(values.subscriptions == [Subscription(200, 250)])
    }

    @Test func elementsAndCompletionSentToThePropertyGoToTheSink() {
        let scheduler = TestScheduler(initialClock: 0)
        let sink = scheduler.createObserver(Int.self)
        let property = ControlProperty(values: Observable<Int>.never(), valueSink: sink)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        scheduler.scheduleAt(200) { _ = xs.bind(to: property) }
        scheduler.start()
        #expect(sink.events == [.next(210, 1), .next(220, 2), .completed(230)])
    }

    @Test func anErrorSentToThePropertyIsReportedNotForwarded() {
        let scheduler = TestScheduler(initialClock: 0)
        let sink = scheduler.createObserver(Int.self)
        let property = ControlProperty(values: Observable<Int>.never(), valueSink: sink)
        let reports = capturingReports {
            property.on(.error(TestError(id: 2)))
        }
        #expect(sink.events.isEmpty)
        #expect(reports.count == 1)
        #expect(reports.first?.contains("ControlProperty<Int>") == true)
        #expect(reports.first?.contains("TestError(id: 2)") == true)
    }

    @Test func changedSkipsTheCurrentValue() {
        let scheduler = TestScheduler(initialClock: 0)
        let values = scheduler.createColdObservable([.next(0, "current"), .next(20, "typed"), .next(30, "more")])
        let property = ControlProperty(values: values, valueSink: scheduler.createObserver(String.self))
        let res = scheduler.start { property.changed }
        #expect(res.events == [.next(220, "typed"), .next(230, "more")])
        #expect(values.subscriptions == [Subscription(200, 1000)])
    }

    @Test func orEmptyReadsNilAsTheEmptyStringAndSetsNonNilStrings() {
        let start = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let values = scheduler.createHotObservable([.next(210, "a"), .next(220, nil), .next(230, "b")])
            let sink = scheduler.createObserver(String?.self)
            let text = ControlProperty<String?>(values: values, valueSink: sink).orEmpty
            scheduler.scheduleAt(240) { text.onNext("set") }
            let res = scheduler.start { text }
            #expect(res.events == [.next(210, "a"), .next(220, ""), .next(230, "b")])
            #expect(sink.events == [.next(240, Optional("set"))])
        }
        #expect(liveResources == start)
    }

    @Test func asControlPropertyReturnsTheSameProperty() {
        let scheduler = TestScheduler(initialClock: 0)
        let values = scheduler.createHotObservable([.next(210, 7)])
        let property = ControlProperty(values: values, valueSink: scheduler.createObserver(Int.self))
        let res = scheduler.start { property.asControlProperty() }
        #expect(res.events == [.next(210, 7)])
    }
}
