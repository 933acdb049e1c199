import SwiftRx

// RxSwift's own benchmark scenarios, written as an RxSwift user writes them and as RxSwift's test
// suite does: every source inline at its call site, `create` sources that send their elements and
// return `Disposables.create()` without completing, and a `subscribe(onNext:)` closure that adds
// into a captured local `var sum`. Each function is one `measure { }` block of that suite; `n`
// stands where the suite multiplies its `iterations` (the runner picks it, so that the counting
// script can run each scenario at two sizes). The functions return the sum, which the runner
// checks.
//
// In the Swift 6 language mode the code says what it needs to keep the captured `var sum`: the
// variable is `nonisolated(unsafe)` and the closure `@Sendable`. The closure runs on the subscribing
// thread during `subscribe`, and the sum is read after `dispose()`, which the compiler cannot see;
// the Swift 5 build is RxSwift's code letter for letter.

/// The language mode this module was built in (the runner prints it with its results).
#if swift(>=6)
    public let languageMode = 6
#else
    public let languageMode = 5
#endif

/// `testPublishSubjectPumping`: `n` elements through a `PublishSubject` to one subscriber.
public func publishSubjectPumping(_ n: Int) -> Int {
    #if swift(>=6)
        nonisolated(unsafe) var sum = 0
    #else
        var sum = 0
    #endif
    let subject = PublishSubject<Int>()

    let subscription =
        subject
        #if swift(>=6)
            .subscribe(onNext: { @Sendable x in
                sum += x
            })
        #else
            .subscribe(onNext: { x in
                sum += x
            })
        #endif

    for _ in 0..<n {
        subject.on(.next(1))
    }

    subscription.dispose()
    return sum
}

/// `testPublishSubjectPumpingTwoSubscriptions`: `n` elements through a `PublishSubject` to two
/// subscribers.
public func publishSubjectPumpingTwoSubscriptions(_ n: Int) -> Int {
    #if swift(>=6)
        nonisolated(unsafe) var sum = 0
    #else
        var sum = 0
    #endif
    let subject = PublishSubject<Int>()

    let subscription1 =
        subject
        #if swift(>=6)
            .subscribe(onNext: { @Sendable x in
                sum += x
            })
        #else
            .subscribe(onNext: { x in
                sum += x
            })
        #endif

    let subscription2 =
        subject
        #if swift(>=6)
            .subscribe(onNext: { @Sendable x in
                sum += x
            })
        #else
            .subscribe(onNext: { x in
                sum += x
            })
        #endif

    for _ in 0..<n {
        subject.on(.next(1))
    }

    subscription1.dispose()
    subscription2.dispose()
    return sum
}

/// `testPublishSubjectCreating`: `n` times a `PublishSubject` made, subscribed, sent one element and
/// disposed.
public func publishSubjectCreating(_ n: Int) -> Int {
    #if swift(>=6)
        nonisolated(unsafe) var sum = 0
    #else
        var sum = 0
    #endif

    for _ in 0..<n {
        let subject = PublishSubject<Int>()

        let subscription =
            subject
            #if swift(>=6)
                .subscribe(onNext: { @Sendable x in
                    sum += x
                })
            #else
                .subscribe(onNext: { x in
                    sum += x
                })
            #endif

        for _ in 0..<1 {
            subject.on(.next(1))
        }

        subscription.dispose()
    }
    return sum
}

/// `testMapFilterPumping`: `n` elements of a `create` source through six `map`/`filter` pairs.
public func mapFilterPumping(_ n: Int) -> Int {
    #if swift(>=6)
        nonisolated(unsafe) var sum = 0
    #else
        var sum = 0
    #endif
    let subscription = Observable<Int>
        .create { observer in
            for _ in 0..<n {
                observer.on(.next(1))
            }
            return Disposables.create()
        }
        .map { $0 }.filter { _ in true }
        .map { $0 }.filter { _ in true }
        .map { $0 }.filter { _ in true }
        .map { $0 }.filter { _ in true }
        .map { $0 }.filter { _ in true }
        .map { $0 }.filter { _ in true }
        #if swift(>=6)
            .subscribe(onNext: { @Sendable x in
                sum += x
            })
        #else
            .subscribe(onNext: { x in
                sum += x
            })
        #endif

    subscription.dispose()
    return sum
}

/// `testMapFilterCreating`: `n` times a `create` source and six `map`/`filter` pairs made,
/// subscribed (one element) and disposed.
public func mapFilterCreating(_ n: Int) -> Int {
    #if swift(>=6)
        nonisolated(unsafe) var sum = 0
    #else
        var sum = 0
    #endif

    for _ in 0..<n {
        let subscription = Observable<Int>
            .create { observer in
                for _ in 0..<1 {
                    observer.on(.next(1))
                }
                return Disposables.create()
            }
            .map { $0 }.filter { _ in true }
            .map { $0 }.filter { _ in true }
            .map { $0 }.filter { _ in true }
            .map { $0 }.filter { _ in true }
            .map { $0 }.filter { _ in true }
            .map { $0 }.filter { _ in true }
            #if swift(>=6)
                .subscribe(onNext: { @Sendable x in
                    sum += x
                })
            #else
                .subscribe(onNext: { x in
                    sum += x
                })
            #endif

        subscription.dispose()
    }
    return sum
}

/// `testFlatMapsPumping`: `n` elements of a `create` source through five `flatMap { just }`.
public func flatMapPumping(_ n: Int) -> Int {
    #if swift(>=6)
        nonisolated(unsafe) var sum = 0
    #else
        var sum = 0
    #endif
    let subscription = Observable<Int>
        .create { observer in
            for _ in 0..<n {
                observer.on(.next(1))
            }
            return Disposables.create()
        }
        .flatMap { x in Observable.just(x) }
        .flatMap { x in Observable.just(x) }
        .flatMap { x in Observable.just(x) }
        .flatMap { x in Observable.just(x) }
        .flatMap { x in Observable.just(x) }
        #if swift(>=6)
            .subscribe(onNext: { @Sendable x in
                sum += x
            })
        #else
            .subscribe(onNext: { x in
                sum += x
            })
        #endif

    subscription.dispose()
    return sum
}

/// `testFlatMapsCreating`: `n` times a `create` source and five `flatMap { just }` made, subscribed
/// (one element) and disposed.
public func flatMapCreating(_ n: Int) -> Int {
    #if swift(>=6)
        nonisolated(unsafe) var sum = 0
    #else
        var sum = 0
    #endif
    for _ in 0..<n {
        let subscription = Observable<Int>
            .create { observer in
                for _ in 0..<1 {
                    observer.on(.next(1))
                }
                return Disposables.create()
            }
            .flatMap { x in Observable.just(x) }
            .flatMap { x in Observable.just(x) }
            .flatMap { x in Observable.just(x) }
            .flatMap { x in Observable.just(x) }
            .flatMap { x in Observable.just(x) }
            #if swift(>=6)
                .subscribe(onNext: { @Sendable x in
                    sum += x
                })
            #else
                .subscribe(onNext: { x in
                    sum += x
                })
            #endif

        subscription.dispose()
    }
    return sum
}

/// `testFlatMapLatestPumping`: `n` elements of a `create` source through five
/// `flatMapLatest { just }`.
public func flatMapLatestPumping(_ n: Int) -> Int {
    #if swift(>=6)
        nonisolated(unsafe) var sum = 0
    #else
        var sum = 0
    #endif
    let subscription = Observable<Int>
        .create { observer in
            for _ in 0..<n {
                observer.on(.next(1))
            }
            return Disposables.create()
        }
        .flatMapLatest { x in Observable.just(x) }
        .flatMapLatest { x in Observable.just(x) }
        .flatMapLatest { x in Observable.just(x) }
        .flatMapLatest { x in Observable.just(x) }
        .flatMapLatest { x in Observable.just(x) }
        #if swift(>=6)
            .subscribe(onNext: { @Sendable x in
                sum += x
            })
        #else
            .subscribe(onNext: { x in
                sum += x
            })
        #endif

    subscription.dispose()
    return sum
}

/// `testFlatMapLatestCreating`: `n` times a `create` source and five `flatMapLatest { just }` made,
/// subscribed (one element) and disposed.
public func flatMapLatestCreating(_ n: Int) -> Int {
    #if swift(>=6)
        nonisolated(unsafe) var sum = 0
    #else
        var sum = 0
    #endif
    for _ in 0..<n {
        let subscription = Observable<Int>
            .create { observer in
                for _ in 0..<1 {
                    observer.on(.next(1))
                }
                return Disposables.create()
            }
            .flatMapLatest { x in Observable.just(x) }
            .flatMapLatest { x in Observable.just(x) }
            .flatMapLatest { x in Observable.just(x) }
            .flatMapLatest { x in Observable.just(x) }
            .flatMapLatest { x in Observable.just(x) }
            #if swift(>=6)
                .subscribe(onNext: { @Sendable x in
                    sum += x
                })
            #else
                .subscribe(onNext: { x in
                    sum += x
                })
            #endif

        subscription.dispose()
    }
    return sum
}

/// `testCombineLatestPumping`: `n` elements of a `create` source, the last of four sources, through
/// seven levels of a four-source `combineLatest` whose other sources are `just`s.
public func combineLatestPumping(_ n: Int) -> Int {
    #if swift(>=6)
        nonisolated(unsafe) var sum = 0
    #else
        var sum = 0
    #endif
    var last = Observable.combineLatest(
        Observable.just(1), Observable.just(1), Observable.just(1),
        Observable<Int>.create { observer in
            for _ in 0..<n {
                observer.on(.next(1))
            }
            return Disposables.create()
        }
    ) { x, _, _, _ in x }

    for _ in 0..<6 {
        last = Observable.combineLatest(Observable.just(1), Observable.just(1), Observable.just(1), last) {
            x, _, _, _ in x
        }
    }

    let subscription =
        last
        #if swift(>=6)
            .subscribe(onNext: { @Sendable x in
                sum += x
            })
        #else
            .subscribe(onNext: { x in
                sum += x
            })
        #endif

    subscription.dispose()
    return sum
}

/// `testCombineLatestCreating`: `n` times seven levels of a four-source `combineLatest` made, the
/// `create` source (one element) and each level first and three `just`s after, subscribed and
/// disposed.
public func combineLatestCreating(_ n: Int) -> Int {
    #if swift(>=6)
        nonisolated(unsafe) var sum = 0
    #else
        var sum = 0
    #endif
    for _ in 0..<n {
        var last = Observable.combineLatest(
            Observable<Int>.create { observer in
                for _ in 0..<1 {
                    observer.on(.next(1))
                }
                return Disposables.create()
            }, Observable.just(1), Observable.just(1), Observable.just(1)
        ) { x, _, _, _ in x }

        for _ in 0..<6 {
            last = Observable.combineLatest(last, Observable.just(1), Observable.just(1), Observable.just(1)) {
                x, _, _, _ in x
            }
        }

        let subscription =
            last
            #if swift(>=6)
                .subscribe(onNext: { @Sendable x in
                    sum += x
                })
            #else
                .subscribe(onNext: { x in
                    sum += x
                })
            #endif

        subscription.dispose()
    }
    return sum
}
