import XCTest
import FlowLintLexer

final class IdentifierAndKeywordTests: XCTestCase {
    func testPlainIdentifiers() {
        let s = lex("foo _bar baz9 _ camelCase UPPER x1_y2")
        XCTAssertEqual(s.summary, ["identifier foo", "identifier _bar", "identifier baz9", "identifier _",
                                   "identifier camelCase", "identifier UPPER", "identifier x1_y2"])
        XCTAssertTrue(s.tokens.allSatisfy { $0.keyword == .none })
        XCTAssertTrue(s.diagnostics.isEmpty)
    }

    func testBacktickedKeywordIsAnIdentifierWithoutKeyword() {
        let s = lex("let `class` = 1; `default`.run()")
        XCTAssertEqual(s.texts, ["let", "`class`", "=", "1", ";", "`default`", ".", "run", "(", ")"])
        let cls = s.tokens[1]
        XCTAssertEqual(cls.kind, .identifier)
        XCTAssertTrue(cls.flags.contains(.backticked))
        XCTAssertEqual(cls.keyword, .none)
        XCTAssertEqual(s.tokens[5].keyword, .none)
        XCTAssertTrue(s.diagnostics.isEmpty)
    }

    func testRawIdentifiersWithSpacesAndOperatorCharacters() {
        let s = lex("func `test adds two numbers`() {}\nlet x = `1st place` + `a-b`")
        XCTAssertEqual(s.texts, ["func", "`test adds two numbers`", "(", ")", "{", "}",
                                 "let", "x", "=", "`1st place`", "+", "`a-b`"])
        for name in ["`test adds two numbers`", "`1st place`", "`a-b`"] {
            let t = s.token(name)
            XCTAssertEqual(t?.kind, .identifier, name)
            XCTAssertEqual(t?.flags.contains(.backticked), true, name)
            XCTAssertEqual(t?.flags.contains(.malformed), false, name)
        }
        XCTAssertTrue(s.diagnostics.isEmpty)
    }

    func testUnicodeIdentifiers() {
        let s = lex("let café = π * 半径 + ñandú + 変数名 + Ωmega + naïve_2 + 이름")
        XCTAssertEqual(s.summary, ["identifier let", "identifier café", "equal =", "identifier π", "operator *",
                                   "identifier 半径", "operator +", "identifier ñandú", "operator +", "identifier 変数名",
                                   "operator +", "identifier Ωmega", "operator +", "identifier naïve_2", "operator +",
                                   "identifier 이름"])
        XCTAssertTrue(s.diagnostics.isEmpty)
    }

    func testIdentifierWithCombiningMark() {
        // "cafe" + U+0301 COMBINING ACUTE ACCENT is one identifier.
        let s = lex("let cafe\u{301} = 1")
        XCTAssertEqual(s.texts, ["let", "cafe\u{301}", "=", "1"])
        XCTAssertTrue(s.diagnostics.isEmpty)
    }

    func testDollarIdentifiers() {
        let s = lex("items.map { $0.count + $1 }; $name = 1; self.$viewModel.sink")
        XCTAssertEqual(s.summary, ["identifier items", "dot .", "identifier map", "leftBrace {", "identifier $0", "dot .",
                                   "identifier count", "operator +", "identifier $1", "rightBrace }", "semicolon ;",
                                   "identifier $name", "equal =", "integerLiteral 1", "semicolon ;", "identifier self",
                                   "dot .", "identifier $viewModel", "dot .", "identifier sink"])
        XCTAssertTrue(s.diagnostics.isEmpty)
    }

    func testEveryKeywordCarriesItsKeyword() {
        for keyword in Keyword.allCases where keyword != .none {
            let s = lex(keyword.text)
            XCTAssertEqual(s.tokens.count, 1, keyword.text)
            XCTAssertEqual(s.tokens.first?.kind, .identifier, keyword.text)
            XCTAssertEqual(s.tokens.first?.keyword, keyword, keyword.text)
        }
    }

    func testSelfTypeAnyAndAccessorWords() {
        let s = lex("Self Any _modify _read get set willSet didSet weak unowned lazy some any")
        XCTAssertEqual(s.tokens.map(\.keyword), [.SelfType, .AnyType, .underscoreModify, .underscoreRead, .get, .set,
                                                 .willSet, .didSet, .weak, .unowned, .lazy, .some, .any])
    }

    func testWordsThatOnlyResembleKeywords() {
        let s = lex("Class getter inits selfish letter Func _get classes var2 IF")
        XCTAssertTrue(s.tokens.allSatisfy { $0.kind == .identifier && $0.keyword == .none }, "\(s.summary)")
        XCTAssertEqual(s.tokens.count, 10)
    }

    func testContextualKeywordsInDeclarations() {
        let s = lex("""
        public final class A: B {
            private(set) weak var delegate: D?
            override init() { super.init() }
            deinit {}
            nonisolated func f() async throws -> Int { try await g() }
        }
        """)
        let expected: [String: Keyword] = ["public": .public, "final": .final, "class": .class, "private": .private,
                                           "set": .set, "weak": .weak, "var": .var, "override": .override,
                                           "init": .`init`, "super": .super, "deinit": .deinit,
                                           "nonisolated": .nonisolated, "func": .func, "async": .async,
                                           "throws": .throws, "try": .try, "await": .await]
        for (text, keyword) in expected {
            XCTAssertEqual(s.token(text)?.keyword, keyword, text)
        }
        XCTAssertEqual(s.token("delegate")?.keyword, Keyword.none)
        XCTAssertEqual(s.token("Int")?.keyword, Keyword.none)
    }

    func testKeywordAfterDotIsStillMarked() {
        // The lexer marks the word; deciding whether it acts as a keyword is the parser's job.
        let s = lex("x.default.init(); .class")
        XCTAssertEqual(s.token("default")?.keyword, .default)
        XCTAssertEqual(s.token("init")?.keyword, .`init`)
        XCTAssertEqual(s.token("class")?.keyword, .class)
    }

    /// Names are scanned eight bytes at a time: every byte value in every lane is classified as
    /// the byte-at-a-time rule does (ASCII letters, digits and `_` continue a name; anything
    /// else, including every byte of 0x80 and above, stops the fast scan).
    func testEightByteNameScanClassifiesEveryByte() {
        func continuesName(_ b: UInt8) -> Bool {
            (b >= 0x61 && b <= 0x7A) || (b >= 0x41 && b <= 0x5A) || (b >= 0x30 && b <= 0x39) || b == 0x5F
        }
        for lane in 0..<8 {
            for value in 0...255 {
                var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: 8)
                bytes[lane] = UInt8(value)
                let word = bytes.withUnsafeBytes { $0.loadUnaligned(as: UInt64.self) }
                let stops = nonIdentifierBytes(word)
                XCTAssertEqual(stops & (0x80 << (8 * UInt64(lane))) != 0, !continuesName(UInt8(value)),
                               "byte \(value) in lane \(lane)")
                XCTAssertEqual(stops & ~(0x80 << (8 * UInt64(lane))), 0, "byte \(value) in lane \(lane): other lanes")
            }
        }
    }

    /// Names of every length from 1 to 40 end where they should, whatever follows them, also
    /// when they end within the last eight bytes of the file (scanned byte by byte there).
    func testNamesOfEveryLengthEndInTheRightPlace() {
        // (what follows the name, whether it continues the name)
        let followers: [(String, Bool)] = [("", false), (" ", false), (".x", false), ("(", false), ("\n", false),
                                           ("+1", false), ("_9", true), ("é", true), ("→", false)]
        let letters = Array("aZ_9bY8c")
        for length in 1...40 {
            let name = String((0..<length).map { letters[$0 % letters.count] })
            for (follower, continues) in followers {
                // At the end of the file, and with more than eight bytes after it.
                for tail in ["", " + padding_padding"] {
                    let s = lex(name + follower + tail)
                    XCTAssertEqual(s.tokens.first.map { s.text($0) }, continues ? name + follower : name, "\(name)\(follower)\(tail)")
                    XCTAssertEqual(s.tokens.first?.kind, .identifier, "\(name)\(follower)\(tail)")
                }
            }
        }
    }
}

