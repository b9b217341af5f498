import XCTest
import FlowLintLexer

final class OperatorAndPunctuationTests: XCTestCase {
    func testPunctuation() {
        let s = lex("( ) { } [ ] , : ; . \\")
        XCTAssertEqual(s.kinds, [.leftParen, .rightParen, .leftBrace, .rightBrace, .leftBracket, .rightBracket, .comma,
                                 .colon, .semicolon, .dot, .backslash])
    }

    func testEqualArrowAndComparison() {
        let s = lex("x = y == z; func f() -> Int; a->b; a === b; c != d")
        XCTAssertEqual(s.summary, ["identifier x", "equal =", "identifier y", "operator ==", "identifier z", "semicolon ;",
                                   "identifier func", "identifier f", "leftParen (", "rightParen )", "arrow ->",
                                   "identifier Int", "semicolon ;", "identifier a", "arrow ->", "identifier b",
                                   "semicolon ;", "identifier a", "operator ===", "identifier b", "semicolon ;",
                                   "identifier c", "operator !=", "identifier d"])
    }

    func testCompoundAndPrefixOperators() {
        let s = lex("x += 1; y &+= -z; ok = !flag && ~mask != 0 || a ?? b; p = &value")
        XCTAssertEqual(s.texts.filter { s.token($0)?.kind == .operator },
                       ["+=", "&+=", "-", "!", "&&", "~", "!=", "||", "??", "&"])
    }

    func testCustomOperators() {
        let s = lex("let c = a <*> b • d <> e ∘ f ⊕ g")
        XCTAssertEqual(s.summary, ["identifier let", "identifier c", "equal =", "identifier a", "operator <*>", "identifier b",
                                   "operator •", "identifier d", "operator <>", "identifier e", "operator ∘",
                                   "identifier f", "operator ⊕", "identifier g"])
        XCTAssertTrue(s.diagnostics.isEmpty)
    }

    func testCustomOperatorDeclaration() {
        let s = lex("infix operator <*>: AdditionPrecedence\nprefix operator √\npostfix operator ^^")
        XCTAssertEqual(s.summary, ["identifier infix", "identifier operator", "operator <*>", "colon :",
                                   "identifier AdditionPrecedence", "identifier prefix", "identifier operator", "operator √",
                                   "identifier postfix", "identifier operator", "operator ^^"])
    }

    func testRangeOperators() {
        let s = lex("for i in 0..<n { a[...i]; b[i...]; c[..<j]; d = x...y }")
        let ops = s.tokens.filter { $0.kind == .operator }.map { s.text($0) }
        XCTAssertEqual(ops, ["..<", "...", "...", "..<", "..."])
        XCTAssertEqual(lex("a...b").summary, ["identifier a", "operator ...", "identifier b"])
    }

    func testDotOperatorsDoNotSwallowMemberAccess() {
        let s = lex("a.b..<c.d")
        XCTAssertEqual(s.summary, ["identifier a", "dot .", "identifier b", "operator ..<", "identifier c", "dot .", "identifier d"])
    }

    func testOperatorFollowedByComment() {
        let s = lex("a +// c\nb */* d */e")
        XCTAssertEqual(s.summary, ["identifier a", "operator +", "identifier b", "operator *", "identifier e"])
        XCTAssertEqual(s.comments.count, 2)
    }

    func testPostfixOptionalChainingAndForceUnwrap() {
        let s = lex("a?.b!.c; d!; e?[0]; f()!; g[1]?.h; (i)!")
        XCTAssertEqual(s.tokens.filter { $0.kind == .postfixQuestion }.count, 3)
        XCTAssertEqual(s.tokens.filter { $0.kind == .postfixExclaim }.count, 4)
        XCTAssertFalse(s.kinds.contains(.operator), "\(s.summary)")
    }

    func testTernaryIsNotPostfix() {
        let s = lex("let v = cond ? a : b; let w = x! ? y! : z")
        XCTAssertEqual(s.summary, ["identifier let", "identifier v", "equal =", "identifier cond", "operator ?", "identifier a",
                                   "colon :", "identifier b", "semicolon ;", "identifier let", "identifier w", "equal =",
                                   "identifier x", "postfixExclaim !", "operator ?", "identifier y", "postfixExclaim !",
                                   "colon :", "identifier z"])
    }

    func testBinaryAndPrefixBangAreNotPostfix() {
        let s = lex("if !a, b != c, !(d) { x = y! == z }")
        XCTAssertEqual(s.summary, ["identifier if", "operator !", "identifier a", "comma ,", "identifier b", "operator !=",
                                   "identifier c", "comma ,", "operator !", "leftParen (", "identifier d", "rightParen )",
                                   "leftBrace {", "identifier x", "equal =", "identifier y", "postfixExclaim !",
                                   "operator ==", "identifier z", "rightBrace }"])
    }

    func testCastsAndTry() {
        let s = lex("let a = x as! T; let b = y as? U; let c = z as V; try! f(); try? g()")
        XCTAssertEqual(s.summary, ["identifier let", "identifier a", "equal =", "identifier x", "identifier as",
                                   "postfixExclaim !", "identifier T", "semicolon ;", "identifier let", "identifier b",
                                   "equal =", "identifier y", "identifier as", "postfixQuestion ?", "identifier U",
                                   "semicolon ;", "identifier let", "identifier c", "equal =", "identifier z",
                                   "identifier as", "identifier V", "semicolon ;", "identifier try", "postfixExclaim !",
                                   "identifier f", "leftParen (", "rightParen )", "semicolon ;", "identifier try",
                                   "postfixQuestion ?", "identifier g", "leftParen (", "rightParen )"])
        XCTAssertEqual(s.token("as")?.keyword, .as)
    }

    func testOptionalTypes() {
        let s = lex("var a: Int? = nil; var b: String! ; var c: [String: Any]? ; var d: (() -> Void)?")
        XCTAssertEqual(s.tokens.filter { $0.kind == .postfixQuestion }.count, 3, "\(s.summary)")
        XCTAssertEqual(s.tokens.filter { $0.kind == .postfixExclaim }.count, 1, "\(s.summary)")
    }

    func testOptionalGenericTypes() {
        // `>` closing a generic argument list, then `?` or `!` bound to the type.
        let s = lex("var a: Array<Int>? = nil; var b: Set<String>! ; var c: Dictionary<K, Array<V>>?; f(x: Box<T>?.none)")
        XCTAssertEqual(s.tokens.filter { $0.kind == .postfixQuestion }.count, 3, "\(s.summary)")
        XCTAssertEqual(s.tokens.filter { $0.kind == .postfixExclaim }.count, 1, "\(s.summary)")
        let ops = s.tokens.filter { $0.kind == .operator }.map { s.text($0) }
        XCTAssertEqual(ops, ["<", ">", "<", ">", "<", "<", ">>", "<", ">"], "\(s.summary)")
        // Real operators that merely start with `>` are untouched.
        XCTAssertEqual(lex("a >= b; c >> d; e >>= 1").tokens.filter { $0.kind == .operator }.map(\.length), [2, 2, 3])
    }

    func testKeyPaths() {
        let s = lex(#"let kp = \Person.name; items.map(\.count); \Foo.bar?.baz"#)
        XCTAssertEqual(s.summary, ["identifier let", "identifier kp", "equal =", #"backslash \"#, "identifier Person", "dot .",
                                   "identifier name", "semicolon ;", "identifier items", "dot .", "identifier map",
                                   "leftParen (", #"backslash \"#, "dot .", "identifier count", "rightParen )",
                                   "semicolon ;", #"backslash \"#, "identifier Foo", "dot .", "identifier bar",
                                   "postfixQuestion ?", "dot .", "identifier baz"])
    }

    func testGenericsAndClosuresPunctuation() {
        let s = lex("func f<T: Equatable>(_ x: T) -> [T] where T: Hashable { [x] }")
        XCTAssertEqual(s.kinds, [.identifier, .identifier, .operator, .identifier, .colon, .identifier, .operator, .leftParen,
                                 .identifier, .identifier, .colon, .identifier, .rightParen, .arrow, .leftBracket,
                                 .identifier, .rightBracket, .identifier, .identifier, .colon, .identifier, .leftBrace,
                                 .leftBracket, .identifier, .rightBracket, .rightBrace])
    }
}
