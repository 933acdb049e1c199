import Dispatch
import SwiftRx
import Testing

/// The time operators given `MainScheduler.instance` return a `MainActorObservable`, deliver the
/// events the operator sends with any scheduler, and deliver all of them (the terminal events that
/// come from the source's thread included) on the main actor. Real threads: the main queue is not a
/// virtual clock; every wait is bounded by `awaitOnMain`.
@Suite("Time operators on MainScheduler", .settlesResources)
@MainActor
struct MainSchedulerTimeOperatorsTests {
    /// A main scheduler of the test's own (each test gets a new suite value): `MainScheduler.instance`
    /// runs work at once on the main thread only while nothing else is queued on it, and tests running
    /// at the same time queue work on it.
    private let main = MainScheduler()

    /// Subscribes with main-actor closures and waits for the terminal event.
    private func run<Element: Sendable>(_ source: MainActorObservable<Element>) async -> MainRecorder {
        let recorder = MainRecorder()
        await awaitOnMain { done in
            _ = source.subscribe(
                onNext: { recorder.record($0) },
                onError: { error in
                    recorder.record(error is MainTestFailure ? "failed" : "error \(error)")
                    done()
                },
                onCompleted: {
                    recorder.record("completed")
                    done()
                }
            )
        }
        return recorder
    }

    @Test func theOverloadsReturnTheMainActorObservable() {
        let source = Observable<Int>.never()
        let results: [Observable<Int>] = [
            source.debounce(.seconds(1), scheduler: main),
            source.throttle(.seconds(1), scheduler: main),
            source.delay(.seconds(1), scheduler: main),
            source.delaySubscription(.seconds(1), scheduler: main),
            source.timeout(.seconds(1), scheduler: main),
            source.timeout(.seconds(1), other: Observable.just(0), scheduler: main),
            source.take(for: .seconds(1), scheduler: main),
            source.skip(.seconds(1), scheduler: main),
            Observable<Int>.interval(.seconds(1), scheduler: main),
            Observable<Int>.timer(.seconds(1), scheduler: main),
            source.observe(on: main).sample(source.observe(on: main)),
        ]
        for result in results {
            #expect(result is MainActorObservable<Int>)
        }
        let buffers = source.buffer(timeSpan: .seconds(1), count: 2, scheduler: main)
        #expect(type(of: buffers) == MainActorObservable<[Int]>.self)
        let windows = source.window(timeSpan: .seconds(1), count: 2, scheduler: main)
        #expect(type(of: windows) == MainActorObservable<Observable<Int>>.self)
        // With the scheduler typed as any scheduler, the ordinary operator is chosen.
        let anyScheduler: any SchedulerType = main
        #expect(!(source.debounce(.seconds(1), scheduler: anyScheduler) is MainActorObservable<Int>))
    }

    @Test func debounceSendsThePendingElementAndCompletesOnTheMainActor() async {
        // The burst ends with the completion, long before the due time: debounce sends its last
        // element then, from the source's thread, and the overload moves both to the main actor.
        let recorder = await run(fromBackground([1, 2, 3]).debounce(.seconds(20), scheduler: main))
        #expect(recorder.values == ["3", "completed"])
        #expect(recorder.allOnMain)
    }

    @Test func throttleSendsTheFirstElementAndCompletesOnTheMainActor() async {
        let recorder = await run(fromBackground([1, 2, 3]).throttle(.seconds(20), latest: false, scheduler: main))
        #expect(recorder.values == ["1", "completed"])
        #expect(recorder.allOnMain)
    }

    @Test func delayKeepsEveryEventOnTheMainActor() async {
        let recorder = await run(fromBackground([1, 2]).delay(.milliseconds(5), scheduler: main))
        #expect(recorder.values == ["1", "2", "completed"])
        #expect(recorder.allOnMain)
    }

    @Test func delaySubscriptionDeliversTheSourceOnTheMainActor() async {
        let recorder = await run(fromBackground([4, 5]).delaySubscription(.milliseconds(5), scheduler: main))
        #expect(recorder.values == ["4", "5", "completed"])
        #expect(recorder.allOnMain)
    }

    @Test func timeoutPassesAnErrorFromTheSourceThreadToTheMainActor() async {
        let recorder = await run(
            fromBackground([1], error: MainTestFailure()).timeout(.seconds(20), scheduler: main)
        )
        #expect(recorder.values == ["1", "failed"])
        #expect(recorder.allOnMain)
    }

    @Test func timeoutSwitchesToTheOtherSequenceOnTheMainActor() async {
        let recorder = await run(
            Observable<Int>.never().timeout(.milliseconds(5), other: fromBackground([8, 9]), scheduler: main)
        )
        #expect(recorder.values == ["8", "9", "completed"])
        #expect(recorder.allOnMain)
    }

    @Test func bufferSendsTheLastBufferOnCompletionOnTheMainActor() async {
        let recorder = await run(fromBackground([1, 2, 3]).buffer(timeSpan: .seconds(20), count: 2, scheduler: main))
        #expect(recorder.values == ["[1, 2]", "[3]", "completed"])
        #expect(recorder.allOnMain)
    }

    @Test func windowOpensItsWindowsOnTheMainActor() async {
        let recorder = MainRecorder()
        await awaitOnMain { done in
            _ = fromBackground([1, 2, 3]).window(timeSpan: .seconds(20), count: 2, scheduler: main)
                .subscribe(
                    onNext: { _ in recorder.record("window") },
                    onCompleted: {
                        recorder.record("completed")
                        done()
                    }
                )
        }
        #expect(recorder.values == ["window", "window", "completed"])
        #expect(recorder.allOnMain)
    }

    @Test func takeForAndSkipDeliverTheSourceOnTheMainActor() async {
        let taken = await run(fromBackground([1, 2]).take(for: .seconds(20), scheduler: main))
        #expect(taken.values == ["1", "2", "completed"])
        #expect(taken.allOnMain)
        let skipped = await run(fromBackground([1, 2]).skip(.seconds(20), scheduler: main))
        #expect(skipped.values == ["completed"])
        #expect(skipped.allOnMain)
    }

    @Test func intervalAndTimerTickOnTheMainActor() async {
        // `take` gives a plain Observable; observe(on:) makes it a main-actor one again, and passes
        // the ticks, which already arrive on the main queue, straight through.
        let ticks = await run(Observable<Int>.interval(.milliseconds(2), scheduler: main).take(3).observe(on: main))
        #expect(ticks.values == ["0", "1", "2", "completed"])
        #expect(ticks.allOnMain)
        let once = await run(Observable<Int>.timer(.milliseconds(2), scheduler: main))
        #expect(once.values == ["0", "completed"])
        #expect(once.allOnMain)
    }

    @Test func sampleOfTwoMainActorSequencesStaysOnTheMainActor() {
        let source = PublishSubject<Int>()
        let ticks = PublishSubject<Void>()
        let recorder = MainRecorder()
        let subscription = source.observe(on: main)
            .sample(ticks.observe(on: main), defaultValue: 0)
            .subscribe(onNext: { recorder.record($0) }, onCompleted: { recorder.record("completed") })
        // On the main thread with nothing queued, the main scheduler delivers at once.
        source.onNext(1)
        ticks.onNext(())
        ticks.onNext(())
        source.onNext(2)
        source.onNext(3)
        source.onCompleted()
        ticks.onNext(())
        #expect(recorder.values == ["1", "0", "3", "completed"])
        #expect(recorder.allOnMain)
        subscription.dispose()
    }
}
