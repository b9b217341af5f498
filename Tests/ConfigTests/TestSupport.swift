import XCTest
import FlowLintDiagnostics
@testable import FlowLintConfig

typealias Mark = YAMLNode.Mark

/// A small stand-in for the built-in rules.
let fakeRules: [RuleDescription] = [
    RuleDescription(
        id: "strong-delegate", name: "Strong delegate", summary: "", rationale: "", fix: "",
        options: [
            RuleOptionDescription(name: "delegate-suffixes", type: .stringList,
                                  defaultValue: .stringList(["Delegate", "DataSource"]), summary: ""),
            RuleOptionDescription(name: "ignore-outlets", type: .bool, defaultValue: .bool(true), summary: ""),
        ]),
    RuleDescription(
        id: "singleton-overuse", name: "Singleton overuse", summary: "", rationale: "", fix: "",
        defaultSeverity: .note,
        options: [
            RuleOptionDescription(name: "max-users", type: .int, defaultValue: .int(5), summary: ""),
            RuleOptionDescription(name: "mode", type: .choice, defaultValue: .string("strict"),
                                  allowedValues: ["strict", "lenient"], summary: ""),
            RuleOptionDescription(name: "accessor", type: .string, defaultValue: .string("shared"), summary: ""),
        ]),
    RuleDescription(id: "force-cast-segue", name: "Force cast segue", summary: "", rationale: "", fix: "",
                    defaultSeverity: .error, enabledByDefault: false),
]

func parseConfig(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> Configuration? {
    do {
        return try Configuration.parse(text: text, path: "/project/.flowlint.yml", rules: fakeRules)
    } catch {
        XCTFail("unexpected error: \(error)", file: file, line: line)
        return nil
    }
}

/// Asserts that `body` throws a `ConfigError` whose description is `expected`.
func assertConfigError<T>(_ expected: String, file: StaticString = #filePath, line: UInt = #line,
                          _ body: () throws -> T) {
    do {
        let result = try body()
        XCTFail("expected \"\(expected)\", got \(result)", file: file, line: line)
    } catch let error as ConfigError {
        XCTAssertEqual(error.description, expected, file: file, line: line)
    } catch {
        XCTFail("unexpected error type: \(error)", file: file, line: line)
    }
}

/// Asserts that parsing `text` as `cfg.yml` fails with `expected` (without the "cfg.yml:" prefix).
func assertConfigError(_ text: String, _ expected: String, file: StaticString = #filePath, line: UInt = #line) {
    assertConfigError("cfg.yml:" + expected, file: file, line: line) {
        try Configuration.parse(text: text, path: "cfg.yml", rules: fakeRules)
    }
}

/// Asserts that reading `text` as YAML fails with `expected` (without the "in.yml:" prefix).
func assertYAMLError(_ text: String, _ expected: String, file: StaticString = #filePath, line: UInt = #line) {
    assertConfigError("in.yml:" + expected, file: file, line: line) { try YAMLReader.read(text, path: "in.yml") }
}

func readYAML(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> YAMLNode? {
    do {
        return try YAMLReader.read(text, path: "in.yml")
    } catch {
        XCTFail("unexpected error: \(error)", file: file, line: line)
        return nil
    }
}

/// A compact rendering of a node's structure (no marks): `{k: [a, "b", ~]}`.
func render(_ node: YAMLNode?) -> String {
    switch node {
    case nil: return "<error>"
    case .scalar(let text, let quoted, _)?: return quoted ? "\"\(text)\"" : text
    case .null?: return "~"
    case .sequence(let items, _)?: return "[" + items.map { render($0) }.joined(separator: ", ") + "]"
    case .mapping(let entries, _)?:
        return "{" + entries.map { "\($0.key): \(render($0.value))" }.joined(separator: ", ") + "}"
    }
}

func renderYAML(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> String {
    render(readYAML(text, file: file, line: line))
}
