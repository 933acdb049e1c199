import SwiftRx

// Programs that once broke a user's release build, kept here so that they never do again, and the
// shapes around them: `combineLatest` and `zip` of every arity from 2 to 8 with `create`, `just`,
// `of` and subjects in every position, the sources written inline as users write them.

// swift-frontend 6.3 aborted the release build of this program ("Invalid indices for GEP pointer
// type!"): SwiftRx's inlinable code tested whether a source was a `just` and then read it with an
// unchecked cast, in a module where the optimizer knew the source was a `create`.
let last = Observable.combineLatest(
    Observable<Int>.create { observer in
        observer.on(.next(1))
        return Disposables.create()
    }, Observable.just(1), Observable.just(1), Observable.just(1)
) { x, _, _, _ in x }
_ = last.subscribe(onNext: { print($0) })
