import SwiftRx
import SwiftRxTest
import Testing

@Suite("Infallible merge, concat, withLatestFrom, take(until:), skip(until:)", .scopedResources)
struct InfallibleCombiningTests {
    @Test(arguments: ["variadic", "array", "collection"])
    func mergeAllForms(form: String) {
        let start = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 3), .completed(240)])
            let ys = scheduler.createHotObservable([.next(220, 2), .completed(250)])
            let a = xs.asInfallible(onErrorJustReturn: 0)
            let b = ys.asInfallible(onErrorJustReturn: 0)
            let res = scheduler.start { () -> Infallible<Int> in
                switch form {
                case "variadic": return Infallible.merge(a, b)
                case "array": return Infallible.merge([a, b])
                default: return Infallible.merge(ArraySlice([a, b]))
                }
            }
            #expect(res.events == [.next(210, 1), .next(220, 2), .next(230, 3), .completed(250)])
            #expect(xs.subscriptions == [Subscription(200, 240)])
            #expect(ys.subscriptions == [Subscription(200, 250)])
        }
        #expect(liveResources == start)
    }

    @Test(arguments: ["instance", "variadic", "sequence", "instanceFunctionValue", "staticFunctionValue"])
    func concatAllForms(form: String) {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let ys = scheduler.createColdObservable([.next(10, 2), .completed(20)])
        let a = xs.asInfallible(onErrorJustReturn: 0)
        let b = ys.asInfallible(onErrorJustReturn: 0)
        let res = scheduler.start { () -> Infallible<Int> in
            switch form {
            case "instance": return a.concat(b)
            case "variadic": return Infallible.concat(a, b)
            case "instanceFunctionValue":
                let append: (Infallible<Int>) -> Infallible<Int> = a.concat
                return append(b)
            case "staticFunctionValue":
                let concat: ([Infallible<Int>]) -> Infallible<Int> = Infallible.concat
                return concat([a, b])
            default: return Infallible.concat([a, b].lazy.map { $0 })
            }
        }
        #expect(res.events == [.next(210, 1), .next(230, 2), .completed(240)])
        #expect(xs.subscriptions == [Subscription(200, 220)])
        #expect(ys.subscriptions == [Subscription(220, 240)])
    }

    @Test func withLatestFromBothForms() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .next(250, 3), .completed(300)])
        let ys = scheduler.createHotObservable([.next(220, "a"), .next(240, "b")])
        let source = xs.asInfallible(onErrorJustReturn: 0)
        let other = ys.asInfallible(onErrorJustReturn: "")
        let combined = scheduler.createObserver(String.self)
        let latest = scheduler.createObserver(String.self)
        scheduler.scheduleAt(200) {
            _ = source.withLatestFrom(other) { "\($0)\($1)" }.subscribe(combined)
            _ = source.withLatestFrom(other).subscribe(latest)
        }
        scheduler.start()
        #expect(combined.events == [.next(230, "2a"), .next(250, "3b"), .completed(300)])
        #expect(latest.events == [.next(230, "a"), .next(250, "b"), .completed(300)])
    }

    @Test func takeUntilAnInfallibleOrAFailingObservable() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(300)])
        let stop = scheduler.createHotObservable([.next(220, ())])
        let failing = scheduler.createHotObservable([Recorded<Event<Int>>.error(220, TestError())])
        let source = xs.asInfallible(onErrorJustReturn: 0)
        let byInfallible = scheduler.createObserver(Int.self)
        let byFailure = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) {
            _ = source.take(until: stop.asInfallible(onErrorJustReturn: ())).subscribe(byInfallible)
            _ = source.take(until: failing).subscribe(byFailure)
        }
        scheduler.start()
        #expect(byInfallible.events == [.next(210, 1), .completed(220)])
        #expect(byFailure.events == [.next(210, 1), .completed(220)])  // the error ends it, it does not fail
    }

    @Test func skipUntil() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(300)])
        let go = scheduler.createHotObservable([.next(220, ())])
        let res = scheduler.start {
            xs.asInfallible(onErrorJustReturn: 0).skip(until: go.asInfallible(onErrorJustReturn: ()))
        }
        #expect(res.events == [.next(230, 2), .completed(300)])
    }

    /// The trigger may be any observable; its error does not fail the infallible sequence, it only
    /// means the start never comes (so, as for an observable, not even the completion is forwarded).
    @Test func skipUntilAnObservable() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(300)])
        let go = scheduler.createHotObservable([.next(220, 7)])
        let res = scheduler.start { xs.asInfallible(onErrorJustReturn: 0).skip(until: go).asObservable() }
        #expect(res.events == [.next(230, 2), .completed(300)])

        let second = TestScheduler(initialClock: 0)
        let ys = second.createHotObservable([.next(210, 1), .next(230, 2), .completed(300)])
        let failing = second.createHotObservable([.error(220, TestError())] as [Recorded<Event<Int>>])
        let dropped = second.start { ys.asInfallible(onErrorJustReturn: 0).skip(until: failing).asObservable() }
        #expect(dropped.events == [])
        #expect(failing.subscriptions == [Subscription(200, 220)])
    }
}
