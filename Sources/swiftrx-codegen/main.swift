// swiftrx-codegen: writes the per-arity `combineLatest` and `zip` overloads from the templates in
// Codegen/Templates (see the Architecture article).
//
//   swift run swiftrx-codegen            rewrites the generated files that differ from the templates
//   swift run swiftrx-codegen --check    writes nothing; exits 1 naming the files that differ (CI)
//   ... --root DIR                       the package root (default: the one this tool was built from)
import Foundation
import SwiftRxCodegen

var check = false
var root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    switch argument {
    case "--check": check = true
    case "--root":
        guard let path = arguments.popFirst() else {
            print("swiftrx-codegen: --root needs a folder, the package root")
            exit(2)
        }
        root = URL(fileURLWithPath: path)
    default:
        print("usage: swift run swiftrx-codegen [--check] [--root DIR]")
        exit(2)
    }
}

let generator = Generator(root: root)
do {
    if check {
        let stale = try generator.stale()
        if stale.isEmpty {
            print("swiftrx-codegen --check: the \(Manifest.files.count) generated files match their templates")
        } else {
            for path in stale { print("swiftrx-codegen --check: \(path) differs from what its template gives") }
            print("Run `swift run swiftrx-codegen` and commit the result (edit the templates, not these files).")
            exit(1)
        }
    } else {
        let written = try generator.write()
        for path in written { print("swiftrx-codegen: wrote \(path)") }
        print("swiftrx-codegen: \(written.count) of \(Manifest.files.count) generated files rewritten")
    }
} catch {
    print("swiftrx-codegen: \(error)")
    exit(1)
}
