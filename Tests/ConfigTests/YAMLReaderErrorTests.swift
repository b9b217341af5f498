import XCTest
@testable import FlowLintConfig

/// Everything outside the subset is an error with a place and a plain-words reason.
final class YAMLReaderErrorTests: XCTestCase {
    func testAnchorsAliasesAndTags() {
        assertYAMLError("a: &x 1", "1:4: error: anchors ('&') are not supported")
        assertYAMLError("a: *x", "1:4: error: aliases ('*') are not supported")
        assertYAMLError("a: !!str 1", "1:4: error: tags ('!') are not supported")
        assertYAMLError("a: [1, *x]", "1:8: error: aliases ('*') are not supported")
    }

    func testBlockScalars() {
        let message = "block scalars ('|') are not supported; write the value on one line, in quotes if needed"
        assertYAMLError("a: |\n  text", "1:4: error: \(message)")
        assertYAMLError("- >\n  text", "1:3: error: " + message.replacingOccurrences(of: "'|'", with: "'>'"))
    }

    func testDirectivesAndReservedIndicators() {
        assertYAMLError("%YAML 1.2\n---\na: 1", "1:1: error: directives ('%') are not supported")
        assertYAMLError("a: @x", "1:4: error: a value cannot start with '@'; put it in quotes")
        assertYAMLError("a: [x,#y]", "1:7: error: a value cannot start with '#'; put it in quotes")
    }

    func testMultipleDocuments() {
        assertYAMLError("a: 1\n---\nb: 2", "2:1: error: multiple documents are not supported")
        assertYAMLError("---\na: 1\n---", "3:1: error: multiple documents are not supported")
        assertYAMLError("a: 1\n...\n", "2:1: error: document end markers ('...') are not supported")
    }

    func testValueOnDocumentStartLine() {
        assertYAMLError("--- a: 1", "1:5: error: a value on the '---' line is not supported; start it on the next line")
    }

    func testTabsForIndentation() {
        assertYAMLError("a:\n\tb: 1", "2:1: error: tabs are not allowed for indentation; use spaces")
        assertYAMLError("a:\n  \t- x", "2:3: error: tabs are not allowed for indentation; use spaces")
    }

    func testInconsistentIndentation() {
        assertYAMLError("a:\n    b: 1\n  c: 2", "3:3: error: inconsistent indentation: expected 0 spaces, found 2")
        assertYAMLError("a:\n  - b: 1\n   - c", "3:4: error: inconsistent indentation: expected 2 spaces, found 3")
        assertYAMLError("- a: 1\n b: 2", "2:2: error: inconsistent indentation: expected 0 spaces, found 1")
        assertYAMLError("  a: 1\nb: 2", "2:1: error: inconsistent indentation: expected 2 spaces, found 0")
    }

    func testMultiLinePlainValue() {
        assertYAMLError("a: first\n  second", "2:3: error: unexpected indentation; a value cannot continue on the next line")
        assertYAMLError("- first\n  second", "2:3: error: unexpected indentation; a value cannot continue on the next line")
    }

    func testDuplicateKeys() {
        assertYAMLError("a: 1\nb: 2\na: 3", "3:1: error: duplicate key 'a' (first defined on line 1)")
        assertYAMLError("x:\n  'a': 1\n  a: 2", "3:3: error: duplicate key 'a' (first defined on line 2)")
        assertYAMLError("a: {k: 1, k: 2}", "1:11: error: duplicate key 'k' (first defined on line 1)")
    }

    func testUnterminatedQuotes() {
        assertYAMLError("a: 'abc\n  def'", "1:4: error: unterminated single-quoted string; quoted values must end on the same line")
        assertYAMLError("a: \"abc\\\"", "1:4: error: unterminated double-quoted string; quoted values must end on the same line")
        assertYAMLError("\"key: 1", "1:1: error: unterminated double-quoted string; quoted values must end on the same line")
    }

    func testBadEscapes() {
        assertYAMLError(#"a: "x\q""#, #"1:6: error: unknown escape sequence '\q'"#)
        assertYAMLError(#"a: "\x4""#, #"1:5: error: invalid escape sequence '\x4'; expected 2 hex digits of a Unicode scalar"#)
        assertYAMLError(#"a: "\uD800""#, #"1:5: error: invalid escape sequence '\uD800'; expected 4 hex digits of a Unicode scalar"#)
    }

    func testUnterminatedFlowCollections() {
        assertYAMLError("a: [x, y", "1:4: error: unterminated list; expected ']'")
        assertYAMLError("a: [x, y\nb: 1", "2:1: error: expected ',' or ']' to continue the list opened on line 1")
        assertYAMLError("a: {x: 1", "1:4: error: unterminated flow mapping; expected '}'")
        assertYAMLError("a: {x", "1:5: error: expected ':' after the key")
        assertYAMLError("a: {x: ", "1:5: error: expected a value after the key")
    }

    func testFlowPunctuation() {
        assertYAMLError("a: [x y: z]", "1:8: error: expected ',' or ']'")
        assertYAMLError("a: [x}", "1:6: error: expected ',' or ']'")
        assertYAMLError("a: [x, , y]", "1:8: error: missing value before ','")
        assertYAMLError("a: {x 1}", "1:8: error: expected ':' after the key")
        assertYAMLError("a: {[x]: 1}", "1:5: error: only plain or quoted keys are supported")
        assertYAMLError("a: {~: 1}", "1:5: error: only plain or quoted keys are supported")
        assertYAMLError("a: ]", "1:4: error: unexpected ']'")
    }

    func testTextAfterValue() {
        assertYAMLError("a: 'x' y", "1:8: error: unexpected 'y' after the value")
        assertYAMLError("a: [x] y", "1:8: error: unexpected 'y' after the value")
        assertYAMLError("a: 'x'# no space", "1:7: error: unexpected '#' after the value")
    }

    func testNestedMappingOnOneLine() {
        assertYAMLError("a: b: c", "1:5: error: unexpected ':'; a value containing ': ' must be in quotes")
    }

    func testListItemInValuePosition() {
        assertYAMLError("a: - x", "1:4: error: a list item ('- ') cannot start here; start the list on a new line")
    }

    func testComplexAndMissingKeys() {
        assertYAMLError("? a\n: b", "1:1: error: complex keys ('? ') are not supported")
        assertYAMLError(": b", "1:1: error: missing key before ':'")
    }

    func testWrongEntryKindAtSameIndentation() {
        assertYAMLError("a: 1\n- x", "2:1: error: expected 'key: value' at this indentation")
        assertYAMLError("- x\na: 1", "2:1: error: expected a list item ('- ')")
        assertYAMLError("text\nmore", "2:1: error: unexpected text after the top-level value")
    }

    func testControlCharacters() {
        assertYAMLError("a: 1\nb: x\u{01}y", "2:5: error: control character U+0001 is not allowed")
        assertYAMLError("\u{7F}", "1:1: error: control character U+007F is not allowed")
    }

    func testNestingDepthIsLimited() {
        let deep = String(repeating: "[", count: 5000)
        assertYAMLError(deep, "1:100: error: nesting is too deep (more than 100 levels)")
        let compact = String(repeating: "- ", count: 500) + "x"
        assertYAMLError(compact, "1:201: error: nesting is too deep (more than 100 levels)")
        XCTAssertEqual(renderYAML(String(repeating: "[", count: 99) + String(repeating: "]", count: 99)).count, 198)
    }

    /// Random and mutated input must give a node or a `ConfigError`, never a trap or a hang.
    func testArbitraryInputNeverTrapsOrHangs() {
        var generator = SplitMix(seed: 0x5EED)
        let alphabet = Array("ab -:#[]{},'\"\\\n\n  \t&*!|>?%@`~.x\r\u{1}é")
        let seed = Array("rules:\n  a: [x, 'y', \"z\\n\"]\n  b: {k: v}\n- item\n# c\n---\n")
        for _ in 0..<20_000 {
            let length = Int(generator.next() % 48)
            var characters: [Character]
            if generator.next() % 2 == 0 {
                characters = (0..<length).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] }
            } else {
                characters = seed
                for _ in 0..<(1 + length % 4) {
                    let position = Int(generator.next() % UInt64(characters.count))
                    characters[position] = alphabet[Int(generator.next() % UInt64(alphabet.count))]
                }
            }
            do {
                _ = try YAMLReader.read(String(characters), path: "fuzz.yml")
            } catch is ConfigError {
            } catch {
                XCTFail("unexpected error type \(error)")
            }
        }
    }

    func testBinaryGarbageIsAnError() {
        let garbage = String(decoding: (0..<2048).map { UInt8(truncatingIfNeeded: $0 &* 7919) }, as: UTF8.self)
        XCTAssertThrowsError(try YAMLReader.read(garbage, path: "bin")) { XCTAssertTrue($0 is ConfigError) }
    }
}

/// A small deterministic random number generator.
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
