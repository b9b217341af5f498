import XCTest
@testable import FlowLintConfig

final class ConfigErrorAndLoadingTests: XCTestCase {
    private var directory: URL!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("config-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try FileManager.default.removeItem(at: directory)
    }

    private func write(_ bytes: [UInt8], to name: String = ".flowlint.yml") throws -> String {
        let url = directory.appendingPathComponent(name)
        try Data(bytes).write(to: url)
        return url.path
    }

    func testDescriptionLeavesOutUnknownParts() {
        XCTAssertEqual(ConfigError(path: "a.yml", line: 3, column: 7, message: "bad").description, "a.yml:3:7: error: bad")
        XCTAssertEqual(ConfigError(path: "a.yml", line: 3, message: "bad").description, "a.yml:3: error: bad")
        XCTAssertEqual(ConfigError(path: "a.yml", message: "bad").description, "a.yml: error: bad")
        XCTAssertEqual(ConfigError(path: "a.yml", column: 7, message: "bad").description, "a.yml: error: bad")
        XCTAssertEqual(ConfigError(path: "", message: "bad").description, "error: bad")
    }

    func testLoadReadsAndParsesTheFile() throws {
        let path = try write(Array("reporter: sarif\nexcluded: [Pods]\n".utf8))
        let configuration = try Configuration.load(path: path, rules: fakeRules)
        XCTAssertEqual(configuration.reporter, "sarif")
        XCTAssertEqual(configuration.baseDirectory, FilePath.normalize(directory.path))
        XCTAssertFalse(configuration.includes(path: directory.path + "/Pods/A.swift"))
        XCTAssertTrue(configuration.includes(path: "App/A.swift"))
    }

    func testLoadAnEmptyFile() throws {
        let path = try write([])
        XCTAssertEqual(try Configuration.load(path: path, rules: fakeRules).enabledRuleIDs(fakeRules),
                       ["strong-delegate", "singleton-overuse"])
    }

    func testLoadReportsErrorsWithThePath() throws {
        let path = try write(Array("reporter: pdf\n".utf8))
        assertConfigError("\(path):1:11: error: unknown reporter 'pdf'; expected one of: text, json, sarif, github, checkstyle, junit, gitlab, sonarqube, markdown, html") {
            try Configuration.load(path: path, rules: fakeRules)
        }
    }

    func testMissingFile() {
        let path = directory.path + "/missing.yml"
        assertConfigError("\(path): error: no such file") { try Configuration.load(path: path, rules: fakeRules) }
    }

    func testDirectoryInsteadOfFile() {
        assertConfigError("\(directory.path): error: cannot read the file") {
            try Configuration.load(path: directory.path, rules: fakeRules)
        }
    }

    func testInvalidUTF8() throws {
        let path = try write(Array("a: 1\nb: x".utf8) + [0xFF, 0xFE] + Array("\n".utf8))
        assertConfigError("\(path):2:5: error: the file is not valid UTF-8") {
            try Configuration.load(path: path, rules: fakeRules)
        }
    }

    func testBinaryGarbageFile() throws {
        let path = try write((0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 2654435761 >> 7) })
        XCTAssertThrowsError(try Configuration.load(path: path, rules: fakeRules)) { XCTAssertTrue($0 is ConfigError) }
    }
}
