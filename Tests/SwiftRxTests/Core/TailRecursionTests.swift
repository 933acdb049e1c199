import SwiftRx
import Testing

/// `maxTailRecursiveSinkStackSize` is process-wide: these tests reset it and read it, as RxSwift's
/// concat suites do; run serially (the README's `swift test --no-parallel`).
@Suite("maxTailRecursiveSinkStackSize", .serialized)
struct TailRecursionTests {
    /// `concat(just(depth), concat(just(depth + 1), ...))`, `levels` deep.
    private static func nested(_ depth: Int, levels: Int) -> Observable<Int> {
        depth == levels - 1
            ? Observable.just(depth)
            : Observable.concat([Observable.just(depth), nested(depth + 1, levels: levels)])
    }

    private static func elements(of source: Observable<Int>) -> [Int] {
        let log = EventLog<Int>()
        source.subscribe { log.append($0) }.dispose()
        #expect(log.isCompleted)
        return log.elements
    }

    @Test(arguments: [false, true])
    func aConcatOfManySourcesDoesNotGrowTheStack(lazily: Bool) {
        maxTailRecursiveSinkStackSize = 0
        let sources = (0..<10_000).lazy.map { Observable.just($0) }
        let source = lazily ? Observable.concat(AnySequence(sources)) : Observable.concat(Array(sources))
        #expect(Self.elements(of: source) == Array(0..<10_000))
        #expect(maxTailRecursiveSinkStackSize == (Resources.isTracing ? 1 : 0))
    }

    @Test func aConcatNestedInAnotherCountsOneLevelMore() {
        maxTailRecursiveSinkStackSize = 0
        #expect(Self.elements(of: Self.nested(0, levels: 20)) == Array(0..<20))
        // 19 concats, each the last source of the one before.
        #expect(maxTailRecursiveSinkStackSize == (Resources.isTracing ? 19 : 0))
    }

    @Test func catchOverASequenceDoesNotGrowTheStack() {
        maxTailRecursiveSinkStackSize = 0
        let failing = (0..<1_000).map { _ in Observable<Int>.error(TestError()) }
        #expect(Self.elements(of: Observable.catch(sequence: failing + [Observable.just(7)])) == [7])
        #expect(maxTailRecursiveSinkStackSize == (Resources.isTracing ? 1 : 0))
    }

    @Test func theCounterCanBeSetAndRead() {
        maxTailRecursiveSinkStackSize = 42
        #expect(maxTailRecursiveSinkStackSize == 42)
        maxTailRecursiveSinkStackSize = 0
        #expect(maxTailRecursiveSinkStackSize == 0)
    }
}
