import Dispatch
import SwiftRx
import SwiftRxTest
import Testing

private final class Owner: Sendable {
    let id: Int
    init(id: Int) { self.id = id }
}

@Suite("Infallible transforming operators", .scopedResources)
struct InfallibleTransformingTests {
    @Test func mapAndCompactMap() {
        let start = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, "1"), .next(220, "x"), .next(230, "3"), .completed(300)])
            let source = xs.asInfallible(onErrorJustReturn: "")
            let mapped = scheduler.start { source.map { $0 + "!" } }
            #expect(mapped.events == [.next(210, "1!"), .next(220, "x!"), .next(230, "3!"), .completed(300)])
            #expect(xs.subscriptions == [Subscription(200, 300)])
        }
        #expect(liveResources == start)
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, "1"), .next(220, "x"), .next(230, "3"), .completed(300)])
        let res = scheduler.start { xs.asInfallible(onErrorJustReturn: "").compactMap { Int($0) } }
        #expect(res.events == [.next(210, 1), .next(230, 3), .completed(300)])
    }

    @Test(arguments: ["flatMap", "flatMapLatest", "flatMapFirst", "concatMap"])
    func higherOrderMapsKeepTheirSemantics(kind: String) {
        let start = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(215, 2), .completed(300)])
            let inner: @Sendable (Int) -> Infallible<Int> = { value in
                Infallible.of(value * 10, value * 10 + 1)
                    .concatMap { element in
                        Infallible<Int>.timer(.seconds(10), scheduler: scheduler).map { _ in element }
                    }
            }
            let source = xs.asInfallible(onErrorJustReturn: 0)
            let res = scheduler.start { () -> Infallible<Int> in
                switch kind {
                case "flatMap": return source.flatMap(inner)
                case "flatMapLatest": return source.flatMapLatest(inner)
                case "flatMapFirst": return source.flatMapFirst(inner)
                default: return source.concatMap(inner)
                }
            }
            let expected: [Recorded<Event<Int>>]
            switch kind {
            case "flatMap":
                expected = [.next(220, 10), .next(225, 20), .next(230, 11), .next(235, 21), .completed(300)]
            case "flatMapLatest": expected = [.next(225, 20), .next(235, 21), .completed(300)]
            case "flatMapFirst": expected = [.next(220, 10), .next(230, 11), .completed(300)]
            default: expected = [.next(220, 10), .next(230, 11), .next(240, 20), .next(250, 21), .completed(300)]
            }
            #expect(res.events == expected)
            #expect(xs.subscriptions == [Subscription(200, 300)])
        }
        #expect(liveResources == start)
    }

    @Test func scanBothForms() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
        let source = xs.asInfallible(onErrorJustReturn: 0)
        let sums = scheduler.start { source.scan(0) { $0 + $1 } }
        #expect(sums.events == [.next(210, 1), .next(220, 3), .next(230, 6), .completed(300)])

        let other = TestScheduler(initialClock: 0)
        let ys = other.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let arrays = other.start { ys.asInfallible(onErrorJustReturn: 0).scan(into: [Int]()) { $0.append($1) } }
        #expect(arrays.events == [.next(210, [1]), .next(220, [1, 2]), .completed(300)])
    }

    @Test func withUnretainedCompletesOnceTheObjectIsGone() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2), .completed(300)])
        var owner: Owner? = Owner(id: 7)
        let source = xs.asInfallible(onErrorJustReturn: 0)
        let selected = scheduler.createObserver(Int.self)
        let pairs = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) {
            _ = source.withUnretained(owner!) { owner, value in owner.id * 100 + value }.subscribe(selected)
            _ = source.withUnretained(owner!).map { owner, value in owner.id + value }.subscribe(pairs)
        }
        scheduler.scheduleAt(250) { owner = nil }
        scheduler.start()
        #expect(selected.events == [.next(210, 701), .completed(260)])
        #expect(pairs.events == [.next(210, 8), .completed(260)])
    }
}
