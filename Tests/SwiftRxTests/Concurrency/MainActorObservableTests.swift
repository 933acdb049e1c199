import Dispatch
import SwiftRx
import Synchronization
import Testing

/// Marks the main queue, which serves the main actor: under `swift test` on Linux that is the thread
/// running `dispatchMain()`, not always the process's first thread.
private let mainQueueKey: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
}()

private var isOnMainQueue: Bool {
    DispatchQueue.getSpecific(key: mainQueueKey) == true
}

/// State a `@MainActor` class keeps, touched directly by the closures under test.
@MainActor
private final class Screen {
    var values: [Int] = []
    var events: [String] = []
    var threadsWereMain = true

    func record(_ value: Int) {
        threadsWereMain = threadsWereMain && isOnMainQueue
        values.append(value)
    }

    func note(_ event: String) {
        threadsWereMain = threadsWereMain && isOnMainQueue
        events.append(event)
    }
}

/// A source that emits `values` from a background queue, then completes (or fails with `error`).
private func background(_ values: [Int], error: (any Error)? = nil) -> Observable<Int> {
    Observable.create { observer in
        DispatchQueue.global().async {
            for value in values { observer.onNext(value) }
            if let error { observer.onError(error) } else { observer.onCompleted() }
        }
        return Disposables.create()
    }
}

private struct Failure: Error {}

@Suite("MainActorObservable", .settlesResources)
@MainActor
struct MainActorObservableTests {
    /// Waits, on the main actor, until `done` is called; bounded so a bug cannot hang the run.
    private func awaitMain(_ body: (@escaping @Sendable () -> Void) -> Void) async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let once = Atomic<Bool>(false)
            let finish: @Sendable () -> Void = {
                if !once.exchange(true, ordering: .relaxed) { continuation.resume() }
            }
            DispatchQueue.global().asyncAfter(deadline: .now() + .seconds(30), execute: finish)
            body(finish)
        }
    }

    init() {
        _ = mainQueueKey
    }

    @Test func observeOnTheMainSchedulerReturnsAMainActorObservable() {
        let source = Observable.just(1).observe(on: MainScheduler.instance)
        #expect(type(of: source) == MainActorObservable<Int>.self)
        let stored: Observable<Int> = source
        #expect(stored === source)
    }

    @Test func subscribeRunsEveryClosureOnTheMainActor() async {
        let screen = Screen()
        let bag = DisposeBag()
        await awaitMain { done in
            background([1, 2, 3]).observe(on: MainScheduler.instance)
                .subscribe(
                    onNext: { [weak screen] in screen?.record($0) },
                    onCompleted: { [weak screen] in screen?.note("completed") },
                    onDisposed: { [weak screen] in
                        screen?.note("disposed")
                        done()
                    }
                )
                .disposed(by: bag)
        }
        #expect(screen.values == [1, 2, 3])
        #expect(screen.events == ["completed", "disposed"])
        #expect(screen.threadsWereMain)
    }

    @Test func errorsReachOnErrorOnTheMainActor() async {
        let screen = Screen()
        await awaitMain { done in
            _ = background([7], error: Failure()).observe(on: MainScheduler.instance)
                .subscribe(
                    onNext: { screen.record($0) },
                    onError: { error in
                        screen.note(error is Failure ? "failed" : "other error")
                        done()
                    }
                )
        }
        #expect(screen.values == [7])
        #expect(screen.events == ["failed"])
        #expect(screen.threadsWereMain)
    }

    @Test func subscribeWithHoldsTheObjectWeakly() async {
        var screen: Screen? = Screen()
        let subject = PublishSubject<Int>()
        // A main scheduler of the test's own delivers at once on the main actor; the shared instance
        // does so only while nothing else is queued on it, and tests running at the same time queue
        // work on it.
        let disposable = subject.observe(on: MainScheduler())
            .subscribe(with: screen!, onNext: { screen, value in screen.record(value) })
        subject.onNext(1)
        #expect(screen?.values == [1])
        weak let released = screen
        screen = nil
        #expect(released == nil)
        subject.onNext(2)
        disposable.dispose()
    }

    @Test func bindAndDoRunOnTheMainActor() async {
        let screen = Screen()
        let bag = DisposeBag()
        await awaitMain { done in
            let source = background([4, 5]).observe(on: MainScheduler.instance)
                .do(onNext: { screen.note("do \($0)") }, onCompleted: { done() })
            source.bind(onNext: { screen.record($0) }).disposed(by: bag)
        }
        await awaitMain { done in
            background([6]).observe(on: MainScheduler.instance)
                .do(onCompleted: { done() })
                .bind(with: screen, onNext: { screen, value in screen.record(value * 10) })
                .disposed(by: bag)
        }
        #expect(screen.values == [4, 5, 60])
        #expect(screen.events == ["do 4", "do 5"])
        #expect(screen.threadsWereMain)
    }

    @Test func disposingOnAnotherThreadRunsOnDisposedOnTheMainActor() async {
        let screen = Screen()
        let subject = PublishSubject<Int>()
        await awaitMain { done in
            let disposable = subject.observe(on: MainScheduler.instance)
                .subscribe(onDisposed: {
                    screen.note("disposed")
                    done()
                })
            DispatchQueue.global().async { disposable.dispose() }
        }
        #expect(screen.events == ["disposed"])
        #expect(screen.threadsWereMain)
    }

    /// Many elements from a concurrent scheduler into a `subscribe(with:)` of a main-actor object:
    /// the ThreadSanitizer job runs this one.
    @Test func manyElementsFromAConcurrentSchedulerStayOnTheMainActor() async {
        let screen = Screen()
        let count = 2_000
        await awaitMain { done in
            _ = Observable.range(start: 0, count: count)
                .subscribe(on: ConcurrentDispatchQueueScheduler(qos: .default))
                .observe(on: MainScheduler.instance)
                .subscribe(
                    with: screen,
                    onNext: { screen, value in screen.record(value) },
                    onCompleted: { _ in done() }
                )
        }
        #expect(screen.values == Array(0..<count))
        #expect(screen.threadsWereMain)
    }
}
