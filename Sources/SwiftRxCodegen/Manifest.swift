// What swiftrx-codegen writes: each generated file, the template it comes from, and the words that
// tell `combineLatest` from `zip` in the templates shared by both operators.

/// One generated file.
public struct GeneratedFile: Sendable {
    /// The file, relative to the package root.
    public let path: String
    /// The template's file name, in ``Manifest/templateFolder``.
    public let template: String
    /// The values of the template's `{{name}}` placeholders that do not depend on the arity.
    public let variables: [String: String]
    /// The numbers of sources the template's per-arity blocks are repeated for.
    public var arities: ClosedRange<Int> = 2...8
}

/// The operator-specific words of the shared templates; one diagram each for the forms with a
/// result selector and for the tuple forms, checked by `swift run swiftrx-demo marbles --check`.
struct OperatorWords {
    let variables: [String: String]

    static let combineLatest = OperatorWords(variables: [
        "operator": "combineLatest",
        "Operator": "CombineLatest",
        "selectorSummary":
            "Combines the latest elements of {{arity}} {{sources}} with `resultSelector`, each time any of them "
            + "produces an element, once every source has produced at least one.",
        "tupleSummary": "Combines the latest elements of {{arity}} {{sources}} into tuples.",
        "behaviour": "emits each time any source produces an element, once every source has produced one",
        "completion": "completes when every source has completed, or when no combination can be made any more",
        "selectorParameter": "Combines the latest element of each source, in argument order",
        "selectorDiagram": """
        a:                           --1-----2-----3--|
        b:                           -----A-----B------|
        combineLatest(a, b, ...) {}: -----1A-2A-2B-3B--|   (shown for the first two sources)
        """,
        "tupleDiagram": """
        a:                    --1-----2-----3--|
        b:                    -----A-----B------|
        combineLatest(a, b):  -----w--x--y--z---|   w = (1, A), x = (2, A), y = (2, B), z = (3, B)
        """,
    ])

    static let zip = OperatorWords(variables: [
        "operator": "zip",
        "Operator": "Zip",
        "selectorSummary":
            "Combines the elements of {{arity}} {{sources}} by index with `resultSelector`: the first element of "
            + "each source, then the second of each, and so on.",
        "tupleSummary": "Combines the same-index elements of {{arity}} {{sources}} into tuples.",
        "behaviour":
            "pairs the n-th elements of all sources, which wait in a queue per source until every source has one",
        "completion":
            "completes when every source has completed (as RxSwift's fixed-arity `zip`, even after a completed "
            + "source's queue ran empty)",
        "selectorParameter": "Combines the n-th element of each source, in argument order",
        "selectorDiagram": """
        a:                 --1--2--------3---|
        b:                 -----A--B--C-----|
        zip(a, b, ...) {}: -----1A-2B----3C--|   (shown for the first two sources)
        """,
        "tupleDiagram": """
        a:          --1--2--------3---|
        b:          -----A--B--C-----|
        zip(a, b):  -----x--y-----z---|  x = (1, A), y = (2, B), z = (3, C)
        """,
    ])
}

/// The generated files, in the order the generator writes them.
public enum Manifest {
    /// Where the templates live, relative to the package root.
    public static let templateFolder = "Codegen/Templates"

    /// Every generated file, with its template and variables.
    public static let files: [GeneratedFile] =
        [
            file(
                "Operators/Combining/CombineLatestArity.swift", "ObservableCombineLatestArity", .combineLatest,
                "sources"),
            file("Operators/Combining/ZipArity.swift", "ObservableZipArity", .zip, "sources"),
        ]
        + [OperatorWords.combineLatest, .zip].flatMap { words in
            let name = words.variables["Operator"]!
            return [
                file("Operators/Combining/\(name)Tuple.swift", "ObservableTuple", words, "sources"),
                file(
                    "Traits/SharedSequence/SharedSequence+\(name)Arity.swift", "SharedSequenceArity", words,
                    "shared sequences"),
                file(
                    "Traits/SharedSequence/SharedSequence+\(name)Tuple.swift", "SharedSequenceTuple", words,
                    "shared sequences"),
                file("Traits/Infallible/Infallible+\(name)Tuple.swift", "InfallibleTuple", words, "infallible sources"),
            ]
        }

    /// The file at `path` in Sources/SwiftRx from `template`.swift.template, `sources` naming its sources in the docs.
    private static func file(_ path: String, _ template: String, _ words: OperatorWords, _ sources: String)
        -> GeneratedFile
    {
        GeneratedFile(
            path: "Sources/SwiftRx/" + path, template: template + ".swift.template",
            variables: words.variables.merging(["sources": sources]) { $1 })
    }
}
