import BuiltinRules
import FlowLintDriver
import FlowLintKit
import XCTest

/// `--stdin-path` (an editor's unsaved buffer) and `--files-from` (a list of paths).
final class EditorInputTests: DriverTestCase {
    func run(_ arguments: [String], input: String) -> RunResult {
        let capture = Capture()
        var streams = capture.streams
        streams.readInput = { .text(Array(input.utf8)) }
        let code = FlowLint.run(arguments: arguments, rules: BuiltinRules.all, workingDirectory: tmp, streams: streams)
        return RunResult(code: code, out: capture.out, err: capture.err)
    }

    /// The delegate protocol and the owner that hands itself over are in other files: the
    /// buffer's finding needs the project-wide facts read from disk.
    func writeProject() {
        write("Protocol.swift", "protocol ProfileDelegate: AnyObject {}\n")
        write("Owner.swift", """
            final class ProfileOwner: ProfileDelegate {
                let child = Profile()
                func start() { child.delegate = self }
            }
            """)
        write("Other.swift", Snippet.strongDelegate("Other"))
    }

    func testStandardInputIsLintedAsThePathWithTheRestOfTheTree() {
        writeProject()
        write("Profile.swift", "final class Profile {\n    weak var delegate: ProfileDelegate?\n}\n")
        let unsaved = "final class Profile {\n    // being edited\n    var delegate: ProfileDelegate?\n}\n"
        let r = run(["--stdin-path", "Profile.swift"], input: unsaved)
        XCTAssertEqual(r.code, 0, r.dump)
        XCTAssertEqual(r.places(), ["Profile.swift:3:5"], "the buffer, not the file on disk; and only the buffer\n" + r.dump)
        XCTAssertEqual(flowlint([]).places(), ["Other.swift:3:5"], "on disk, Profile.swift is fine")
    }

    func testABufferNotSavedYet() {
        writeProject()
        let r = run(["--stdin-path", "New/Profile.swift"], input: "final class Profile {\n    var delegate: ProfileDelegate?\n}\n")
        XCTAssertEqual(r.places(), ["New/Profile.swift:2:5"], r.dump)
    }

    func testFilesFromAFileAndFromStandardInput() {
        write("A/One.swift", Snippet.strongDelegate("One"))
        write("B/Two.swift", Snippet.strongDelegate("Two"))
        write("C/Three.swift", Snippet.strongDelegate("Three"))
        write("list.txt", "A/One.swift\n\nC\n")
        let fromFile = flowlint(["--files-from", "list.txt"])
        XCTAssertEqual(fromFile.places(), ["A/One.swift:3:5", "C/Three.swift:3:5"], fromFile.dump)
        let fromInput = run(["--files-from", "-", "B"], input: "A/One.swift\n")
        XCTAssertEqual(fromInput.places(), ["A/One.swift:3:5", "B/Two.swift:3:5"], fromInput.dump)
        let missing = flowlint(["--files-from", "nope.txt"])
        XCTAssertEqual(missing.code, 2, missing.dump)
        XCTAssert(missing.err.contains("nope.txt: error: cannot read file"), missing.dump)
        let both = run(["--files-from", "-", "--stdin-path", "A/One.swift"], input: "")
        XCTAssertEqual(both.code, 2, both.dump)
    }
}
