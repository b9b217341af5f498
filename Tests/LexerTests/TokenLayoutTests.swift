import XCTest
import FlowLintLexer

/// The 8-byte token: kind and keyword share a byte, and longer runs are split by the lexer.
final class TokenLayoutTests: XCTestCase {
    func testTokenIsEightBytes() {
        XCTAssertEqual(MemoryLayout<Token>.stride, 8)
    }

    func testEveryKindAndKeywordSurvivesEncoding() {
        var kinds: [TokenKind] = []
        var raw: UInt8 = 0
        while let k = TokenKind(rawValue: raw) { kinds.append(k); raw += 1 }
        XCTAssertEqual(kinds.last, .unknown)
        for kind in kinds {
            let keywords: [Keyword] = kind == .identifier || kind == .pound ? Keyword.allCases : [.none]
            for keyword in keywords {
                let t = Token(kind: kind, flags: [.spaceBefore], keyword: keyword, start: 7, length: 3)
                XCTAssertEqual(t.kind, kind)
                XCTAssertEqual(t.keyword, keyword, "\(kind) \(keyword)")
                XCTAssertEqual(t.start, 7)
                XCTAssertEqual(t.length, 3)
                XCTAssertEqual(t.end, 10)
                XCTAssertEqual(t.flags, [.spaceBefore])
            }
        }
    }

    /// Tokens are lexed into storage sized for one token every two bytes; denser input (one
    /// token per byte) spills into a growing buffer and still comes out whole and in order.
    func testInputDenserThanTheTokenEstimateIsLexedWhole() {
        let source = String(repeating: "(a,b)", count: 2_000)  // 10,000 bytes, 10,000 tokens
        let s = lex(source)
        XCTAssertEqual(s.tokens.count, 10_000)
        XCTAssertEqual(s.texts.joined(), source)
        XCTAssertEqual(Array(s.kinds.prefix(5)), [.leftParen, .identifier, .comma, .identifier, .rightParen])
        XCTAssertEqual(roundTripProblems(Array(source.utf8)), [])
    }

    /// Trees keep their tokens until flowlint exits, so the token array holds no more room than
    /// its tokens need (the scratch memory sized for the worst case is the lexer's own).
    func testTokensAreKeptInAnArrayOfTheirOwnSize() {
        for source in [String(repeating: "let value = model.load(id: 42) // note\n", count: 500),
                       String(repeating: "(a,b)", count: 2_000), "x", ""] {
            let lexed = Lexer.tokenize(Array(source.utf8))
            XCTAssertLessThanOrEqual((lexed.tokens.capacity - lexed.tokens.count) * MemoryLayout<Token>.stride, 64,
                                     "\(lexed.tokens.count) tokens")
        }
    }

    func testPoundWordsKeepTheirKeyword() {
        let s = lex("#if DEBUG\n#elseif X\n#else\n#endif")
        XCTAssertEqual(s.tokens.filter { $0.kind == .pound }.map(\.keyword), [.if, .none, .else, .none])
    }

    /// A string segment and a comment longer than a token can be: split into pieces that still
    /// cover every byte once, never inside a UTF-8 character.
    func testRunsLongerThanATokenAreSplit() {
        let long = String(repeating: "aé", count: 50_000)  // 150,000 bytes
        let source = "let s = \"\(long)\"\n// \(long)\nlet t = 1\n"
        let bytes = Array(source.utf8)
        XCTAssertEqual(roundTripProblems(bytes), [])
        let s = lex(source)
        let segments = s.tokens.filter { $0.kind == .stringSegment }
        XCTAssertGreaterThan(segments.count, 2)
        XCTAssertTrue(segments.allSatisfy { Int($0.length) <= Token.maxLength })
        XCTAssertEqual(segments.map { s.text($0) }.joined(), long)
        XCTAssertEqual(s.comments.map { s.text($0) }.joined(), "// " + long)
        XCTAssertFalse(s.texts.joined().contains("\u{FFFD}"))
        XCTAssertEqual(Array(s.texts.suffix(4)), ["let", "t", "=", "1"])
    }
}
