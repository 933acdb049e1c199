import SwiftRx
import SwiftRxTest

/// The operators that combine several sources by pairing their elements, or that let one source
/// gate another, shown over two hot inputs.
let pairingExamples: [MarbleExample] = [
    MarbleExample(
        name: "combineLatest",
        code: "Observable.combineLatest(source1, source2) { $0 + $1 }",
        inputs: ["-a----b---c-|", "---1----2---|"]
    ) { _, s in
        Observable.combineLatest(s[0], s[1]) { $0 + $1 }
    },
    MarbleExample(
        name: "zip",
        code: "Observable.zip(source1, source2) { $0 + $1 }",
        inputs: ["-a-b-c----|", "---1---2-3-4|"]
    ) { _, s in
        Observable.zip(s[0], s[1]) { $0 + $1 }
    },
    MarbleExample(
        name: "withLatestFrom",
        code: "source1.withLatestFrom(source2) { $0 + $1 }",
        inputs: ["-a---b--c--d|", "---1----2---|"]
    ) { _, s in
        s[0].withLatestFrom(s[1]) { $0 + $1 }
    },
    MarbleExample(
        name: "sample",
        code: "source1.sample(source2)  // the latest of source1 at each tick of source2, once",
        inputs: ["-a-b---c----|", "---x--x--x-x|"]
    ) { _, s in
        s[0].sample(s[1])
    },
    MarbleExample(
        name: "skip(until:)",
        code: "source1.skip(until: source2)",
        inputs: ["-a-b--c-d--|", "-----x------"]
    ) { _, s in
        s[0].skip(until: s[1])
    },
    MarbleExample(
        name: "take(until: other)",
        code: "source1.take(until: source2)",
        inputs: ["-a-b--c-d--|", "-----x------"]
    ) { _, s in
        s[0].take(until: s[1])
    },
    MarbleExample(
        name: "using",
        code:
            "Observable.using({ BooleanDisposable() }) { _ in source }  // the resource lives as long as the subscription",
        inputs: ["-a--b--|"]
    ) { _, s in
        Observable.using({ BooleanDisposable() }, observableFactory: { _ in s[0] })
    },
]
