// swift-tools-version:6.0
// SwiftRx's benchmarks, built as a user builds them: a package of its own that depends on SwiftRx by
// path. RxSwiftBenchmarks holds RxSwift's own benchmark scenarios as written; swiftrx-bench runs
// them and SwiftRx's own scenarios. SWIFTRX_LANGUAGE_MODE=5 builds the user code in Swift 5 mode.
import Foundation
import PackageDescription

// The SwiftRx checkout two folders up; a path dependency's identity is its folder's name.
let swiftRxPath = "../.."
let swiftRx = URL(fileURLWithPath: Context.packageDirectory).deletingLastPathComponent()
    .deletingLastPathComponent().lastPathComponent.lowercased()
let mode: SwiftLanguageMode = Context.environment["SWIFTRX_LANGUAGE_MODE"] == "5" ? .v5 : .v6

let package = Package(
    name: "Benchmarks",
    platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
    dependencies: [.package(path: swiftRxPath)],
    targets: [
        .target(
            name: "RxSwiftBenchmarks",
            dependencies: [.product(name: "SwiftRx", package: swiftRx)],
            swiftSettings: [.swiftLanguageMode(mode)]
        ),
        .executableTarget(
            name: "swiftrx-bench",
            dependencies: ["RxSwiftBenchmarks", .product(name: "SwiftRx", package: swiftRx)],
            swiftSettings: [.swiftLanguageMode(mode)]
        ),
    ]
)
