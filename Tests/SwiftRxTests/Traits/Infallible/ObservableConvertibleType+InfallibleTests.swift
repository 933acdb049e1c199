import SwiftRx
import SwiftRxTest
import Testing

@Suite("asInfallible(onErrorJustReturn:/onErrorFallbackTo:/onErrorRecover:)", .scopedResources)
struct ObservableConvertibleTypeInfallibleTests {
    @Test func onErrorJustReturnEndsWithTheElementInPlaceOfTheError() {
        let start = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .error(230, TestError())])
            let res = scheduler.start { xs.asInfallible(onErrorJustReturn: 0) }
            #expect(res.events == [.next(210, 1), .next(220, 2), .next(230, 0), .completed(230)])
            #expect(xs.subscriptions == [Subscription(200, 230)])
        }
        #expect(liveResources == start)
    }

    @Test func onErrorFallbackToContinuesWithTheFallback() {
        let start = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .error(230, TestError())])
            let fallback = scheduler.createColdObservable([.next(10, 8), .next(20, 9), .completed(30)])
            let res = scheduler.start {
                xs.asInfallible(onErrorFallbackTo: fallback.asInfallible(onErrorJustReturn: -1))
            }
            #expect(res.events == [.next(210, 1), .next(240, 8), .next(250, 9), .completed(260)])
            #expect(xs.subscriptions == [Subscription(200, 230)])
            #expect(fallback.subscriptions == [Subscription(230, 260)])
        }
        #expect(liveResources == start)
    }

    @Test func onErrorRecoverContinuesWithWhatTheHandlerMakesFromTheError() {
        let start = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .error(230, TestError(id: 7))])
            let res = scheduler.start {
                xs.asInfallible(onErrorRecover: { error in
                    Infallible.just((error as? TestError)?.id ?? -1)
                })
            }
            #expect(res.events == [.next(210, 1), .next(230, 7), .completed(230)])
            #expect(xs.subscriptions == [Subscription(200, 230)])
        }
        #expect(liveResources == start)
    }

    @Test(arguments: ["justReturn", "fallbackTo", "recover"])
    func aSourceThatDoesNotFailPassesUnchanged(form: String) {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let res = scheduler.start { () -> Infallible<Int> in
            switch form {
            case "justReturn": return xs.asInfallible(onErrorJustReturn: 0)
            case "fallbackTo": return xs.asInfallible(onErrorFallbackTo: .just(0))
            default: return xs.asInfallible(onErrorRecover: { _ in .just(0) })
            }
        }
        #expect(res.events == [.next(210, 1), .next(220, 2), .completed(300)])
        #expect(xs.subscriptions == [Subscription(200, 300)])
    }

    @Test func disposingStopsTheSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2)])
        let res = scheduler.start(disposed: 250) { xs.asInfallible(onErrorJustReturn: 0) }
        #expect(res.events == [.next(210, 1)])
        #expect(xs.subscriptions == [Subscription(200, 250)])
    }
}
