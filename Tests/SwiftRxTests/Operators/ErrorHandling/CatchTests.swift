import SwiftRx
import SwiftRxTest
import Testing

@Suite("catch", .scopedResources)
struct CatchTests {
    @Test func passesEventsThroughWhenNothingFails() {
        let resources = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .next(220, 3), .completed(300)])
            let ys = scheduler.createColdObservable([.next(10, 9), .completed(20)])
            let res = scheduler.start { xs.catch { _ in ys.asObservable() } }
            #expect(res.events == [.next(210, 2), .next(220, 3), .completed(300)])
            #expect(xs.subscriptions == [Subscription(200, 300)])
            #expect(ys.subscriptions == [])
        }
        #expect(liveResources == resources)
    }

    @Test func continuesWithTheRecoverySequence() {
        let resources = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .error(230, TestError(id: 1))])
            let ys = scheduler.createColdObservable([.next(10, 8), .next(20, 9), .completed(30)])
            let errors = EventLog<Int>()
            let res = scheduler.start {
                xs.catch { error in
                    errors.append(.next((error as? TestError)?.id ?? -1))
                    return ys.asObservable()
                }
            }
            #expect(res.events == [.next(210, 1), .next(220, 2), .next(240, 8), .next(250, 9), .completed(260)])
            #expect(xs.subscriptions == [Subscription(200, 230)])
            #expect(ys.subscriptions == [Subscription(230, 260)])
            #expect(errors.elements == [1])
        }
        #expect(liveResources == resources)
    }

    @Test func recoverySequenceErrorEndsTheSequence() {
        let resources = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .error(230, TestError(id: 1))])
            let ys = scheduler.createColdObservable(
                [.next(10, 8), .error(20, TestError(id: 2))] as [Recorded<Event<Int>>])
            let res = scheduler.start { xs.catch { _ in ys.asObservable() } }
            #expect(res.events == [.next(210, 1), .next(240, 8), .error(250, TestError(id: 2))])
            #expect(ys.subscriptions == [Subscription(230, 250)])
        }
        #expect(liveResources == resources)
    }

    @Test func handlerThrowingEndsWithTheThrownError() {
        let resources = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .error(230, TestError(id: 1))])
            let res = scheduler.start { xs.catch { _ in throw TestError(id: 3) } }
            #expect(res.events == [.next(210, 1), .error(230, TestError(id: 3))])
            #expect(xs.subscriptions == [Subscription(200, 230)])
        }
        #expect(liveResources == resources)
    }

    @Test func disposalStopsTheRecoverySequence() {
        let resources = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .error(230, TestError(id: 1))])
            let ys = scheduler.createColdObservable([.next(10, 8), .next(100, 9), .completed(200)])
            let res = scheduler.start(disposed: 300) { xs.catch { _ in ys.asObservable() } }
            #expect(res.events == [.next(210, 1), .next(240, 8)])
            #expect(xs.subscriptions == [Subscription(200, 230)])
            #expect(ys.subscriptions == [Subscription(230, 300)])
        }
        #expect(liveResources == resources)
    }

    @Test func disposalBeforeAnErrorStopsTheSource() {
        let resources = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2), .error(300, TestError())])
            let ys = scheduler.createColdObservable([.next(10, 8)])
            let res = scheduler.start(disposed: 250) { xs.catch { _ in ys.asObservable() } }
            #expect(res.events == [.next(210, 1)])
            #expect(xs.subscriptions == [Subscription(200, 250)])
            #expect(ys.subscriptions == [])
        }
        #expect(liveResources == resources)
    }

    @Test func synchronousFailureSwitchesToTheRecovery() {
        let resources = liveResources
        let log = EventLog<Int>()
        do {
            _ = Observable<Int>.error(TestError()).catch { _ in .just(5) }.subscribe { log.append($0) }
        }
        #expect(log.elements == [5])
        #expect(log.isCompleted)
        #expect(liveResources == resources)
    }

    @available(*, deprecated)
    @Test func deprecatedCatchErrorBehavesLikeCatch() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(230, TestError())])
        let res = scheduler.start { xs.catchError { _ in .just(7) } }
        #expect(res.events == [.next(210, 1), .next(230, 7), .completed(230)])
    }
}

/// Every spelling RxSwift code writes for `catch` gives the same events and subscriptions: the
/// instance form with a trailing or a parenthesized closure (called at once or stored), and the
/// static `catch(sequence:)`, also as a function value, and the instance form as a function value of a
/// spelled type (through the function-typed `catch`).
@Suite("catch spellings", .scopedResources)
struct CatchSpellingTests {
    enum Spelling: String, CaseIterable, Sendable {
        case trailingClosure, parenthesizedClosure, storedInstance, staticSequence, staticFunctionValue
        case instanceFunctionValue, staticFunctionValueOfUnboundType

        func recover(_ a: Observable<Int>, with b: Observable<Int>) -> Observable<Int> {
            switch self {
            case .trailingClosure: return a.catch { _ in b }
            case .parenthesizedClosure: return a.catch({ _ in b })
            case .storedInstance:
                let recover = a.catch
                return recover { _ in b }
            case .staticSequence: return Observable.catch(sequence: [a, b])
            case .staticFunctionValue:
                let recover: ([Observable<Int>]) -> Observable<Int> = Observable<Int>.catch(sequence:)
                return recover([a, b])
            case .instanceFunctionValue:
                // The handler is `@Sendable`, as every SwiftRx closure that may run on another thread.
                let recover: (@escaping @Sendable (any Error) throws -> Observable<Int>) -> Observable<Int> = a.catch
                return recover { _ in b }
            case .staticFunctionValueOfUnboundType:
                let recover: ([Observable<Int>]) -> Observable<Int> = Observable.catch(sequence:)
                return recover([a, b])
            }
        }
    }

    @Test(arguments: Spelling.allCases)
    func everySpellingContinuesWithTheNextSource(spelling: Spelling) {
        let start = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let a = scheduler.createColdObservable([.next(10, 1), .error(20, TestError())])
            let b = scheduler.createColdObservable([.next(5, 2), .completed(10)])
            let res = scheduler.start { spelling.recover(a.asObservable(), with: b.asObservable()) }
            #expect(res.events == [.next(210, 1), .next(225, 2), .completed(230)])
            #expect(a.subscriptions == [Subscription(200, 220)])
            #expect(b.subscriptions == [Subscription(220, 230)])
        }
        #expect(liveResources == start)
    }
}
