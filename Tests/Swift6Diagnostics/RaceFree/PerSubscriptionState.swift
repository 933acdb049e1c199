// State that one subscription alone owns: the closure that receives the elements (onNext,
// onSuccess, the one-closure subscribe, bind, drive, emit) may keep it, in every family, and a custom
// operator may keep its state in `create` (Swift 6, round 3). The terminal closures stay @Sendable.
import SwiftRx

func count(_ source: Observable<Int>) -> Disposable {
    var count = 0
    return source.subscribe(onNext: { _ in
        count += 1
        print(count)
    })
}

func everyFamily(
    _ source: Observable<Int>,
    _ single: Single<Int>,
    _ maybe: Maybe<Int>,
    _ completable: Completable,
    _ infallible: Infallible<Int>,
    _ driver: Driver<Int>,
    _ signal: Signal<Int>
) -> [Disposable] {
    var sum = 0
    var seen = 0
    var events: [String] = []
    var total = 0
    var successes = 0
    var found = 0
    var ticks = 0
    var bound = 0
    var completions: [CompletableEvent] = []
    var driven = 0
    var emitted = 0
    final class Target { var value = 0 }
    return [
        source.subscribe(onNext: { sum += $0 }, onError: { print($0) }, onCompleted: { print("done") }),
        source.bind(onNext: { seen += $0 }),
        source.subscribe { event in
            events.append("\(event)")
            if case .completed = event { print(events) }
        },
        source.subscribe(
            with: Target(),
            onNext: { target, value in
                total += value
                target.value = total
            }),
        single.subscribe(onSuccess: { successes += $0 }),
        maybe.subscribe(onSuccess: { found = max(found, $0) }, onCompleted: { print("empty") }),
        completable.subscribe { event in
            completions.append(event)
            print(completions)
        },
        infallible.subscribe(onNext: { ticks += $0 }),
        infallible.bind(onNext: { bound += $0 }),
        driver.drive(onNext: { driven += $0 }),
        signal.emit(onNext: { emitted += $0 }),
    ]
}

extension ObservableType where Element: Sendable {
    /// Each element with the one before it: the state lives in the subscription `create` makes.
    func pairwise() -> Observable<(Element, Element)> {
        let source = asObservable()
        return Observable.create { observer in
            var previous: Element?
            return source.subscribe(
                onNext: { value in
                    if let previous { observer.onNext((previous, value)) }
                    previous = value
                },
                onError: { observer.onError($0) },
                onCompleted: { observer.onCompleted() }
            )
        }
    }

    /// A running count, with the state shared by every kind of event through the one-closure form.
    func countingEvents() -> Observable<Int> {
        let source = asObservable()
        return Observable.create { observer in
            var count = 0
            return source.subscribe { event in
                count += 1
                switch event {
                case .next: observer.onNext(count)
                case .error(let error): observer.onError(error)
                case .completed:
                    observer.onNext(count)
                    observer.onCompleted()
                }
            }
        }
    }
}

func usePairwise(_ source: Observable<Int>) -> Disposable {
    source.pairwise().map { $0 + $1 }.subscribe(onNext: { print($0) })
}
