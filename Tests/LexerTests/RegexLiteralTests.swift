import XCTest
import FlowLintLexer

final class RegexLiteralTests: XCTestCase {
    func testExtendedRegexLiterals() {
        XCTAssertEqual(lex(#"let r = #/a+b/#"#).summary,
                       ["identifier let", "identifier r", "equal =", "regexLiteral #/a+b/#"])
        XCTAssertEqual(lex(#"##/a/#b/##.wholeMatch"#).summary,
                       ["regexLiteral ##/a/#b/##", "dot .", "identifier wholeMatch"])
        XCTAssertEqual(lex(#"#/ spaced / slash /#"#).summary, ["regexLiteral #/ spaced / slash /#"])
        XCTAssertEqual(lex(#"#/a\/#b/#"#).summary, [#"regexLiteral #/a\/#b/#"#])
        XCTAssertTrue(lex(#"#/a+b/#"#).diagnostics.isEmpty)
    }

    func testExtendedMultiLineRegex() {
        let source = """
        let r = #/
          (?<key> \\w+)  # the key
          \\s* = \\s*
          (?<value> .*)
        /#
        next()
        """
        let s = lex(source)
        XCTAssertEqual(s.kinds, [.identifier, .identifier, .equal, .regexLiteral, .identifier, .leftParen, .rightParen])
        XCTAssertTrue(s.texts[3].hasPrefix("#/\n"))
        XCTAssertTrue(s.texts[3].hasSuffix("\n/#"))
        XCTAssertTrue(s.tokens[4].newlineBefore)
        XCTAssertTrue(s.diagnostics.isEmpty)
    }

    func testBareRegexWhereSwiftParsesOne() {
        let cases: [(String, String)] = [
            (#"let r = /\d+/"#, #"/\d+/"#),
            (#"foo(/[a-z]+/)"#, "/[a-z]+/"),
            (#"x.firstMatch(of: /a\/b/)"#, #"/a\/b/"#),
            (#"return /x/"#, "/x/"),
            (#"[/a/, /b/]"#, "/a/"),
            (#"if let m = try /(\w+)@(\w+)/.wholeMatch(in: s) {}"#, #"/(\w+)@(\w+)/"#),
            (#"let r = /[/]x/"#, "/[/]x/"),
            (#"case /abc/: break"#, "/abc/"),
            (#"s.contains(/\s/) && ok"#, #"/\s/"#),
        ]
        for (source, regex) in cases {
            let s = lex(source)
            XCTAssertEqual(s.tokens.first { $0.kind == .regexLiteral }.map { s.text($0) }, regex, source)
            XCTAssertTrue(s.diagnostics.isEmpty, source)
        }
    }

    func testDivisionIsNotARegex() {
        let cases = [
            "a / b / c",
            "a/b/c",
            "let half = count / 2 / total",
            "(a + b)/2/3",
            "x[0]/y[1]/z",
            "f()!/2/g",
            "1/2/3",
            "value /= 2 /* c */",
            "let r = a /b/ c",
            "items.count/2/3",
        ]
        for source in cases {
            let s = lex(source)
            XCTAssertFalse(s.kinds.contains(.regexLiteral), "\(source): \(s.summary)")
        }
        XCTAssertEqual(lex("a / b / c").summary, ["identifier a", "operator /", "identifier b", "operator /", "identifier c"])
    }

    func testRegexNotOnALineOfDivisions() {
        // A `/` followed by a space never starts a bare regex.
        let s = lex("let r = / x/")
        XCTAssertFalse(s.kinds.contains(.regexLiteral), "\(s.summary)")
    }
}
