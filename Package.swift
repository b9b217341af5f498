// swift-tools-version:5.9
import PackageDescription

/// Built-in rules: each is its own target under Rules/.
let builtinRuleTargets: [(module: String, folder: String)] = [
    ("StrongDelegateRule", "StrongDelegate"),
    ("NonClassDelegateProtocolRule", "NonClassDelegateProtocol"),
    ("StrongSelfCaptureRule", "StrongSelfCapture"),
    ("UnremovedObserverRule", "UnremovedObserver"),
    ("DiscardedObservationTokenRule", "DiscardedObservationToken"),
    ("ForceCastSegueRule", "ForceCastSegue"),
    ("SingletonOveruseRule", "SingletonOveruse"),
    ("NotificationPayloadForceCastRule", "NotificationPayloadForceCast"),
    ("AppDelegateDataStoreRule", "AppDelegateDataStore"),
    ("RetainCycleRule", "RetainCycle"),
]

let package = Package(
    name: "flowlint",
    products: [
        .executable(name: "flowlint", targets: ["flowlint"]),
        .library(name: "FlowLintKit", targets: ["FlowLintKit", "FlowLintDriver", "FlowLintTesting", "BuiltinRules"]),
        .plugin(name: "FlowLintBuildToolPlugin", targets: ["FlowLintBuildToolPlugin"]),
        .plugin(name: "FlowLintCommandPlugin", targets: ["FlowLintCommandPlugin"]),
    ],
    targets: [
        // System calls (the only code that imports Glibc or Darwin).
        .target(name: "FlowLintPlatform", path: "Sources/Platform"),
        // Pipeline stages, in the order data flows through them.
        .target(name: "FlowLintDiagnostics", path: "Sources/Diagnostics"),
        .target(name: "FlowLintLexer", dependencies: ["FlowLintPlatform"], path: "Sources/Lexer"),
        .target(name: "FlowLintParser", dependencies: ["FlowLintLexer"], path: "Sources/Parser"),
        .target(name: "FlowLintIndex", dependencies: ["FlowLintParser", "FlowLintPlatform"], path: "Sources/Index"),
        .target(name: "FlowLintKit",
                dependencies: ["FlowLintDiagnostics", "FlowLintLexer", "FlowLintParser", "FlowLintIndex"],
                path: "Sources/RuleAPI"),
        .target(name: "FlowLintConfig", dependencies: ["FlowLintDiagnostics", "FlowLintPlatform"], path: "Sources/Config"),
        .target(name: "FlowLintReporters", dependencies: ["FlowLintDiagnostics"], path: "Sources/Reporters"),
        .target(name: "FlowLintDriver",
                dependencies: ["FlowLintKit", "FlowLintConfig", "FlowLintReporters", "FlowLintPlatform"],
                path: "Sources/Driver"),
        .target(name: "FlowLintTesting", dependencies: ["FlowLintDriver"], path: "Sources/Testing"),
        .executableTarget(name: "flowlint", dependencies: ["FlowLintDriver", "BuiltinRules"], path: "Sources/flowlint"),

        // Rules.
        .target(name: "BuiltinRules", dependencies: ["FlowLintKit"] + builtinRuleTargets.map { .target(name: $0.module) },
                path: "Rules/BuiltinRules"),

        // An example custom rule (docs/writing-rules.md): not built in, not in `flowlint`;
        // `flowlint-with-examples` is flowlint with it.
        .target(name: "ViewModelImportsUIKitRule", dependencies: ["FlowLintKit"], path: "Rules/Examples/ViewModelImportsUIKit"),
        .executableTarget(name: "flowlint-with-examples", dependencies: ["FlowLintDriver", "BuiltinRules", "ViewModelImportsUIKitRule"],
                          path: "Sources/flowlint-with-examples"),

        // SwiftPM and Xcode plugins: flowlint on a target's files at build time, and as
        // `swift package flowlint`. Both build flowlint from source.
        .plugin(name: "FlowLintBuildToolPlugin", capability: .buildTool(), dependencies: ["flowlint"],
                path: "Plugins/FlowLintBuildToolPlugin"),
        .plugin(name: "FlowLintCommandPlugin",
                // No declared permission, so that plain linting asks for none; on macOS, writing a
                // report or baseline into the package needs `--allow-writing-to-package-directory`.
                capability: .command(intent: .custom(verb: "flowlint", description: "Lint the package's Swift code with flowlint")),
                dependencies: ["flowlint"], path: "Plugins/FlowLintCommandPlugin"),

        // Benchmarks.
        .executableTarget(name: "flowlint-bench", dependencies: ["FlowLintDriver"], path: "Benchmarks/ParseBench"),

        // Tests.
        .testTarget(name: "LexerTests", dependencies: ["FlowLintLexer"], path: "Tests/LexerTests"),
        .testTarget(name: "ParserTests", dependencies: ["FlowLintParser"], path: "Tests/ParserTests"),
        .testTarget(name: "ConfigTests", dependencies: ["FlowLintConfig"], path: "Tests/ConfigTests"),
        .testTarget(name: "ReporterTests", dependencies: ["FlowLintReporters"], path: "Tests/ReporterTests", exclude: ["Golden"]),
        .testTarget(name: "DriverTests", dependencies: ["FlowLintDriver", "BuiltinRules"], path: "Tests/DriverTests", exclude: ["Golden"]),
        .testTarget(name: "RuleTests", dependencies: ["FlowLintTesting", "BuiltinRules"], path: "Tests/RuleTests"),
        .testTarget(name: "ExampleRuleTests", dependencies: ["FlowLintTesting", "BuiltinRules", "ViewModelImportsUIKitRule"],
                    path: "Tests/ExampleRuleTests"),
    ] + builtinRuleTargets.map {
        .target(name: $0.module, dependencies: ["FlowLintKit"], path: "Rules/\($0.folder)")
    }
)
