import XCTest
import FlowLintLexer

final class StringLiteralTests: XCTestCase {
    func testSingleLineString() {
        let s = lex(#"let s = "hello, world""#)
        XCTAssertEqual(s.summary, ["identifier let", "identifier s", "equal =", #"stringStart ""#,
                                   "stringSegment hello, world", #"stringEnd ""#])
        XCTAssertTrue(s.diagnostics.isEmpty)
    }

    func testEmptyString() {
        let s = lex(#"f("", "")"#)
        XCTAssertEqual(s.summary, ["identifier f", "leftParen (", #"stringStart ""#, #"stringEnd ""#, "comma ,",
                                   #"stringStart ""#, #"stringEnd ""#, "rightParen )"])
    }

    func testEscapesStayInsideTheSegment() {
        let body = #"a\nb\"c\\d\u{1F600}e\t\0\r\'f"#
        let s = lex("\"\(body)\" + x")
        XCTAssertEqual(s.summary, [#"stringStart ""#, "stringSegment \(body)", #"stringEnd ""#, "operator +", "identifier x"])
        XCTAssertTrue(s.diagnostics.isEmpty, "\(s.diagnostics)")
    }

    func testEscapedBackslashAndQuoteAtTheEnd() {
        XCTAssertEqual(lex(#""\\" + "\"""#).summary,
                       [#"stringStart ""#, #"stringSegment \\"#, #"stringEnd ""#, "operator +",
                        #"stringStart ""#, #"stringSegment \""#, #"stringEnd ""#])
    }

    func testUnicodeContent() {
        let s = lex("\"café 😀 日本語\"")
        XCTAssertEqual(s.summary, [#"stringStart ""#, "stringSegment café 😀 日本語", #"stringEnd ""#])
    }

    func testMultiLineString() {
        let source = #"""
        let s = """
            line1
            "quoted" and ""double""
            escaped \""" triple
            continued \
            end
            """
        next()
        """#
        let s = lex(source)
        XCTAssertEqual(s.kinds, [.identifier, .identifier, .equal, .stringStart, .stringSegment, .stringEnd,
                                 .identifier, .leftParen, .rightParen])
        XCTAssertEqual(s.texts[3], #"""""#)
        XCTAssertEqual(s.texts[5], #"""""#)
        XCTAssertTrue(s.tokens[3].flags.contains(.multiline))
        XCTAssertTrue(s.tokens[5].flags.contains(.multiline))
        XCTAssertTrue(s.texts[4].contains(#"escaped \""" triple"#))
        XCTAssertTrue(s.tokens[6].newlineBefore)
        XCTAssertTrue(s.diagnostics.isEmpty, "\(s.diagnostics)")
    }

    func testMultiLineStringWithInterpolation() {
        let source = #"""
        """
        Hello \(user.name),
        you have \(count) messages
        """
        """#
        let s = lex(source)
        XCTAssertEqual(s.kinds, [.stringStart, .stringSegment, .interpolationStart, .identifier, .dot, .identifier,
                                 .interpolationEnd, .stringSegment, .interpolationStart, .identifier, .interpolationEnd,
                                 .stringSegment, .stringEnd])
        XCTAssertTrue(s.diagnostics.isEmpty)
    }

    func testRawStrings() {
        XCTAssertEqual(lex(##"#"a "quoted" \n \(x)"#"##).summary,
                       [##"stringStart #""##, #"stringSegment a "quoted" \n \(x)"#, ##"stringEnd "#"##])
        XCTAssertEqual(lex(###"##"has "# inside"##"###).summary,
                       [###"stringStart ##""###, ##"stringSegment has "# inside"##, ###"stringEnd "##"###])
        XCTAssertEqual(lex(####"###"x"##y"###"####).summary,
                       [####"stringStart ###""####, ###"stringSegment x"##y"###, ####"stringEnd "###"####])
        for source in [##"#"a"#"##, ###"##"a"##"###, ####"###"a"###"####] {
            XCTAssertTrue(lex(source).diagnostics.isEmpty, source)
        }
    }

    func testRawMultiLineString() {
        let source = ##"""
        let re = #"""
            raw \(not) interpolated
            """ is text here
            """#
        """##
        let s = lex(source)
        XCTAssertEqual(s.kinds, [.identifier, .identifier, .equal, .stringStart, .stringSegment, .stringEnd])
        XCTAssertEqual(s.texts[3], ##"#""""##)
        XCTAssertEqual(s.texts[5], ##""""#"##)
        XCTAssertTrue(s.diagnostics.isEmpty)
    }

    /// `#"""` opens a multi-line literal only when the raw string's closing delimiter does not
    /// follow on the same line (swiftc's rule): otherwise it is a single-line raw string whose
    /// text begins with `""`.
    func testRawStringWhoseTextBeginsWithQuotesIsSingleLine() {
        let s = lex("let a = ##\"\"\"x\"##\nlet b = 1\n")
        XCTAssertEqual(s.summary, ["identifier let", "identifier a", "equal =", ###"stringStart ##""###,
                                   #"stringSegment ""x"#, ###"stringEnd "##"###,
                                   "identifier let", "identifier b", "equal =", "integerLiteral 1"])
        XCTAssertFalse(s.tokens[3].flags.contains(.multiline))
        XCTAssertFalse(s.tokens.contains { $0.flags.contains(.malformed) })
        XCTAssertTrue(s.diagnostics.isEmpty, "\(s.diagnostics)")
        let cases: [(source: String, text: String)] = [
            (##"#"""#"##, #"""#), (##"#""""""#"##, #""""""#), (##"#""" "#"##, #""" "#), (##"#"""a"b"#"##, #"""a"b"#),
        ]
        for (source, text) in cases {
            let lexed = lex(source + "\nnext()")
            XCTAssertEqual(lexed.summary, [##"stringStart #""##, "stringSegment " + text, ##"stringEnd "#"##,
                                           "identifier next", "leftParen (", "rightParen )"], source)
            XCTAssertTrue(lexed.diagnostics.isEmpty, source)
            assertRoundTrip(source)
        }
    }

    func testRawMultiLineStringWithTextAfterItsOpeningDelimiter() {
        // Not valid Swift (the text must begin on a new line), but swiftc still reads a
        // multi-line literal up to `"""#`: so does the lexer, and what follows is code again.
        for opening in [##"#"""x"##, ###"##"""x"#"###] {
            let hashes = String(opening.prefix { $0 == "#" })
            let s = lex(opening + "\nlet b = 1\n\"\"\"" + hashes + "\nnext()")
            XCTAssertEqual(s.kinds, [.stringStart, .stringSegment, .stringEnd, .identifier, .leftParen, .rightParen], opening)
            XCTAssertTrue(s.tokens[0].flags.contains(.multiline), opening)
        }
    }

    func testRawStringInterpolationAndEscapes() {
        let s = lex(##"#"value: \#(x + 1) \#n \(y)"#"##)
        XCTAssertEqual(s.summary, [##"stringStart #""##, "stringSegment value: ", ##"interpolationStart \#("##,
                                   "identifier x", "operator +", "integerLiteral 1", "interpolationEnd )",
                                   ##"stringSegment  \#n \(y)"##, ##"stringEnd "#"##])
        // With two `#`, `\#(` is plain text.
        XCTAssertEqual(lex(###"##"\#(x)"##"###).kinds, [.stringStart, .stringSegment, .stringEnd])
        XCTAssertEqual(lex(###"##"\##(x)"##"###).kinds,
                       [.stringStart, .interpolationStart, .identifier, .interpolationEnd, .stringEnd])
    }

    func testInterpolation() {
        let s = lex(#""a\(b)c""#)
        XCTAssertEqual(s.summary, [#"stringStart ""#, "stringSegment a", #"interpolationStart \("#, "identifier b",
                                   "interpolationEnd )", "stringSegment c", #"stringEnd ""#])
    }

    func testInterpolationWithParenthesesInside() {
        let s = lex(#""\((a + b) * f(c))!""#)
        XCTAssertEqual(s.texts, ["\"", #"\("#, "(", "a", "+", "b", ")", "*", "f", "(", "c", ")", ")", "!", "\""])
        XCTAssertEqual(s.kinds[12], .interpolationEnd)
        XCTAssertEqual(s.kinds[13], .stringSegment)
    }

    func testInterpolationWithStringsInside() {
        let s = lex(#""\(dict["key"] ?? "none") done""#)
        XCTAssertEqual(s.summary, [#"stringStart ""#, #"interpolationStart \("#, "identifier dict", "leftBracket [",
                                   #"stringStart ""#, "stringSegment key", #"stringEnd ""#, "rightBracket ]", "operator ??",
                                   #"stringStart ""#, "stringSegment none", #"stringEnd ""#, "interpolationEnd )",
                                   "stringSegment  done", #"stringEnd ""#])
        XCTAssertTrue(s.diagnostics.isEmpty)
    }

    func testInterpolationWithClosureInside() {
        let s = lex(#""\(items.map { "\($0))" }.joined(separator: ", "))""#)
        XCTAssertEqual(s.texts, ["\"", #"\("#, "items", ".", "map", "{", "\"", #"\("#, "$0", ")", ")", "\"", "}", ".",
                                 "joined", "(", "separator", ":", "\"", ", ", "\"", ")", ")", "\""])
        XCTAssertEqual(s.kinds[9], .interpolationEnd)
        XCTAssertEqual(s.kinds[10], .stringSegment)
        XCTAssertEqual(s.kinds[21], .rightParen)
        XCTAssertEqual(s.kinds[22], .interpolationEnd)
        XCTAssertEqual(s.kinds[23], .stringEnd)
        XCTAssertTrue(s.diagnostics.isEmpty)
    }

    func testInterpolationWithCommentsInside() {
        let s = lex(#""\(a /* ) " */ + b)""#)
        XCTAssertEqual(s.summary, [#"stringStart ""#, #"interpolationStart \("#, "identifier a", "operator +",
                                   "identifier b", "interpolationEnd )", #"stringEnd ""#])
        XCTAssertEqual(s.commentSummary, [#"blockComment /* ) " */"#])

        let multi = lex(#"""
        """
        \(value // a ) comment
        )
        """
        """#)
        XCTAssertEqual(multi.kinds, [.stringStart, .stringSegment, .interpolationStart, .identifier, .interpolationEnd,
                                     .stringSegment, .stringEnd])
        XCTAssertEqual(multi.commentSummary, ["lineComment // a ) comment"])
        XCTAssertTrue(multi.diagnostics.isEmpty)
    }

    func testInterpolationNestedTenDeep() {
        var source = ""
        for _ in 0..<10 { source += #""\("# }
        source += "x"
        for _ in 0..<10 { source += #")""# }
        let s = lex(source)
        XCTAssertEqual(s.kinds.filter { $0 == .stringStart }.count, 10)
        XCTAssertEqual(s.kinds.filter { $0 == .interpolationStart }.count, 10)
        XCTAssertEqual(s.kinds.filter { $0 == .interpolationEnd }.count, 10)
        XCTAssertEqual(s.kinds.filter { $0 == .stringEnd }.count, 10)
        XCTAssertEqual(s.kinds.filter { $0 == .identifier }.count, 1)
        XCTAssertTrue(s.diagnostics.isEmpty, "\(s.diagnostics)")
        assertRoundTrip(source)
    }

    func testInterpolationNestedTenDeepWithClosuresStringsAndComments() {
        // Each level: "L<n> \( { /* c */ "s" }() + <next level> )"
        var source = "x"
        for level in 0..<10 {
            source = #""L\#(level) \( { /* ) */ "s(" }() + \#(source) /* " */ )""#
        }
        let s = lex(source)
        XCTAssertEqual(s.kinds.filter { $0 == .interpolationStart }.count, 10)
        XCTAssertEqual(s.kinds.filter { $0 == .interpolationEnd }.count, 10)
        XCTAssertEqual(s.kinds.filter { $0 == .stringStart }.count, 20)
        XCTAssertEqual(s.kinds.filter { $0 == .stringEnd }.count, 20)
        XCTAssertEqual(s.kinds.filter { $0 == .leftBrace }.count, 10)
        XCTAssertEqual(s.comments.count, 20)
        XCTAssertEqual(s.kinds.last, .stringEnd)
        XCTAssertTrue(s.diagnostics.isEmpty, "\(s.diagnostics)")
        assertRoundTrip(source)
    }

    func testStringFollowedByCodeOnTheSameLine() {
        let s = lex(#"print("a", terminator: "") ; x = 1"#)
        XCTAssertEqual(s.kinds, [.identifier, .leftParen, .stringStart, .stringSegment, .stringEnd, .comma, .identifier,
                                 .colon, .stringStart, .stringEnd, .rightParen, .semicolon, .identifier, .equal,
                                 .integerLiteral])
    }
}
