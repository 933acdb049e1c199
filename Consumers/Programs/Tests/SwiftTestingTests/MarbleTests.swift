import SwiftRx
import SwiftRxTest
import Testing

/// Operators checked with marble diagrams: hot and cold test observables drawn as text, results
/// matched against a diagram. Each frame is ten ticks and `start` subscribes at 200.
@Suite struct MarbleTests {
    let scheduler = TestScheduler(initialClock: 0)

    @Test(.noLeaks) func mapMissesWhatCameBeforeTheSubscription() {
        let xs = scheduler.createHotObservable("-a-^-b--c-|", values: ["a": 1, "b": 2, "c": 3])

        let res = scheduler.start { xs.map { $0 * 10 } }

        expect(res, toMatch: "--B--C-|", values: ["B": 20, "C": 30])
        #expect(xs.subscriptions == [Subscription(200, 270)])
    }

    @Test(.noLeaks) func filterKeepsEvenNumbers() {
        let xs = scheduler.createHotObservable("-1-^-2-3-4-|", values: ["1": 1, "2": 2, "3": 3, "4": 4])

        let res = scheduler.start { xs.filter { $0 % 2 == 0 } }

        expect(res, toMatch: "--2---4-|", values: ["2": 2, "4": 4])
    }

    @Test func stringDiagramsNameTheirOwnValues() {
        let xs = scheduler.createHotObservable("--a--b--|")

        let res = scheduler.start { xs.map { $0.uppercased() } }

        expect(res, toMatch: "--A--B--|")
        expectRecordedElements(res.events, ["A", "B"])
    }

    @Test(.noLeaks) func scanKeepsARunningTotal() {
        let xs = scheduler.createHotObservable("-1-2-3-|", values: ["1": 1, "2": 2, "3": 3])

        let res = scheduler.start { xs.scan(0, accumulator: +) }

        expect(res, toMatch: "-a-b-c-|", values: ["a": 1, "b": 3, "c": 6])
    }

    @Test(.noLeaks) func takeFromAColdSequenceCompletesInTheSameFrame() {
        let xs = scheduler.createColdObservable("-a-b-c-|")

        let res = scheduler.start { xs.take(2) }

        expect(res, toMatch: "-a-(b|)")
        #expect(xs.subscriptions == [Subscription(200, 230)])
    }

    @Test(.noLeaks) func distinctUntilChanged() {
        let xs = scheduler.createHotObservable("-a-a-b-b-a-|")

        let res = scheduler.start { xs.distinctUntilChanged() }

        expect(res, toMatch: "-a---b---a-|")
    }

    @Test(.noLeaks) func startWithEmitsAtTheSubscription() {
        let xs = scheduler.createHotObservable("--b-|")

        let res = scheduler.start { xs.startWith("a") }

        expect(res, toMatch: "a-b-|")
    }

    @Test(.noLeaks) func takeUntilStopsWhenTheOtherEmits() {
        let xs = scheduler.createHotObservable("-a-b-c-d-|")
        let stop = scheduler.createHotObservable("----x")

        let res = scheduler.start { xs.take(until: stop) }

        expect(res, toMatch: "-a-b|")
        #expect(xs.subscriptions == [Subscription(200, 240)])
        #expect(stop.subscriptions == [Subscription(200, 240)])
    }

    @Test(.noLeaks) func mergeInterleaves() {
        let xs = scheduler.createHotObservable("-a---c-|")
        let ys = scheduler.createHotObservable("--b-d|")

        let res = scheduler.start { Observable.merge(xs.asObservable(), ys.asObservable()) }

        expect(res, toMatch: "-ab-dc-|")
    }

    @Test(.noLeaks) func combineLatestCompletesWhenBothHave() {
        let xs = scheduler.createHotObservable("-a---b--|")
        let ys = scheduler.createHotObservable("---1---2-|")

        let res = scheduler.start { Observable.combineLatest(xs, ys) { $0 + $1 } }

        expect(res, toMatch: "---x-y-z-|", values: ["x": "a1", "y": "b1", "z": "b2"])
    }

    @Test(.noLeaks) func zipPairsInOrder() {
        let xs = scheduler.createHotObservable("-a-b-c|")
        let ys = scheduler.createHotObservable("--1--2--|")

        let res = scheduler.start { Observable.zip(xs, ys) { $0 + $1 } }

        expect(res, toMatch: "--x--y--|", values: ["x": "a1", "y": "b2"])
    }

    @Test(.noLeaks) func flatMapLatestSwitchesToTheNewestInner() {
        let xs = scheduler.createHotObservable("-a---b---|")
        let ys = scheduler.createColdObservable("-1-2-3|")
        let zs = scheduler.createColdObservable("-x|")

        let res = scheduler.start { xs.flatMapLatest { $0 == "a" ? ys : zs } }

        expect(res, toMatch: "--1-2-x--|")
        #expect(ys.subscriptions == [Subscription(210, 250)])
        #expect(zs.subscriptions == [Subscription(250, 270)])
    }

    @Test(.noLeaks) func debounceOnMarbles() {
        let xs = scheduler.createHotObservable("-a-b------c----|")

        let res = scheduler.start { xs.debounce(.seconds(30), scheduler: scheduler) }

        expect(res, toMatch: "------b------c-|")
    }

    @Test(.noLeaks) func delayShiftsEverythingButErrors() {
        let xs = scheduler.createHotObservable("-a-b-|")

        let res = scheduler.start { xs.delay(.seconds(20), scheduler: scheduler) }

        expect(res, toMatch: "---a-b-|")
    }

    @Test(.noLeaks) func anUnmappedHashIsAMarbleError() {
        let xs = scheduler.createHotObservable("-a-b-#")

        let res = scheduler.start { xs.map { $0.uppercased() } }

        expect(res, toMatch: "-A-B-#")
        #expect(res.events.last == .error(250, MarbleError()))
    }

    @Test(.noLeaks) func catchSwitchesToTheRecovery() {
        let xs = scheduler.createHotObservable("-a-x", errors: ["x": TestError.boom])
        let recovery = scheduler.createColdObservable("-r|")

        let res = scheduler.start { xs.catch { _ in recovery.asObservable() } }

        expect(res, toMatch: "-a--r|")
        #expect(recovery.subscriptions == [Subscription(230, 250)])
    }

    @Test(.noLeaks) func retryResubscribesToAColdSequence() {
        let xs = scheduler.createColdObservable("-a-#")

        let res = scheduler.start { xs.retry(2) }

        expect(res, toMatch: "-a--a-#")
        #expect(xs.subscriptions == [Subscription(200, 230), Subscription(230, 260)])
    }

    @Test func recordedEventsRenderAsADiagram() {
        let xs = scheduler.createHotObservable("-a-^-b--c-|", values: ["a": 1, "b": 2, "c": 3])

        let res = scheduler.start { xs.map { $0 * 10 } }

        #expect(res.marbles(values: ["B": 20, "C": 30]) == "--B--C-|")
        expectEqual(res.events, [.next(220, 20), .next(250, 30), .completed(270)])
        expectEqual(res.events, [.next(20), .next(30), .completed])
    }
}
