// Swift 5 language mode sample: every spelling of merge, concat, amb and catch RxSwift code writes,
// static and instance, a Driver mapped into Signals and merged, and function values. Typechecked by
// .ci/compat5.
import SwiftRx

func combiningSpellings(
    a: Observable<Int>,
    b: Observable<Int>,
    nested: Observable<Observable<Int>>,
    hot: Observable<Int>,
    d: Driver<Int>,
    s: Signal<Int>
) {
    // merge: instance (called at once or stored), static with inferred element type, function values.
    _ = nested.merge()
    _ = nested.merge(maxConcurrent: 2)
    let storedMerge = nested.merge
    _ = storedMerge()
    _ = Observable.merge(a, b)
    _ = Observable.merge([a, b])
    _ = Observable.merge(Observable.of(1, 2), Observable.of(3, 4))
    let mergeFunction: ([Observable<Int>]) -> Observable<Int> = Observable<Int>.merge
    _ = mergeFunction([a, b])
    // Driver and Signal: static, instance, and a map into another trait followed by merge().
    _ = Driver.merge(d, d)
    _ = Driver.merge([d, d])
    _ = Signal.merge(s, s)
    let driverMerge: ([Driver<Int>]) -> Driver<Int> = Driver<Int>.merge
    _ = driverMerge([d])
    let signals: Signal<Int> = hot.asDriver(onErrorJustReturn: -1).map { (n: Int) -> Signal<Int> in
        return Signal.just(n + 1)
    }.merge()
    _ = signals
    let limited: Signal<Int> = d.map { (n: Int) -> Signal<Int> in Signal.just(n) }.merge(maxConcurrent: 1)
    _ = limited
    let drivers: Driver<Int> = s.map { Driver.just($0) }.merge()
    _ = drivers
    _ = d.map { Driver.just($0) }.merge()
    // concat: static and instance.
    _ = Observable.concat(a, b)
    _ = Observable.concat([a, b])
    _ = a.concat(b)
    _ = nested.concat()
    let storedConcat = a.concat
    _ = storedConcat(b)
    let concatFunction: ([Observable<Int>]) -> Observable<Int> = Observable<Int>.concat
    _ = concatFunction([a, b])
    _ = Driver.concat([d, d])
    _ = Infallible.concat(Infallible.just(1), Infallible.just(2))
    _ = Infallible.just(1).concat(Infallible.just(2))
    // amb: static and instance.
    _ = Observable.amb([a, b])
    _ = a.amb(b)
    let storedAmb = a.amb
    _ = storedAmb(b)
    let ambFunction: ([Observable<Int>]) -> Observable<Int> = Observable<Int>.amb
    _ = ambFunction([a, b])
    // catch: static and instance.
    _ = Observable.catch(sequence: [a, b])
    _ = a.catch { _ in b }
    _ = a.catch({ _ in Observable.just(0) })
    let storedCatch = a.catch
    _ = storedCatch { _ in b }
    let catchFunction: ([Observable<Int>]) -> Observable<Int> = Observable<Int>.catch(sequence:)
    _ = catchFunction([a, b])
    // Instance forms as function values of a spelled type (RxSwift's methods convert to any function
    // type their generic parameters allow), and the static forms of the unbound type as values.
    let append: (Observable<Int>) -> Observable<Int> = a.concat
    _ = append(b)
    let appendSingle: (Single<Int>) -> Observable<Int> = a.concat
    _ = appendSingle(Single.just(1))
    let appendDriver: (Driver<Int>) -> Observable<Int> = a.concat
    _ = appendDriver(d)
    let appendSubject: (PublishSubject<Int>) -> Observable<Int> = a.concat
    _ = appendSubject(PublishSubject())
    _ = [b, a].map(a.concat)
    let flattenInOrder: () -> Observable<Int> = nested.concat
    _ = flattenInOrder()
    let race: (Observable<Int>) -> Observable<Int> = a.amb
    _ = race(b)
    let raceSubject: (BehaviorSubject<Int>) -> Observable<Int> = a.amb
    _ = raceSubject(BehaviorSubject(value: 0))
    _ = [b].map(a.amb)
    // RxSwift's handler type; Swift 5 mode warns that it is not `@Sendable`, Swift 6 mode asks for it.
    let recover: (@escaping (Error) throws -> Observable<Int>) -> Observable<Int> = a.catch
    _ = recover { _ in b }
    let fallback: (Int) -> Observable<Int> = a.catchAndReturn
    _ = fallback(0)
    let flatten: () -> Observable<Int> = nested.merge
    _ = flatten()
    let flattenLimited: (Int) -> Observable<Int> = nested.merge
    _ = flattenLimited(2)
    let flattenMapped: () -> Observable<Int> = a.map { Observable.just($0) }.merge
    _ = flattenMapped()
    let mergeVariadic: (Observable<Int>...) -> Observable<Int> = Observable.merge
    _ = mergeVariadic(a, b)
    let mergeUnbound: ([Observable<Int>]) -> Observable<Int> = Observable.merge
    _ = mergeUnbound([a, b])
    let concatUnbound: ([Observable<Int>]) -> Observable<Int> = Observable.concat
    _ = concatUnbound([a, b])
    let ambUnbound: ([Observable<Int>]) -> Observable<Int> = Observable.amb
    _ = ambUnbound([a, b])
    let catchUnbound: ([Observable<Int>]) -> Observable<Int> = Observable.catch(sequence:)
    _ = catchUnbound([a, b])
    let driverMergeUnbound: ([Driver<Int>]) -> Driver<Int> = Driver.merge
    _ = driverMergeUnbound([d, d])
    let signalMergeUnbound: ([Signal<Int>]) -> Signal<Int> = Signal.merge
    _ = signalMergeUnbound([s, s])
    let driverConcatUnbound: ([Driver<Int>]) -> Driver<Int> = Driver.concat
    _ = driverConcatUnbound([d, d])
    let mergeDrivers: () -> Driver<Int> = d.map { Driver.just($0) }.merge
    _ = mergeDrivers()
    let mergeDriversLimited: (Int) -> Driver<Int> = d.map { Driver.just($0) }.merge
    _ = mergeDriversLimited(1)
    let mergeSignals: () -> Signal<Int> = hot.asDriver(onErrorJustReturn: -1).map { (n: Int) -> Signal<Int> in
        Signal.just(n + 1)
    }.merge
    _ = mergeSignals()
    let infallible = Infallible.just(1)
    let appendInfallible: (Infallible<Int>) -> Infallible<Int> = infallible.concat
    _ = appendInfallible(Infallible.just(2))
    let infallibleMerge: ([Infallible<Int>]) -> Infallible<Int> = Infallible.merge
    _ = infallibleMerge([infallible])
    let infallibleConcat: ([Infallible<Int>]) -> Infallible<Int> = Infallible.concat
    _ = infallibleConcat([infallible])
    // Relays are observable types too; the traits' own instance methods convert as methods do.
    let relay = PublishRelay<Int>()
    let appendToRelay: (Observable<Int>) -> Observable<Int> = relay.concat
    _ = appendToRelay(a)
    let raceRelay: (Observable<Int>) -> Observable<Int> = relay.amb
    _ = raceRelay(a)
    let relayOfSequences = BehaviorRelay(value: a)
    let flattenRelay: () -> Observable<Int> = relayOfSequences.merge
    _ = flattenRelay()
    let appendCompletable: (Completable) -> Completable = Completable.empty().concat
    _ = appendCompletable(Completable.empty())
    let recoverSingle: (@escaping (Error) throws -> Single<Int>) -> Single<Int> = Single.just(1).catch
    _ = recoverSingle { _ in Single.just(0) }
    let singleFallback: (Int) -> Single<Int> = Single.just(1).catchAndReturn
    _ = singleFallback(0)
    // A zero period is accepted, as in RxSwift.
    _ = Observable<Int>.interval(.seconds(0), scheduler: MainScheduler.instance)
    _ = Observable<Int>.timer(.seconds(1), period: .seconds(0), scheduler: MainScheduler.instance)
}
