import Foundation
import XCTest
import FlowLintLexer

/// Malformed input yields tokens and at least one diagnostic, the tokens still cover every
/// byte, and lexing goes on with the following lines.
final class MalformedInputTests: XCTestCase {
    private func assertMalformed(_ source: String, file: StaticString = #filePath, line: UInt = #line) -> LexedSample {
        assertMalformed(bytes: Array(source.utf8), file: file, line: line)
    }

    @discardableResult
    private func assertMalformed(bytes: [UInt8], file: StaticString = #filePath, line: UInt = #line) -> LexedSample {
        let s = lex(bytes: bytes)
        let label = String(decoding: bytes, as: UTF8.self).debugDescription
        XCTAssertFalse(s.tokens.isEmpty && s.comments.isEmpty, "no tokens for \(label)", file: file, line: line)
        XCTAssertFalse(s.diagnostics.isEmpty, "no diagnostic for \(label)", file: file, line: line)
        for d in s.diagnostics {
            XCTAssertTrue(d.offset >= 0 && d.offset <= bytes.count, "diagnostic offset \(d.offset) outside \(label)", file: file, line: line)
            XCTAssertFalse(d.message.isEmpty, file: file, line: line)
        }
        assertRoundTrip(bytes: bytes, label: label, file: file, line: line)
        return s
    }

    /// The tokens after the first line break, as `kind text`.
    private func summaryAfterFirstLine(_ s: LexedSample) -> [String] {
        guard let newline = s.bytes.firstIndex(of: 0x0A) else { return [] }
        return s.tokens.filter { Int($0.start) > newline }.map { "\($0.kind) \(s.text($0))" }
    }

    func testUnterminatedString() {
        let s = assertMalformed("let s = \"abc\nlet t = 1")
        XCTAssertEqual(s.summary.prefix(5), ["identifier let", "identifier s", "equal =", #"stringStart ""#, "stringSegment abc"])
        XCTAssertTrue(s.tokens[4].flags.contains(.malformed))
        XCTAssertEqual(summaryAfterFirstLine(s), ["identifier let", "identifier t", "equal =", "integerLiteral 1"])
        XCTAssertTrue(s.token("let", occurrence: 1)?.newlineBefore ?? false)
        _ = assertMalformed("\"")
        _ = assertMalformed("f(\"abc)\ng()")
    }

    func testUnterminatedMultiLineString() {
        let s = assertMalformed("let s = \"\"\"\nabc\nlet t = 1\n")
        XCTAssertEqual(s.kinds, [.identifier, .identifier, .equal, .stringStart, .stringSegment])
        _ = assertMalformed("\"\"\"")
        _ = assertMalformed("\"\"\"\nabc\n\"\"")
    }

    func testUnterminatedRawString() {
        let s = assertMalformed("let s = #\"abc\"\nnext()")
        XCTAssertEqual(summaryAfterFirstLine(s), ["identifier next", "leftParen (", "rightParen )"])
        _ = assertMalformed("##\"abc\"#")
        _ = assertMalformed("#\"\"\"\nabc\n\"\"\"")
        _ = assertMalformed("###\"")
    }

    func testUnterminatedBlockComment() {
        let s = assertMalformed("x /* abc /* nested */ still open\ny")
        XCTAssertEqual(s.summary, ["identifier x"])
        XCTAssertEqual(s.comments.count, 1)
        _ = assertMalformed("/*")
        _ = assertMalformed("/* /* */")
    }

    func testUnterminatedInterpolation() {
        let s = assertMalformed("let s = \"\\(a + b\nlet x = 1")
        XCTAssertEqual(summaryAfterFirstLine(s), ["identifier let", "identifier x", "equal =", "integerLiteral 1"])
        let nested = assertMalformed("let s = \"\\(f(\"\\(g(\nlet x = \"ok\"")
        XCTAssertEqual(summaryAfterFirstLine(nested), ["identifier let", "identifier x", "equal =", #"stringStart ""#,
                                                       "stringSegment ok", #"stringEnd ""#])
        _ = assertMalformed("\"\"\"\n\\(a\n")
        _ = assertMalformed("\"\\(")
    }

    func testUnterminatedRegex() {
        let s = assertMalformed("let r = #/abc\nlet x = 1")
        XCTAssertEqual(s.token("#/abc")?.kind, .regexLiteral)
        XCTAssertTrue(s.token("#/abc")?.flags.contains(.malformed) ?? false)
        XCTAssertEqual(summaryAfterFirstLine(s), ["identifier let", "identifier x", "equal =", "integerLiteral 1"])
        let multi = assertMalformed("let r = #/\n  abc\nlet x = 1")
        XCTAssertEqual(multi.kinds, [.identifier, .identifier, .equal, .regexLiteral])
        _ = assertMalformed("#/abc/")
        _ = assertMalformed("##/abc/#")
        _ = assertMalformed("#/\\")
    }

    func testUnterminatedBacktick() {
        let s = assertMalformed("let `abc = 1\nlet y = 2")
        XCTAssertEqual(s.tokens[1].kind, .identifier)
        XCTAssertTrue(s.tokens[1].flags.contains(.malformed))
        XCTAssertEqual(summaryAfterFirstLine(s), ["identifier let", "identifier y", "equal =", "integerLiteral 2"])
        _ = assertMalformed("`")
        _ = assertMalformed("``")
    }

    func testStrayControlCharacter() {
        let s = assertMalformed("let a\u{7} = 1")
        XCTAssertEqual(s.kinds, [.identifier, .identifier, .unknown, .equal, .integerLiteral])
        XCTAssertTrue(s.tokens[2].flags.contains(.malformed))
        _ = assertMalformed("\u{1B}[0m")
        _ = assertMalformed("\u{7F}")
    }

    func testInvalidUTF8() {
        let cases: [(String, [UInt8])] = [
            ("0xFF", [0xFF]),
            ("0xFE", [0xFE]),
            ("lone continuation", [0x80]),
            ("truncated 2-byte", [0xC3]),
            ("truncated 3-byte", [0xE2, 0x82]),
            ("truncated 4-byte", [0xF0, 0x9F, 0x98]),
            ("overlong 2-byte", [0xC0, 0xAF]),
            ("overlong 3-byte", [0xE0, 0x80, 0xAF]),
            ("overlong 4-byte", [0xF0, 0x80, 0x80, 0xAF]),
            ("surrogate", [0xED, 0xA0, 0x80]),
            ("above U+10FFFF", [0xF4, 0x90, 0x80, 0x80]),
        ]
        for (name, bad) in cases {
            let bytes = Array("let ab".utf8) + bad + Array("cd = 1".utf8)
            let s = lex(bytes: bytes)
            XCTAssertFalse(s.diagnostics.isEmpty, name)
            XCTAssertEqual(s.tokens.filter { $0.kind == .unknown }.count, 1, "\(name): \(s.summary)")
            XCTAssertEqual(s.texts.first, "let", name)
            XCTAssertEqual(s.texts[1], "ab", name)
            XCTAssertEqual(Array(s.texts.suffix(3)), ["cd", "=", "1"], name)
            assertRoundTrip(bytes: bytes, label: name)
            assertMalformed(bytes: bad)
        }
    }

    func testInvalidUTF8InsideStringsAndComments() {
        for bytes: [UInt8] in [[0x22, 0xFF, 0x22], [0x2F, 0x2F, 0xFF, 0x0A, 0x78], [0x2F, 0x2A, 0xC0, 0x2A, 0x2F],
                               [0x23, 0x2F, 0xFF, 0x2F, 0x23], [0x60, 0xFE, 0x60]] {
            assertRoundTrip(bytes: bytes, label: bytes.map { String($0, radix: 16) }.joined(separator: " "))
        }
    }

    func testNulBytes() {
        let s = assertMalformed(bytes: Array("let a = 1\0\0let b".utf8))
        XCTAssertEqual(s.tokens.filter { $0.kind == .unknown }.count, 2)
        XCTAssertEqual(s.texts.suffix(2), ["let", "b"])
        let inString = assertMalformed(bytes: [0x22, 0x61, 0x00, 0x62, 0x22])
        XCTAssertEqual(inString.kinds.first, .stringStart)
        XCTAssertEqual(inString.kinds.last, .stringEnd)
        assertRoundTrip(bytes: [0x2F, 0x2F, 0x00, 0x0A, 0x00], label: "NUL in comment")
        assertMalformed(bytes: [0x00])
    }

    /// Only constructs that run to the end of the file lose the rest of it.
    func testWhichProblemsLoseTheRestOfTheFile() {
        for source in ["let s = \"\"\"\nabc\nlet t = 1\n", "x /* open\ny\n", "let r = #/\n  abc\nlet x = 1",
                       "#\"\"\"\nabc\n\"\"\"", "let s = \"\"\"\n\\(a)\nb"] {
            let s = assertMalformed(source)
            XCTAssertEqual(s.diagnostics.filter(\.losesRestOfFile).count, 1, source)
        }
        for source in ["let s = \"abc\nlet t = 1", "let s = #\"abc\"\nnext()", "let r = #/abc\nlet x = 1",
                       "let `abc = 1\nlet y = 2", "let s = \"\\(a + b\nlet x = 1", "\"\"\"\n\\(a\n", "@\n#\n"] {
            let s = assertMalformed(source)
            XCTAssertFalse(s.diagnostics.contains(where: \.losesRestOfFile), source)
        }
        let multi = lex("let s = \"\"\"\nabc\n")
        XCTAssertEqual(multi.diagnostics.map(\.message), ["unterminated multi-line string literal"])
        XCTAssertEqual(multi.diagnostics.first?.offset, 11, "right after the opening delimiter, where the lost text begins")
    }

    func testLongRunsOfMalformedInputFinish() {
        // Many unterminated constructs in a row: each is closed by the line break.
        var source = ""
        for i in 0..<2_000 { source += ["\"a\\(", "#/x", "`y", "\"z", "@", "#", "\u{7}"][i % 7] + "\n" }
        let s = lex(source)
        XCTAssertGreaterThanOrEqual(s.diagnostics.count, 2_000)
        assertRoundTrip(source)
    }

    /// A run of `#` that opens no raw string or regex is one malformed token per `#`, the last
    /// one still able to start a directive; the run is scanned once (each `#` used to count
    /// the rest of the run again: 100 KB of `#` took 6 s to lex in a release build).
    func testRunOfHashesIsOneTokenPerHashInLinearTime() {
        XCTAssertEqual(lex("###if X").summary, ["unknown #", "unknown #", "pound #if", "identifier X"])
        XCTAssertEqual(lex("## x").summary, ["unknown #", "unknown #", "identifier x"])
        XCTAssertEqual(lex("x ##").summary, ["identifier x", "unknown #", "unknown #"])
        XCTAssertEqual(lex("##\"a\"##").kinds, [.stringStart, .stringSegment, .stringEnd])
        let two = lex("##")
        XCTAssertEqual(two.diagnostics.map(\.offset), [0, 1])
        XCTAssertTrue(two.tokens.allSatisfy { $0.flags.contains(.malformed) })
        XCTAssertFalse(two.tokens[1].spaceBefore)

        let run = [UInt8](repeating: UInt8(ascii: "#"), count: 300_000)
        let started = Date()
        let s = lex(bytes: run)
        let elapsed = Date().timeIntervalSince(started)
        XCTAssertEqual(s.tokens.count, run.count)
        XCTAssertEqual(s.diagnostics.count, run.count)
        XCTAssertEqual(s.diagnostics.last?.offset, run.count - 1)
        XCTAssertLessThan(elapsed, 10, "300 KB of '#' took \(elapsed) s")
        assertRoundTrip(bytes: Array(run.prefix(2_000)), label: "2,000 '#'")
    }
}

/// Locating many problems at once gives what locating each one does, in one pass per line.
final class SourceLocationBatchTests: XCTestCase {
    func testLocationsOfSortedOffsetsMatchOneByOne() {
        let text = "\u{FEFF}let café = \"ü\" @ @\n\tlet b = 2 @\r\nlet 漢字 = @ @ @\n"
        let source = SourceText(path: "A.swift", text: text)
        let offsets = Array(0...source.bytes.count)
        let batch = source.locations(of: offsets)
        for (k, offset) in offsets.enumerated() {
            let one = source.location(of: offset)
            XCTAssertEqual(batch[k].line, one.line, "offset \(offset)")
            XCTAssertEqual(batch[k].column, one.column, "offset \(offset)")
        }
        // Out of order, the offsets are still located right.
        let shuffled = [30, 3, 3, 45, 0]
        XCTAssertEqual(source.locations(of: shuffled).map(\.column), shuffled.map { source.location(of: $0).column })
    }
}
