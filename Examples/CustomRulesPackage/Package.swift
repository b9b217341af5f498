// swift-tools-version:5.9
import PackageDescription

// A team's own flowlint: the built-in rules plus the team's rules, in a package of its own
// that depends on flowlint. Here flowlint is the repository two levels up; a real project
// would write `.package(url: "https://github.com/flowlint/flowlint", from: "0.1.0")`.
let package = Package(
    name: "CustomRulesPackage",
    products: [
        .executable(name: "my-flowlint", targets: ["my-flowlint"]),
    ],
    dependencies: [
        .package(name: "flowlint", path: "../.."),
    ],
    targets: [
        // The team's rules: one target, depending only on the rule API.
        .target(name: "EventBusRules",
                dependencies: [.product(name: "FlowLintKit", package: "flowlint")],
                path: "Sources/EventBusRules"),
        // `my-flowlint`: flowlint's command line with the built-in rules and the team's rules.
        .executableTarget(name: "my-flowlint",
                          dependencies: ["EventBusRules", .product(name: "FlowLintKit", package: "flowlint")],
                          path: "Sources/my-flowlint"),
        // The rules' tests: their documented examples and the Fixtures/ folder.
        .testTarget(name: "EventBusRulesTests",
                    dependencies: ["EventBusRules", .product(name: "FlowLintKit", package: "flowlint")],
                    path: "Tests/EventBusRulesTests"),
    ]
)
