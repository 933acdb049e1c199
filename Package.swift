// swift-tools-version:6.0
import PackageDescription

let strict: [SwiftSetting] = [
    .swiftLanguageMode(.v6),
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("MemberImportVisibility"),
]

let package = Package(
    name: "SwiftRx",
    platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
    products: [
        .library(name: "SwiftRx", targets: ["SwiftRx"]),
        .library(name: "SwiftRxTest", targets: ["SwiftRxTest"]),
        .library(name: "SwiftRxBlocking", targets: ["SwiftRxBlocking"]),
        .executable(name: "swiftrx-demo", targets: ["swiftrx-demo"]),
        .executable(name: "swiftrx-bench", targets: ["swiftrx-bench"]),
    ],
    targets: [
        .target(
            name: "SwiftRx",
            swiftSettings: strict + [.define("TRACE_RESOURCES", .when(configuration: .debug))]
        ),
        .target(name: "SwiftRxTest", dependencies: ["SwiftRx"], swiftSettings: strict),
        .target(name: "SwiftRxBlocking", dependencies: ["SwiftRx"], swiftSettings: strict),
        .executableTarget(name: "swiftrx-demo", dependencies: ["SwiftRx", "SwiftRxTest"], swiftSettings: strict),
        .executableTarget(name: "swiftrx-bench", dependencies: ["SwiftRx"], swiftSettings: strict),
        .testTarget(
            name: "SwiftRxTests", dependencies: ["SwiftRx", "SwiftRxTest", "SwiftRxBlocking"], swiftSettings: strict),
        .testTarget(name: "SwiftRxTestTests", dependencies: ["SwiftRx", "SwiftRxTest"], swiftSettings: strict),
        .testTarget(
            name: "SwiftRxBlockingTests",
            dependencies: ["SwiftRx", "SwiftRxBlocking", "SwiftRxTest"],
            swiftSettings: strict
        ),
    ]
)
