import XCTest
@testable import FlowLintConfig

final class GlobTests: XCTestCase {
    func testLiteralPaths() {
        XCTAssertTrue(Glob.matches("Sources/A.swift", "Sources/A.swift"))
        XCTAssertFalse(Glob.matches("Sources/A.swift", "Sources/B.swift"))
        XCTAssertFalse(Glob.matches("A.swift", "Sources/A.swift"))
    }

    func testStarStaysWithinOneComponent() {
        XCTAssertTrue(Glob.matches("*.swift", "A.swift"))
        XCTAssertTrue(Glob.matches("Sources/*.swift", "Sources/A.swift"))
        XCTAssertFalse(Glob.matches("*.swift", "Sources/A.swift"))
        XCTAssertTrue(Glob.matches("Sources/*/Model.swift", "Sources/App/Model.swift"))
        XCTAssertFalse(Glob.matches("Sources/*/Model.swift", "Sources/App/Sub/Model.swift"))
        XCTAssertTrue(Glob.matches("*", "anything"))
        XCTAssertTrue(Glob.matches("A*B*C", "AxxBC"))
    }

    func testGlobstarMatchesAnyDepth() {
        XCTAssertTrue(Glob.matches("**/*.generated.swift", "A.generated.swift"))
        XCTAssertTrue(Glob.matches("**/*.generated.swift", "a/b/c/A.generated.swift"))
        XCTAssertFalse(Glob.matches("**/*.generated.swift", "a/b/A.swift"))
        XCTAssertTrue(Glob.matches("Sources/**/Model.swift", "Sources/Model.swift"))
        XCTAssertTrue(Glob.matches("Sources/**/Model.swift", "Sources/a/b/Model.swift"))
        XCTAssertFalse(Glob.matches("Sources/**/Model.swift", "Other/a/Model.swift"))
        XCTAssertTrue(Glob.matches("Sources/**", "Sources/a/b.swift"))
        XCTAssertTrue(Glob.matches("**", "a/b/c"))
        XCTAssertTrue(Glob.matches("a**z", "a/b/z"))
    }

    func testQuestionMarkMatchesOneCharacterButNotASlash() {
        XCTAssertTrue(Glob.matches("File?.swift", "File1.swift"))
        XCTAssertTrue(Glob.matches("File?.swift", "Fileé.swift"))
        XCTAssertFalse(Glob.matches("File?.swift", "File.swift"))
        XCTAssertFalse(Glob.matches("a?b", "a/b"))
    }

    func testDirectoryMatchesEverythingBeneathIt() {
        XCTAssertTrue(Glob.matches("Sources/Generated", "Sources/Generated/Models/User.swift"))
        XCTAssertTrue(Glob.matches("Sources/Generated/", "Sources/Generated/User.swift"))
        XCTAssertFalse(Glob.matches("Sources/Gen", "Sources/Generated/User.swift"))
        XCTAssertTrue(Glob.matches("Sources/*", "Sources/App/Deep/File.swift"))
        XCTAssertTrue(Glob.matches("*/Generated", "App/Generated/File.swift"))
    }

    func testNormalization() {
        XCTAssertTrue(Glob.matches("./Sources//A.swift", "Sources/./A.swift"))
        XCTAssertTrue(Glob.matches("Sources/X/../A.swift", "Sources/A.swift"))
        XCTAssertTrue(Glob.matches("/abs/dir", "/abs/dir/file.swift"))
        XCTAssertFalse(Glob.matches("abs/dir", "/abs/dir/file.swift"))
    }

    func testEmptyPatternOrDotMatchesEverythingInside() {
        XCTAssertTrue(Glob.matches(".", "a/b.swift"))
        XCTAssertTrue(Glob.matches("", "b.swift"))
        XCTAssertFalse(Glob.matches(".", "../b.swift"))
        XCTAssertFalse(Glob.matches("./", "/b.swift"))
    }

    func testOtherCharactersAreLiteral() {
        XCTAssertTrue(Glob.matches("[a].swift", "[a].swift"))
        XCTAssertFalse(Glob.matches("[a].swift", "a.swift"))
        XCTAssertFalse(Glob.matches("a.swift", "abswift"))
    }

    func testLongPathsAreFast() {
        let path = Array(repeating: "a", count: 200).joined(separator: "/") + "/x.swift"
        XCTAssertTrue(Glob.matches("**/a/**/a/**/*.swift", path))
        XCTAssertFalse(Glob.matches("**/b/**/*.swift", path))
    }
}
