// swift-tools-version:5.9
// A user's package of programs and test suites written against SwiftRx as RxSwift users write them:
// SwiftRx's consumer corpus. It depends on SwiftRx by relative path, exactly as an app's package
// depends on a library, and `.ci/consumers` builds it in debug and release, in the Swift 5 and
// Swift 6 language modes (SWIFTRX_LANGUAGE_MODE=5 or 6), runs every program and compares what it
// prints with Expected/<program>.txt, and runs the test suites. Tools version 5.9, the oldest that
// SwiftRx's users may still have in their manifests.
import Foundation
import PackageDescription

// The SwiftRx checkout two folders up; a path dependency's identity is its folder's name.
let swiftRx = URL(fileURLWithPath: Context.packageDirectory).deletingLastPathComponent()
    .deletingLastPathComponent().lastPathComponent.lowercased()
let swift6 = Context.environment["SWIFTRX_LANGUAGE_MODE"] != "5"
let mode: [SwiftSetting] = swift6 ? [.unsafeFlags(["-swift-version", "6"])] : [.unsafeFlags(["-swift-version", "5"])]

func product(_ name: String) -> Target.Dependency {
    .product(name: name, package: swiftRx)
}

let package = Package(
    name: "Programs",
    platforms: [.macOS("15.0"), .iOS("18.0"), .tvOS("18.0"), .watchOS("11.0"), .visionOS("2.0")],
    dependencies: [.package(path: "../..")],
    targets: [
        // Programs that once broke a user's build, and shapes around them.
        .executableTarget(name: "Regressions", dependencies: [product("SwiftRx")], swiftSettings: mode),
        // Every operator family, written inline as users write it.
        .executableTarget(
            name: "OperatorTour", dependencies: [product("SwiftRx"), product("SwiftRxTest")], swiftSettings: mode),
        // App-shaped code: Driver, Signal, Binder, ControlProperty, async bridges, blocking, networking.
        .executableTarget(
            name: "AppPatterns",
            dependencies: [product("SwiftRx"), product("SwiftRxBlocking"), product("SwiftRxNetworking")],
            swiftSettings: mode),
        // An RxTest-style XCTest suite and a Swift Testing suite, run with `swift test`.
        .testTarget(
            name: "RxTestStyleTests", dependencies: [product("SwiftRx"), product("SwiftRxTest")],
            swiftSettings: mode),
        .testTarget(
            name: "SwiftTestingTests", dependencies: [product("SwiftRx"), product("SwiftRxTest")],
            swiftSettings: mode),
    ]
)
