import XCTest
import FlowLintLexer

final class NumberLiteralTests: XCTestCase {
    private func assertSingle(_ source: String, _ kind: TokenKind, file: StaticString = #filePath, line: UInt = #line) {
        let s = lex(source)
        XCTAssertEqual(s.summary, ["\(kind) \(source)"], file: file, line: line)
        XCTAssertTrue(s.diagnostics.isEmpty, "\(source): \(s.diagnostics)", file: file, line: line)
        XCTAssertFalse(s.tokens.first?.flags.contains(.malformed) ?? true, source, file: file, line: line)
    }

    func testDecimalIntegers() {
        for source in ["0", "7", "42", "1234567890", "007", "1_000_000", "1__0", "9_"] {
            assertSingle(source, .integerLiteral)
        }
    }

    func testHexOctalBinaryIntegers() {
        for source in ["0x0", "0x1F", "0xff", "0xDEAD_BEEF", "0o17", "0o7_7", "0b1010", "0b1111_0000"] {
            assertSingle(source, .integerLiteral)
        }
    }

    func testDecimalFloats() {
        for source in ["3.14", "0.5", "1e10", "1E10", "1e-5", "2.5e+3", "1_000.000_1", "6.022_140e2_3", "1.0E-0_1"] {
            assertSingle(source, .floatLiteral)
        }
    }

    func testHexFloats() {
        for source in ["0x1p-2", "0x1p2", "0x1P+4", "0x1.8p3", "0xFF.Ap-1", "0x1_0.0_1p1_0"] {
            assertSingle(source, .floatLiteral)
        }
    }

    /// A `.` and hex digits without a `p` exponent are a member of a hex integer, as the
    /// compiler reads them (found by the differential test on a real app's colour constants).
    func testMemberAccessOnHexIntegerLiteral() {
        let s = lex("let pink = 0xEA4C89.color, dark = 0xDF3E7B.cgColor, half = 0xFF.Ap-1")
        XCTAssertEqual(s.summary, ["identifier let", "identifier pink", "equal =", "integerLiteral 0xEA4C89", "dot .",
                                   "identifier color", "comma ,", "identifier dark", "equal =", "integerLiteral 0xDF3E7B",
                                   "dot .", "identifier cgColor", "comma ,", "identifier half", "equal =", "floatLiteral 0xFF.Ap-1"])
        XCTAssertTrue(s.diagnostics.isEmpty)
    }

    func testNegativeNumbersArePrefixOperatorPlusLiteral() {
        let s = lex("let x = -1, y = -2.5")
        XCTAssertEqual(s.summary, ["identifier let", "identifier x", "equal =", "operator -", "integerLiteral 1", "comma ,",
                                   "identifier y", "equal =", "operator -", "floatLiteral 2.5"])
    }

    func testTupleIndicesLexAsIntegers() {
        let s = lex("tuple.0.1 + pair.1.0.description")
        XCTAssertEqual(s.summary, ["identifier tuple", "dot .", "integerLiteral 0", "dot .", "integerLiteral 1", "operator +",
                                   "identifier pair", "dot .", "integerLiteral 1", "dot .", "integerLiteral 0", "dot .",
                                   "identifier description"])
        XCTAssertTrue(s.diagnostics.isEmpty)
    }

    func testTupleIndexAfterCallAndOptional() {
        let s = lex("f().0.1; t?.1.0; t!.2")
        XCTAssertEqual(s.texts, ["f", "(", ")", ".", "0", ".", "1", ";", "t", "?", ".", "1", ".", "0", ";", "t", "!", ".", "2"])
        XCTAssertEqual(s.kinds.filter { $0 == .integerLiteral }.count, 5)
        XCTAssertEqual(s.kinds.filter { $0 == .floatLiteral }.count, 0)
    }

    func testMemberAccessOnIntegerLiteral() {
        let s = lex("1.description + 2.5.rounded()")
        XCTAssertEqual(s.summary, ["integerLiteral 1", "dot .", "identifier description", "operator +",
                                   "floatLiteral 2.5", "dot .", "identifier rounded", "leftParen (", "rightParen )"])
    }

    func testRangesAroundLiterals() {
        let s = lex("0..<10; 1...9; 0.5...1.5; 0x0..<0xF")
        XCTAssertEqual(s.summary, ["integerLiteral 0", "operator ..<", "integerLiteral 10", "semicolon ;",
                                   "integerLiteral 1", "operator ...", "integerLiteral 9", "semicolon ;",
                                   "floatLiteral 0.5", "operator ...", "floatLiteral 1.5", "semicolon ;",
                                   "integerLiteral 0x0", "operator ..<", "integerLiteral 0xF"])
    }

    func testInvalidDigitsAndEmptyExponentsAreMalformed() {
        for source in ["1e", "1abc", "0b102", "0o9", "0xZZ", "2.5e+"] {
            let s = lex(source)
            XCTAssertTrue(s.tokens.first?.flags.contains(.malformed) ?? false, "\(source): \(s.summary)")
            XCTAssertEqual(s.tokens.first.map { s.text($0) }?.first, source.first, source)
            XCTAssertFalse(s.diagnostics.isEmpty, source)
            assertRoundTrip(source)
        }
        // The invalid literal stays one token, so what follows lexes normally.
        XCTAssertEqual(lex("1abc + 2").summary, ["integerLiteral 1abc", "operator +", "integerLiteral 2"])
    }

    func testNumbersInExpressions() {
        let s = lex("let area = width*2+0x10/3.0e1")
        XCTAssertEqual(s.summary, ["identifier let", "identifier area", "equal =", "identifier width", "operator *",
                                   "integerLiteral 2", "operator +", "integerLiteral 0x10", "operator /", "floatLiteral 3.0e1"])
    }
}
