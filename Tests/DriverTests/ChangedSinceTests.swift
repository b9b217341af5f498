@testable import FlowLintDriver
import Foundation
import XCTest

/// `--changed-since REF`: only findings on lines added or changed since a git revision, with
/// the whole tree still read for the project-wide facts.
final class ChangedSinceTests: DriverTestCase {
    /// Runs git in the test directory; skips the test where git cannot be run.
    @discardableResult
    func git(_ arguments: String...) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-c", "user.email=test@example.com", "-c", "user.name=Test", "-c", "commit.gpgsign=false"] + arguments
        process.currentDirectoryURL = URL(fileURLWithPath: tmp)
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        do { try process.run() } catch { throw XCTSkip("git cannot be run here: \(error)") }
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        if process.terminationStatus == 127 { throw XCTSkip("no git on PATH") }
        XCTAssertEqual(process.terminationStatus, 0, "git \(arguments.joined(separator: " ")): \(output)")
        return output
    }

    /// A repository whose first commit has two strong delegates; the delegate protocol and the
    /// owner that hands itself over sit in another file, so the finding needs the whole tree.
    func makeRepository() throws {
        try git("init", "-q")
        write("App/Protocol.swift", "protocol ProfileDelegate: AnyObject {}\n")
        write("App/Owner.swift", """
            final class ProfileOwner: ProfileDelegate {
                let child = Profile()
                let other = Other()
                var shown: [AnyObject] = []
                func start() { child.delegate = self; other.delegate = self }
            }
            """)
        write("App/Profile.swift", "final class Profile {\n    var delegate: ProfileDelegate?\n}\n")
        write("App/Other.swift", "final class Other {\n    var delegate: ProfileDelegate?\n}\n")
        try git("add", "-A")
        try git("commit", "-q", "-m", "base")
        try git("tag", "base")
    }

    func testOnlyFindingsOnChangedLinesAreReported() throws {
        try makeRepository()
        XCTAssertEqual(flowlint([]).places(), ["App/Other.swift:2:5", "App/Profile.swift:2:5"])
        let untouched = flowlint(["--changed-since", "HEAD"])
        XCTAssertEqual(untouched.code, 0, untouched.dump)
        XCTAssertEqual(untouched.places(), [], untouched.dump)
        XCTAssert(untouched.err.contains("2 findings on unchanged lines hidden"), untouched.dump)

        // A changed line (not committed), and a file git does not track yet.
        write("App/Profile.swift", "final class Profile {\n    var delegate: ProfileDelegate? // edited\n}\n")
        write("App/New.swift", "final class Fresh {\n    var delegate: ProfileDelegate?\n}\nextension ProfileOwner { func more(_ f: Fresh) { f.delegate = self } }\n")
        let r = flowlint(["--changed-since", "HEAD"])
        XCTAssertEqual(r.places(), ["App/New.swift:2:5", "App/Profile.swift:2:5"], r.dump)
        XCTAssert(r.err.contains("1 finding on unchanged lines hidden"), r.dump)

        // Committed on a branch: the same lines are changed since the first commit.
        try git("checkout", "-q", "-b", "feature")
        try git("add", "-A")
        try git("commit", "-q", "-m", "change")
        XCTAssertEqual(flowlint(["--changed-since", "base"]).places() + flowlint(["--changed-since", "HEAD~1"]).places(),
                       ["App/New.swift:2:5", "App/Profile.swift:2:5", "App/New.swift:2:5", "App/Profile.swift:2:5"])
        XCTAssertEqual(flowlint(["--changed-since", "HEAD"]).places(), [])
    }

    func testWhatTheBaseGainedSinceTheBranchLeftItIsNotAChange() throws {
        try makeRepository()
        try git("checkout", "-q", "-b", "feature")
        write("App/Profile.swift", "final class Profile {\n    var delegate: ProfileDelegate? // on the branch\n}\n")
        try git("commit", "-q", "-am", "branch")
        try git("checkout", "-q", "base", "-b", "mainline")
        write("App/Other.swift", "final class Other {\n    var delegate: ProfileDelegate? // merged meanwhile\n}\n")
        try git("commit", "-q", "-am", "meanwhile")
        try git("checkout", "-q", "feature")
        let r = flowlint(["--changed-since", "mainline"])
        XCTAssertEqual(r.places(), ["App/Profile.swift:2:5"], r.dump)

        try git("checkout", "-q", "--orphan", "unrelated")
        try git("commit", "-q", "-m", "unrelated")
        let unrelated = flowlint(["--changed-since", "mainline"])
        XCTAssertEqual(unrelated.code, 2, unrelated.dump)
        XCTAssert(unrelated.err.contains("no common ancestor"), unrelated.dump)
    }

    func testFromASubfolderOfTheRepository() throws {
        try makeRepository()
        // A blank line inserted above the delegate moves it to line 3 but leaves it unchanged;
        // the comment added to it is the change.
        write("App/Other.swift", "final class Other {\n\n    var delegate: ProfileDelegate? // kept\n}\n")
        let r = flowlint([".", "--changed-since", "HEAD"], in: tmp + "/App")
        XCTAssertEqual(r.places(), ["Other.swift:3:5"], r.dump)
        write("App/Other.swift", "final class Other {\n\n    var delegate: ProfileDelegate?\n}\n")
        let moved = flowlint([".", "--changed-since", "HEAD"], in: tmp + "/App")
        XCTAssertEqual(moved.places(), [], moved.dump)
    }

    func testNamesWithSpacesSymbolicLinksAndTheUsersDiffSettings() throws {
        try makeRepository()
        write("My App/Screen.swift", "final class Screen {\n    var delegate: ProfileDelegate?\n}\n")
        write("App/More.swift", "extension ProfileOwner { func show(_ s: Screen) { s.delegate = self } }\n")
        try git("add", "-A")
        try git("commit", "-q", "-m", "screen")
        write("My App/Screen.swift", "final class Screen {\n    var delegate: ProfileDelegate? // changed\n}\n")
        write("App/Other.swift", "final class Other {\n    var delegate: ProfileDelegate? // changed\n}\n")
        XCTAssertEqual(flowlint(["--changed-since", "HEAD"]).places(), ["App/Other.swift:2:5", "My App/Screen.swift:2:5"])
        // Through a symbolic link to a folder of the repository.
        symlink("Linked", to: tmp + "/App")
        XCTAssertEqual(flowlint(["Linked", "My App", "--changed-since", "HEAD"]).places(), ["Linked/Other.swift:2:5", "My App/Screen.swift:2:5"])
        // `diff.relative` would make git's paths relative to the folder it runs in.
        try git("config", "diff.relative", "true")
        XCTAssertEqual(flowlint([".", "--changed-since", "HEAD"], in: tmp + "/App").places(), ["Other.swift:2:5"])
    }

    func testBadRevisionsAndPlacesAreErrors() throws {
        try makeRepository()
        let missing = flowlint(["--changed-since", "no-such-branch"])
        XCTAssertEqual(missing.code, 2, missing.dump)
        XCTAssert(missing.err.contains("no git revision 'no-such-branch'"), missing.dump)
        let option = flowlint(["--changed-since", "--strict"])
        XCTAssertEqual(option.code, 2, option.dump)
        XCTAssert(option.err.contains("needs a git revision"), option.dump)
        let editor = flowlint(["--changed-since", "HEAD", "--stdin-path", "App/Other.swift"])
        XCTAssertEqual(editor.code, 2, editor.dump)

        let outside = makeOtherDirectory()
        write("A.swift", Snippet.strongDelegate(), in: outside)
        let notRepository = flowlint(["--changed-since", "HEAD"], in: outside)
        XCTAssertEqual(notRepository.code, 2, notRepository.dump)
        XCTAssert(notRepository.err.contains("needs a git repository"), notRepository.dump)
    }

    func testTheDiffIsReadForAddedLinesOnly() {
        let diff = """
            diff --git a/A.swift b/A.swift
            --- a/A.swift
            +++ b/A.swift
            @@ -3 +3 @@ final class A {
            -old
            +new
            @@ -10,2 +10,0 @@
            -gone
            -gone
            @@ -20,0 +19,3 @@
            +a
            +b
            +c
            diff --git a/Gone.swift b/Gone.swift
            --- a/Gone.swift
            +++ /dev/null
            @@ -1,2 +0,0 @@
            diff --git "a/Tab\\there.swift" "b/Tab\\there.swift"
            +++ "b/Tab\\there.swift"
            @@ -1 +1,2 @@
            diff --git a/My App/S.swift b/My App/S.swift
            +++ b/My App/S.swift\t
            @@ -4 +4 @@

            """
        let parsed = ChangedLines.parse(diff: Array(diff.utf8))
        XCTAssertEqual(parsed["A.swift"], [3...3, 19...21])
        XCTAssertNil(parsed["Gone.swift"])
        XCTAssertEqual(parsed["Tab\there.swift"], [1...2])
        XCTAssertEqual(parsed["My App/S.swift"], [4...4])
        XCTAssertEqual(ChangedLines.resolved("/r/App/../Shared/./X.swift"), "/r/Shared/X.swift")
    }
}
