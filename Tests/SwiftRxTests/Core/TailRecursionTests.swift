import Testing

@testable import SwiftRx

/// `maxTailRecursiveSinkStackSize` is process-wide, and tests running at the same time raise it with
/// their own `concat`s; these tests read what their own thread recorded (each runs its chain
/// synchronously on its thread), and check that the process-wide maximum is at least that.
/// ``TailRecursionProcessWideTests`` checks the process-wide counter itself.
@Suite("maxTailRecursiveSinkStackSize")
struct TailRecursionTests {
    /// The deepest level recorded on this thread since the test set it to 0, checked against the
    /// process-wide maximum.
    private static var deepest: Int {
        let own = TailRecursion.deepestOnThisThread
        #expect(maxTailRecursiveSinkStackSize >= own)
        return own
    }

    /// `concat(just(depth), concat(just(depth + 1), ...))`, `levels` deep, each `concat` over a
    /// lazily mapped collection (built as it is iterated), or over a sequence of unknown length.
    private static func nested(_ depth: Int, levels: Int, overSequences: Bool = false) -> Observable<Int> {
        if depth == levels - 1 { return Observable.just(depth) }
        let parts = [0, 1].lazy.map { part in
            part == 0 ? Observable.just(depth) : nested(depth + 1, levels: levels, overSequences: overSequences)
        }
        return overSequences ? Observable.concat(AnySequence(parts)) : Observable.concat(parts)
    }

    /// As ``nested(_:levels:overSequences:)`` without an end, over sequences of unknown length. Each
    /// element is emitted from the current-thread trampoline: as in RxSwift, a concat steps to its
    /// next source in a loop inside its subscription, so an endless run of sources that end during
    /// their subscription would never let `take` dispose it.
    private static func endless(_ depth: Int) -> Observable<Int> {
        Observable.concat(
            AnySequence(
                [0, 1].lazy.map {
                    $0 == 0 ? Observable.just(depth, scheduler: CurrentThreadScheduler.instance) : endless(depth + 1)
                })
        )
    }

    private static var tracing: Bool { Resources.isTracing }

    private static func elements(of source: Observable<Int>) -> [Int] {
        let log = EventLog<Int>()
        source.subscribe { log.append($0) }.dispose()
        #expect(log.isCompleted)
        return log.elements
    }

    @Test(arguments: [false, true])
    func aConcatOfManySourcesDoesNotGrowTheStack(lazily: Bool) {
        TailRecursion.deepestOnThisThread = 0
        let sources = (0..<10_000).lazy.map { Observable.just($0) }
        let source = lazily ? Observable.concat(AnySequence(sources)) : Observable.concat(Array(sources))
        #expect(Self.elements(of: source) == Array(0..<10_000))
        #expect(Self.deepest == (Resources.isTracing ? 1 : 0))
    }

    @Test func aConcatThatIsTheLastSourceOfAnotherIsFlattenedToAnyDepth() {
        TailRecursion.deepestOnThisThread = 0
        #expect(Self.elements(of: Self.nested(0, levels: 1_000)) == Array(0..<1_000))
        #expect(Self.deepest == (Self.tracing ? 1 : 0))
    }

    @Test func nestedConcatsOverArraysAndTheInstanceFormAreFlattenedToo() {
        TailRecursion.deepestOnThisThread = 0
        var source = Observable.just(99)
        for value in (0..<99).reversed() {
            source =
                value.isMultiple(of: 2)
                ? Observable.concat([Observable.just(value), source]) : Observable.just(value).concat(source)
        }
        #expect(Self.elements(of: source) == Array(0..<100))
        #expect(Self.deepest == (Self.tracing ? 1 : 0))
    }

    @Test func aDeepRightNestedConcatDoesNotOverflowTheStack() {
        // Each level would take several stack frames per event if it were subscribed to as a sink.
        #expect(Self.elements(of: Self.nested(0, levels: 100_000)) == Array(0..<100_000))
    }

    @Test func overSequencesOfUnknownLengthEachLevelKeepsItsIterator() {
        TailRecursion.deepestOnThisThread = 0
        #expect(Self.elements(of: Self.nested(0, levels: 50, overSequences: true)) == Array(0..<50))
        // 49 concats: none knows it has handed out its last source when it hands out the next level.
        #expect(Self.deepest == (Self.tracing ? 49 : 0))
    }

    @Test func anEndlessNestingOfSequencesIsCutByTake() {
        TailRecursion.deepestOnThisThread = 0
        #expect(Self.elements(of: Self.endless(0).take(1_000)) == Array(0..<1_000))
        #expect(Self.deepest == (Self.tracing ? 1_000 : 0))
    }

    @Test func aConcatNestedBeforeTheLastSourceKeepsTheOuterIterator() {
        TailRecursion.deepestOnThisThread = 0
        let inner = Observable.concat([Observable.just(1), Observable.just(2)])
        #expect(Self.elements(of: Observable.concat([inner, Observable.just(3)])) == [1, 2, 3])
        #expect(Self.deepest == (Self.tracing ? 2 : 0))
    }

    @Test func aConcatBehindAnotherOperatorCountsOnTopOfTheOuterOne() {
        TailRecursion.deepestOnThisThread = 0
        let inner = Observable.concat([Observable.just(2), Observable.just(3)]).map { $0 }
        #expect(Self.elements(of: Observable.concat([Observable.just(1), inner])) == [1, 2, 3])
        #expect(Self.deepest == (Self.tracing ? 2 : 0))
    }

    @Test func nestedCatchSequencesAreFlattened() {
        TailRecursion.deepestOnThisThread = 0
        var source = Observable.just(7)
        for _ in 0..<500 {
            source = Observable.catch(sequence: [Observable<Int>.error(TestError()), source])
        }
        #expect(Self.elements(of: source) == [7])
        #expect(Self.deepest == (Self.tracing ? 1 : 0))
    }

    @Test func catchOverASequenceDoesNotGrowTheStack() {
        TailRecursion.deepestOnThisThread = 0
        let failing = (0..<1_000).map { _ in Observable<Int>.error(TestError()) }
        #expect(Self.elements(of: Observable.catch(sequence: failing + [Observable.just(7)])) == [7])
        #expect(Self.deepest == (Resources.isTracing ? 1 : 0))
    }

}

/// The process-wide counter, reset and read as RxSwift's concat suites do: only exact while nothing
/// else runs, so these run in the process-exclusive step of `.ci/run`, one at a time.
@Suite("maxTailRecursiveSinkStackSize, process-wide", .serialized, .processExclusive)
struct TailRecursionProcessWideTests {
    @Test func theCounterCanBeSetAndRead() {
        maxTailRecursiveSinkStackSize = 42
        #expect(maxTailRecursiveSinkStackSize == 42)
        maxTailRecursiveSinkStackSize = 0
        #expect(maxTailRecursiveSinkStackSize == 0)
    }

    @Test func aConcatOfManySourcesRaisesTheProcessWideCounterToOne() {
        maxTailRecursiveSinkStackSize = 0
        let log = EventLog<Int>()
        Observable.concat((0..<10_000).map { Observable.just($0) }).subscribe { log.append($0) }.dispose()
        #expect(log.elements.count == 10_000)
        #expect(maxTailRecursiveSinkStackSize == (Resources.isTracing ? 1 : 0))
    }
}
