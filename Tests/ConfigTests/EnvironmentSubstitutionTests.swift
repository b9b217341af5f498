import XCTest
@testable import FlowLintConfig

/// `${NAME}` in a configuration file is the environment variable's value.
final class EnvironmentSubstitutionTests: XCTestCase {
    let environment = ["CI_REPORTER": "sarif", "APP_DIR": "Apps/Shop", "EMPTY": ""]

    func parse(_ text: String) throws -> Configuration {
        try Configuration.parse(text: text, path: "cfg.yml", rules: [], environment: { self.environment[$0] })
    }

    func testVariablesAreReplaced() throws {
        let c = try parse("reporter: ${CI_REPORTER}\nincluded:\n  - \"${APP_DIR}/**\"\n")
        XCTAssertEqual(c.reporter, "sarif")
        XCTAssertEqual(c.included, ["Apps/Shop/**"])
    }

    func testAnUnsetVariableIsAnErrorAtItsPlace() {
        assertConfigError("cfg.yml:2:12: error: environment variable 'NOT_SET' is not set") {
            try parse("reporter: json\nexcluded: [${NOT_SET}]\n")
        }
    }

    func testDollarDollarKeepsTheText() throws {
        let c = try parse("excluded:\n  - \"$${literal}\"\n")
        XCTAssertEqual(c.excluded, ["${literal}"])
        XCTAssertEqual(try Configuration.substituteEnvironment("a: $HOME ${ x} ${1A}", path: "p", { _ in "v" }), "a: $HOME ${ x} ${1A}",
                       "only ${NAME} with a valid name is a variable")
        XCTAssertEqual(try Configuration.substituteEnvironment("a: [${EMPTY}]", path: "p", { self.environment[$0] }), "a: []")
    }
}
