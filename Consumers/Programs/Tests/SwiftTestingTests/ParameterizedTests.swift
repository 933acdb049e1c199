import SwiftRx
import SwiftRxTest
import Testing

/// One operator of the table test below, with what it does to `-a-b-c-|`.
enum StringOperator: String, CaseIterable, Sendable {
    case uppercased, skipFirst, dropB, startWithZ, lastOnly

    func apply(_ source: Observable<String>) -> Observable<String> {
        switch self {
        case .uppercased: source.map { $0.uppercased() }
        case .skipFirst: source.skip(1)
        case .dropB: source.filter { $0 != "b" }
        case .startWithZ: source.startWith("z")
        case .lastOnly: source.takeLast(1)
        }
    }

    var expected: String {
        switch self {
        case .uppercased: "-A-B-C-|"
        case .skipFirst: "---b-c-|"
        case .dropB: "-a---c-|"
        case .startWithZ: "za-b-c-|"
        case .lastOnly: "-------(c|)"
        }
    }
}

@Suite struct ParameterizedTests {
    @Test(.noLeaks, arguments: zip(0...4, ["|", "-(a|)", "-a-(b|)", "-a-b-(c|)", "-a-b-c-|"]))
    func takeCount(count: Int, expected: String) {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable("-a-b-c-|")

        let res = scheduler.start { xs.take(count) }

        expect(res, toMatch: expected)
    }

    @Test(.noLeaks, arguments: [(10, "--a-b----c--|"), (30, "------b----c|"), (60, "------------(c|)")])
    func debounceDueTime(seconds: Int, expected: String) {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable("-a-b----c---|")

        let res = scheduler.start { xs.debounce(.seconds(seconds), scheduler: scheduler) }

        expect(res, toMatch: expected)
    }

    @Test(.noLeaks, arguments: StringOperator.allCases)
    func operatorTable(_ op: StringOperator) {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable("-a-b-c-|")

        let res = scheduler.start { op.apply(xs.asObservable()) }

        expect(res, toMatch: op.expected)
        #expect(xs.subscriptions == [Subscription(200, 270)])
    }

    @Test(arguments: [TestError.boom, .other])
    func errorSymbolsCarryTheirError(_ error: TestError) {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable("-a-x", values: ["a": 1], errors: ["x": error])

        let res = scheduler.start { xs.map { $0 + 1 } }

        expect(res, toMatch: "-b-x", values: ["b": 2], errors: ["x": error])
        #expect(res.events == [.next(210, 2), .error(230, error)])
    }

    @Test(arguments: [1, 2, 5])
    func frameWidthScalesTheDiagram(frameWidth: TestTime) {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable("-a--b|", values: ["a": 1, "b": 2], frameWidth: frameWidth)

        let res = scheduler.start { xs.asObservable() }

        expect(res, toMatch: "-a--b|", values: ["a": 1, "b": 2], frameWidth: frameWidth)
        #expect(res.events.map(\.time) == [200 + frameWidth, 200 + 4 * frameWidth, 200 + 5 * frameWidth])
    }
}
