import Dispatch
import SwiftRx
import Testing

/// `Single`, `Maybe` and `Completable` observed on `MainScheduler.instance`: the result is a
/// `MainActorPrimitiveSequence` whose `subscribe` forms run main-actor closures on the main actor,
/// with the trait's contract. Real threads (the results come from a background queue); every wait
/// is bounded by `awaitOnMain`.
@Suite("MainActorPrimitiveSequence", .settlesResources)
@MainActor
struct MainActorPrimitiveSequenceTests {
    private let main = MainScheduler.instance

    private func single(_ value: Int) -> Single<Int> {
        fromBackground([value]).asSingle()
    }

    @Test func observeOnTheMainSchedulerReturnsTheMainActorTrait() {
        let observed = Single.just(1).observe(on: main)
        #expect(type(of: observed) == MainActorPrimitiveSequence<SingleTrait, Int>.self)
        // Where a Single is expected, the ordinary observe(on:) is chosen.
        let single: Single<Int> = Single.just(1).observe(on: main)
        #expect(type(of: single) == Single<Int>.self)
    }

    @Test func singleSuccessAndDisposalRunOnTheMainActor() async {
        let recorder = MainRecorder()
        await awaitOnMain { done in
            _ = single(5).observe(on: main)
                .subscribe(
                    onSuccess: { recorder.record("success \($0)") },
                    onFailure: { _ in recorder.record("failure") },
                    onDisposed: {
                        recorder.record("disposed")
                        done()
                    }
                )
        }
        #expect(recorder.values == ["success 5", "disposed"])
        #expect(recorder.allOnMain)
    }

    @Test func singleFailureReachesOnFailureOnTheMainActor() async {
        let recorder = MainRecorder()
        await awaitOnMain { done in
            _ = fromBackground([], error: MainTestFailure()).asSingle().observe(on: main)
                .subscribe { event in
                    switch event {
                    case .success(let value): recorder.record("success \(value)")
                    case .failure(let error): recorder.record(error is MainTestFailure ? "failure" : "other")
                    }
                    done()
                }
        }
        #expect(recorder.values == ["failure"])
        #expect(recorder.allOnMain)
    }

    @Test func singleSubscribeWithHoldsTheObjectWeakly() async {
        var recorder: MainRecorder? = MainRecorder()
        let subject = PublishSubject<Int>()
        let subscription = subject.asSingle().observe(on: main)
            .subscribe(with: recorder!, onSuccess: { recorder, value in recorder.record(value) })
        weak let released = recorder
        recorder = nil
        #expect(released == nil)
        subject.onNext(1)
        subject.onCompleted()
        subscription.dispose()
    }

    @Test func maybeDeliversItsElementOrItsCompletionOnTheMainActor() async {
        let recorder = MainRecorder()
        await awaitOnMain { done in
            _ = fromBackground([3]).asMaybe().observe(on: main)
                .subscribe(
                    onSuccess: {
                        recorder.record("success \($0)")
                        done()
                    },
                    onCompleted: { recorder.record("completed") }
                )
        }
        await awaitOnMain { done in
            _ = fromBackground([]).asMaybe().observe(on: main)
                .subscribe(
                    onSuccess: { recorder.record("success \($0)") },
                    onError: { _ in recorder.record("error") },
                    onCompleted: {
                        recorder.record("completed")
                        done()
                    }
                )
        }
        #expect(recorder.values == ["success 3", "completed"])
        #expect(recorder.allOnMain)
    }

    @Test func completableCompletesOrFailsOnTheMainActor() async {
        let recorder = MainRecorder()
        await awaitOnMain { done in
            _ = fromBackground([]).ignoreElements().asCompletable().observe(on: main)
                .subscribe(
                    onCompleted: {
                        recorder.record("completed")
                        done()
                    },
                    onError: { _ in recorder.record("error") }
                )
        }
        await awaitOnMain { done in
            _ = fromBackground([], error: MainTestFailure()).ignoreElements().asCompletable().observe(on: main)
                .subscribe(
                    with: recorder,
                    onError: { recorder, error in
                        recorder.record(error is MainTestFailure ? "failed" : "other")
                        done()
                    })
        }
        #expect(recorder.values == ["completed", "failed"])
        #expect(recorder.allOnMain)
    }

    @Test func disposingOnAnotherThreadRunsOnDisposedOnTheMainActor() async {
        let recorder = MainRecorder()
        let subject = PublishSubject<Int>()
        await awaitOnMain { done in
            let subscription = subject.asSingle().observe(on: main)
                .subscribe(onDisposed: {
                    recorder.record("disposed")
                    done()
                })
            DispatchQueue.global().async { subscription.dispose() }
        }
        #expect(recorder.values == ["disposed"])
        #expect(recorder.allOnMain)
    }

    @Test func traitOperatorsStillApplyAndGiveTheOrdinaryTrait() async {
        let recorder = MainRecorder()
        await awaitOnMain { done in
            // `map` gives a plain Single again; observing it on the main scheduler once more gives
            // main-actor closures.
            let mapped: Single<Int> = single(2).observe(on: main).map { $0 * 10 }
            _ = mapped.observe(on: main).subscribe(onSuccess: {
                recorder.record($0)
                done()
            })
        }
        #expect(recorder.values == ["20"])
        #expect(recorder.allOnMain)
    }
}
