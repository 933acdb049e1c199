import Dispatch
import SwiftRx
import Testing

/// `Infallible` observed on `MainScheduler.instance`, or debounced, throttled or delayed there: the
/// result is a `MainActorInfallible` whose `subscribe` and `bind` forms run main-actor closures on
/// the main actor. Real threads; every wait is bounded by `awaitOnMain`.
@Suite("MainActorInfallible", .settlesResources)
@MainActor
struct MainActorInfallibleTests {
    private let main = MainScheduler.instance

    private func infallible(_ values: [Int]) -> Infallible<Int> {
        fromBackground(values).asInfallible(onErrorJustReturn: -1)
    }

    @Test func observeOnTheMainSchedulerReturnsTheMainActorInfallible() {
        let source = Infallible.just(1)
        #expect(type(of: source.observe(on: main)) == MainActorInfallible<Int>.self)
        #expect(type(of: source.debounce(.seconds(1), scheduler: main)) == MainActorInfallible<Int>.self)
        #expect(type(of: source.throttle(.seconds(1), scheduler: main)) == MainActorInfallible<Int>.self)
        #expect(type(of: source.delay(.seconds(1), scheduler: main)) == MainActorInfallible<Int>.self)
        let plain: Infallible<Int> = source.observe(on: main)
        #expect(type(of: plain) == Infallible<Int>.self)
    }

    @Test func subscribeRunsEveryClosureOnTheMainActor() async {
        let recorder = MainRecorder()
        await awaitOnMain { done in
            _ = infallible([1, 2]).observe(on: main)
                .subscribe(
                    onNext: { recorder.record($0) },
                    onCompleted: { recorder.record("completed") },
                    onDisposed: {
                        recorder.record("disposed")
                        done()
                    }
                )
        }
        #expect(recorder.values == ["1", "2", "completed", "disposed"])
        #expect(recorder.allOnMain)
    }

    @Test func subscribeWithAndBindRunOnTheMainActor() async {
        let recorder = MainRecorder()
        let bag = DisposeBag()
        await awaitOnMain { done in
            infallible([3]).observe(on: main)
                .subscribe(
                    with: recorder, onNext: { recorder, value in recorder.record(value) }, onCompleted: { _ in done() }
                )
                .disposed(by: bag)
        }
        await awaitOnMain { done in
            infallible([4]).observe(on: main)
                .bind(onNext: {
                    recorder.record($0)
                    done()
                })
                .disposed(by: bag)
        }
        await awaitOnMain { done in
            infallible([5]).observe(on: main)
                .bind(with: recorder) { recorder, value in
                    recorder.record(value * 10)
                    done()
                }
                .disposed(by: bag)
        }
        #expect(recorder.values == ["3", "4", "50"])
        #expect(recorder.allOnMain)
    }

    @Test func timeOperatorsOnTheMainSchedulerDeliverOnTheMainActor() async {
        let recorder = MainRecorder()
        await awaitOnMain { done in
            _ = infallible([1, 2, 3]).debounce(.seconds(20), scheduler: main)
                .subscribe(onNext: { recorder.record("debounce \($0)") }, onCompleted: { done() })
        }
        await awaitOnMain { done in
            _ = infallible([1, 2, 3]).throttle(.seconds(20), latest: false, scheduler: main)
                .subscribe(onNext: { recorder.record("throttle \($0)") }, onCompleted: { done() })
        }
        await awaitOnMain { done in
            _ = infallible([1, 2]).delay(.milliseconds(5), scheduler: main)
                .subscribe(onNext: { recorder.record("delay \($0)") }, onCompleted: { done() })
        }
        #expect(recorder.values == ["debounce 3", "throttle 1", "delay 1", "delay 2"])
        #expect(recorder.allOnMain)
    }
}
