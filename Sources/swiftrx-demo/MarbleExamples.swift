import SwiftRx
import SwiftRxTest

struct DemoError: Error {}

/// The operators `swiftrx-demo marbles` can show, each over a fixed input.
let marbleExamples: [MarbleExample] = [
    MarbleExample(name: "map", code: "source.map { $0.uppercased() }", inputs: ["-a--b---c--|"]) { _, s in
        s[0].map { $0.uppercased() }
    },
    MarbleExample(name: "filter", code: "source.filter { $0 != \"b\" }", inputs: ["-a--b---c--|"]) { _, s in
        s[0].filter { $0 != "b" }
    },
]
