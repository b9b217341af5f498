import XCTest
@testable import FlowLintConfig

/// The accepted YAML subset, construct by construct.
final class YAMLReaderTests: XCTestCase {
    // MARK: Empty documents

    func testEmptyTextIsNull() {
        XCTAssertEqual(readYAML(""), .null(Mark(line: 1, column: 1)))
    }

    func testBlankLinesCommentsAndDocumentStartAloneAreNull() {
        XCTAssertEqual(renderYAML("\n   \n\t\n"), "~")
        XCTAssertEqual(renderYAML("# only\n  # comments\n"), "~")
        XCTAssertEqual(renderYAML("---\n"), "~")
        XCTAssertEqual(renderYAML("--- # start\n# nothing else"), "~")
    }

    // MARK: Block collections

    func testBlockMapping() {
        XCTAssertEqual(renderYAML("a: 1\nb: two words\nc:\n"), "{a: 1, b: two words, c: ~}")
    }

    func testNestedBlockMappings() {
        let text = """
            rules:
              strong-delegate:
                severity: error
              other:
                x: 1
            reporter: json
            """
        XCTAssertEqual(renderYAML(text), "{rules: {strong-delegate: {severity: error}, other: {x: 1}}, reporter: json}")
    }

    func testBlockSequenceUnderKeyIndentedOrNot() {
        XCTAssertEqual(renderYAML("a:\n  - x\n  - y\nb: 1"), "{a: [x, y], b: 1}")
        XCTAssertEqual(renderYAML("a:\n- x\n- y\nb: 1"), "{a: [x, y], b: 1}")
    }

    func testTopLevelSequenceWithEmptyItems() {
        XCTAssertEqual(renderYAML("- a\n-\n- # comment\n- b"), "[a, ~, ~, b]")
    }

    func testSequenceOfCompactMappings() {
        let text = """
            - name: a
              value: 1
            - name: b
            """
        XCTAssertEqual(renderYAML(text), "[{name: a, value: 1}, {name: b}]")
    }

    func testCompactNestedSequences() {
        XCTAssertEqual(renderYAML("- - a\n  - b\n- c"), "[[a, b], c]")
    }

    func testSequenceItemOnFollowingLines() {
        XCTAssertEqual(renderYAML("-\n  a: 1\n  b: 2\n-\n  - x"), "[{a: 1, b: 2}, [x]]")
    }

    func testValueOnTheLineAfterItsKey() {
        XCTAssertEqual(renderYAML("a:\n  value\nb: 2"), "{a: value, b: 2}")
    }

    func testDocumentIndentedAsAWhole() {
        XCTAssertEqual(renderYAML("  a: 1\n  b:\n    - x"), "{a: 1, b: [x]}")
    }

    func testTopLevelScalar() {
        XCTAssertEqual(renderYAML("just text # comment"), "just text")
    }

    // MARK: Flow collections

    func testFlowSequences() {
        XCTAssertEqual(renderYAML("a: [x, 'y', \"z\", [1, 2], []]"), "{a: [x, \"y\", \"z\", [1, 2], []]}")
        XCTAssertEqual(renderYAML("a: [x, y,]"), "{a: [x, y]}")
        XCTAssertEqual(renderYAML("a: [ spaced words , b ]"), "{a: [spaced words, b]}")
    }

    func testFlowMappings() {
        XCTAssertEqual(renderYAML("a: {x: 1, 'y': [2, 3], z: }"), "{a: {x: 1, y: [2, 3], z: ~}}")
        XCTAssertEqual(renderYAML("a: {}"), "{a: {}}")
        XCTAssertEqual(renderYAML("- {a: {b: c}}"), "[{a: {b: c}}]")
    }

    func testFlowCollectionAcrossLinesWithComments() {
        let text = """
            excluded: [   # generated code
              Sources/Generated,
            # a comment line
              "**/*.pb.swift"
            ]
            reporter: json
            """
        XCTAssertEqual(renderYAML(text), "{excluded: [Sources/Generated, \"**/*.pb.swift\"], reporter: json}")
    }

    func testFlowPlainScalarsMayContainColonsAndHashes() {
        XCTAssertEqual(renderYAML("a: [http://x.org/a#b, k:v]"), "{a: [http://x.org/a#b, k:v]}")
    }

    // MARK: Scalars

    func testPlainScalars() {
        XCTAssertEqual(renderYAML("a: x#y\nb: x # comment\nc: http://x.org:80/p\nd: -1\ne: a - b:c  \n"),
                       "{a: x#y, b: x, c: http://x.org:80/p, d: -1, e: a - b:c}")
    }

    func testNullForms() {
        XCTAssertEqual(renderYAML("a: ~\nb: null\nc: Null\nd: NULL\ne:\nf: \"null\""),
                       "{a: ~, b: ~, c: ~, d: ~, e: ~, f: \"null\"}")
    }

    func testSingleQuotedScalars() {
        XCTAssertEqual(readYAML("a: 'it''s # not: a comment'"), .mapping([
            .init(key: "a", keyMark: Mark(line: 1, column: 1),
                  value: .scalar("it's # not: a comment", quoted: true, Mark(line: 1, column: 4))),
        ], Mark(line: 1, column: 1)))
        XCTAssertEqual(renderYAML("a: ''"), "{a: \"\"}")
        XCTAssertEqual(renderYAML("a: 'back\\slash'"), "{a: \"back\\slash\"}")
    }

    func testDoubleQuotedEscapes() {
        let text = #"a: "q\" b\\ s\/ n\n t\t x\x41 u\u00e9 U\U0001F600 z\0 e\e sp\ _\_""#
        guard case .mapping(let entries, _)? = readYAML(text),
              case .scalar(let value, quoted: true, _) = entries[0].value else { return XCTFail("not a quoted scalar") }
        XCTAssertEqual(value, "q\" b\\ s/ n\n t\t xA u\u{e9} U\u{1F600} z\0 e\u{1B} sp _\u{A0}")
    }

    func testQuotedKeysAndKeysWithSpaces() {
        XCTAssertEqual(renderYAML("\"a: b\": 1\n'c': 2\nd e : 3"), "{a: b: 1, c: 2, d e: 3}")
    }

    func testQuotedScalarsKeepTheirQuotedFlag() {
        XCTAssertEqual(renderYAML("a: true\nb: \"true\"\nc: 12\nd: '12'"), "{a: true, b: \"true\", c: 12, d: \"12\"}")
    }

    func testTabsAsSeparatorsAfterIndicators() {
        XCTAssertEqual(renderYAML("a:\tx\nb:\n  -\ty"), "{a: x, b: [y]}")
    }

    // MARK: Comments, line endings

    func testCommentsEverywhere() {
        let text = """
            # leading
            a: # after a key
              # indented comment line
              - x # after an item

            # between keys
            b: 'v' # after a quoted value
            """
        XCTAssertEqual(renderYAML(text), "{a: [x], b: \"v\"}")
    }

    func testWindowsAndOldMacLineEndingsAndByteOrderMark() {
        XCTAssertEqual(renderYAML("a: 1\r\nb:\r\n  - x\r\n"), "{a: 1, b: [x]}")
        XCTAssertEqual(renderYAML("a: 1\rb: 2\r"), "{a: 1, b: 2}")
        XCTAssertEqual(renderYAML("\u{FEFF}a: 1"), "{a: 1}")
    }

    func testDocumentStartMarker() {
        XCTAssertEqual(renderYAML("# header\n---\na: 1"), "{a: 1}")
    }

    // MARK: Marks

    func testMarksOfKeysAndValues() {
        let text = "\n# c\nrules:\n  é: [x,  'y']\n  n:\n"
        let expected = YAMLNode.mapping([
            .init(key: "rules", keyMark: Mark(line: 3, column: 1), value: .mapping([
                .init(key: "é", keyMark: Mark(line: 4, column: 3), value: .sequence([
                    .scalar("x", quoted: false, Mark(line: 4, column: 7)),
                    .scalar("y", quoted: true, Mark(line: 4, column: 11)),
                ], Mark(line: 4, column: 6))),
                .init(key: "n", keyMark: Mark(line: 5, column: 3), value: .null(Mark(line: 5, column: 5))),
            ], Mark(line: 4, column: 3))),
        ], Mark(line: 3, column: 1))
        XCTAssertEqual(readYAML(text), expected)
    }

    func testMarkOfSequenceItemsAndCompactMappings() {
        let node = readYAML("list:\n  - a: 1\n    b: 2\n")
        guard case .mapping(let entries, _)? = node, case .sequence(let items, let sequenceMark) = entries[0].value,
              case .mapping(let inner, let innerMark) = items[0] else { return XCTFail("unexpected shape") }
        XCTAssertEqual(sequenceMark, Mark(line: 2, column: 3))
        XCTAssertEqual(innerMark, Mark(line: 2, column: 5))
        XCTAssertEqual(inner[1].keyMark, Mark(line: 3, column: 5))
        XCTAssertEqual(inner[1].value.mark, Mark(line: 3, column: 8))
    }
}
