import Dispatch
import SwiftRx
import SwiftRxTest

struct DemoError: Error {}

/// An object for the `withUnretained` example.
private final class Tag: Sendable {
    let name = "t"
}

/// A cold inner sequence whose elements are tagged with the outer element `x` (`a` → `a1`, `a2`).
private func inner(_ scheduler: TestScheduler, _ diagram: String, tag x: String) -> Observable<String> {
    scheduler.createColdObservable(diagram).asObservable().map { x + $0 }
}

private func cold(_ scheduler: TestScheduler, _ diagram: String) -> Observable<String> {
    scheduler.createColdObservable(diagram).asObservable()
}

private func describe(_ event: Event<String>) -> String {
    switch event {
    case .next(let element): "next(\(element))"
    case .error: "error"
    case .completed: "completed"
    }
}

private let abc = "-a--b---c--|"

/// The operators `swiftrx-demo marbles` can show, each over a fixed input.
let marbleExamples: [MarbleExample] =
    transforming + filtering + conditional + combining + pairingExamples + errorHandling
    + utility + aggregate + connectable + time + creating

// MARK: - Transforming

private let transforming: [MarbleExample] = [
    MarbleExample(name: "map", code: "source.map { $0.uppercased() }", inputs: [abc]) { _, s in
        s[0].map { $0.uppercased() }
    },
    MarbleExample(
        name: "compactMap",
        code: "source.compactMap { Int($0).map { String($0 * 2) } }",
        inputs: ["-1-a-2-b-3-|"]
    ) { _, s in
        s[0].compactMap { Int($0).map { String($0 * 2) } }
    },
    MarbleExample(name: "scan", code: "source.scan(\"\") { $0 + $1 }", inputs: [abc]) { _, s in
        s[0].scan("") { $0 + $1 }
    },
    MarbleExample(
        name: "enumerated",
        code: "source.enumerated().map { \"\\($0.index)\\($0.element)\" }",
        inputs: [abc]
    ) { _, s in
        s[0].enumerated().map { "\($0.index)\($0.element)" }
    },
    MarbleExample(
        name: "materialize",
        code: "source.materialize().map(describe)  // next(x) / error / completed",
        inputs: ["-a--b--#"]
    ) { _, s in
        s[0].materialize().map(describe)
    },
    MarbleExample(
        name: "dematerialize",
        code: "source.map { $0 == \"e\" ? Event<String>.error(DemoError()) : .next($0) }.dematerialize()",
        inputs: ["-a--b--e--c-|"]
    ) { _, s in
        s[0].map { $0 == "e" ? Event<String>.error(DemoError()) : .next($0) }.dematerialize()
    },
    MarbleExample(
        name: "flatMap",
        code: "source.flatMap { x in inner.map { x + $0 } }  // inner: cold \"-1--2|\"",
        inputs: ["-a-b--------|"]
    ) { scheduler, s in
        s[0].flatMap { inner(scheduler, "-1--2|", tag: $0) }
    },
    MarbleExample(
        name: "flatMapFirst",
        code: "source.flatMapFirst { x in inner.map { x + $0 } }  // inner: cold \"-1--2|\"",
        inputs: ["-a--b--c----|"]
    ) { scheduler, s in
        s[0].flatMapFirst { inner(scheduler, "-1--2|", tag: $0) }
    },
    MarbleExample(
        name: "flatMapLatest",
        code: "source.flatMapLatest { x in inner.map { x + $0 } }  // inner: cold \"-1--2|\"",
        inputs: ["-a--b-------|"]
    ) { scheduler, s in
        s[0].flatMapLatest { inner(scheduler, "-1--2|", tag: $0) }
    },
    MarbleExample(
        name: "concatMap",
        code: "source.concatMap { x in inner.map { x + $0 } }  // inner: cold \"-1--2|\"",
        inputs: ["-a--b-------|"]
    ) { scheduler, s in
        s[0].concatMap { inner(scheduler, "-1--2|", tag: $0) }
    },
    MarbleExample(
        name: "groupBy",
        code:
            "source.groupBy { Int($0) != nil ? \"digit\" : \"letter\" }.flatMap { g in g.map { \"\\(g.key):\\($0)\" } }",
        inputs: ["-a-1-b-2-|"]
    ) { _, s in
        s[0].groupBy { Int($0) != nil ? "digit" : "letter" }.flatMap { group in group.map { "\(group.key):\($0)" } }
    },
    MarbleExample(
        name: "withUnretained",
        code: "source.withUnretained(tag) { tag, x in tag.name + x }  // tag.name == \"t\"",
        inputs: [abc]
    ) { _, s in
        let tag = Tag()
        return s[0].withUnretained(tag) { tag, x in tag.name + x }
            .do(onCompleted: { _ = tag })
    },
]

// MARK: - Filtering

private let filtering: [MarbleExample] = [
    MarbleExample(name: "filter", code: "source.filter { $0 != \"b\" }", inputs: [abc]) { _, s in
        s[0].filter { $0 != "b" }
    },
    MarbleExample(name: "distinctUntilChanged", code: "source.distinctUntilChanged()", inputs: ["-a-a-b-b-a-|"]) {
        _, s in s[0].distinctUntilChanged()
    },
    MarbleExample(name: "skip", code: "source.skip(2)", inputs: ["-a-b-c-d-|"]) { _, s in s[0].skip(2) },
    MarbleExample(name: "skip(while:)", code: "source.skip(while: { $0 != \"c\" })", inputs: ["-a-b-c-a-|"]) {
        _, s in s[0].skip(while: { $0 != "c" })
    },
    MarbleExample(name: "take", code: "source.take(2)", inputs: ["-a-b-c-d-|"]) { _, s in s[0].take(2) },
    MarbleExample(name: "take(while:)", code: "source.take(while: { $0 != \"c\" })", inputs: ["-a-b-c-a-|"]) {
        _, s in s[0].take(while: { $0 != "c" })
    },
    MarbleExample(name: "takeLast", code: "source.takeLast(2)", inputs: ["-a-b-c-d-|"]) { _, s in s[0].takeLast(2) },
    MarbleExample(name: "element(at:)", code: "source.element(at: 1)", inputs: ["-a-b-c-d-|"]) { _, s in
        s[0].element(at: 1)
    },
    MarbleExample(
        name: "ignoreElements",
        code: "source.ignoreElements().map(absurd)  // func absurd(_: Never) -> String {}",
        inputs: ["-a-b-c-d-|"]
    ) { _, s in
        s[0].ignoreElements().map(absurd)
    },
    MarbleExample(name: "single", code: "source.single()", inputs: ["-a-----|"]) { _, s in s[0].single() },
    MarbleExample(name: "single(two)", code: "source.single()  // a second element is an error", inputs: ["-a--b--|"]) {
        _, s in s[0].single()
    },
    MarbleExample(
        name: "single(predicate)",
        code: "source.single { $0 == \"b\" }",
        inputs: ["-a--b--c-|"]
    ) { _, s in
        s[0].single { $0 == "b" }
    },
    MarbleExample(
        name: "first",
        code: "source.first().asObservable().map { $0 ?? \"nil\" }",
        inputs: ["-a--b--c-|"]
    ) { _, s in
        s[0].first().asObservable().map { $0 ?? "nil" }
    },
    MarbleExample(name: "asSingle", code: "source.asSingle().asObservable()", inputs: ["-a------|"]) { _, s in
        s[0].asSingle().asObservable()
    },
    MarbleExample(name: "asMaybe", code: "source.asMaybe().asObservable()", inputs: ["-------|"]) { _, s in
        s[0].asMaybe().asObservable()
    },
]

// MARK: - Conditional

private let conditional: [MarbleExample] = [
    MarbleExample(
        name: "take(until:)",
        code: "source.take(until: { $0 == \"c\" })",
        inputs: ["-a-b-c-d-|"]
    ) { _, s in
        s[0].take(until: { $0 == "c" })
    },
    MarbleExample(
        name: "take(until:inclusive)",
        code: "source.take(until: { $0 == \"c\" }, behavior: .inclusive)",
        inputs: ["-a-b-c-d-|"]
    ) { _, s in
        s[0].take(until: { $0 == "c" }, behavior: .inclusive)
    },
    MarbleExample(name: "ifEmpty(default:)", code: "source.ifEmpty(default: \"z\")", inputs: ["------|"]) { _, s in
        s[0].ifEmpty(default: "z")
    },
    MarbleExample(
        name: "ifEmpty(switchTo:)",
        code: "source.ifEmpty(switchTo: other)  // other: cold \"-x-y|\"",
        inputs: ["----|"]
    ) { scheduler, s in
        s[0].ifEmpty(switchTo: cold(scheduler, "-x-y|"))
    },
]

// MARK: - Combining

private let combining: [MarbleExample] = [
    MarbleExample(name: "startWith", code: "source.startWith(\"s\")", inputs: [abc]) { _, s in
        s[0].startWith("s")
    },
    MarbleExample(
        name: "merge",
        code: "Observable.merge(source1, source2)",
        inputs: ["-a---b---c-|", "---1---2|"]
    ) { _, s in
        Observable<String>.merge(s[0], s[1])
    },
    MarbleExample(
        name: "concat",
        code: "source.concat(second)  // second: cold \"-x-y|\"",
        inputs: ["-a--b-|"]
    ) { scheduler, s in
        s[0].concat(cold(scheduler, "-x-y|"))
    },
    MarbleExample(
        name: "merge(maxConcurrent:)",
        code: "source.map { x in inner.map { x + $0 } }.merge(maxConcurrent: 2)  // inner: cold \"-1--2|\"",
        inputs: ["-ab-c-------|"]
    ) { scheduler, s in
        s[0].map { inner(scheduler, "-1--2|", tag: $0) }.merge(maxConcurrent: 2)
    },
    MarbleExample(
        name: "concat()",
        code: "source.map { x in inner.map { x + $0 } }.concat()  // inner: cold \"-1-2|\"",
        inputs: ["-a-b--------|"]
    ) { scheduler, s in
        s[0].map { inner(scheduler, "-1-2|", tag: $0) }.concat()
    },
    MarbleExample(name: "amb", code: "source1.amb(source2)", inputs: ["---a---b-|", "-1---2---3|"]) { _, s in
        s[0].amb(s[1])
    },
    MarbleExample(
        name: "switchLatest",
        code: "source.map { x in inner.map { x + $0 } }.switchLatest()  // inner: cold \"-1--2|\"",
        inputs: ["-a--b-------|"]
    ) { scheduler, s in
        s[0].map { inner(scheduler, "-1--2|", tag: $0) }.switchLatest()
    },
]

// MARK: - Error handling

private let errorHandling: [MarbleExample] = [
    MarbleExample(
        name: "catch",
        code: "source.catch { _ in fallback }  // fallback: cold \"-x-y|\"",
        inputs: ["-a--b--#"]
    ) { scheduler, s in
        s[0].catch { _ in cold(scheduler, "-x-y|") }
    },
    MarbleExample(name: "catchAndReturn", code: "source.catchAndReturn(\"z\")", inputs: ["-a--b--#"]) { _, s in
        s[0].catchAndReturn("z")
    },
    MarbleExample(name: "retry", code: "cold(\"-a-b-#\").retry(3)", inputs: []) { scheduler, _ in
        cold(scheduler, "-a-b-#").retry(3)
    },
    MarbleExample(
        name: "retry(when:)",
        code: """
            cold("-a-#").retry(when: { errors in
                errors.enumerated().flatMap { i, e in
                    i < 2 ? Observable<Int>.timer(.seconds(20), scheduler: scheduler) : .error(e) } })
            """,
        inputs: []
    ) { scheduler, _ in
        cold(scheduler, "-a-#").retry(when: { (errors: Observable<any Error>) in
            errors.enumerated().flatMap { attempt, error in
                attempt < 2 ? Observable<Int>.timer(.seconds(20), scheduler: scheduler) : .error(error)
            }
        })
    },
]

// MARK: - Utility

private let utility: [MarbleExample] = [
    MarbleExample(
        name: "do",
        code: "source.do(onNext: { if $0 == \"c\" { throw DemoError() } })",
        inputs: ["-a--b--c--d-|"]
    ) { _, s in
        s[0].do(onNext: { if $0 == "c" { throw DemoError() } })
    },
    MarbleExample(
        name: "observe(on:)",
        code: "source.observe(on: scheduler)  // the TestScheduler",
        inputs: [abc]
    ) { scheduler, s in
        s[0].observe(on: scheduler)
    },
    MarbleExample(
        name: "subscribe(on:)",
        code: "source.subscribe(on: scheduler)  // the TestScheduler",
        inputs: [abc]
    ) { scheduler, s in
        s[0].subscribe(on: scheduler)
    },
]

// MARK: - Aggregate

private let aggregate: [MarbleExample] = [
    MarbleExample(name: "reduce", code: "source.reduce(\"\") { $0 + $1 }", inputs: [abc]) { _, s in
        s[0].reduce("") { $0 + $1 }
    },
    MarbleExample(
        name: "reduce(mapResult:)",
        code: "source.reduce(\"\", accumulator: { $0 + $1 }, mapResult: { $0.uppercased() })",
        inputs: [abc]
    ) { _, s in
        s[0].reduce("", accumulator: { $0 + $1 }, mapResult: { $0.uppercased() })
    },
    MarbleExample(
        name: "toArray",
        code: "source.toArray().asObservable().map { $0.joined(separator: \",\") }",
        inputs: [abc]
    ) { _, s in
        s[0].toArray().asObservable().map { $0.joined(separator: ",") }
    },
]

// MARK: - Connectable and sharing

private let connectable: [MarbleExample] = [
    MarbleExample(
        name: "share",
        code: """
            let shared = cold("-a----b----c----|").share(replay: 1)
            Observable.merge(shared, shared.delaySubscription(.seconds(25), scheduler: scheduler).map { $0.uppercased() })
            """,
        inputs: []
    ) { scheduler, _ in
        let shared = cold(scheduler, "-a----b----c----|").share(replay: 1)
        return Observable<String>.merge(
            shared,
            shared.delaySubscription(.seconds(25), scheduler: scheduler).map { $0.uppercased() }
        )
    },
    MarbleExample(
        name: "publish",
        code: "let published = source.publish()  // connect() at tick 25",
        inputs: ["-a-b-c-d-|"]
    ) { scheduler, s in
        let published = s[0].publish()
        scheduler.scheduleAt(25) { _ = published.connect() }
        return published.asObservable()
    },
    MarbleExample(
        name: "replay",
        code: """
            let replayed = source.replay(2)
            replayed.delaySubscription(.seconds(55), scheduler: scheduler)  // connect() at tick 0
            """,
        inputs: ["-a-b-c-----d-----|"]
    ) { scheduler, s in
        let replayed = s[0].replay(2)
        scheduler.scheduleAt(0) { _ = replayed.connect() }
        return replayed.delaySubscription(.seconds(55), scheduler: scheduler)
    },
    MarbleExample(
        name: "multicast(selector:)",
        code:
            "source.multicast({ PublishSubject<String>() }, selector: { s in Observable.merge(s, s.map { $0.uppercased() }) })",
        inputs: ["-a---b---|"]
    ) { _, s in
        s[0].multicast(
            { PublishSubject<String>() },
            selector: { shared in
                Observable<String>.merge(shared, shared.map { $0.uppercased() })
            })
    },
    MarbleExample(
        name: "replayAll",
        code: """
            let replayed = source.replayAll()
            replayed.delaySubscription(.seconds(55), scheduler: scheduler)  // connect() at tick 0
            """,
        inputs: ["-a-b-c-----d-----|"]
    ) { scheduler, s in
        let replayed = s[0].replayAll()
        scheduler.scheduleAt(0) { _ = replayed.connect() }
        return replayed.delaySubscription(.seconds(55), scheduler: scheduler)
    },
    MarbleExample(
        name: "refCount",
        code: "source.publish().refCount()",
        inputs: [abc]
    ) { _, s in
        s[0].publish().refCount()
    },
]

// MARK: - Time (one character is 10 ticks, `.seconds(1)` is 1 tick)

private let time: [MarbleExample] = [
    MarbleExample(
        name: "debounce",
        code: "source.debounce(.seconds(20), scheduler: scheduler)",
        inputs: ["-a--bc----d---e|"]
    ) { scheduler, s in
        s[0].debounce(.seconds(20), scheduler: scheduler)
    },
    MarbleExample(
        name: "throttle",
        code: "source.throttle(.seconds(30), scheduler: scheduler)  // latest: true",
        inputs: ["-ab--c-----d--|"]
    ) { scheduler, s in
        s[0].throttle(.seconds(30), scheduler: scheduler)
    },
    MarbleExample(
        name: "throttle(latest: false)",
        code: "source.throttle(.seconds(30), latest: false, scheduler: scheduler)",
        inputs: ["-ab--c-----d--|"]
    ) { scheduler, s in
        s[0].throttle(.seconds(30), latest: false, scheduler: scheduler)
    },
    MarbleExample(
        name: "timeout",
        code: "source.timeout(.seconds(40), scheduler: scheduler)",
        inputs: ["-a-b------c-|"]
    ) { scheduler, s in
        s[0].timeout(.seconds(40), scheduler: scheduler)
    },
    MarbleExample(
        name: "timeout(other:)",
        code: "source.timeout(.seconds(40), other: other, scheduler: scheduler)  // other: cold \"-x-y|\"",
        inputs: ["-a-b------c-|"]
    ) { scheduler, s in
        s[0].timeout(.seconds(40), other: cold(scheduler, "-x-y|"), scheduler: scheduler)
    },
    MarbleExample(
        name: "delay",
        code: "source.delay(.seconds(20), scheduler: scheduler)",
        inputs: ["-a--b---c--|"]
    ) { scheduler, s in
        s[0].delay(.seconds(20), scheduler: scheduler)
    },
    MarbleExample(
        name: "delaySubscription",
        code: "source.delaySubscription(.seconds(35), scheduler: scheduler)  // source is hot",
        inputs: ["-a--b---c--|"]
    ) { scheduler, s in
        s[0].delaySubscription(.seconds(35), scheduler: scheduler)
    },
    MarbleExample(
        name: "buffer",
        code: "source.buffer(timeSpan: .seconds(40), count: 3, scheduler: scheduler).map { \"[\\($0.joined())]\" }",
        inputs: ["-abcd-----e----|"]
    ) { scheduler, s in
        s[0].buffer(timeSpan: .seconds(40), count: 3, scheduler: scheduler).map { "[\($0.joined())]" }
    },
    MarbleExample(
        name: "window",
        code: """
            source.window(timeSpan: .seconds(40), count: 3, scheduler: scheduler)
                .flatMap { $0.reduce("") { $0 + $1 }.map { "[\\($0)]" } }
            """,
        inputs: ["-abcd-----e----|"]
    ) { scheduler, s in
        s[0].window(timeSpan: .seconds(40), count: 3, scheduler: scheduler)
            .flatMap { $0.reduce("") { $0 + $1 }.map { "[\($0)]" } }
    },
    MarbleExample(
        name: "take(for:)",
        code: "source.take(for: .seconds(55), scheduler: scheduler)",
        inputs: ["-a--b---c--|"]
    ) { scheduler, s in
        s[0].take(for: .seconds(55), scheduler: scheduler)
    },
    MarbleExample(
        name: "skip(duration)",
        code: "source.skip(.seconds(45), scheduler: scheduler)",
        inputs: ["-a--b---c--|"]
    ) { scheduler, s in
        s[0].skip(.seconds(45), scheduler: scheduler)
    },
    MarbleExample(
        name: "interval",
        code: "Observable<Int>.interval(.seconds(20), scheduler: scheduler).take(4).map(String.init)",
        inputs: []
    ) { scheduler, _ in
        Observable<Int>.interval(.seconds(20), scheduler: scheduler).take(4).map(String.init)
    },
    MarbleExample(
        name: "timer",
        code: "Observable<Int>.timer(.seconds(30), scheduler: scheduler).map(String.init)",
        inputs: []
    ) { scheduler, _ in
        Observable<Int>.timer(.seconds(30), scheduler: scheduler).map(String.init)
    },
    MarbleExample(
        name: "timer(period:)",
        code:
            "Observable<Int>.timer(.seconds(30), period: .seconds(20), scheduler: scheduler).take(3).map(String.init)",
        inputs: []
    ) { scheduler, _ in
        Observable<Int>.timer(.seconds(30), period: .seconds(20), scheduler: scheduler).take(3).map(String.init)
    },
]

// MARK: - Creating

private let creating: [MarbleExample] = [
    MarbleExample(name: "just", code: "Observable.just(\"a\")", inputs: []) { _, _ in Observable.just("a") },
    MarbleExample(name: "of", code: "Observable.of(\"a\", \"b\", \"c\")", inputs: []) { _, _ in
        Observable.of("a", "b", "c")
    },
    MarbleExample(name: "from", code: "Observable.from([\"a\", \"b\"])", inputs: []) { _, _ in
        Observable.from(["a", "b"])
    },
    MarbleExample(name: "empty", code: "Observable<String>.empty()", inputs: []) { _, _ in Observable.empty() },
    MarbleExample(name: "never", code: "Observable<String>.never()", inputs: []) { _, _ in Observable.never() },
    MarbleExample(name: "error", code: "Observable<String>.error(DemoError())", inputs: []) { _, _ in
        Observable.error(DemoError())
    },
    MarbleExample(
        name: "range",
        code: "Observable.range(start: 1, count: 3).map(String.init)",
        inputs: []
    ) { _, _ in
        Observable.range(start: 1, count: 3).map(String.init)
    },
    MarbleExample(
        name: "generate",
        code: "Observable.generate(initialState: 1, condition: { $0 < 5 }, iterate: { $0 * 2 }).map(String.init)",
        inputs: []
    ) { _, _ in
        Observable.generate(initialState: 1, condition: { $0 < 5 }, iterate: { $0 * 2 }).map(String.init)
    },
    MarbleExample(
        name: "repeatElement",
        code: "Observable.repeatElement(\"r\").take(3)",
        inputs: []
    ) { _, _ in
        Observable.repeatElement("r").take(3)
    },
    MarbleExample(
        name: "deferred",
        code: "Observable.deferred { cold(\"-x-y|\") }",
        inputs: []
    ) { scheduler, _ in
        Observable.deferred { cold(scheduler, "-x-y|") }
    },
    MarbleExample(
        name: "create",
        code: "Observable.create { o in o.onNext(\"a\"); o.onCompleted(); return Disposables.create() }",
        inputs: []
    ) { _, _ in
        Observable.create { observer in
            observer.onNext("a")
            observer.onCompleted()
            return Disposables.create()
        }
    },
]

/// Turns `ignoreElements()`'s `Never` elements into Strings (there are none to turn).
private func absurd(_ never: Never) -> String {}
