import SwiftRx

// combineLatest and zip at every arity from 2 to 8, with create, just, of, subjects and traits in
// every position, written inline as users write them. Generated once by hand-run script; edit freely.

func tourCombineLatestArities() {
    print("--- combineLatest arities 2...8")
    do {
        _ = Observable.combineLatest(
            Observable<Int>.create { observer in observer.onNext(10); observer.onNext(11); observer.onCompleted(); return Disposables.create() },
            Observable.just(20)
        ) { a, b in [a, b].map(String.init).joined(separator: "+") }
        .subscribe(onNext: { print("combineLatest2 r0:", $0) }, onCompleted: { print("combineLatest2 r0: completed") })
    }
    do {
        _ = Observable.combineLatest(
            Observable.just(10), Observable.of(20, 22, 24)
        )
        .subscribe(onNext: { print("combineLatest2 r1:", $0) }, onCompleted: { print("combineLatest2 r1: completed") })
    }
    do {
        let publish1 = PublishSubject<Int>()
        _ = Observable.combineLatest(
            Observable.of(10, 12, 14), publish1
        ) { a, b in [a, b].map(String.init).joined(separator: "+") }
        .subscribe(onNext: { print("combineLatest2 r2:", $0) }, onCompleted: { print("combineLatest2 r2: completed") })
        publish1.onNext(20); publish1.onNext(23); publish1.onCompleted()
    }
    do {
        let publish0 = PublishSubject<Int>(), behavior1 = BehaviorSubject(value: 20)
        _ = Observable.combineLatest(
            publish0, behavior1
        )
        .subscribe(onNext: { print("combineLatest2 r3:", $0) }, onCompleted: { print("combineLatest2 r3: completed") })
        publish0.onNext(10); publish0.onNext(13); publish0.onCompleted(); behavior1.onNext(25); behavior1.onCompleted()
    }
    do {
        let behavior0 = BehaviorSubject(value: 10)
        _ = Observable.combineLatest(
            behavior0, Infallible.just(20).asObservable()
        ) { a, b in [a, b].map(String.init).joined(separator: "+") }
        .subscribe(onNext: { print("combineLatest2 r4:", $0) }, onCompleted: { print("combineLatest2 r4: completed") })
        behavior0.onNext(15); behavior0.onCompleted()
    }
    do {
        _ = Observable.combineLatest(
            Infallible.just(10).asObservable(),
            Observable<Int>.create { observer in observer.onNext(20); observer.onNext(21); observer.onCompleted(); return Disposables.create() }
        )
        .subscribe(onNext: { print("combineLatest2 r5:", $0) }, onCompleted: { print("combineLatest2 r5: completed") })
    }
    do {
        _ = Observable.combineLatest(
            Observable<Int>.create { observer in observer.onNext(10); observer.onNext(11); observer.onCompleted(); return Disposables.create() },
            Observable.just(20), Observable.of(30, 32, 34)
        ) { a, b, c in [a, b, c].map(String.init).joined(separator: "+") }
        .subscribe(onNext: { print("combineLatest3 r0:", $0) }, onCompleted: { print("combineLatest3 r0: completed") })
    }
    do {
        let publish2 = PublishSubject<Int>()
        _ = Observable.combineLatest(
            Observable.just(10), Observable.of(20, 22, 24), publish2
        )
        .subscribe(onNext: { print("combineLatest3 r1:", $0) }, onCompleted: { print("combineLatest3 r1: completed") })
        publish2.onNext(30); publish2.onNext(33); publish2.onCompleted()
    }
    do {
        let publish1 = PublishSubject<Int>(), behavior2 = BehaviorSubject(value: 30)
        _ = Observable.combineLatest(
            Observable.of(10, 12, 14), publish1, behavior2
        ) { a, b, c in [a, b, c].map(String.init).joined(separator: "+") }
        .subscribe(onNext: { print("combineLatest3 r2:", $0) }, onCompleted: { print("combineLatest3 r2: completed") })
        publish1.onNext(20); publish1.onNext(23); publish1.onCompleted(); behavior2.onNext(35); behavior2.onCompleted()
    }
    do {
        let publish0 = PublishSubject<Int>(), behavior1 = BehaviorSubject(value: 20)
        _ = Observable.combineLatest(
            publish0, behavior1, Single.just(30).asObservable()
        )
        .subscribe(onNext: { print("combineLatest3 r3:", $0) }, onCompleted: { print("combineLatest3 r3: completed") })
        publish0.onNext(10); publish0.onNext(13); publish0.onCompleted(); behavior1.onNext(25); behavior1.onCompleted()
    }
    do {
        let behavior0 = BehaviorSubject(value: 10)
        _ = Observable.combineLatest(
            behavior0, Single.just(20).asObservable(),
            Observable<Int>.create { observer in observer.onNext(30); observer.onNext(31); observer.onCompleted(); return Disposables.create() }
        ) { a, b, c in [a, b, c].map(String.init).joined(separator: "+") }
        .subscribe(onNext: { print("combineLatest3 r4:", $0) }, onCompleted: { print("combineLatest3 r4: completed") })
        behavior0.onNext(15); behavior0.onCompleted()
    }
    do {
        _ = Observable.combineLatest(
            Single.just(10).asObservable(),
            Observable<Int>.create { observer in observer.onNext(20); observer.onNext(21); observer.onCompleted(); return Disposables.create() },
            Observable.just(30)
        )
        .subscribe(onNext: { print("combineLatest3 r5:", $0) }, onCompleted: { print("combineLatest3 r5: completed") })
    }
    do {
        let publish3 = PublishSubject<Int>()
        _ = Observable.combineLatest(
            Observable<Int>.create { observer in observer.onNext(10); observer.onNext(11); observer.onCompleted(); return Disposables.create() },
            Observable.just(20), Observable.of(30, 32, 34), publish3
        ) { a, b, c, d in [a, b, c, d].map(String.init).joined(separator: "+") }
        .subscribe(onNext: { print("combineLatest4 r0:", $0) }, onCompleted: { print("combineLatest4 r0: completed") })
        publish3.onNext(40); publish3.onNext(43); publish3.onCompleted()
    }
    do {
        let publish2 = PublishSubject<Int>(), behavior3 = BehaviorSubject(value: 40)
        _ = Observable.combineLatest(
            Observable.just(10), Observable.of(20, 22, 24), publish2,
            behavior3
        )
        .subscribe(onNext: { print("combineLatest4 r1:", $0) }, onCompleted: { print("combineLatest4 r1: completed") })
        publish2.onNext(30); publish2.onNext(33); publish2.onCompleted(); behavior3.onNext(45); behavior3.onCompleted()
    }
    do {
        let publish1 = PublishSubject<Int>(), behavior2 = BehaviorSubject(value: 30)
        _ = Observable.combineLatest(
            Observable.of(10, 12, 14), publish1, behavior2,
            Single<Int>.create { single in single(.success(40)); return Disposables.create() }.asObservable()
        ) { a, b, c, d in [a, b, c, d].map(String.init).joined(separator: "+") }
        .subscribe(onNext: { print("combineLatest4 r2:", $0) }, onCompleted: { print("combineLatest4 r2: completed") })
        publish1.onNext(20); publish1.onNext(23); publish1.onCompleted(); behavior2.onNext(35); behavior2.onCompleted()
    }
    do {
        let publish0 = PublishSubject<Int>(), behavior1 = BehaviorSubject(value: 20)
        _ = Observable.combineLatest(
            publish0, behavior1,
            Single<Int>.create { single in single(.success(30)); return Disposables.create() }.asObservable(),
            Observable<Int>.create { observer in observer.onNext(40); observer.onNext(41); observer.onCompleted(); return Disposables.create() }
        )
        .subscribe(onNext: { print("combineLatest4 r3:", $0) }, onCompleted: { print("combineLatest4 r3: completed") })
        publish0.onNext(10); publish0.onNext(13); publish0.onCompleted(); behavior1.onNext(25); behavior1.onCompleted()
    }
    do {
        let behavior0 = BehaviorSubject(value: 10)
        _ = Observable.combineLatest(
            behavior0,
            Single<Int>.create { single in single(.success(20)); return Disposables.create() }.asObservable(),
            Observable<Int>.create { observer in observer.onNext(30); observer.onNext(31); observer.onCompleted(); return Disposables.create() },
            Observable.just(40)
        ) { a, b, c, d in [a, b, c, d].map(String.init).joined(separator: "+") }
        .subscribe(onNext: { print("combineLatest4 r4:", $0) }, onCompleted: { print("combineLatest4 r4: completed") })
        behavior0.onNext(15); behavior0.onCompleted()
    }
    do {
        _ = Observable.combineLatest(
            Single<Int>.create { single in single(.success(10)); return Disposables.create() }.asObservable(),
            Observable<Int>.create { observer in observer.onNext(20); observer.onNext(21); observer.onCompleted(); return Disposables.create() },
            Observable.just(30), Observable.of(40, 42, 44)
        )
        .subscribe(onNext: { print("combineLatest4 r5:", $0) }, onCompleted: { print("combineLatest4 r5: completed") })
    }
    do {
        let publish3 = PublishSubject<Int>(), behavior4 = BehaviorSubject(value: 50)
        _ = Observable.combineLatest(
            Observable<Int>.create { observer in observer.onNext(10); observer.onNext(11); observer.onCompleted(); return Disposables.create() },
            Observable.just(20), Observable.of(30, 32, 34), publish3,
            behavior4
        ) { a, b, c, d, e in [a, b, c, d, e].map(String.init).joined(separator: "+") }
        .subscribe(onNext: { print("combineLatest5 r0:", $0) }, onCompleted: { print("combineLatest5 r0: completed") })
        publish3.onNext(40); publish3.onNext(43); publish3.onCompleted(); behavior4.onNext(55); behavior4.onCompleted()
    }
    do {
        let publish2 = PublishSubject<Int>(), behavior3 = BehaviorSubject(value: 40)
        _ = Observable.combineLatest(
            Observable.just(10), Observable.of(20, 22, 24), publish2,
            behavior3, Maybe.just(50).asObservable()
        )
        .subscribe(onNext: { print("combineLatest5 r1:", $0) }, onCompleted: { print("combineLatest5 r1: completed") })
        publish2.onNext(30); publish2.onNext(33); publish2.onCompleted(); behavior3.onNext(45); behavior3.onCompleted()
    }
    do {
        let publish1 = PublishSubject<Int>(), behavior2 = BehaviorSubject(value: 30)
        _ = Observable.combineLatest(
            Observable.of(10, 12, 14), publish1, behavior2,
            Maybe.just(40).asObservable(),
            Observable<Int>.create { observer in observer.onNext(50); observer.onNext(51); observer.onCompleted(); return Disposables.create() }
        ) { a, b, c, d, e in [a, b, c, d, e].map(String.init).joined(separator: "+") }
        .subscribe(onNext: { print("combineLatest5 r2:", $0) }, onCompleted: { print("combineLatest5 r2: completed") })
        publish1.onNext(20); publish1.onNext(23); publish1.onCompleted(); behavior2.onNext(35); behavior2.onCompleted()
    }
    do {
        let publish0 = PublishSubject<Int>(), behavior1 = BehaviorSubject(value: 20)
        _ = Observable.combineLatest(
            publish0, behavior1, Maybe.just(30).asObservable(),
            Observable<Int>.create { observer in observer.onNext(40); observer.onNext(41); observer.onCompleted(); return Disposables.create() },
            Observable.just(50)
        )
        .subscribe(onNext: { print("combineLatest5 r3:", $0) }, onCompleted: { print("combineLatest5 r3: completed") })
        publish0.onNext(10); publish0.onNext(13); publish0.onCompleted(); behavior1.onNext(25); behavior1.onCompleted()
    }
    do {
        let behavior0 = BehaviorSubject(value: 10)
        _ = Observable.combineLatest(
            behavior0, Maybe.just(20).asObservable(),
            Observable<Int>.create { observer in observer.onNext(30); observer.onNext(31); observer.onCompleted(); return Disposables.create() },
            Observable.just(40), Observable.of(50, 52, 54)
        ) { a, b, c, d, e in [a, b, c, d, e].map(String.init).joined(separator: "+") }
        .subscribe(onNext: { print("combineLatest5 r4:", $0) }, onCompleted: { print("combineLatest5 r4: completed") })
        behavior0.onNext(15); behavior0.onCompleted()
    }
    do {
        let publish4 = PublishSubject<Int>()
        _ = Observable.combineLatest(
            Maybe.just(10).asObservable(),
            Observable<Int>.create { observer in observer.onNext(20); observer.onNext(21); observer.onCompleted(); return Disposables.create() },
            Observable.just(30), Observable.of(40, 42, 44), publish4
        )
        .subscribe(onNext: { print("combineLatest5 r5:", $0) }, onCompleted: { print("combineLatest5 r5: completed") })
        publish4.onNext(50); publish4.onNext(53); publish4.onCompleted()
    }
    do {
        let publish3 = PublishSubject<Int>(), behavior4 = BehaviorSubject(value: 50)
        _ = Observable.combineLatest(
            Observable<Int>.create { observer in observer.onNext(10); observer.onNext(11); observer.onCompleted(); return Disposables.create() },
            Observable.just(20), Observable.of(30, 32, 34), publish3,
            behavior4, Infallible.just(60).asObservable()
        ) { a, b, c, d, e, f in [a, b, c, d, e, f].map(String.init).joined(separator: "+") }
        .subscribe(onNext: { print("combineLatest6 r0:", $0) }, onCompleted: { print("combineLatest6 r0: completed") })
        publish3.onNext(40); publish3.onNext(43); publish3.onCompleted(); behavior4.onNext(55); behavior4.onCompleted()
    }
    do {
        let publish2 = PublishSubject<Int>(), behavior3 = BehaviorSubject(value: 40)
        _ = Observable.combineLatest(
            Observable.just(10), Observable.of(20, 22, 24), publish2,
            behavior3, Infallible.just(50).asObservable(),
            Observable<Int>.create { observer in observer.onNext(60); observer.onNext(61); observer.onCompleted(); return Disposables.create() }
        )
        .subscribe(onNext: { print("combineLatest6 r1:", $0) }, onCompleted: { print("combineLatest6 r1: completed") })
        publish2.onNext(30); publish2.onNext(33); publish2.onCompleted(); behavior3.onNext(45); behavior3.onCompleted()
    }
    do {
        let publish1 = PublishSubject<Int>(), behavior2 = BehaviorSubject(value: 30)
        _ = Observable.combineLatest(
            Observable.of(10, 12, 14), publish1, behavior2,
            Infallible.just(40).asObservable(),
            Observable<Int>.create { observer in observer.onNext(50); observer.onNext(51); observer.onCompleted(); return Disposables.create() },
            Observable.just(60)
        ) { a, b, c, d, e, f in [a, b, c, d, e, f].map(String.init).joined(separator: "+") }
        .subscribe(onNext: { print("combineLatest6 r2:", $0) }, onCompleted: { print("combineLatest6 r2: completed") })
        publish1.onNext(20); publish1.onNext(23); publish1.onCompleted(); behavior2.onNext(35); behavior2.onCompleted()
    }
    do {
        let publish0 = PublishSubject<Int>(), behavior1 = BehaviorSubject(value: 20)
        _ = Observable.combineLatest(
            publish0, behavior1, Infallible.just(30).asObservable(),
            Observable<Int>.create { observer in observer.onNext(40); observer.onNext(41); observer.onCompleted(); return Disposables.create() },
            Observable.just(50), Observable.of(60, 62, 64)
        )
        .subscribe(onNext: { print("combineLatest6 r3:", $0) }, onCompleted: { print("combineLatest6 r3: completed") })
        publish0.onNext(10); publish0.onNext(13); publish0.onCompleted(); behavior1.onNext(25); behavior1.onCompleted()
    }
    do {
        let behavior0 = BehaviorSubject(value: 10), publish5 = PublishSubject<Int>()
        _ = Observable.combineLatest(
            behavior0, Infallible.just(20).asObservable(),
            Observable<Int>.create { observer in observer.onNext(30); observer.onNext(31); observer.onCompleted(); return Disposables.create() },
            Observable.just(40), Observable.of(50, 52, 54), publish5
        ) { a, b, c, d, e, f in [a, b, c, d, e, f].map(String.init).joined(separator: "+") }
        .subscribe(onNext: { print("combineLatest6 r4:", $0) }, onCompleted: { print("combineLatest6 r4: completed") })
        behavior0.onNext(15); behavior0.onCompleted(); publish5.onNext(60); publish5.onNext(63); publish5.onCompleted()
    }
    do {
        let publish4 = PublishSubject<Int>(), behavior5 = BehaviorSubject(value: 60)
        _ = Observable.combineLatest(
            Infallible.just(10).asObservable(),
            Observable<Int>.create { observer in observer.onNext(20); observer.onNext(21); observer.onCompleted(); return Disposables.create() },
            Observable.just(30), Observable.of(40, 42, 44), publish4,
            behavior5
        )
        .subscribe(onNext: { print("combineLatest6 r5:", $0) }, onCompleted: { print("combineLatest6 r5: completed") })
        publish4.onNext(50); publish4.onNext(53); publish4.onCompleted(); behavior5.onNext(65); behavior5.onCompleted()
    }
    do {
        let publish3 = PublishSubject<Int>(), behavior4 = BehaviorSubject(value: 50)
        _ = Observable.combineLatest(
            Observable<Int>.create { observer in observer.onNext(10); observer.onNext(11); observer.onCompleted(); return Disposables.create() },
            Observable.just(20), Observable.of(30, 32, 34), publish3,
            behavior4, Single.just(60).asObservable(),
            Observable<Int>.create { observer in observer.onNext(70); observer.onNext(71); observer.onCompleted(); return Disposables.create() }
        ) { a, b, c, d, e, f, g in [a, b, c, d, e, f, g].map(String.init).joined(separator: "+") }
        .subscribe(onNext: { print("combineLatest7 r0:", $0) }, onCompleted: { print("combineLatest7 r0: completed") })
        publish3.onNext(40); publish3.onNext(43); publish3.onCompleted(); behavior4.onNext(55); behavior4.onCompleted()
    }
    do {
        let publish2 = PublishSubject<Int>(), behavior3 = BehaviorSubject(value: 40)
        _ = Observable.combineLatest(
            Observable.just(10), Observable.of(20, 22, 24), publish2,
            behavior3, Single.just(50).asObservable(),
            Observable<Int>.create { observer in observer.onNext(60); observer.onNext(61); observer.onCompleted(); return Disposables.create() },
            Observable.just(70)
        )
        .subscribe(onNext: { print("combineLatest7 r1:", $0) }, onCompleted: { print("combineLatest7 r1: completed") })
        publish2.onNext(30); publish2.onNext(33); publish2.onCompleted(); behavior3.onNext(45); behavior3.onCompleted()
    }
    do {
        let publish1 = PublishSubject<Int>(), behavior2 = BehaviorSubject(value: 30)
        _ = Observable.combineLatest(
            Observable.of(10, 12, 14), publish1, behavior2,
            Single.just(40).asObservable(),
            Observable<Int>.create { observer in observer.onNext(50); observer.onNext(51); observer.onCompleted(); return Disposables.create() },
            Observable.just(60), Observable.of(70, 72, 74)
        ) { a, b, c, d, e, f, g in [a, b, c, d, e, f, g].map(String.init).joined(separator: "+") }
        .subscribe(onNext: { print("combineLatest7 r2:", $0) }, onCompleted: { print("combineLatest7 r2: completed") })
        publish1.onNext(20); publish1.onNext(23); publish1.onCompleted(); behavior2.onNext(35); behavior2.onCompleted()
    }
    do {
        let publish0 = PublishSubject<Int>(), behavior1 = BehaviorSubject(value: 20), publish6 = PublishSubject<Int>()
        _ = Observable.combineLatest(
            publish0, behavior1, Single.just(30).asObservable(),
            Observable<Int>.create { observer in observer.onNext(40); observer.onNext(41); observer.onCompleted(); return Disposables.create() },
            Observable.just(50), Observable.of(60, 62, 64), publish6
        )
        .subscribe(onNext: { print("combineLatest7 r3:", $0) }, onCompleted: { print("combineLatest7 r3: completed") })
        publish0.onNext(10); publish0.onNext(13); publish0.onCompleted(); behavior1.onNext(25); behavior1.onCompleted(); publish6.onNext(70); publish6.onNext(73); publish6.onCompleted()
    }
    do {
        let behavior0 = BehaviorSubject(value: 10), publish5 = PublishSubject<Int>(), behavior6 = BehaviorSubject(value: 70)
        _ = Observable.combineLatest(
            behavior0, Single.just(20).asObservable(),
            Observable<Int>.create { observer in observer.onNext(30); observer.onNext(31); observer.onCompleted(); return Disposables.create() },
            Observable.just(40), Observable.of(50, 52, 54), publish5,
            behavior6
        ) { a, b, c, d, e, f, g in [a, b, c, d, e, f, g].map(String.init).joined(separator: "+") }
        .subscribe(onNext: { print("combineLatest7 r4:", $0) }, onCompleted: { print("combineLatest7 r4: completed") })
        behavior0.onNext(15); behavior0.onCompleted(); publish5.onNext(60); publish5.onNext(63); publish5.onCompleted(); behavior6.onNext(75); behavior6.onCompleted()
    }
    do {
        let publish4 = PublishSubject<Int>(), behavior5 = BehaviorSubject(value: 60)
        _ = Observable.combineLatest(
            Single.just(10).asObservable(),
            Observable<Int>.create { observer in observer.onNext(20); observer.onNext(21); observer.onCompleted(); return Disposables.create() },
            Observable.just(30), Observable.of(40, 42, 44), publish4,
            behavior5, Maybe.just(70).asObservable()
        )
        .subscribe(onNext: { print("combineLatest7 r5:", $0) }, onCompleted: { print("combineLatest7 r5: completed") })
        publish4.onNext(50); publish4.onNext(53); publish4.onCompleted(); behavior5.onNext(65); behavior5.onCompleted()
    }
    do {
        let publish3 = PublishSubject<Int>(), behavior4 = BehaviorSubject(value: 50)
        _ = Observable.combineLatest(
            Observable<Int>.create { observer in observer.onNext(10); observer.onNext(11); observer.onCompleted(); return Disposables.create() },
            Observable.just(20), Observable.of(30, 32, 34), publish3,
            behavior4,
            Single<Int>.create { single in single(.success(60)); return Disposables.create() }.asObservable(),
            Observable<Int>.create { observer in observer.onNext(70); observer.onNext(71); observer.onCompleted(); return Disposables.create() },
            Observable.just(80)
        ) { a, b, c, d, e, f, g, h in [a, b, c, d, e, f, g, h].map(String.init).joined(separator: "+") }
        .subscribe(onNext: { print("combineLatest8 r0:", $0) }, onCompleted: { print("combineLatest8 r0: completed") })
        publish3.onNext(40); publish3.onNext(43); publish3.onCompleted(); behavior4.onNext(55); behavior4.onCompleted()
    }
    do {
        let publish2 = PublishSubject<Int>(), behavior3 = BehaviorSubject(value: 40)
        _ = Observable.combineLatest(
            Observable.just(10), Observable.of(20, 22, 24), publish2,
            behavior3,
            Single<Int>.create { single in single(.success(50)); return Disposables.create() }.asObservable(),
            Observable<Int>.create { observer in observer.onNext(60); observer.onNext(61); observer.onCompleted(); return Disposables.create() },
            Observable.just(70), Observable.of(80, 82, 84)
        )
        .subscribe(onNext: { print("combineLatest8 r1:", $0) }, onCompleted: { print("combineLatest8 r1: completed") })
        publish2.onNext(30); publish2.onNext(33); publish2.onCompleted(); behavior3.onNext(45); behavior3.onCompleted()
    }
    do {
        let publish1 = PublishSubject<Int>(), behavior2 = BehaviorSubject(value: 30), publish7 = PublishSubject<Int>()
        _ = Observable.combineLatest(
            Observable.of(10, 12, 14), publish1, behavior2,
            Single<Int>.create { single in single(.success(40)); return Disposables.create() }.asObservable(),
            Observable<Int>.create { observer in observer.onNext(50); observer.onNext(51); observer.onCompleted(); return Disposables.create() },
            Observable.just(60), Observable.of(70, 72, 74), publish7
        ) { a, b, c, d, e, f, g, h in [a, b, c, d, e, f, g, h].map(String.init).joined(separator: "+") }
        .subscribe(onNext: { print("combineLatest8 r2:", $0) }, onCompleted: { print("combineLatest8 r2: completed") })
        publish1.onNext(20); publish1.onNext(23); publish1.onCompleted(); behavior2.onNext(35); behavior2.onCompleted(); publish7.onNext(80); publish7.onNext(83); publish7.onCompleted()
    }
    do {
        let publish0 = PublishSubject<Int>(), behavior1 = BehaviorSubject(value: 20), publish6 = PublishSubject<Int>(), behavior7 = BehaviorSubject(value: 80)
        _ = Observable.combineLatest(
            publish0, behavior1,
            Single<Int>.create { single in single(.success(30)); return Disposables.create() }.asObservable(),
            Observable<Int>.create { observer in observer.onNext(40); observer.onNext(41); observer.onCompleted(); return Disposables.create() },
            Observable.just(50), Observable.of(60, 62, 64), publish6,
            behavior7
        )
        .subscribe(onNext: { print("combineLatest8 r3:", $0) }, onCompleted: { print("combineLatest8 r3: completed") })
        publish0.onNext(10); publish0.onNext(13); publish0.onCompleted(); behavior1.onNext(25); behavior1.onCompleted(); publish6.onNext(70); publish6.onNext(73); publish6.onCompleted(); behavior7.onNext(85); behavior7.onCompleted()
    }
    do {
        let behavior0 = BehaviorSubject(value: 10), publish5 = PublishSubject<Int>(), behavior6 = BehaviorSubject(value: 70)
        _ = Observable.combineLatest(
            behavior0,
            Single<Int>.create { single in single(.success(20)); return Disposables.create() }.asObservable(),
            Observable<Int>.create { observer in observer.onNext(30); observer.onNext(31); observer.onCompleted(); return Disposables.create() },
            Observable.just(40), Observable.of(50, 52, 54), publish5,
            behavior6, Infallible.just(80).asObservable()
        ) { a, b, c, d, e, f, g, h in [a, b, c, d, e, f, g, h].map(String.init).joined(separator: "+") }
        .subscribe(onNext: { print("combineLatest8 r4:", $0) }, onCompleted: { print("combineLatest8 r4: completed") })
        behavior0.onNext(15); behavior0.onCompleted(); publish5.onNext(60); publish5.onNext(63); publish5.onCompleted(); behavior6.onNext(75); behavior6.onCompleted()
    }
    do {
        let publish4 = PublishSubject<Int>(), behavior5 = BehaviorSubject(value: 60)
        _ = Observable.combineLatest(
            Single<Int>.create { single in single(.success(10)); return Disposables.create() }.asObservable(),
            Observable<Int>.create { observer in observer.onNext(20); observer.onNext(21); observer.onCompleted(); return Disposables.create() },
            Observable.just(30), Observable.of(40, 42, 44), publish4,
            behavior5, Infallible.just(70).asObservable(),
            Observable<Int>.create { observer in observer.onNext(80); observer.onNext(81); observer.onCompleted(); return Disposables.create() }
        )
        .subscribe(onNext: { print("combineLatest8 r5:", $0) }, onCompleted: { print("combineLatest8 r5: completed") })
        publish4.onNext(50); publish4.onNext(53); publish4.onCompleted(); behavior5.onNext(65); behavior5.onCompleted()
    }
}

func tourZipArities() {
    print("--- zip arities 2...8")
    do {
        _ = Observable.zip(
            Observable<Int>.create { observer in observer.onNext(10); observer.onNext(11); observer.onCompleted(); return Disposables.create() },
            Observable.just(20)
        ) { a, b in [a, b].map(String.init).joined(separator: "+") }
        .subscribe(onNext: { print("zip2 r0:", $0) }, onCompleted: { print("zip2 r0: completed") })
    }
    do {
        _ = Observable.zip(
            Observable.just(10), Observable.of(20, 22, 24)
        )
        .subscribe(onNext: { print("zip2 r1:", $0) }, onCompleted: { print("zip2 r1: completed") })
    }
    do {
        let publish1 = PublishSubject<Int>()
        _ = Observable.zip(
            Observable.of(10, 12, 14), publish1
        ) { a, b in [a, b].map(String.init).joined(separator: "+") }
        .subscribe(onNext: { print("zip2 r2:", $0) }, onCompleted: { print("zip2 r2: completed") })
        publish1.onNext(20); publish1.onNext(23); publish1.onCompleted()
    }
    do {
        let publish0 = PublishSubject<Int>(), behavior1 = BehaviorSubject(value: 20)
        _ = Observable.zip(
            publish0, behavior1
        )
        .subscribe(onNext: { print("zip2 r3:", $0) }, onCompleted: { print("zip2 r3: completed") })
        publish0.onNext(10); publish0.onNext(13); publish0.onCompleted(); behavior1.onNext(25); behavior1.onCompleted()
    }
    do {
        let behavior0 = BehaviorSubject(value: 10)
        _ = Observable.zip(
            behavior0, Infallible.just(20).asObservable()
        ) { a, b in [a, b].map(String.init).joined(separator: "+") }
        .subscribe(onNext: { print("zip2 r4:", $0) }, onCompleted: { print("zip2 r4: completed") })
        behavior0.onNext(15); behavior0.onCompleted()
    }
    do {
        _ = Observable.zip(
            Infallible.just(10).asObservable(),
            Observable<Int>.create { observer in observer.onNext(20); observer.onNext(21); observer.onCompleted(); return Disposables.create() }
        )
        .subscribe(onNext: { print("zip2 r5:", $0) }, onCompleted: { print("zip2 r5: completed") })
    }
    do {
        _ = Observable.zip(
            Observable<Int>.create { observer in observer.onNext(10); observer.onNext(11); observer.onCompleted(); return Disposables.create() },
            Observable.just(20), Observable.of(30, 32, 34)
        ) { a, b, c in [a, b, c].map(String.init).joined(separator: "+") }
        .subscribe(onNext: { print("zip3 r0:", $0) }, onCompleted: { print("zip3 r0: completed") })
    }
    do {
        let publish2 = PublishSubject<Int>()
        _ = Observable.zip(
            Observable.just(10), Observable.of(20, 22, 24), publish2
        )
        .subscribe(onNext: { print("zip3 r1:", $0) }, onCompleted: { print("zip3 r1: completed") })
        publish2.onNext(30); publish2.onNext(33); publish2.onCompleted()
    }
    do {
        let publish1 = PublishSubject<Int>(), behavior2 = BehaviorSubject(value: 30)
        _ = Observable.zip(
            Observable.of(10, 12, 14), publish1, behavior2
        ) { a, b, c in [a, b, c].map(String.init).joined(separator: "+") }
        .subscribe(onNext: { print("zip3 r2:", $0) }, onCompleted: { print("zip3 r2: completed") })
        publish1.onNext(20); publish1.onNext(23); publish1.onCompleted(); behavior2.onNext(35); behavior2.onCompleted()
    }
    do {
        let publish0 = PublishSubject<Int>(), behavior1 = BehaviorSubject(value: 20)
        _ = Observable.zip(
            publish0, behavior1, Single.just(30).asObservable()
        )
        .subscribe(onNext: { print("zip3 r3:", $0) }, onCompleted: { print("zip3 r3: completed") })
        publish0.onNext(10); publish0.onNext(13); publish0.onCompleted(); behavior1.onNext(25); behavior1.onCompleted()
    }
    do {
        let behavior0 = BehaviorSubject(value: 10)
        _ = Observable.zip(
            behavior0, Single.just(20).asObservable(),
            Observable<Int>.create { observer in observer.onNext(30); observer.onNext(31); observer.onCompleted(); return Disposables.create() }
        ) { a, b, c in [a, b, c].map(String.init).joined(separator: "+") }
        .subscribe(onNext: { print("zip3 r4:", $0) }, onCompleted: { print("zip3 r4: completed") })
        behavior0.onNext(15); behavior0.onCompleted()
    }
    do {
        _ = Observable.zip(
            Single.just(10).asObservable(),
            Observable<Int>.create { observer in observer.onNext(20); observer.onNext(21); observer.onCompleted(); return Disposables.create() },
            Observable.just(30)
        )
        .subscribe(onNext: { print("zip3 r5:", $0) }, onCompleted: { print("zip3 r5: completed") })
    }
    do {
        let publish3 = PublishSubject<Int>()
        _ = Observable.zip(
            Observable<Int>.create { observer in observer.onNext(10); observer.onNext(11); observer.onCompleted(); return Disposables.create() },
            Observable.just(20), Observable.of(30, 32, 34), publish3
        ) { a, b, c, d in [a, b, c, d].map(String.init).joined(separator: "+") }
        .subscribe(onNext: { print("zip4 r0:", $0) }, onCompleted: { print("zip4 r0: completed") })
        publish3.onNext(40); publish3.onNext(43); publish3.onCompleted()
    }
    do {
        let publish2 = PublishSubject<Int>(), behavior3 = BehaviorSubject(value: 40)
        _ = Observable.zip(
            Observable.just(10), Observable.of(20, 22, 24), publish2,
            behavior3
        )
        .subscribe(onNext: { print("zip4 r1:", $0) }, onCompleted: { print("zip4 r1: completed") })
        publish2.onNext(30); publish2.onNext(33); publish2.onCompleted(); behavior3.onNext(45); behavior3.onCompleted()
    }
    do {
        let publish1 = PublishSubject<Int>(), behavior2 = BehaviorSubject(value: 30)
        _ = Observable.zip(
            Observable.of(10, 12, 14), publish1, behavior2,
            Single<Int>.create { single in single(.success(40)); return Disposables.create() }.asObservable()
        ) { a, b, c, d in [a, b, c, d].map(String.init).joined(separator: "+") }
        .subscribe(onNext: { print("zip4 r2:", $0) }, onCompleted: { print("zip4 r2: completed") })
        publish1.onNext(20); publish1.onNext(23); publish1.onCompleted(); behavior2.onNext(35); behavior2.onCompleted()
    }
    do {
        let publish0 = PublishSubject<Int>(), behavior1 = BehaviorSubject(value: 20)
        _ = Observable.zip(
            publish0, behavior1,
            Single<Int>.create { single in single(.success(30)); return Disposables.create() }.asObservable(),
            Observable<Int>.create { observer in observer.onNext(40); observer.onNext(41); observer.onCompleted(); return Disposables.create() }
        )
        .subscribe(onNext: { print("zip4 r3:", $0) }, onCompleted: { print("zip4 r3: completed") })
        publish0.onNext(10); publish0.onNext(13); publish0.onCompleted(); behavior1.onNext(25); behavior1.onCompleted()
    }
    do {
        let behavior0 = BehaviorSubject(value: 10)
        _ = Observable.zip(
            behavior0,
            Single<Int>.create { single in single(.success(20)); return Disposables.create() }.asObservable(),
            Observable<Int>.create { observer in observer.onNext(30); observer.onNext(31); observer.onCompleted(); return Disposables.create() },
            Observable.just(40)
        ) { a, b, c, d in [a, b, c, d].map(String.init).joined(separator: "+") }
        .subscribe(onNext: { print("zip4 r4:", $0) }, onCompleted: { print("zip4 r4: completed") })
        behavior0.onNext(15); behavior0.onCompleted()
    }
    do {
        _ = Observable.zip(
            Single<Int>.create { single in single(.success(10)); return Disposables.create() }.asObservable(),
            Observable<Int>.create { observer in observer.onNext(20); observer.onNext(21); observer.onCompleted(); return Disposables.create() },
            Observable.just(30), Observable.of(40, 42, 44)
        )
        .subscribe(onNext: { print("zip4 r5:", $0) }, onCompleted: { print("zip4 r5: completed") })
    }
    do {
        let publish3 = PublishSubject<Int>(), behavior4 = BehaviorSubject(value: 50)
        _ = Observable.zip(
            Observable<Int>.create { observer in observer.onNext(10); observer.onNext(11); observer.onCompleted(); return Disposables.create() },
            Observable.just(20), Observable.of(30, 32, 34), publish3,
            behavior4
        ) { a, b, c, d, e in [a, b, c, d, e].map(String.init).joined(separator: "+") }
        .subscribe(onNext: { print("zip5 r0:", $0) }, onCompleted: { print("zip5 r0: completed") })
        publish3.onNext(40); publish3.onNext(43); publish3.onCompleted(); behavior4.onNext(55); behavior4.onCompleted()
    }
    do {
        let publish2 = PublishSubject<Int>(), behavior3 = BehaviorSubject(value: 40)
        _ = Observable.zip(
            Observable.just(10), Observable.of(20, 22, 24), publish2,
            behavior3, Maybe.just(50).asObservable()
        )
        .subscribe(onNext: { print("zip5 r1:", $0) }, onCompleted: { print("zip5 r1: completed") })
        publish2.onNext(30); publish2.onNext(33); publish2.onCompleted(); behavior3.onNext(45); behavior3.onCompleted()
    }
    do {
        let publish1 = PublishSubject<Int>(), behavior2 = BehaviorSubject(value: 30)
        _ = Observable.zip(
            Observable.of(10, 12, 14), publish1, behavior2,
            Maybe.just(40).asObservable(),
            Observable<Int>.create { observer in observer.onNext(50); observer.onNext(51); observer.onCompleted(); return Disposables.create() }
        ) { a, b, c, d, e in [a, b, c, d, e].map(String.init).joined(separator: "+") }
        .subscribe(onNext: { print("zip5 r2:", $0) }, onCompleted: { print("zip5 r2: completed") })
        publish1.onNext(20); publish1.onNext(23); publish1.onCompleted(); behavior2.onNext(35); behavior2.onCompleted()
    }
    do {
        let publish0 = PublishSubject<Int>(), behavior1 = BehaviorSubject(value: 20)
        _ = Observable.zip(
            publish0, behavior1, Maybe.just(30).asObservable(),
            Observable<Int>.create { observer in observer.onNext(40); observer.onNext(41); observer.onCompleted(); return Disposables.create() },
            Observable.just(50)
        )
        .subscribe(onNext: { print("zip5 r3:", $0) }, onCompleted: { print("zip5 r3: completed") })
        publish0.onNext(10); publish0.onNext(13); publish0.onCompleted(); behavior1.onNext(25); behavior1.onCompleted()
    }
    do {
        let behavior0 = BehaviorSubject(value: 10)
        _ = Observable.zip(
            behavior0, Maybe.just(20).asObservable(),
            Observable<Int>.create { observer in observer.onNext(30); observer.onNext(31); observer.onCompleted(); return Disposables.create() },
            Observable.just(40), Observable.of(50, 52, 54)
        ) { a, b, c, d, e in [a, b, c, d, e].map(String.init).joined(separator: "+") }
        .subscribe(onNext: { print("zip5 r4:", $0) }, onCompleted: { print("zip5 r4: completed") })
        behavior0.onNext(15); behavior0.onCompleted()
    }
    do {
        let publish4 = PublishSubject<Int>()
        _ = Observable.zip(
            Maybe.just(10).asObservable(),
            Observable<Int>.create { observer in observer.onNext(20); observer.onNext(21); observer.onCompleted(); return Disposables.create() },
            Observable.just(30), Observable.of(40, 42, 44), publish4
        )
        .subscribe(onNext: { print("zip5 r5:", $0) }, onCompleted: { print("zip5 r5: completed") })
        publish4.onNext(50); publish4.onNext(53); publish4.onCompleted()
    }
    do {
        let publish3 = PublishSubject<Int>(), behavior4 = BehaviorSubject(value: 50)
        _ = Observable.zip(
            Observable<Int>.create { observer in observer.onNext(10); observer.onNext(11); observer.onCompleted(); return Disposables.create() },
            Observable.just(20), Observable.of(30, 32, 34), publish3,
            behavior4, Infallible.just(60).asObservable()
        ) { a, b, c, d, e, f in [a, b, c, d, e, f].map(String.init).joined(separator: "+") }
        .subscribe(onNext: { print("zip6 r0:", $0) }, onCompleted: { print("zip6 r0: completed") })
        publish3.onNext(40); publish3.onNext(43); publish3.onCompleted(); behavior4.onNext(55); behavior4.onCompleted()
    }
    do {
        let publish2 = PublishSubject<Int>(), behavior3 = BehaviorSubject(value: 40)
        _ = Observable.zip(
            Observable.just(10), Observable.of(20, 22, 24), publish2,
            behavior3, Infallible.just(50).asObservable(),
            Observable<Int>.create { observer in observer.onNext(60); observer.onNext(61); observer.onCompleted(); return Disposables.create() }
        )
        .subscribe(onNext: { print("zip6 r1:", $0) }, onCompleted: { print("zip6 r1: completed") })
        publish2.onNext(30); publish2.onNext(33); publish2.onCompleted(); behavior3.onNext(45); behavior3.onCompleted()
    }
    do {
        let publish1 = PublishSubject<Int>(), behavior2 = BehaviorSubject(value: 30)
        _ = Observable.zip(
            Observable.of(10, 12, 14), publish1, behavior2,
            Infallible.just(40).asObservable(),
            Observable<Int>.create { observer in observer.onNext(50); observer.onNext(51); observer.onCompleted(); return Disposables.create() },
            Observable.just(60)
        ) { a, b, c, d, e, f in [a, b, c, d, e, f].map(String.init).joined(separator: "+") }
        .subscribe(onNext: { print("zip6 r2:", $0) }, onCompleted: { print("zip6 r2: completed") })
        publish1.onNext(20); publish1.onNext(23); publish1.onCompleted(); behavior2.onNext(35); behavior2.onCompleted()
    }
    do {
        let publish0 = PublishSubject<Int>(), behavior1 = BehaviorSubject(value: 20)
        _ = Observable.zip(
            publish0, behavior1, Infallible.just(30).asObservable(),
            Observable<Int>.create { observer in observer.onNext(40); observer.onNext(41); observer.onCompleted(); return Disposables.create() },
            Observable.just(50), Observable.of(60, 62, 64)
        )
        .subscribe(onNext: { print("zip6 r3:", $0) }, onCompleted: { print("zip6 r3: completed") })
        publish0.onNext(10); publish0.onNext(13); publish0.onCompleted(); behavior1.onNext(25); behavior1.onCompleted()
    }
    do {
        let behavior0 = BehaviorSubject(value: 10), publish5 = PublishSubject<Int>()
        _ = Observable.zip(
            behavior0, Infallible.just(20).asObservable(),
            Observable<Int>.create { observer in observer.onNext(30); observer.onNext(31); observer.onCompleted(); return Disposables.create() },
            Observable.just(40), Observable.of(50, 52, 54), publish5
        ) { a, b, c, d, e, f in [a, b, c, d, e, f].map(String.init).joined(separator: "+") }
        .subscribe(onNext: { print("zip6 r4:", $0) }, onCompleted: { print("zip6 r4: completed") })
        behavior0.onNext(15); behavior0.onCompleted(); publish5.onNext(60); publish5.onNext(63); publish5.onCompleted()
    }
    do {
        let publish4 = PublishSubject<Int>(), behavior5 = BehaviorSubject(value: 60)
        _ = Observable.zip(
            Infallible.just(10).asObservable(),
            Observable<Int>.create { observer in observer.onNext(20); observer.onNext(21); observer.onCompleted(); return Disposables.create() },
            Observable.just(30), Observable.of(40, 42, 44), publish4,
            behavior5
        )
        .subscribe(onNext: { print("zip6 r5:", $0) }, onCompleted: { print("zip6 r5: completed") })
        publish4.onNext(50); publish4.onNext(53); publish4.onCompleted(); behavior5.onNext(65); behavior5.onCompleted()
    }
    do {
        let publish3 = PublishSubject<Int>(), behavior4 = BehaviorSubject(value: 50)
        _ = Observable.zip(
            Observable<Int>.create { observer in observer.onNext(10); observer.onNext(11); observer.onCompleted(); return Disposables.create() },
            Observable.just(20), Observable.of(30, 32, 34), publish3,
            behavior4, Single.just(60).asObservable(),
            Observable<Int>.create { observer in observer.onNext(70); observer.onNext(71); observer.onCompleted(); return Disposables.create() }
        ) { a, b, c, d, e, f, g in [a, b, c, d, e, f, g].map(String.init).joined(separator: "+") }
        .subscribe(onNext: { print("zip7 r0:", $0) }, onCompleted: { print("zip7 r0: completed") })
        publish3.onNext(40); publish3.onNext(43); publish3.onCompleted(); behavior4.onNext(55); behavior4.onCompleted()
    }
    do {
        let publish2 = PublishSubject<Int>(), behavior3 = BehaviorSubject(value: 40)
        _ = Observable.zip(
            Observable.just(10), Observable.of(20, 22, 24), publish2,
            behavior3, Single.just(50).asObservable(),
            Observable<Int>.create { observer in observer.onNext(60); observer.onNext(61); observer.onCompleted(); return Disposables.create() },
            Observable.just(70)
        )
        .subscribe(onNext: { print("zip7 r1:", $0) }, onCompleted: { print("zip7 r1: completed") })
        publish2.onNext(30); publish2.onNext(33); publish2.onCompleted(); behavior3.onNext(45); behavior3.onCompleted()
    }
    do {
        let publish1 = PublishSubject<Int>(), behavior2 = BehaviorSubject(value: 30)
        _ = Observable.zip(
            Observable.of(10, 12, 14), publish1, behavior2,
            Single.just(40).asObservable(),
            Observable<Int>.create { observer in observer.onNext(50); observer.onNext(51); observer.onCompleted(); return Disposables.create() },
            Observable.just(60), Observable.of(70, 72, 74)
        ) { a, b, c, d, e, f, g in [a, b, c, d, e, f, g].map(String.init).joined(separator: "+") }
        .subscribe(onNext: { print("zip7 r2:", $0) }, onCompleted: { print("zip7 r2: completed") })
        publish1.onNext(20); publish1.onNext(23); publish1.onCompleted(); behavior2.onNext(35); behavior2.onCompleted()
    }
    do {
        let publish0 = PublishSubject<Int>(), behavior1 = BehaviorSubject(value: 20), publish6 = PublishSubject<Int>()
        _ = Observable.zip(
            publish0, behavior1, Single.just(30).asObservable(),
            Observable<Int>.create { observer in observer.onNext(40); observer.onNext(41); observer.onCompleted(); return Disposables.create() },
            Observable.just(50), Observable.of(60, 62, 64), publish6
        )
        .subscribe(onNext: { print("zip7 r3:", $0) }, onCompleted: { print("zip7 r3: completed") })
        publish0.onNext(10); publish0.onNext(13); publish0.onCompleted(); behavior1.onNext(25); behavior1.onCompleted(); publish6.onNext(70); publish6.onNext(73); publish6.onCompleted()
    }
    do {
        let behavior0 = BehaviorSubject(value: 10), publish5 = PublishSubject<Int>(), behavior6 = BehaviorSubject(value: 70)
        _ = Observable.zip(
            behavior0, Single.just(20).asObservable(),
            Observable<Int>.create { observer in observer.onNext(30); observer.onNext(31); observer.onCompleted(); return Disposables.create() },
            Observable.just(40), Observable.of(50, 52, 54), publish5,
            behavior6
        ) { a, b, c, d, e, f, g in [a, b, c, d, e, f, g].map(String.init).joined(separator: "+") }
        .subscribe(onNext: { print("zip7 r4:", $0) }, onCompleted: { print("zip7 r4: completed") })
        behavior0.onNext(15); behavior0.onCompleted(); publish5.onNext(60); publish5.onNext(63); publish5.onCompleted(); behavior6.onNext(75); behavior6.onCompleted()
    }
    do {
        let publish4 = PublishSubject<Int>(), behavior5 = BehaviorSubject(value: 60)
        _ = Observable.zip(
            Single.just(10).asObservable(),
            Observable<Int>.create { observer in observer.onNext(20); observer.onNext(21); observer.onCompleted(); return Disposables.create() },
            Observable.just(30), Observable.of(40, 42, 44), publish4,
            behavior5, Maybe.just(70).asObservable()
        )
        .subscribe(onNext: { print("zip7 r5:", $0) }, onCompleted: { print("zip7 r5: completed") })
        publish4.onNext(50); publish4.onNext(53); publish4.onCompleted(); behavior5.onNext(65); behavior5.onCompleted()
    }
    do {
        let publish3 = PublishSubject<Int>(), behavior4 = BehaviorSubject(value: 50)
        _ = Observable.zip(
            Observable<Int>.create { observer in observer.onNext(10); observer.onNext(11); observer.onCompleted(); return Disposables.create() },
            Observable.just(20), Observable.of(30, 32, 34), publish3,
            behavior4,
            Single<Int>.create { single in single(.success(60)); return Disposables.create() }.asObservable(),
            Observable<Int>.create { observer in observer.onNext(70); observer.onNext(71); observer.onCompleted(); return Disposables.create() },
            Observable.just(80)
        ) { a, b, c, d, e, f, g, h in [a, b, c, d, e, f, g, h].map(String.init).joined(separator: "+") }
        .subscribe(onNext: { print("zip8 r0:", $0) }, onCompleted: { print("zip8 r0: completed") })
        publish3.onNext(40); publish3.onNext(43); publish3.onCompleted(); behavior4.onNext(55); behavior4.onCompleted()
    }
    do {
        let publish2 = PublishSubject<Int>(), behavior3 = BehaviorSubject(value: 40)
        _ = Observable.zip(
            Observable.just(10), Observable.of(20, 22, 24), publish2,
            behavior3,
            Single<Int>.create { single in single(.success(50)); return Disposables.create() }.asObservable(),
            Observable<Int>.create { observer in observer.onNext(60); observer.onNext(61); observer.onCompleted(); return Disposables.create() },
            Observable.just(70), Observable.of(80, 82, 84)
        )
        .subscribe(onNext: { print("zip8 r1:", $0) }, onCompleted: { print("zip8 r1: completed") })
        publish2.onNext(30); publish2.onNext(33); publish2.onCompleted(); behavior3.onNext(45); behavior3.onCompleted()
    }
    do {
        let publish1 = PublishSubject<Int>(), behavior2 = BehaviorSubject(value: 30), publish7 = PublishSubject<Int>()
        _ = Observable.zip(
            Observable.of(10, 12, 14), publish1, behavior2,
            Single<Int>.create { single in single(.success(40)); return Disposables.create() }.asObservable(),
            Observable<Int>.create { observer in observer.onNext(50); observer.onNext(51); observer.onCompleted(); return Disposables.create() },
            Observable.just(60), Observable.of(70, 72, 74), publish7
        ) { a, b, c, d, e, f, g, h in [a, b, c, d, e, f, g, h].map(String.init).joined(separator: "+") }
        .subscribe(onNext: { print("zip8 r2:", $0) }, onCompleted: { print("zip8 r2: completed") })
        publish1.onNext(20); publish1.onNext(23); publish1.onCompleted(); behavior2.onNext(35); behavior2.onCompleted(); publish7.onNext(80); publish7.onNext(83); publish7.onCompleted()
    }
    do {
        let publish0 = PublishSubject<Int>(), behavior1 = BehaviorSubject(value: 20), publish6 = PublishSubject<Int>(), behavior7 = BehaviorSubject(value: 80)
        _ = Observable.zip(
            publish0, behavior1,
            Single<Int>.create { single in single(.success(30)); return Disposables.create() }.asObservable(),
            Observable<Int>.create { observer in observer.onNext(40); observer.onNext(41); observer.onCompleted(); return Disposables.create() },
            Observable.just(50), Observable.of(60, 62, 64), publish6,
            behavior7
        )
        .subscribe(onNext: { print("zip8 r3:", $0) }, onCompleted: { print("zip8 r3: completed") })
        publish0.onNext(10); publish0.onNext(13); publish0.onCompleted(); behavior1.onNext(25); behavior1.onCompleted(); publish6.onNext(70); publish6.onNext(73); publish6.onCompleted(); behavior7.onNext(85); behavior7.onCompleted()
    }
    do {
        let behavior0 = BehaviorSubject(value: 10), publish5 = PublishSubject<Int>(), behavior6 = BehaviorSubject(value: 70)
        _ = Observable.zip(
            behavior0,
            Single<Int>.create { single in single(.success(20)); return Disposables.create() }.asObservable(),
            Observable<Int>.create { observer in observer.onNext(30); observer.onNext(31); observer.onCompleted(); return Disposables.create() },
            Observable.just(40), Observable.of(50, 52, 54), publish5,
            behavior6, Infallible.just(80).asObservable()
        ) { a, b, c, d, e, f, g, h in [a, b, c, d, e, f, g, h].map(String.init).joined(separator: "+") }
        .subscribe(onNext: { print("zip8 r4:", $0) }, onCompleted: { print("zip8 r4: completed") })
        behavior0.onNext(15); behavior0.onCompleted(); publish5.onNext(60); publish5.onNext(63); publish5.onCompleted(); behavior6.onNext(75); behavior6.onCompleted()
    }
    do {
        let publish4 = PublishSubject<Int>(), behavior5 = BehaviorSubject(value: 60)
        _ = Observable.zip(
            Single<Int>.create { single in single(.success(10)); return Disposables.create() }.asObservable(),
            Observable<Int>.create { observer in observer.onNext(20); observer.onNext(21); observer.onCompleted(); return Disposables.create() },
            Observable.just(30), Observable.of(40, 42, 44), publish4,
            behavior5, Infallible.just(70).asObservable(),
            Observable<Int>.create { observer in observer.onNext(80); observer.onNext(81); observer.onCompleted(); return Disposables.create() }
        )
        .subscribe(onNext: { print("zip8 r5:", $0) }, onCompleted: { print("zip8 r5: completed") })
        publish4.onNext(50); publish4.onNext(53); publish4.onCompleted(); behavior5.onNext(65); behavior5.onCompleted()
    }
}
