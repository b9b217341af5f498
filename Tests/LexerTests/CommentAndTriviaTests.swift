import XCTest
import FlowLintLexer

final class CommentAndTriviaTests: XCTestCase {
    func testLineComments() {
        let s = lex("let x = 1 // trailing\n// own line\ny")
        XCTAssertEqual(s.summary, ["identifier let", "identifier x", "equal =", "integerLiteral 1", "identifier y"])
        XCTAssertEqual(s.commentSummary, ["lineComment // trailing", "lineComment // own line"])
        XCTAssertTrue(s.tokens[3].spaceAfter)
        XCTAssertTrue(s.tokens[4].newlineBefore)
    }

    func testDocLineComments() {
        let s = lex("/// Doc.\n/// - Parameter x: y\n//// not doc\n//\nfunc f() {}")
        XCTAssertEqual(s.commentSummary, ["docLineComment /// Doc.", "docLineComment /// - Parameter x: y",
                                          "lineComment //// not doc", "lineComment //"])
        XCTAssertEqual(s.texts.first, "func")
    }

    func testBlockAndDocBlockComments() {
        let s = lex("/** Doc block. */ /**/ /* plain */ /*** stars */ x")
        XCTAssertEqual(s.commentSummary, ["docBlockComment /** Doc block. */", "blockComment /**/",
                                          "blockComment /* plain */", "blockComment /*** stars */"])
        XCTAssertEqual(s.summary, ["identifier x"])
        XCTAssertTrue(s.diagnostics.isEmpty)
    }

    func testNestedBlockComments() {
        let s = lex("a /* outer /* inner /* innermost */ */ still comment */ b /* x */ c")
        XCTAssertEqual(s.summary, ["identifier a", "identifier b", "identifier c"])
        XCTAssertEqual(s.commentSummary, ["blockComment /* outer /* inner /* innermost */ */ still comment */", "blockComment /* x */"])
        XCTAssertTrue(s.diagnostics.isEmpty)
    }

    func testMultiLineBlockCommentSetsNewlineBefore() {
        let s = lex("a /* one\ntwo */ b /* same line */ c")
        XCTAssertTrue(s.tokens[1].newlineBefore)
        XCTAssertFalse(s.tokens[2].newlineBefore)
        XCTAssertTrue(s.tokens[2].spaceBefore)
    }

    func testCommentsInlineWithTrivia() {
        let s = lex("a // c\n/* d */b", keepTrivia: true)
        XCTAssertEqual(s.summary, ["identifier a", "whitespace  ", "lineComment // c", "newline \n", "blockComment /* d */",
                                   "identifier b"])
        XCTAssertTrue(s.comments.isEmpty)
    }

    func testSpaceFlags() {
        let s = lex("a+b c (d)")
        XCTAssertEqual(s.texts, ["a", "+", "b", "c", "(", "d", ")"])
        XCTAssertTrue(s.tokens[0].spaceBefore, "start of file counts as space")
        XCTAssertFalse(s.tokens[0].spaceAfter)
        XCTAssertFalse(s.tokens[1].spaceBefore)
        XCTAssertTrue(s.tokens[2].spaceAfter)
        XCTAssertTrue(s.tokens[3].spaceBefore)
        XCTAssertTrue(s.tokens[6].spaceAfter, "end of file counts as space")
    }

    func testLineBreakKinds() {
        let s = lex("a\r\nb\rc\nd", keepTrivia: true)
        XCTAssertEqual(s.summary, ["identifier a", "newline \r\n", "identifier b", "newline \r", "identifier c", "newline \n",
                                   "identifier d"])
        XCTAssertTrue(lex("a\r\nb\rc\nd").tokens.dropFirst().allSatisfy(\.newlineBefore))
    }

    func testUnicodeWhitespaceIsTrivia() {
        // Swift itself rejects these with a fix-it; the lexer tolerates them as whitespace.
        let s = lex("a\u{A0}b\u{2028}c\u{FEFF}d", keepTrivia: true)
        XCTAssertEqual(s.kinds, [.identifier, .whitespace, .identifier, .whitespace, .identifier, .whitespace, .identifier])
        XCTAssertTrue(s.diagnostics.isEmpty, "\(s.diagnostics)")
        // Other Unicode spaces are not Swift whitespace: reported, but lexing goes on.
        let t = lex("a\u{3000}b")
        XCTAssertEqual(t.kinds, [.identifier, .unknown, .identifier])
        XCTAssertEqual(t.diagnostics.count, 1)
    }

    func testShebang() {
        let s = lex("#!/usr/bin/env swift\nprint(1)")
        XCTAssertEqual(s.commentSummary, ["shebang #!/usr/bin/env swift"])
        XCTAssertEqual(s.texts, ["print", "(", "1", ")"])
        XCTAssertTrue(s.tokens[0].newlineBefore)
        XCTAssertTrue(s.diagnostics.isEmpty)
        let t = lex("#!/usr/bin/swift\nx", keepTrivia: true)
        XCTAssertEqual(t.kinds, [.shebang, .newline, .identifier])
    }

    func testByteOrderMark() {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("let x = 1".utf8)
        let s = lex(bytes: bytes)
        XCTAssertEqual(s.texts, ["let", "x", "=", "1"])
        XCTAssertEqual(s.tokens[0].start, 3)
        XCTAssertTrue(s.diagnostics.isEmpty)
        let t = lex(bytes: bytes, keepTrivia: true)
        XCTAssertEqual(t.tokens[0].kind, .whitespace)
        XCTAssertEqual(t.tokens[0].length, 3)
        XCTAssertEqual(SourceText(path: "a.swift", bytes: bytes).location(of: 3).column, 1)
        assertRoundTrip(bytes: bytes, label: "BOM")
    }

    func testByteOrderMarkThenShebang() {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("#!/usr/bin/swift\nx".utf8)
        let s = lex(bytes: bytes, keepTrivia: true)
        XCTAssertEqual(s.kinds, [.whitespace, .shebang, .newline, .identifier])
        XCTAssertTrue(s.diagnostics.isEmpty)
    }

    func testEmptyAndWhitespaceOnlyInput() {
        XCTAssertTrue(lex("").tokens.isEmpty)
        XCTAssertTrue(lex("").diagnostics.isEmpty)
        XCTAssertTrue(lex("  \n\t\n").tokens.isEmpty)
        XCTAssertEqual(lex("  \n\t\n", keepTrivia: true).kinds, [.whitespace, .newline, .whitespace, .newline])
    }
}
