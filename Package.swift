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
        // URLSession.rx, separate because on Linux URLSession lives in FoundationNetworking, which
        // links libcurl: programs that do not send requests through SwiftRx do not link it.
        .library(name: "SwiftRxNetworking", targets: ["SwiftRxNetworking"]),
        .executable(name: "swiftrx-demo", targets: ["swiftrx-demo"]),
        .executable(name: "swiftrx-search", targets: ["swiftrx-search"]),
        .executable(name: "swiftrx-codegen", targets: ["swiftrx-codegen"]),
    ],
    targets: [
        .target(
            name: "SwiftRx",
            swiftSettings: strict + [.define("TRACE_RESOURCES", .when(configuration: .debug))]
        ),
        .target(name: "SwiftRxTest", dependencies: ["SwiftRx"], swiftSettings: strict),
        .target(name: "SwiftRxBlocking", dependencies: ["SwiftRx"], swiftSettings: strict),
        .target(name: "SwiftRxNetworking", dependencies: ["SwiftRx"], swiftSettings: strict),
        .executableTarget(name: "swiftrx-demo", dependencies: ["SwiftRx", "SwiftRxTest"], swiftSettings: strict),
        // swiftrx-search: the interactive terminal app; its testable logic lives in SwiftRxSearchCore.
        .target(name: "SwiftRxSearchCore", dependencies: ["SwiftRx"], swiftSettings: strict),
        .executableTarget(
            name: "swiftrx-search",
            dependencies: ["SwiftRx", "SwiftRxSearchCore"],
            swiftSettings: strict
        ),
        // swiftrx-codegen: writes the per-arity combineLatest/zip overloads from Codegen/Templates; its
        // template engine lives in SwiftRxCodegen, so that it is tested. Toolchain only, no SwiftRx.
        .target(name: "SwiftRxCodegen", swiftSettings: strict),
        .executableTarget(name: "swiftrx-codegen", dependencies: ["SwiftRxCodegen"], swiftSettings: strict),
        .testTarget(
            name: "SwiftRxTests", dependencies: ["SwiftRx", "SwiftRxTest", "SwiftRxBlocking"], swiftSettings: strict),
        .testTarget(name: "SwiftRxTestTests", dependencies: ["SwiftRx", "SwiftRxTest"], swiftSettings: strict),
        .testTarget(
            name: "SwiftRxSearchCoreTests",
            dependencies: ["SwiftRx", "SwiftRxSearchCore", "SwiftRxTest"],
            swiftSettings: strict
        ),
        .testTarget(
            name: "SwiftRxBlockingTests",
            dependencies: ["SwiftRx", "SwiftRxBlocking", "SwiftRxTest"],
            swiftSettings: strict
        ),
        .testTarget(name: "SwiftRxCodegenTests", dependencies: ["SwiftRxCodegen"], swiftSettings: strict),
        .testTarget(
            name: "SwiftRxNetworkingTests",
            dependencies: ["SwiftRx", "SwiftRxNetworking", "SwiftRxBlocking"],
            swiftSettings: strict
        ),
    ]
)
