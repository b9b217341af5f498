import Foundation
import XCTest
import FlowLintLexer
import FlowLintParser

/// The lexer pairs brackets while it writes tokens; `BracketMatching.pairing` applies the same
/// rules to a finished token list (files lexed with trivia kept inline). Both must agree on every
/// input, balanced or not, and the rules themselves are pinned on small malformed inputs.
final class BracketMatchingTests: XCTestCase {
    private func assertSameMatching(_ bytes: [UInt8], _ what: @autoclosure () -> String,
                                    file: StaticString = #filePath, line: UInt = #line) {
        let lexed = Lexer.tokenize(bytes)
        let reference = BracketMatching.pairing(lexed.tokens)
        XCTAssertEqual(lexed.matching.map(Array.init), Array(reference.matching), "matching differs for \(what())",
                       file: file, line: line)
        XCTAssertEqual(lexed.hasUnmatchedBrace, reference.hasUnmatchedBrace, "unmatched-brace flag differs for \(what())",
                       file: file, line: line)
    }

    func testFixturesMatchTheReferencePass() throws {
        var root = URL(fileURLWithPath: #filePath)
        while root.path != "/" && !FileManager.default.fileExists(atPath: root.appendingPathComponent("Package.swift").path) {
            root.deleteLastPathComponent()
        }
        let fixtures = root.appendingPathComponent("Fixtures")
        let files = (FileManager.default.enumerator(at: fixtures, includingPropertiesForKeys: nil)?.allObjects as? [URL] ?? [])
            .filter { $0.pathExtension == "swift" }
        XCTAssertGreaterThan(files.count, 10)
        for url in files {
            assertSameMatching(Array(try Data(contentsOf: url)), url.lastPathComponent)
        }
    }

    func testPairingRules() {
        func partners(_ text: String) -> (kinds: [TokenKind], partners: [Int32], unmatchedBrace: Bool) {
            let lexed = Lexer.tokenize(Array(text.utf8))
            return (lexed.tokens.map(\.kind), Array(lexed.matching ?? BracketMatching.pairing([]).matching), lexed.hasUnmatchedBrace)
        }
        // `}` closes the nearest `{`, dropping the unclosed `(` inside it.
        let a = partners("{ (a }")
        XCTAssertEqual(a.partners, [3, -1, -1, 0])
        XCTAssertFalse(a.unmatchedBrace)
        // A `)` does not close across an open `[`; a stray `}` closes nothing.
        let b = partners("f(a, [b) }")
        XCTAssertEqual(b.partners, [-1, -1, -1, -1, -1, -1, -1, -1])
        // A `{` still open at the end is unmatched.
        let c = partners("{ f() ")
        XCTAssertEqual(c.partners, [-1, -1, 3, 2])
        XCTAssertTrue(c.unmatchedBrace)
        // An unterminated string is closed by the next token that is not part of a string, so
        // the brackets after it pair among themselves.
        let d = partners("x = \"ab\ny = [1]")
        let open = d.kinds.firstIndex(of: .leftBracket)!, close = d.kinds.firstIndex(of: .rightBracket)!
        XCTAssertEqual(d.partners[open], Int32(close))
        XCTAssertEqual(d.partners[close], Int32(open))
        XCTAssertEqual(d.partners[d.kinds.firstIndex(of: .stringStart)!], -1)
    }

    func testUnbalancedAndUnterminatedInput() {
        let cases = [
            "func f() { if x { (a, [b) }",            // `{` left open, stray `)`
            "let s = \"abc\nfoo(1) ]",                // unterminated string, then a call and a stray `]`
            "let s = \"a\\(b\" + \"c\nlet t = [1",    // unterminated interpolation
            "}} ) ] let x = (((",                     // closers first, openers never closed
            "let m = \"\"\"\n  \\(f(\"x\"))\n  \"\"\"",  // multi-line string with nested string in interpolation
            "let r = #\"a\\#(b)\"#; let q = \"\\(",   // raw string interpolation, then EOF inside one
            "x = { [weak self] in \"\\(self?.y ?? \"\")\" }",
        ]
        for text in cases { assertSameMatching(Array(text.utf8), text) }
    }

    func testPartnersFartherThanAnOffsetHolds() {
        // Bracket pairs whose tokens are 126 apart (the most an offset holds), 127 apart (the
        // first kept in the table), 128 and 300 apart, and far beyond; then a call after them.
        for (open, close, inner) in [("(", ")", 125), ("[", "]", 126), ("{", "}", 127), ("(", ")", 299),
                                     ("[", "]", 32_766), ("{", "}", 100_000)] {
            let text = open + String(repeating: "a,", count: inner / 2) + (inner % 2 == 1 ? "a" : "") + close + " f(\"s\")"
            let lexed = Lexer.tokenize(Array(text.utf8))
            let closer = inner + 1
            XCTAssertEqual(lexed.matching?[0], Int32(closer), "\(open) … \(close), \(inner) tokens inside")
            XCTAssertEqual(lexed.matching?[closer], 0)
            XCTAssertEqual(lexed.matching?[closer + 2], Int32(closer + 6))  // `(` of the call after
            assertSameMatching(Array(text.utf8), "\(open) … \(close), \(inner) tokens inside")
            // Through the parser's tree too.
            let tree = Parser.parse(SourceText(path: "Far.swift", bytes: Array(text.utf8)))
            XCTAssertEqual(tree.partner(0), closer, "\(open) … \(close), \(inner) tokens inside")
            XCTAssertEqual(tree.partner(closer), 0)
        }
        // Nested pairs on both sides of the limit, each found from either end.
        var text = ""
        for depth in 0..<6 { text += "f\(depth)(" + String(repeating: "x, ", count: 20 * depth) }
        text += String(repeating: ")", count: 6)
        let lexed = Lexer.tokenize(Array(text.utf8))
        let matching = lexed.matching!
        for k in lexed.tokens.indices where lexed.tokens[k].kind == .leftParen || lexed.tokens[k].kind == .rightParen {
            let p = Int(matching[k])
            XCTAssertGreaterThanOrEqual(p, 0, "token \(k)")
            if p >= 0 { XCTAssertEqual(Int(matching[p]), k, "token \(k) and its partner \(p)") }
        }
        assertSameMatching(Array(text.utf8), "nested pairs")
    }

    func testRandomSnippetSoup() {
        let snippets = ["\"", "\"\"\"", "#\"", "\"#", "\\(", "\\#(", ")", "(", "{", "}", "[", "]", "\n", "/*", "*/",
                        "//", "a", "foo", " ", "let", "x.y", "=", ",", "$0", "#if", "@objc"]
        var state: UInt64 = 0x5EED
        func next() -> Int {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return Int(truncatingIfNeeded: (z ^ (z >> 31)) >> 1)
        }
        for n in 0..<3_000 {
            var text = ""
            for _ in 0..<(next() % 60) { text += snippets[next() % snippets.count] }
            assertSameMatching(Array(text.utf8), "random input \(n): \(text.debugDescription)")
        }
    }
}
