import SwiftRx
import SwiftRxTest
import Synchronization
import Testing

/// Subscribes on the current thread and returns what arrived synchronously.
private func record<Element: Sendable>(_ observable: Observable<Element>) -> EventLog<Element> {
    let log = EventLog<Element>()
    _ = observable.subscribe { log.append($0) }
    return log
}

@Suite("from(_:) and from(_:scheduler:) of an optional (deprecated)", .scopedResources)
struct ObservableFromOptionalTests {
    @available(*, deprecated)
    @Test func anOptionalWithAValueSendsItThenCompletes() {
        let start = liveResources
        do {
            let value: Int? = 7
            let observable = Observable.from(value)
            let first = record(observable)
            #expect(first.events == [.next(7), .completed])
            // Each subscription gets the element anew.
            #expect(record(observable).events == [.next(7), .completed])
        }
        #expect(liveResources == start)
    }

    @available(*, deprecated)
    @Test func nilOnlyCompletes() {
        #expect(record(Observable<Int>.from(nil)).events == [.completed])
        let none: String? = nil
        #expect(record(Observable.from(none)).events == [.completed])
    }

    @available(*, deprecated)
    @Test func theSchedulerFormSendsEachEventInAScheduledStep() {
        let start = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let res = scheduler.start { Observable.from(Optional(7), scheduler: scheduler) }
            #expect(res.events == [.next(201, 7), .completed(202)])

            let other = TestScheduler(initialClock: 0)
            let none = other.start { Observable<Int>.from(nil, scheduler: other) }
            #expect(none.events == [.completed(201)])
        }
        #expect(liveResources == start)
    }

    @available(*, deprecated)
    @Test func itIsTheSameAsTheLabelledForm() {
        let scheduler = TestScheduler(initialClock: 0)
        let deprecated = scheduler.start { Observable.from(Optional("a"), scheduler: scheduler) }
        let other = TestScheduler(initialClock: 0)
        let labelled = other.start { Observable.from(optional: Optional("a"), scheduler: other) }
        #expect(deprecated.events == labelled.events)
    }

    /// With the element type fixed to an array, an array argument fits only the optional form: it is
    /// sent as one element, as in RxSwift.
    @available(*, deprecated)
    @Test func anArrayBecomesOneElementWhenTheElementTypeIsAnArray() {
        #expect(record(Observable<[Int]>.from([1, 2])).events == [.next([1, 2]), .completed])
    }

    /// Not deprecated on purpose: each call below must keep resolving to the form it resolved to
    /// before the optional forms were added. Should one become ambiguous, the build fails; should one
    /// pick an optional form, the build warns (and CI fails on warnings), and the type checks below
    /// fail to compile. Each `from` is type-checked in a statement of its own, so that the pinned
    /// type cannot steer its overload.
    @Test func existingFromCallsKeepTheirForms() {
        let scheduler = TestScheduler(initialClock: 0)

        let array = Observable.from([1, 2, 3])
        let pinnedArray: Observable<Int> = array
        #expect(record(pinnedArray).elements == [1, 2, 3])

        let explicit = Observable<Int>.from([1, 2])
        #expect(record(explicit).elements == [1, 2])

        let set = Observable.from(Set([1]))
        let pinnedSet: Observable<Int> = set
        #expect(record(pinnedSet).elements == [1])

        let range = Observable.from(1...3)
        let pinnedRange: Observable<Int> = range
        #expect(record(pinnedRange).elements == [1, 2, 3])

        let string = Observable.from("ab")
        let pinnedString: Observable<Character> = string
        #expect(record(pinnedString).elements == ["a", "b"])

        let scheduled = Observable.from([1, 2], scheduler: scheduler)
        let pinnedScheduled: Observable<Int> = scheduled
        let res = scheduler.start { pinnedScheduled }
        #expect(res.events == [.next(201, 1), .next(202, 2), .completed(203)])

        let inferred: Observable<Int> = .from([1])
        #expect(record(inferred).elements == [1])

        let flattened = Observable.just([4, 5]).flatMap { Observable.from($0) }
        let pinnedFlattened: Observable<Int> = flattened
        #expect(record(pinnedFlattened).elements == [4, 5])

        let labelled = Observable.from(optional: 9)
        let pinnedLabelled: Observable<Int> = labelled
        #expect(record(pinnedLabelled).elements == [9])

        // `Any` elements: the array form (each element erased to `Any`), not one optional array.
        let anys: Observable<Any> = .from([1, 2])
        let count = Mutex(0)
        _ = anys.subscribe(onNext: { _ in count.withLock { $0 += 1 } })
        #expect(count.withLock { $0 } == 2)
    }

    /// Not deprecated on purpose, as above: the async-sequence form keeps its calls.
    @Test func asyncSequenceCallsKeepTheirForm() async throws {
        let stream = AsyncStream<Int> { continuation in
            continuation.yield(1)
            continuation.yield(2)
            continuation.finish()
        }
        let observable = Observable.from(stream)
        let pinned: Observable<Int> = observable
        var elements: [Int] = []
        for try await element in pinned.values {
            elements.append(element)
        }
        #expect(elements == [1, 2])
    }
}
