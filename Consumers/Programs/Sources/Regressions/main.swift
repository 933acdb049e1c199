import Foundation
import SwiftRx

// Programs that once broke a user's release build, kept here so that they never do again, and the
// shapes around them. Every source is written inline, as users write them: that is what lets the
// optimizer see the source's class in the user's module.

/// Subscribes to `source`, disposes the subscription, and prints what it sent.
func report<Element>(_ name: String, _ source: Observable<Element>) {
    let events = EventRecorder<Element>()
    let subscription = source.subscribe(
        onNext: { events.add("\($0)") },
        onError: { events.add("error(\($0))") },
        onCompleted: { events.add("completed") }
    )
    subscription.dispose()
    print("\(name): \(events.joined)")
}

/// What a subscription sent, in order; the subscriptions here all deliver on the subscribing thread.
final class EventRecorder<Element>: @unchecked Sendable {
    // Touched by one subscription's closures, which run one at a time on the subscribing thread,
    // and read after it was disposed.
    private var lines: [String] = []
    func add(_ line: String) { lines.append(line) }
    var joined: String { lines.joined(separator: " ") }
}

struct Failure: Error, CustomStringConvertible {
    var description: String { "Failure" }
}

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

// The other places where SwiftRx tests a source's class: a `map` over a `just` (it looks for a
// `create`), `share` on a known share, `flatMap` into `create`s and `just`s.
report("just.map", Observable.just(2).map { $0 * 3 }.filter { $0 > 1 })
report("of.map", Observable.of(1, 2, 3).map { $0 + 1 })
report(
    "create.map",
    Observable<Int>.create { observer in
        observer.onNext(5)
        observer.onCompleted()
        return Disposables.create()
    }.map { $0 * 2 })
report("share.map", Observable.just(4).share(replay: 1).map { $0 + 1 })
report(
    "flatMap.create",
    Observable.of(1, 2).flatMap { value in
        Observable<Int>.create { observer in
            observer.onNext(value * 100)
            observer.onCompleted()
            return Disposables.create()
        }
    })
report("flatMapLatest.just", Observable.of(1, 2).flatMapLatest { Observable.just($0 * 1000) })
report("combineLatest.error", Observable.combineLatest(Observable<Int>.error(Failure()), Observable.just(1)) { $0 + $1 })
report(
    "combineLatest.levels",
    (0..<6).reduce(Observable.combineLatest(Observable.of(1, 2), Observable.just(10)) { $0 + $1 }) { last, level in
        Observable.combineLatest(last, Observable.just(level)) { $0 * 10 + $1 }
    })

arities()
