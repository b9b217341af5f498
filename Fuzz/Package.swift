// swift-tools-version:5.9
import PackageDescription

/// A libFuzzer target over flowlint's whole pipeline (docs/fuzzing.md). Built on its own, with
/// `-sanitize=fuzzer,address` passed to every module (Fuzz/run.sh), so that coverage reaches the
/// lexer, parser, index and rules it depends on.
let package = Package(
    name: "flowlint-fuzz",
    dependencies: [.package(name: "flowlint", path: "..")],
    targets: [
        .target(name: "FuzzDriver", path: "Sources/FuzzDriver"),
        .executableTarget(
            name: "flowlint-fuzz",
            dependencies: ["FuzzDriver", .product(name: "FlowLintKit", package: "flowlint")],
            path: "Sources/flowlint-fuzz"
        ),
    ]
)
