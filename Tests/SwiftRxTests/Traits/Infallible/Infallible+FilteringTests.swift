import Dispatch
import SwiftRx
import SwiftRxTest
import Testing

private struct Item: Equatable, Sendable {
    let letter: String
    let number: Int
}

/// Runs `make` against a hot source on a fresh TestScheduler; returns the recorded events.
private func run<Element: Equatable, Result: Equatable>(
    _ events: [Recorded<Event<Element>>],
    _ make: @escaping (Infallible<Element>, TestScheduler) -> Infallible<Result>
) -> [Recorded<Event<Result>>] {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable(events)
    let source = xs.asInfallible(onErrorFallbackTo: .empty())
    return scheduler.start { make(source, scheduler) }.events
}

@Suite("Infallible filtering operators", .scopedResources)
struct InfallibleFilteringTests {
    private let numbers: [Recorded<Event<Int>>] = [
        .next(210, 1), .next(220, 2), .next(230, 2), .next(240, 5), .next(250, 1), .completed(300),
    ]

    @Test func filter() {
        let start = liveResources
        #expect(
            run(numbers) { xs, _ in xs.filter { $0 % 2 == 1 } } == [
                .next(210, 1), .next(240, 5), .next(250, 1), .completed(300),
            ])
        #expect(liveResources == start)
    }

    @Test func distinctUntilChangedForms() {
        let distinct: [Recorded<Event<Int>>] = [
            .next(210, 1), .next(220, 2), .next(240, 5), .next(250, 1), .completed(300),
        ]
        #expect(run(numbers) { xs, _ in xs.distinctUntilChanged() } == distinct)
        #expect(run(numbers) { xs, _ in xs.distinctUntilChanged { $0 } } == distinct)
        #expect(run(numbers) { xs, _ in xs.distinctUntilChanged { $0 == $1 } } == distinct)
        #expect(
            run(numbers) { xs, _ in xs.distinctUntilChanged({ $0 % 2 }, comparer: ==) }
                == [.next(210, 1), .next(220, 2), .next(240, 5), .completed(300)])
        let items: [Recorded<Event<Item>>] = [
            .next(210, Item(letter: "a", number: 1)), .next(220, Item(letter: "a", number: 2)),
            .next(230, Item(letter: "b", number: 1)), .completed(300),
        ]
        #expect(
            run(items) { xs, _ in xs.distinctUntilChanged(at: \.letter).map(\.number) }
                == [.next(210, 1), .next(230, 1), .completed(300)])
    }

    @Test func takeForms() {
        #expect(run(numbers) { xs, _ in xs.take(2) } == [.next(210, 1), .next(220, 2), .completed(220)])
        #expect(
            run(numbers) { xs, _ in xs.take(while: { $0 < 3 }) } == [
                .next(210, 1), .next(220, 2), .next(230, 2), .completed(240),
            ])
        #expect(
            run(numbers) { xs, _ in xs.take(while: { $0 < 3 }, behavior: .inclusive) }
                == [.next(210, 1), .next(220, 2), .next(230, 2), .next(240, 5), .completed(240)])
        #expect(run(numbers) { xs, _ in xs.take(until: { $0 == 2 }) } == [.next(210, 1), .completed(220)])
        #expect(
            run(numbers) { xs, s in xs.take(for: .seconds(25), scheduler: s) } == [
                .next(210, 1), .next(220, 2), .completed(225),
            ])
    }

    @Test func skipForms() {
        #expect(run(numbers) { xs, _ in xs.skip(3) } == [.next(240, 5), .next(250, 1), .completed(300)])
        #expect(
            run(numbers) { xs, _ in xs.skip(while: { $0 < 3 }) } == [.next(240, 5), .next(250, 1), .completed(300)])
        #expect(
            run(numbers) { xs, s in xs.skip(.seconds(35), scheduler: s) } == [
                .next(240, 5), .next(250, 1), .completed(300),
            ])
    }

    @Test func disposalStopsTheSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(numbers)
        let res = scheduler.start(disposed: 225) { xs.asInfallible(onErrorJustReturn: 0).filter { _ in true } }
        #expect(res.events == [.next(210, 1), .next(220, 2)])
        #expect(xs.subscriptions == [Subscription(200, 225)])
    }
}
