import FlowLintDriver
import XCTest

/// `.flowlint.yml` as the driver uses it: found in the working directory or named with
/// `--config`; `excluded`/`included` globs; errors name file:line:column.
final class ConfigurationFileTests: DriverTestCase {
    func makeTree() {
        write("Sources/App/Profile.swift", Snippet.strongDelegate("Profile"))
        write("Sources/Generated/Model.swift", Snippet.strongDelegate("Model"))
        write("Sources/Generated/Deep/Api.swift", Snippet.strongDelegate("Api"))
        write("Sources/App/ProfileEditor.swift", Snippet.strongDelegate("ProfileEditor"))
        write("Tests/ProfileTests.swift", Snippet.strongDelegate("ProfileTests"))
    }

    func testTheNearestConfigurationAboveTheWorkingDirectoryApplies() {
        write("App/Profile.swift", Snippet.strongDelegate())
        write("App/Generated/Model.swift", Snippet.strongDelegate("Model"))
        write(".flowlint.yml", "excluded: [App/Generated]\nrules:\n  strong-delegate:\n    severity: error\n")
        let r = flowlint(["."], in: tmp + "/App")
        XCTAssertEqual(r.code, 1, "the repository's configuration, found above App/\n" + r.dump)
        XCTAssertEqual(r.places(), ["Profile.swift:3:5"], "its globs are relative to its own folder\n" + r.dump)
        write("App/.flowlint.yml", "reporter: text\n")
        XCTAssertEqual(flowlint(["."], in: tmp + "/App").code, 0, "a nearer one wins (and does not chain without parent_config)")
    }

    func testRepeatedConfigFilesFormAChain() {
        write("Profile.swift", Snippet.strongDelegate())
        write("base.yml", "disabled_rules: [strong-delegate]\n")
        write("ci.yml", "opt_in_rules: [strong-delegate]\nrules:\n  strong-delegate:\n    severity: error\n")
        XCTAssertEqual(flowlint(["--config", "base.yml"]).places(), [], "disabled by the first")
        let chained = flowlint(["--config", "base.yml", "--config", "ci.yml"])
        XCTAssertEqual(chained.code, 1, "the second turns it back on, as an error\n" + chained.dump)
        XCTAssertEqual(chained.places(), ["Profile.swift:3:5"], chained.dump)
        XCTAssert(chained.findings.first?.contains(": error: ") ?? false, chained.dump)
    }

    func testExcludedGlobsAreHonoured() {
        makeTree()
        write(".flowlint.yml", """
            excluded:
              - Sources/Generated      # a folder and everything under it
              - "**/*Editor.swift"
              - Tests/*.swift

            """)
        let r = flowlint([])
        XCTAssertEqual(r.code, 0, r.dump)
        XCTAssertEqual(r.places(), ["Sources/App/Profile.swift:3:5"], r.dump)
        XCTAssert(r.err.hasPrefix("flowlint: 1 file,"), "excluded files are not linted at all\n" + r.dump)
    }

    func testExcludedAppliesToExplicitlyNamedFilesToo() {
        makeTree()
        write(".flowlint.yml", "excluded: [Sources/Generated]\n")
        XCTAssertEqual(flowlint(["Sources/Generated/Model.swift", "Sources/App/Profile.swift"]).places(), ["Sources/App/Profile.swift:3:5"])
    }

    func testIncludedGlobs() {
        makeTree()
        write(".flowlint.yml", "included: [Sources]\nexcluded: [\"Sources/Generated/**\"]\n")
        XCTAssertEqual(flowlint([]).places(), ["Sources/App/Profile.swift:3:5", "Sources/App/ProfileEditor.swift:3:5"])
    }

    func testGlobsAreRelativeToTheConfigurationFile() {
        makeTree()
        write("config/flowlint.yml", "excluded: [../Sources/Generated, ../Tests]\n")
        let r = flowlint(["--config", "config/flowlint.yml"])
        XCTAssertEqual(r.places(), ["Sources/App/Profile.swift:3:5", "Sources/App/ProfileEditor.swift:3:5"], r.dump)
    }

    func testGlobsWorkFromASubfolderWorkingDirectory() {
        makeTree()
        write(".flowlint.yml", "excluded: [Sources/Generated]\n")
        // Run from Sources/ with the configuration named explicitly: globs stay relative to it.
        let r = flowlint(["--config", "../.flowlint.yml", "."], in: tmp + "/Sources")
        XCTAssertEqual(r.places(), ["App/Profile.swift:3:5", "App/ProfileEditor.swift:3:5"], r.dump)
    }

    func testConfigurationIsNotLookedForAboveTheWorkingDirectory() {
        makeTree()
        write(".flowlint.yml", "rules: {strong-delegate: {severity: error}}\n")
        XCTAssertEqual(flowlint([]).code, 1)
        XCTAssertEqual(flowlint([], in: tmp + "/Tests").code, 0, "only the working directory's .flowlint.yml is read")
    }

    func testDisabledRules() {
        makeTree()
        write(".flowlint.yml", "disabled_rules: [strong-delegate]\n")
        XCTAssertEqual(flowlint([]).places(), [])
    }

    func testRuleOptions() {
        write("Coordinator.swift", """
            protocol Coordinator: AnyObject {}
            final class ChildCoordinator {
                var parentCoordinator: Coordinator?
            }
            final class AppCoordinator: Coordinator {
                let child = ChildCoordinator()
                func start() { child.parentCoordinator = self }
            }

            """)
        XCTAssertEqual(flowlint([]).places(), [])
        write(".flowlint.yml", "rules:\n  strong-delegate:\n    property-names: [delegate, dataSource, parentCoordinator]\n")
        XCTAssertEqual(flowlint([]).places(), ["Coordinator.swift:3:5"])
    }

    // MARK: Broken configurations: exit 2, nothing linted, the message names file:line:column

    func assertBrokenConfig(_ text: String, _ message: String, arguments: [String] = [], file: StaticString = #filePath, line: UInt = #line) {
        write("Profile.swift", Snippet.strongDelegate())
        write(".flowlint.yml", text)
        let r = flowlint(arguments)
        XCTAssertEqual(r.code, 2, r.dump, file: file, line: line)
        XCTAssertEqual(r.out, "", "nothing linted\n" + r.dump, file: file, line: line)
        XCTAssertEqual(r.err, message + "\n", file: file, line: line)
    }

    func testUnknownSeverity() {
        assertBrokenConfig("rules:\n  strong-delegate:\n    severity: fatal\n",
                           ".flowlint.yml:3:15: error: unknown severity 'fatal'; expected one of: note, warning, error")
    }

    func testUnknownRuleWithSuggestion() {
        assertBrokenConfig("disabled_rules:\n  - strong-delegat\n",
                           ".flowlint.yml:2:5: error: unknown rule 'strong-delegat'; did you mean 'strong-delegate'?")
    }

    func testYAMLSyntaxErrors() {
        assertBrokenConfig("excluded: [Sources\n", ".flowlint.yml:1:11: error: unterminated list; expected ']'")
        assertBrokenConfig("only_rules:\n\t- strong-delegate\n", ".flowlint.yml:2:1: error: tabs are not allowed for indentation; use spaces")
    }

    func testBrokenConfigurationWinsOverLenient() {
        assertBrokenConfig("reporter: pdf\n", ".flowlint.yml:1:11: error: unknown reporter 'pdf'; expected one of: text, json, sarif, github, checkstyle, junit, gitlab, sonarqube, markdown, html",
                           arguments: ["--lenient"])
    }

    func testBrokenConfigurationNamedWithConfigOption() {
        write("Profile.swift", Snippet.strongDelegate())
        write("ci/lint.yml", "\n\nopt_in_rules: strong-delegate\n")
        let r = flowlint(["--config", "ci/lint.yml"])
        XCTAssertEqual(r.code, 2, r.dump)
        XCTAssert(r.err.hasPrefix("ci/lint.yml:3:15: error: "), r.dump)
    }

    func testMissingConfigurationNamedWithConfigOption() {
        write("Profile.swift", Snippet.strongDelegate())
        let r = flowlint(["--config", "nope.yml"])
        XCTAssertEqual(r.code, 2, r.dump)
        XCTAssertEqual(r.err, "nope.yml: error: no such file\n")
    }
}
