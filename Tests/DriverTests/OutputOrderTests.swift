import BuiltinRules
import FlowLintDriver
import FlowLintKit
import Foundation
import XCTest

/// Output is sorted by path (bytes), line, column, rule id, whatever the number of threads,
/// and paths are shown relative to the working directory.
final class OutputOrderTests: DriverTestCase {
    func testSortedByPathLineColumnAndRule() {
        // Byte order: uppercase before lowercase, "B.swift" before "B/…" ('.' < '/').
        write("b.swift", "let x = ALPHA\n")
        write("B/C.swift", "let x = ALPHA\n")
        write("B.swift", "let a = BETA; let b = ALPHA\nlet c = ALPHA + BETA\n")
        write("A/Z.swift", "let x = BETA\n\n\nlet y = ALPHA\n")
        // Same token: two rules; registered in reverse id order, printed in id order.
        write("Both.swift", "let x = BOTH\n")
        let rules = [MarkerRule.make(id: "z-marker", marker: "BOTH"), MarkerRule.make(id: "beta-marker", marker: "BETA"),
                     MarkerRule.make(id: "alpha-marker", marker: "ALPHA"), MarkerRule.make(id: "a-marker", marker: "BOTH")]
        let expected = [
            "A/Z.swift:1:9: warning: Found 'BETA' [beta-marker]",
            "A/Z.swift:4:9: warning: Found 'ALPHA' [alpha-marker]",
            "B.swift:1:9: warning: Found 'BETA' [beta-marker]",
            "B.swift:1:23: warning: Found 'ALPHA' [alpha-marker]",
            "B.swift:2:9: warning: Found 'ALPHA' [alpha-marker]",
            "B.swift:2:17: warning: Found 'BETA' [beta-marker]",
            "B/C.swift:1:9: warning: Found 'ALPHA' [alpha-marker]",
            "Both.swift:1:9: warning: Found 'BOTH' [a-marker]",
            "Both.swift:1:9: warning: Found 'BOTH' [z-marker]",
            "b.swift:1:9: warning: Found 'ALPHA' [alpha-marker]",
        ]
        for jobs in ["1", "2", "8"] {
            let r = flowlint(["--jobs", jobs, "-q"], rules: rules)
            XCTAssertEqual(r.code, 0, r.dump)
            XCTAssertEqual(r.findings, expected, "--jobs \(jobs)")
        }
    }

    func testOrderDoesNotDependOnArgumentOrder() {
        write("One.swift", Snippet.strongDelegate("One"))
        write("Two/Two.swift", Snippet.strongDelegate("Two"))
        write("Three.swift", Snippet.strongDelegate("Three"))
        let forward = flowlint(["One.swift", "Three.swift", "Two"])
        let backward = flowlint(["Two", "Three.swift", "One.swift"])
        XCTAssertEqual(forward.out, backward.out)
        XCTAssertEqual(forward.places(), ["One.swift:3:5", "Three.swift:3:5", "Two/Two.swift:3:5"])
    }

    /// The whole Fixtures/ tree with every rule: byte-identical output for 1, 2 and 8 threads.
    func testFixturesAreByteIdenticalForAnyNumberOfJobs() throws {
        let root = Self.repositoryRoot
        XCTAssert(FileManager.default.fileExists(atPath: root + "/Fixtures/strong-delegate"), "repository root not found: \(root)")
        for format in ["text", "json", "sarif"] {
            var outputs: [String: RunResult] = [:]
            for jobs in ["1", "2", "8"] {
                outputs[jobs] = flowlint(["--jobs", jobs, "--format", format, "-q", "Fixtures"], in: root)
            }
            let one = try XCTUnwrap(outputs["1"])
            XCTAssertFalse(one.out.isEmpty)
            for jobs in ["2", "8"] {
                let other = try XCTUnwrap(outputs[jobs])
                XCTAssertEqual(other.code, one.code, "\(format) --jobs \(jobs)")
                XCTAssert(other.out == one.out, "\(format) output differs between --jobs 1 and --jobs \(jobs)")
                XCTAssertEqual(other.err, one.err, "\(format) --jobs \(jobs)")
            }
        }
    }

    /// The JSON report of the Fixtures/ tree is in output order.
    func testFixturesReportIsSorted() throws {
        let r = flowlint(["--format", "json", "-q", "Fixtures"], in: Self.repositoryRoot)
        let document = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(r.out.utf8)) as? [String: Any])
        let diagnostics = try XCTUnwrap(document["diagnostics"] as? [[String: Any]])
        XCTAssertFalse(diagnostics.isEmpty)
        let keys = diagnostics.map { d in
            (d["path"] as? String ?? "", d["line"] as? Int ?? 0, d["column"] as? Int ?? 0, d["rule"] as? String ?? "")
        }
        for (a, b) in zip(keys, keys.dropFirst()) {
            let inOrder: Bool
            if a.0 != b.0 { inOrder = a.0.utf8.lexicographicallyPrecedes(b.0.utf8) }
            else if a.1 != b.1 { inOrder = a.1 < b.1 }
            else if a.2 != b.2 { inOrder = a.2 < b.2 }
            else { inOrder = !b.3.utf8.lexicographicallyPrecedes(a.3.utf8) }
            XCTAssert(inOrder, "\(a) is printed before \(b)")
        }
        for key in keys {
            XCTAssert(key.0.hasPrefix("Fixtures/"), "path not relative to the working directory: \(key.0)")
        }
    }

    // MARK: Paths

    func testPathsAreRelativeToTheWorkingDirectory() {
        write("Sources/App/Profile.swift", Snippet.strongDelegate())
        let spellings = ["Sources", "./Sources", "Sources/", "Sources//App", "./Sources/./App/Profile.swift",
                         tmp + "/Sources", tmp + "/Sources/App/Profile.swift", "."]
        for spelling in spellings {
            let r = flowlint([spelling])
            XCTAssertEqual(r.places(), ["Sources/App/Profile.swift:3:5"], "flowlint \(spelling)\n" + r.dump)
        }
        // The working directory itself written with a trailing slash.
        XCTAssertEqual(flowlint(["Sources"], in: tmp + "/").places(), ["Sources/App/Profile.swift:3:5"])
        // A subfolder as working directory.
        XCTAssertEqual(flowlint([], in: tmp + "/Sources").places(), ["App/Profile.swift:3:5"])
    }

    func testRelatedLocationsAreRelativeToo() {
        write("Sources/Profile.swift", Snippet.strongDelegate())
        let r = flowlint([tmp + "/Sources"])
        let notes = r.out.split(separator: "\n").filter { $0.contains(": note: ") }
        XCTAssertFalse(notes.isEmpty, r.dump)
        for note in notes { XCTAssert(note.hasPrefix("Sources/Profile.swift:"), String(note)) }
    }

    func testFileOutsideTheWorkingDirectoryKeepsItsAbsolutePath() {
        let other = makeOtherDirectory()
        write("Elsewhere.swift", Snippet.strongDelegate("Elsewhere"), in: other)
        write("Here.swift", Snippet.strongDelegate("Here"))
        let r = flowlint([".", other + "/Elsewhere.swift"])
        XCTAssertEqual(Set(r.places()), [other + "/Elsewhere.swift:3:5", "Here.swift:3:5"], r.dump)
        XCTAssertEqual(r.places().last, "Here.swift:3:5", "'/' sorts before letters")
    }

    func testParentRelativePath() {
        let other = makeOtherDirectory()
        write("Work/Main.swift", Snippet.clean(), in: other)
        write("Shared/Helper.swift", Snippet.strongDelegate("Helper"), in: other)
        let r = flowlint(["../Shared"], in: other + "/Work")
        XCTAssertEqual(r.places(), ["../Shared/Helper.swift:3:5"], r.dump)
    }
}
