import FlowLintDriver
import Foundation
import XCTest

/// Lines and columns as reported: columns in Unicode code points, every line-break style,
/// a byte order mark, and malformed Swift.
final class SourcePositionTests: DriverTestCase {
    func testColumnCountsUnicodeCodePoints() {
        // é is 1 code point (2 UTF-8 bytes), 😀 is 1 code point (4 bytes, 2 UTF-16 units).
        let prefix = "final class Gallery { let caption = \"é😀\"; "
        write("Gallery.swift", Snippet.withHandoffs("protocol GalleryDelegate: AnyObject {}\n" + prefix + "var delegate: GalleryDelegate? }\n"))
        let r = flowlint([])
        let expected = prefix.unicodeScalars.count + 1
        XCTAssertEqual(expected, 43)
        XCTAssertNotEqual(expected, prefix.utf8.count + 1)
        XCTAssertNotEqual(expected, prefix.utf16.count + 1)
        XCTAssertEqual(r.places(), ["Gallery.swift:2:\(expected)"], r.dump)
    }

    func testColumnAfterCombiningAndZWJSequences() {
        // "e\u{301}" is one character but 2 code points; 👩‍👧 is one character but 3 code points.
        let prefix = "final class Family { let who = \"e\u{301}👩‍👧\"; "
        write("Family.swift", Snippet.withHandoffs("protocol FamilyDelegate: AnyObject {}\n" + prefix + "var delegate: FamilyDelegate? }\n"))
        XCTAssertEqual(flowlint([]).places(), ["Family.swift:2:\(prefix.unicodeScalars.count + 1)"])
        XCTAssertNotEqual(prefix.unicodeScalars.count, prefix.count)
    }

    func testMarkerAfterNonASCIIText() {
        write("Marker.swift", "let s = \"日本語\" + HIT\n")
        let r = flowlint(["-q"], rules: [MarkerRule.make(id: "hit", marker: "HIT")])
        XCTAssertEqual(r.places("hit"), ["Marker.swift:1:17"], r.dump)
    }

    func testCRLFLineEndings() {
        write("Windows.swift", Snippet.strongDelegate("Windows").replacingOccurrences(of: "\n", with: "\r\n"))
        XCTAssertEqual(flowlint([]).places(), ["Windows.swift:3:5"])
    }

    func testCRLineEndings() {
        write("ClassicMac.swift", Snippet.strongDelegate("ClassicMac").replacingOccurrences(of: "\n", with: "\r"))
        XCTAssertEqual(flowlint([]).places(), ["ClassicMac.swift:3:5"])
    }

    func testMixedLineEndings() {
        write("Mixed.swift", Snippet.withHandoffs("protocol MixedDelegate: AnyObject {}\r\nfinal class Mixed {\r    // note\n    var delegate: MixedDelegate?\r\n}\n"))
        XCTAssertEqual(flowlint([]).places(), ["Mixed.swift:4:5"])
    }

    func testLineCommentEndsAtCR() {
        // If a line comment ran on to the next '\n', the whole class would be inside it.
        let text = "protocol OldDelegate: AnyObject {} // comment\rfinal class Old { // another\r    var delegate: OldDelegate?\r}\r"
        write("Old.swift", Snippet.withHandoffs(text))
        XCTAssertEqual(flowlint([]).places(), ["Old.swift:3:5"])
    }

    func testByteOrderMark() {
        let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
        write("BOM.swift", bytes: bom + Array(Snippet.strongDelegate("WithBOM").utf8))
        // A finding on line 1: the BOM does not count as a column.
        write("BOMFirstLine.swift", bytes: bom + Array(("final class First { var delegate: WithBOMDelegate? }\n"
            + "final class FirstOwner: WithBOMDelegate { let first = First(); func start() { first.delegate = self } }\n").utf8))
        let r = flowlint([])
        XCTAssertEqual(r.code, 0, r.dump)
        XCTAssertEqual(r.places(), ["BOM.swift:3:5", "BOMFirstLine.swift:1:21"], r.dump)
        XCTAssert(r.out.contains("BOM.swift:1:1: note: "), "the related location of the protocol on line 1\n" + r.dump)
    }

    func testByteOrderMarkWithCRLF() {
        write("Both.swift", bytes: [0xEF, 0xBB, 0xBF] + Array(Snippet.strongDelegate("Both").replacingOccurrences(of: "\n", with: "\r\n").utf8))
        XCTAssertEqual(flowlint([]).places(), ["Both.swift:3:5"])
    }

    func testEmptyAndWhitespaceOnlyFiles() {
        write("Empty.swift", "")
        write("Blank.swift", "\n\n   \n")
        let r = flowlint([])
        XCTAssertEqual(r.code, 0, r.dump)
        XCTAssertEqual(r.out, "")
        XCTAssert(r.err.hasPrefix("flowlint: 2 files, 0 warnings"), r.dump)
    }

    // MARK: Malformed Swift

    func testUnterminatedStringIsStillLintedAndReported() {
        write("Broken.swift", Snippet.withHandoffs("""
            protocol BrokenDelegate: AnyObject {}
            final class Before {
                var delegate: BrokenDelegate?
            }
            final class Broken {
                let title = "unterminated
            }
            final class After {
                var delegate: BrokenDelegate?
            }

            """))
        write("Fine.swift", Snippet.strongDelegate("Fine"))
        let r = flowlint([])
        XCTAssertEqual(r.code, 0, "malformed text is a warning, not an I/O error\n" + r.dump)
        XCTAssertEqual(r.places(), ["Broken.swift:3:5", "Broken.swift:9:5", "Fine.swift:3:5"], "the rest of the file was analysed\n" + r.dump)
        XCTAssertNotNil(r.err.range(of: #"(?m)^Broken\.swift:6:\d+: warning: unterminated string literal \(the rest of the file was still analysed\)$"#,
                                    options: .regularExpression), r.dump)
        XCTAssert(r.err.contains("flowlint: 2 files, 3 warnings"), r.dump)
    }

    func testUnterminatedBlockCommentIsAnAnalysisError() {
        let snippet = Snippet.strongDelegate("Comment")
        write("Comment.swift", snippet + "/* never closed\n")
        let r = flowlint([])
        XCTAssertEqual(r.code, 2, "the rest of the file was not analysed\n" + r.dump)
        XCTAssertEqual(r.places(), ["Comment.swift:3:5"])
        let commentLine = snippet.split(separator: "\n", omittingEmptySubsequences: false).count
        XCTAssert(r.err.contains("Comment.swift:\(commentLine):1: error: unterminated block comment (the rest of the file was not analysed)\n"), r.dump)
        XCTAssert(r.err.contains(", 1 file could not be fully analysed"), r.dump)
    }

    /// Code nested deeper than the parser follows is not analysed: an analysis error, though the
    /// rest of the file (and its findings) still is.
    func testCodeNestedTooDeepIsAnAnalysisError() {
        write("Deep.swift", Snippet.strongDelegate("Deep") + "func f() {" + String(repeating: "{", count: 600) + String(repeating: "}", count: 601) + "\n")
        let r = flowlint([])
        XCTAssertEqual(r.code, 2, r.dump)
        XCTAssertEqual(r.places(), ["Deep.swift:3:5"], "the rest of the file was analysed\n" + r.dump)
        XCTAssertNotNil(r.err.range(of: #"Deep\.swift:\d+:\d+: error: code nested more than 512 levels deep; the innermost code is not analysed \(the rest of the file was analysed\)"#,
                                    options: .regularExpression), r.dump)
        XCTAssert(r.err.contains(", 1 file could not be fully analysed"), r.dump)
        let json = flowlint(["--format", "json", "-q"])
        XCTAssertEqual(json.code, 2, json.dump)
        XCTAssert(json.out.contains("\"codeNotAnalysed\": true"), json.dump)
    }

    /// An unterminated multi-line string swallows the rest of the file: the findings after it
    /// are lost, and the run says so and fails.
    func testUnterminatedMultiLineStringIsAnAnalysisError() {
        write("Broken.swift", Snippet.strongDelegate("Broken") + """
            let text = \"\"\"
                never closed
            final class After {
                var delegate: BrokenDelegate?
            }
            \(Snippet.handoff("After", property: "delegate", protocolName: "BrokenDelegate"))
            """)
        write("Fine.swift", Snippet.strongDelegate("Fine"))
        let r = flowlint([])
        XCTAssertEqual(r.code, 2, r.dump)
        XCTAssertEqual(r.places(), ["Broken.swift:3:5", "Fine.swift:3:5"], r.dump)
        XCTAssert(r.err.contains("Broken.swift:9:15: error: unterminated multi-line string literal (the rest of the file was not analysed)\n"), r.dump)
        XCTAssertFalse(r.err.contains("still analysed"), r.dump)
        XCTAssert(r.err.contains("flowlint: 2 files, 2 warnings, 0 errors, 0 notes in "), r.dump)
        XCTAssert(r.err.contains(", 1 file could not be fully analysed\n"), r.dump)
        XCTAssertEqual(flowlint(["--lenient"]).code, 2, "an analysis error, whatever the findings' severity")
        let json = flowlint(["--format", "json", "-q"])
        XCTAssertEqual(json.code, 2, json.dump)
        XCTAssert(json.out.contains("\"kind\": \"malformed\""), json.dump)
        XCTAssert(json.out.contains("\"restOfFileNotAnalysed\": true"), json.dump)
        XCTAssert(json.err.contains("Broken.swift:9:15: error: unterminated multi-line string literal"), "always on stderr\n" + json.dump)
    }

    /// `##"""x"##` is a single-line raw string (swiftc accepts it): nothing is malformed and the
    /// code after it is analysed.
    func testRawStringWhoseTextBeginsWithQuotes() {
        write("Raw.swift", Snippet.withHandoffs("""
            protocol RawDelegate: AnyObject {}
            let a = ##\"\"\"x\"##
            final class After {
                var delegate: RawDelegate?
            }

            """))
        let r = flowlint([])
        XCTAssertEqual(r.code, 0, r.dump)
        XCTAssertEqual(r.places(), ["Raw.swift:4:5"], r.dump)
        XCTAssertFalse(r.err.contains("Raw.swift:"), "no problem reported\n" + r.dump)
    }

    /// A problem at every byte of one long line (a stray `@` each): the first ones are reported
    /// at their columns, then one line counts the rest (Linter.maxProblemsPerFile). That the
    /// time stays linear in the line is measured by Benchmarks/scaling.py, not here.
    func testProblemAtEveryByteOfALongLine() {
        let count = 100_000
        write("At.swift", String(repeating: "@", count: count) + "\nlet é = 1 @\n")
        let r = flowlint(["-q"])
        XCTAssertEqual(r.code, 0)
        let lines = r.err.split(separator: "\n")
        let listed = Linter.maxProblemsPerFile
        XCTAssertEqual(lines.count, listed + 1, String(r.err.suffix(500)))
        XCTAssertEqual(lines.first, "At.swift:1:1: warning: '@' must be followed by an attribute name (the rest of the file was still analysed)")
        XCTAssert(lines[listed - 1].hasPrefix("At.swift:1:\(listed): warning: "), String(lines[listed - 1]))
        XCTAssert(lines.last?.contains("\(count + 1 - listed) more problems in this file not listed") ?? false, String(lines.last ?? ""))
    }

    func testMalformedTextInJSONProblems() {
        write("Broken.swift", "let s = \"open\n")
        let r = flowlint(["--format", "json", "-q"])
        XCTAssertEqual(r.code, 0, r.dump)
        XCTAssert(r.out.contains("\"kind\": \"malformed\""), r.dump)
        XCTAssert(r.out.contains("\"path\": \"Broken.swift\""), r.dump)
    }
}
