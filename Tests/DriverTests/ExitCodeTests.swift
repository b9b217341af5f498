import FlowLintDriver
import Foundation
import XCTest
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Exit status: 0 clean or warnings only, 1 error-level findings (or any with --strict),
/// 2 usage, configuration and I/O errors.
final class ExitCodeTests: DriverTestCase {
    func testCleanRunExitsZero() {
        write("Sources/Point.swift", Snippet.clean())
        let r = flowlint([])
        XCTAssertEqual(r.code, 0, r.dump)
        XCTAssertEqual(r.out, "")
        XCTAssert(r.err.hasPrefix("flowlint: 1 file, 0 warnings, 0 errors, 0 notes in "), r.dump)
    }

    func testWarningsOnlyExitZero() {
        write("Profile.swift", Snippet.strongDelegate())
        let r = flowlint([])
        XCTAssertEqual(r.code, 0, r.dump)
        XCTAssertEqual(r.places(), ["Profile.swift:3:5"], r.dump)
        XCTAssert(r.findings[0].hasPrefix("Profile.swift:3:5: warning: "), r.dump)
        XCTAssert(r.err.contains("1 warning, 0 errors"), r.dump)
    }

    func testErrorSeverityFromConfigurationExitsOne() {
        write("Profile.swift", Snippet.strongDelegate())
        write(".flowlint.yml", "rules: {strong-delegate: {severity: error}}\n")
        let r = flowlint([])
        XCTAssertEqual(r.code, 1, r.dump)
        XCTAssert(r.findings.first?.hasPrefix("Profile.swift:3:5: error: ") == true, r.dump)
        XCTAssert(r.err.contains("0 warnings, 1 error"), r.dump)
    }

    func testErrorSeverityInBlockStyleConfigurationExitsOne() {
        write("Profile.swift", Snippet.strongDelegate())
        write(".flowlint.yml", "rules:\n  strong-delegate:\n    severity: error\n")
        XCTAssertEqual(flowlint(["Profile.swift"]).code, 1)
    }

    func testStrictWithWarningsExitsOne() {
        write("Profile.swift", Snippet.strongDelegate())
        let r = flowlint(["--strict"])
        XCTAssertEqual(r.code, 1, r.dump)
        XCTAssertEqual(r.places(), ["Profile.swift:3:5"])
    }

    func testStrictWhenCleanExitsZero() {
        write("Point.swift", Snippet.clean())
        XCTAssertEqual(flowlint(["--strict"]).code, 0)
    }

    func testLenientExitsZeroEvenWithErrors() {
        write("Profile.swift", Snippet.strongDelegate())
        write(".flowlint.yml", "rules: {strong-delegate: {severity: error}}\n")
        let r = flowlint(["--lenient"])
        XCTAssertEqual(r.code, 0, r.dump)
        XCTAssertEqual(r.places(), ["Profile.swift:3:5"], "--lenient still reports")
    }

    func testLenientDoesNotHideInputErrors() {
        write("Profile.swift", Snippet.strongDelegate())
        XCTAssertEqual(flowlint(["--lenient", "Profile.swift", "Missing.swift"]).code, 2)
    }

    // MARK: Usage errors (2, nothing linted, nothing on stdout)

    func assertUsageError(_ arguments: [String], _ message: String, file: StaticString = #filePath, line: UInt = #line) {
        write("Profile.swift", Snippet.strongDelegate())
        let r = flowlint(arguments)
        XCTAssertEqual(r.code, 2, r.dump, file: file, line: line)
        XCTAssertEqual(r.out, "", "a usage error lints nothing", file: file, line: line)
        XCTAssert(r.err.contains(message), "expected '\(message)' in:\n\(r.dump)", file: file, line: line)
    }

    func testUnknownOption() {
        assertUsageError(["--bogus"], "flowlint: error: unknown option '--bogus'\nRun 'flowlint --help' for usage.\n")
        assertUsageError(["-x", "Profile.swift"], "unknown option '-x'")
        assertUsageError(["--bogus=1"], "unknown option '--bogus'")
    }

    func testBadJobs() {
        for value in ["0", "-1", "abc", "1.5", "", "1025"] {
            assertUsageError(["--jobs", value], "'--jobs' needs a whole number from 1 to 1024, got '\(value)'")
            assertUsageError(["--jobs=\(value)"], "'--jobs' needs a whole number from 1 to 1024, got '\(value)'")
        }
        assertUsageError(["-j", "zero"], "'--jobs' needs a whole number")
        assertUsageError(["--jobs"], "option '--jobs' needs a value")
    }

    func testGoodJobs() {
        write("Profile.swift", Snippet.strongDelegate())
        for arguments in [["--jobs", "1"], ["--jobs=3"], ["-j", "1024"]] {
            let r = flowlint(arguments)
            XCTAssertEqual(r.code, 0, r.dump)
            XCTAssertEqual(r.places(), ["Profile.swift:3:5"])
        }
    }

    func testOptionValueMissing() {
        assertUsageError(["--format"], "option '--format' needs a value")
        assertUsageError(["Profile.swift", "--baseline"], "option '--baseline' needs a value")
    }

    func testFlagWithValueIsAnError() {
        assertUsageError(["--strict=yes"], "option '--strict' does not take a value")
        assertUsageError(["--quiet=0"], "option '--quiet' does not take a value")
    }

    func testStrictAndLenientTogether() {
        assertUsageError(["--strict", "--lenient"], "'--strict' and '--lenient' cannot be used together")
        assertUsageError(["--lenient", "Profile.swift", "--strict"], "'--strict' and '--lenient' cannot be used together")
    }

    func testUnknownFormat() {
        write("Profile.swift", Snippet.strongDelegate())
        let r = flowlint(["--format", "xml"])
        XCTAssertEqual(r.code, 2, r.dump)
        XCTAssertEqual(r.out, "")
        XCTAssert(r.err.contains("unknown format 'xml'; use one of: text, json, sarif, github, checkstyle, junit, gitlab, sonarqube, markdown"), r.dump)
    }

    func testDoubleDashEndsOptions() {
        write("--strict", Snippet.strongDelegate("Dashed"))
        let r = flowlint(["--", "--strict"])
        XCTAssertEqual(r.code, 0, "'--strict' after '--' is a path, linted as named\n" + r.dump)
        XCTAssertEqual(r.places(), ["--strict:3:5"])
    }

    // MARK: Input errors (2, the other files still linted and reported)

    func testMissingPathStillLintsTheOthers() {
        write("Profile.swift", Snippet.strongDelegate())
        write("Sources/Cart.swift", Snippet.strongDelegate("Cart"))
        let r = flowlint(["Profile.swift", "Missing.swift", "Gone/", "Sources"])
        XCTAssertEqual(r.code, 2, r.dump)
        XCTAssertEqual(r.places(), ["Profile.swift:3:5", "Sources/Cart.swift:3:5"], r.dump)
        XCTAssert(r.err.contains("Missing.swift: error: no such file or directory\n"), r.dump)
        XCTAssert(r.err.contains("Gone/: error: no such file or directory\n"), r.dump)
        XCTAssert(r.err.contains("flowlint: 2 files, 2 warnings"), r.dump)
    }

    func testUnreadableFileStillLintsTheOthers() throws {
        try XCTSkipIf(getuid() == 0, "root reads files whatever their mode")
        write("Profile.swift", Snippet.strongDelegate())
        let locked = write("Locked.swift", Snippet.strongDelegate("Locked"))
        XCTAssertEqual(chmod(locked, 0), 0)
        let r = flowlint([])
        XCTAssertEqual(r.code, 2, r.dump)
        XCTAssertEqual(r.places(), ["Profile.swift:3:5"], r.dump)
        XCTAssert(r.err.contains("Locked.swift: error: cannot read file: Permission denied\n"), r.dump)
        XCTAssert(r.err.contains(", 1 file could not be analysed"), r.dump)
    }

    func testUnlistableDirectoryStillLintsTheOthers() throws {
        try XCTSkipIf(getuid() == 0, "root lists directories whatever their mode")
        write("Profile.swift", Snippet.strongDelegate())
        write("Private/Secret.swift", Snippet.strongDelegate("Secret"))
        XCTAssertEqual(chmod(tmp + "/Private", 0), 0)
        let r = flowlint([])
        XCTAssertEqual(r.code, 2, r.dump)
        XCTAssertEqual(r.places(), ["Profile.swift:3:5"], r.dump)
        XCTAssert(r.err.contains("Private: error: cannot list directory: Permission denied"), r.dump)
    }

    func testGitCryptFileIsReportedAsEncrypted() {
        write("Profile.swift", Snippet.strongDelegate())
        write("Keys.swift", bytes: [0] + Array("GITCRYPT".utf8) + [0, 0xdc, 0x73, 0xd1, 0x6a])
        let r = flowlint([])
        XCTAssertEqual(r.code, 2, r.dump)
        XCTAssertEqual(r.places(), ["Profile.swift:3:5"], r.dump)
        XCTAssert(r.err.contains("Keys.swift: error: encrypted with git-crypt (run 'git-crypt unlock', or exclude it in the configuration); not analysed\n"), r.dump)
    }

    func testBinaryFileIsReportedAndSkipped() {
        write("Profile.swift", Snippet.strongDelegate())
        write("Binary.swift", bytes: Array("let a = 1\nlet b = 2".utf8) + [0, 1, 2] + Array("\n".utf8))
        let r = flowlint([])
        XCTAssertEqual(r.code, 2, r.dump)
        XCTAssertEqual(r.places(), ["Profile.swift:3:5"], r.dump)
        XCTAssert(r.err.contains("Binary.swift: error: binary file (contains a NUL byte on line 2); not analysed\n"), r.dump)
        XCTAssert(r.err.contains("flowlint: 1 file, 1 warning, 0 errors, 0 notes in "), r.dump)
        XCTAssert(r.err.contains(", 1 file could not be analysed"), r.dump)
    }

    func testNonUTF8FileIsReportedAndSkipped() {
        write("Profile.swift", Snippet.strongDelegate())
        // "café" in Latin-1 on line 3.
        write("Latin1.swift", bytes: Array("// header\n\nlet name = \"caf".utf8) + [0xE9] + Array("\"\n".utf8))
        let r = flowlint([])
        XCTAssertEqual(r.code, 2, r.dump)
        XCTAssertEqual(r.places(), ["Profile.swift:3:5"], r.dump)
        XCTAssert(r.err.contains("Latin1.swift: error: not UTF-8 text (invalid byte on line 3); not analysed\n"), r.dump)
    }

    func testBinaryInfoPlistIsReportedClearly() {
        write("Profile.swift", Snippet.strongDelegate())
        write("App/Info.plist", bytes: Array("bplist00".utf8) + [0xD1, 0x01, 0x02, 0x5F, 0x10, 0x0F])
        let r = flowlint([])
        XCTAssertEqual(r.code, 2, r.dump)
        XCTAssertEqual(r.places(), ["Profile.swift:3:5"], r.dump)
        XCTAssert(r.err.contains("App/Info.plist: error: a binary property list flowlint cannot read (malformed, or a version other than "
            + "bplist00); convert it with 'plutil -convert xml1', or exclude it in the configuration; not analysed\n"), r.dump)
    }

    func testWellFormedBinaryInfoPlistIsRead() {
        // The storyboard a binary Info.plist launches with makes its initial controller live as
        // long as the app, as an XML one does: its one registration is not reported.
        write("App/Root.swift", """
            import UIKit
            final class RootViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    NotificationCenter.default.addObserver(forName: .didSync, object: nil, queue: .main) { _ in SyncLog.record("root") }
                }
            }
            """)
        write("App/Base.lproj/Main.storyboard", """
            <document initialViewController="root"><scenes><scene sceneID="s"><objects>
                <viewController id="root" customClass="RootViewController" sceneMemberID="viewController"/>
            </objects></scene></scenes></document>
            """)
        write("App/Info.plist", bytes: BinaryPlistBytes.launchingMain)
        let r = flowlint([])
        XCTAssertEqual(r.code, 0, r.dump)
        XCTAssertEqual(r.findings, [], r.dump)
        write("App/Info.plist", "<plist><dict><key>UIMainStoryboardFile</key><string>Other</string></dict></plist>")
        XCTAssertEqual(flowlint([]).places("discarded-observation-token"), ["App/Root.swift:5:36"])
        // Named on the command line, it is linted as Swift source: not text, one clear problem.
        write("App/Info.plist", bytes: BinaryPlistBytes.launchingMain)
        let named = flowlint(["App/Info.plist"])
        XCTAssertEqual(named.code, 2, named.dump)
        XCTAssertEqual(named.findings, [], named.dump)
        XCTAssert(named.err.contains("App/Info.plist: error: a binary property list flowlint cannot read"), named.dump)
    }

    func testPlistsInsidePrebuiltFrameworksAreNotRead() {
        // A vendored framework's own Info.plist (binary, as built frameworks ship it) is not the
        // app's: it is not read, and the Swift files beside it are still linted.
        write("Profile.swift", Snippet.strongDelegate())
        write("Frameworks/Diff.xcframework/ios-arm64/Diff.framework/Info.plist", bytes: Array("bplist00".utf8) + [0xD1, 0x01])
        write("Resources/Uploader.bundle/Contents/Info.plist", bytes: Array("bplist00".utf8) + [0xD1, 0x01])
        write("Frameworks/Legacy.framework/Resources/Info.plist", bytes: Array("bplist00".utf8) + [0xD1, 0x01])
        write("Frameworks/Legacy.framework/Sources/Helper.swift", Snippet.strongDelegate("Helper"))
        // A localization catalog's copy of a storyboard is not the app's either.
        write("Translations/de.xcloc/Source Contents/App/Main.storyboard", bytes: Array("bplist00".utf8) + [0xD1, 0x01])
        let r = flowlint([])
        XCTAssertEqual(r.code, 0, r.dump)
        XCTAssertEqual(r.places(), ["Frameworks/Legacy.framework/Sources/Helper.swift:3:5", "Profile.swift:3:5"], r.dump)
        XCTAssert(!r.err.contains("Info.plist"), r.dump)
    }

    func testEmptyFilesAreLintedOnSeveralThreads() {
        write("Profile.swift", Snippet.strongDelegate())
        for k in 0..<50 { write("Empty\(k).swift", "") }
        let r = flowlint(["--jobs", "2"])
        XCTAssertEqual(r.code, 0, r.dump)
        XCTAssertEqual(r.places(), ["Profile.swift:3:5"], r.dump)
        XCTAssert(r.err.hasPrefix("flowlint: 51 files, 1 warning, 0 errors, 0 notes in "), r.dump)
    }

    // MARK: No Swift file to lint (2 unless --allow-zero-files)

    func testPathWithoutSwiftFilesExitsTwo() {
        write("Docs/README.md", "# Notes\n")
        mkdir("Empty")
        let r = flowlint(["Docs", "Empty"])
        XCTAssertEqual(r.code, 2, r.dump)
        XCTAssert(r.err.hasPrefix("flowlint: error: no Swift file to lint: none found in 'Docs', 'Empty'; pass --allow-zero-files if that is expected\n"), r.dump)
        XCTAssert(r.err.contains("flowlint: 0 files, 0 warnings"), r.dump)
        let empty = flowlint([])
        XCTAssertEqual(empty.code, 2, empty.dump)
        XCTAssert(empty.err.contains("none found in '.'"), empty.dump)
    }

    func testIncludedThatMatchesNoFileExitsTwo() {
        write("Sources/Profile.swift", Snippet.strongDelegate())
        write(".flowlint.yml", "included: [Sourcse]\n")
        let r = flowlint([])
        XCTAssertEqual(r.code, 2, r.dump)
        XCTAssert(r.err.contains("flowlint: error: no Swift file to lint: the Swift file found is left out by 'included'/'excluded' in .flowlint.yml; pass --allow-zero-files if that is expected\n"), r.dump)
        write("Sources/Cart.swift", Snippet.strongDelegate("Cart"))
        XCTAssert(flowlint([]).err.contains("all 2 Swift files found are left out by 'included'/'excluded' in .flowlint.yml"))
    }

    func testAllowZeroFiles() {
        mkdir("Empty")
        for arguments in [["Empty", "--allow-zero-files"], ["--allow-zero-files", "--strict", "Empty"]] {
            let r = flowlint(arguments)
            XCTAssertEqual(r.code, 0, r.dump)
            XCTAssertFalse(r.err.contains("error:"), r.dump)
        }
        let json = flowlint(["Empty", "--allow-zero-files", "--format", "json", "-q"])
        XCTAssertEqual(json.code, 0, json.dump)
        XCTAssert(json.out.contains("\"files\": 0"), json.dump)
        assertUsageError(["--allow-zero-files=yes"], "option '--allow-zero-files' does not take a value")
    }

    func testMissingPathAloneIsReportedOnce() {
        let r = flowlint(["Missing.swift"])
        XCTAssertEqual(r.code, 2, r.dump)
        XCTAssert(r.err.hasPrefix("Missing.swift: error: no such file or directory\n"), r.dump)
        XCTAssertFalse(r.err.contains("no Swift file to lint"), "the missing path is the reason\n" + r.dump)
    }

    func testUnreadableFilesInOtherFormats() {
        write("Binary.swift", bytes: [0x00, 0x01])
        let json = flowlint(["--format", "json", "-q"])
        XCTAssertEqual(json.code, 2)
        XCTAssert(json.out.contains("\"kind\": \"unreadable\""), json.dump)
        XCTAssert(json.err.contains("Binary.swift: error: binary file"), "always on stderr too\n" + json.dump)
        let github = flowlint(["--format", "github", "-q"])
        XCTAssertEqual(github.code, 2)
        XCTAssert(github.out.hasPrefix("::error file=Binary.swift::binary file"), github.dump)
    }

    func testFIFOIsAnErrorNotAHang() {
        write("Profile.swift", Snippet.strongDelegate())
        XCTAssertEqual(mkfifo(tmp + "/Pipe.swift", 0o644), 0)
        // In a walk it is not a regular file: ignored.
        let walked = flowlint([])
        XCTAssertEqual(walked.code, 0, walked.dump)
        XCTAssertEqual(walked.places(), ["Profile.swift:3:5"])
        // Named explicitly: reported (opening it would wait for a writer forever).
        let named = flowlint(["Pipe.swift", "Profile.swift"])
        XCTAssertEqual(named.code, 2, named.dump)
        XCTAssert(named.err.contains("Pipe.swift: error: not a regular file or directory; not analysed\n"), named.dump)
        XCTAssertEqual(named.places(), ["Profile.swift:3:5"])
    }

    func testDanglingSymbolicLink() {
        write("Profile.swift", Snippet.strongDelegate())
        symlink("Broken.swift", to: "Nowhere.swift")
        let walked = flowlint([])
        XCTAssertEqual(walked.code, 0, "a dangling link met in a walk is ignored\n" + walked.dump)
        let named = flowlint(["Broken.swift"])
        XCTAssertEqual(named.code, 2, named.dump)
        XCTAssert(named.err.contains("Broken.swift: error: no such file or directory"), named.dump)
    }

    func testQuietDropsTheSummaryOnly() {
        write("Profile.swift", Snippet.strongDelegate())
        let r = flowlint(["-q"])
        XCTAssertEqual(r.err, "")
        XCTAssertEqual(r.places(), ["Profile.swift:3:5"])
        XCTAssertEqual(flowlint(["--quiet"]).err, "")
    }
}

/// `{ "CFBundleName": "App", "UIMainStoryboardFile": "Main" }` as Python's `plistlib` writes it in binary.
enum BinaryPlistBytes {
    static let launchingMain: [UInt8] = [0x62, 0x70, 0x6C, 0x69, 0x73, 0x74, 0x30, 0x30, 0xD2, 0x01, 0x02, 0x03, 0x04, 0x5C, 0x43, 0x46, 0x42, 0x75, 0x6E, 0x64, 0x6C, 0x65, 0x4E, 0x61, 0x6D, 0x65, 0x5F, 0x10, 0x14, 0x55, 0x49, 0x4D, 0x61, 0x69, 0x6E, 0x53, 0x74, 0x6F, 0x72, 0x79, 0x62, 0x6F, 0x61, 0x72, 0x64, 0x46, 0x69, 0x6C, 0x65, 0x53, 0x41, 0x70, 0x70, 0x54, 0x4D, 0x61, 0x69, 0x6E, 0x08, 0x0D, 0x1A, 0x31, 0x35, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x01, 0x01, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x05, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x3A]
}
