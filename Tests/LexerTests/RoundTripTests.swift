import Foundation
import XCTest
import FlowLintLexer

final class RoundTripTests: XCTestCase {
    /// Snippets covering every token kind and the tricky corners of the grammar.
    static let syntheticInputs: [String] = [
        "",
        " ",
        "\n",
        "\r\n\r\n",
        "x",
        "let x = 1",
        "let x = 1\n",
        "a\r\nb\rc\nd",
        "\t\u{0B}\u{0C}x",
        "// only a comment",
        "/// doc\n/** doc */\n/* a /* b */ c */",
        "#!/usr/bin/env swift\nprint(1)\n",
        "\u{FEFF}let x = 1",
        #"let s = "a\(b)c\(d ?? "e")f""#,
        #"let s = "\("\("\(x)")")""#,
        "let s = \"\"\"\n  a \\(b) c\n  \\\"\"\" d \\\n  e\n  \"\"\"\n",
        ##"let s = #"raw \#(x) \(y) "quoted""#"##,
        ###"let s = ##"a "# b \##(c)"##"###,
        "let s = #\"\"\"\nraw\n\"\"\"#\n",
        #"let r = #/a+/#; let q = ##/b/#/##"#,
        "let r = #/\n  a+ # comment\n/#",
        #"let r = /\d+/; let z = a / b / c"#,
        "tuple.0.1 + 0x1p-2 + 1_000.5e-3 + 0b1010 + 0o17",
        "a?.b!.c ? d : e; x as! T; y as? U; try! f(); try? g()",
        "let c = a <*> b • d ..< e ... f",
        "@objc(Foo) @MainActor final class A: B { @IBOutlet weak var x: UILabel! }",
        "#if DEBUG\nlet a = 1\n#elseif os(iOS)\nlet b = 2\n#else\nlet c = 3\n#endif",
        "#selector(f(_:)) #keyPath(A.b) #available(iOS 15, *)",
        "let `class` = `raw identifier with spaces`",
        "let café = π + 変数 + $0 + $name",
        "items.map { [weak self] x in self?.f(x) }.filter { $0 > 1 }",
        "var a: Array<Int>? = nil; var b: Set<String>! ; c >>= 1",
        "\\Person.name.count; \\.self",
        "a\u{A0}b\u{2028}c",
        "func f() -> Int { return 0 }",
        "\"unterminated",
        "\"\"\"\nunterminated",
        "#\"unterminated\"",
        "/* unterminated",
        "\"\\(unterminated",
        "#/unterminated",
        "`unterminated",
        "a\u{7}b",
        "\"a\u{0}b\"",
        "@",
        "#",
        "##",
        "\\",
        "$",
        "0x",
        "1e",
        "\"\\",
        "\"\\u{",
        "#/\\",
        "\"\"\"",
        "\"\"\"\"\"\"",
        "#\"\"\"\n\"\"\"",
        "x!",
        "x?",
        "x ?",
        "/",
        "//",
        "/*/",
        "/**/",
        "..",
        ".",
        "`",
        "``",
        "\"\\(\")\"",
        "\"\\(\"\\(\"",
    ]

    func testSyntheticInputsRoundTrip() {
        for input in Self.syntheticInputs {
            assertRoundTrip(input)
        }
    }

    func testInvalidByteSequencesRoundTrip() {
        let inputs: [[UInt8]] = [
            [0xFF], [0xFE, 0xFF], [0x80], [0xC0, 0xAF], [0xE0, 0x80, 0xAF], [0xF0, 0x80, 0x80, 0xAF],
            [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xE2, 0x82], [0xF0, 0x9F, 0x98], [0xC3],
            [0x61, 0xFF, 0x62], [0x22, 0xFF, 0x22], [0x2F, 0x2F, 0xFF], [0x00], [0x00, 0x00, 0x61],
            [0x22, 0x5C, 0x28, 0xFF, 0x29, 0x22], [0x60, 0xFF, 0x60], [0x23, 0xFF], [0x40, 0xFF],
            [0xEF, 0xBB], [0xEF, 0xBB, 0xBF, 0xEF, 0xBB, 0xBF],
        ]
        for bytes in inputs {
            assertRoundTrip(bytes: bytes, label: bytes.map { String($0, radix: 16) }.joined(separator: " "))
        }
    }

    func testEveryFixtureFileRoundTrips() throws {
        let files = fixtureFiles()
        XCTAssertGreaterThan(files.count, 10, "expected the fixture files under \(packageRoot.path)/Fixtures")
        for url in files {
            let bytes = Array(try Data(contentsOf: url))
            assertRoundTrip(bytes: bytes, label: url.lastPathComponent)
            let lexed = Lexer.tokenize(bytes)
            XCTAssertEqual(lexed.diagnostics, [], url.path)
            XCTAssertFalse(lexed.tokens.contains { $0.kind == .unknown || $0.flags.contains(.malformed) }, url.path)
        }
    }

    func testFixtureTokensAreBalanced() throws {
        for url in fixtureFiles() {
            let lexed = Lexer.tokenize(Array(try Data(contentsOf: url)))
            let kinds = lexed.tokens.map(\.kind)
            func count(_ k: TokenKind) -> Int { kinds.filter { $0 == k }.count }
            let name = url.lastPathComponent
            XCTAssertEqual(count(.leftBrace), count(.rightBrace), name)
            XCTAssertEqual(count(.leftParen), count(.rightParen), name)
            XCTAssertEqual(count(.leftBracket), count(.rightBracket), name)
            XCTAssertEqual(count(.stringStart), count(.stringEnd), name)
            XCTAssertEqual(count(.interpolationStart), count(.interpolationEnd), name)
        }
    }

    func testTokenTextsConcatenateToTheInput() {
        let source = RoundTripTests.syntheticInputs.joined(separator: "\n;\n")
        let bytes = Array(source.utf8)
        let lexed = Lexer.tokenize(bytes, keepTrivia: true)
        var rebuilt: [UInt8] = []
        rebuilt.reserveCapacity(bytes.count)
        for t in lexed.tokens { rebuilt += bytes[Int(t.start)..<t.end] }
        XCTAssertEqual(rebuilt, bytes)
    }
}
