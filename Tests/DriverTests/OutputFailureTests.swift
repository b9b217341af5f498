import BuiltinRules
import FlowLintDriver
import Foundation
import XCTest
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A report that cannot be written is an error: a message on stderr and exit status 2.
final class OutputFailureTests: DriverTestCase {
    /// Runs flowlint in-process with the process's real standard output replaced by `descriptor`
    /// for the run; stderr is captured.
    func flowlintWithStandardOutput(_ descriptor: Int32, _ arguments: [String]) -> RunResult {
        let capture = Capture()
        var streams = FlowLint.Streams.standard
        streams.err = capture.streams.err
        let saved = dup(1)
        XCTAssertGreaterThanOrEqual(saved, 0)
        XCTAssertEqual(dup2(descriptor, 1), 1)
        let code = FlowLint.run(arguments: arguments, rules: BuiltinRules.all, workingDirectory: tmp, streams: streams)
        XCTAssertEqual(dup2(saved, 1), 1)
        close(saved)
        return RunResult(code: code, out: "", err: capture.err)
    }

    func testReportToAFullDeviceExitsTwo() throws {
        try XCTSkipUnless(access("/dev/full", W_OK) == 0, "no /dev/full on this system")
        write("Profile.swift", Snippet.strongDelegate())
        let full = open("/dev/full", O_WRONLY)
        defer { close(full) }
        for format in ["json", "text", "sarif"] {
            let r = flowlintWithStandardOutput(full, ["--format", format])
            XCTAssertEqual(r.code, 2, format + "\n" + r.dump)
            XCTAssert(r.err.hasSuffix("flowlint: error: cannot write to standard output: \(String(cString: strerror(ENOSPC)))\n"), r.dump)
        }
        let help = flowlintWithStandardOutput(full, ["--help"])
        XCTAssertEqual(help.code, 2, help.dump)
    }

    func testOutputFileOnAFullDeviceExitsTwo() throws {
        try XCTSkipUnless(access("/dev/full", W_OK) == 0, "no /dev/full on this system")
        write("Profile.swift", Snippet.strongDelegate())
        let r = flowlint(["--format", "json", "--output", "/dev/full"])
        XCTAssertEqual(r.code, 2, r.dump)
        XCTAssert(r.err.contains("flowlint: error: cannot write '/dev/full': \(String(cString: strerror(ENOSPC)))\n"), r.dump)
    }

    func testOutputFileInAReadOnlyFolderExitsTwo() throws {
        try XCTSkipIf(getuid() == 0, "root writes files whatever the folder's mode")
        write("Profile.swift", Snippet.strongDelegate())
        mkdir("Locked")
        XCTAssertEqual(chmod(tmp + "/Locked", 0o555), 0)
        let r = flowlint(["--output", "Locked/report.txt"])
        XCTAssertEqual(r.code, 2, r.dump)
        XCTAssert(r.err.contains("flowlint: error: cannot write 'Locked/report.txt': Permission denied\n"), r.dump)
    }

    /// With SIGPIPE ignored (as some CI runners and shells leave it), a reader that went away
    /// makes the write fail with EPIPE instead of ending the process.
    func testClosedPipeWithSIGPIPEIgnoredExitsTwo() {
        write("Profile.swift", Snippet.strongDelegate())
        var ends: [Int32] = [0, 0]
        XCTAssertEqual(pipe(&ends), 0)
        close(ends[0])
        defer { close(ends[1]) }
        let previous = signal(SIGPIPE, SIG_IGN)
        defer { signal(SIGPIPE, previous) }
        let r = flowlintWithStandardOutput(ends[1], ["--format", "json"])
        XCTAssertEqual(r.code, 2, r.dump)
        XCTAssert(r.err.hasSuffix("flowlint: error: cannot write to standard output: \(String(cString: strerror(EPIPE)))\n"), r.dump)
    }

    func testSuccessfulWritesExitAsUsual() {
        write("Profile.swift", Snippet.strongDelegate())
        let path = tmp + "/stdout.txt"
        let file = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        XCTAssertGreaterThanOrEqual(file, 0)
        let r = flowlintWithStandardOutput(file, [])
        close(file)
        XCTAssertEqual(r.code, 0, r.dump)
        XCTAssert(read(path).hasPrefix("Profile.swift:3:5: warning: "), read(path))
        XCTAssertFalse(r.err.contains("cannot write"), r.dump)
    }
}
