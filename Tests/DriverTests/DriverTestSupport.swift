import BuiltinRules
import FlowLintDriver
import FlowLintKit
import Foundation
import XCTest
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What one in-process run of the command line produced.
struct RunResult {
    var code: Int32
    var out: String
    var err: String

    /// Lines of the text report that are findings (`… [rule-id]`), not related-location notes.
    var findings: [String] {
        out.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
            .filter { $0.hasSuffix("]") && $0.contains(" [") }
    }

    /// `path:line:column` of each finding of `ruleID` in the text report, in output order.
    func places(_ ruleID: String = "strong-delegate") -> [String] {
        findings.filter { $0.hasSuffix("[\(ruleID)]") }.map { line in
            line.split(separator: ":", maxSplits: 3).prefix(3).joined(separator: ":")
        }
    }

    /// Everything, for failure messages.
    var dump: String { "exit \(code)\n--- stdout\n\(out)--- stderr\n\(err)" }
}

/// Collects what `FlowLint.run` writes to its streams.
final class Capture: @unchecked Sendable {
    private let lock = NSLock()
    private var outText = ""
    private var errText = ""

    var streams: FlowLint.Streams {
        FlowLint.Streams(out: { text in self.lock.lock(); self.outText += text; self.lock.unlock() },
                         err: { text in self.lock.lock(); self.errText += text; self.lock.unlock() },
                         outIsTerminal: false)
    }

    var out: String { lock.lock(); defer { lock.unlock() }; return outText }
    var err: String { lock.lock(); defer { lock.unlock() }; return errText }
}

/// Common base: a fresh temporary directory per test (never the process's current directory,
/// so tests can run in parallel), helpers to fill it and to run flowlint in it.
class DriverTestCase: XCTestCase {
    /// The package root (Tests/DriverTests/<this file> → three levels up).
    static let repositoryRoot: String = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

    /// The temporary directory of this test, created on first use and removed afterwards.
    private var directory: String?

    var tmp: String {
        if let directory { return directory }
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("flowlint-driver-tests-\(UUID().uuidString)", isDirectory: true)
        try! FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        // Resolve symbolic links (macOS's /var → /private/var) so that paths compare as printed.
        let path = url.resolvingSymlinksInPath().path
        directory = path
        addTeardownBlock {
            // Make everything removable again (chmod 000 tests), then delete.
            if let enumerator = FileManager.default.enumerator(atPath: path) {
                for case let relative as String in enumerator {
                    chmod(path + "/" + relative, 0o755)
                }
            }
            try? FileManager.default.removeItem(atPath: path)
        }
        return path
    }

    /// A second, separate temporary directory (for files outside the working directory).
    func makeOtherDirectory() -> String {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("flowlint-driver-tests-other-\(UUID().uuidString)", isDirectory: true)
        try! FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        let path = url.resolvingSymlinksInPath().path
        addTeardownBlock { try? FileManager.default.removeItem(atPath: path) }
        return path
    }

    /// Writes `text` (UTF-8) to `relativePath` under the test directory, creating folders.
    @discardableResult
    func write(_ relativePath: String, _ text: String, in base: String? = nil) -> String {
        write(relativePath, bytes: Array(text.utf8), in: base)
    }

    @discardableResult
    func write(_ relativePath: String, bytes: [UInt8], in base: String? = nil) -> String {
        let path = (base ?? tmp) + "/" + relativePath
        let folder = (path as NSString).deletingLastPathComponent
        try! FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: Data(bytes)), "cannot write \(path)")
        return path
    }

    func read(_ relativePath: String) -> String {
        let path = relativePath.hasPrefix("/") ? relativePath : tmp + "/" + relativePath
        guard let data = FileManager.default.contents(atPath: path) else {
            XCTFail("cannot read \(path)")
            return ""
        }
        return String(decoding: data, as: UTF8.self)
    }

    func mkdir(_ relativePath: String) {
        try! FileManager.default.createDirectory(atPath: tmp + "/" + relativePath, withIntermediateDirectories: true)
    }

    /// `ln -s destination relativePath` (destination as written, usually relative).
    func symlink(_ relativePath: String, to destination: String) {
        let path = tmp + "/" + relativePath
        try! FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent,
                                                 withIntermediateDirectories: true)
        try! FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: destination)
    }

    /// Runs the command line in-process with `workingDirectory` (default: the test directory).
    func flowlint(_ arguments: [String], in workingDirectory: String? = nil, rules: [Rule] = BuiltinRules.all) -> RunResult {
        let capture = Capture()
        let code = FlowLint.run(arguments: arguments, rules: rules, workingDirectory: workingDirectory ?? tmp,
                                streams: capture.streams)
        return RunResult(code: code, out: capture.out, err: capture.err)
    }
}

/// Swift snippets with a known outcome.
enum Snippet {
    /// One `strong-delegate` finding, on line 3 column 5 (the `var` keyword): the delegate's
    /// owner hands itself to the property.
    static func strongDelegate(_ type: String = "ProfileViewController") -> String {
        """
        protocol \(type)Delegate: AnyObject {}
        final class \(type) {
            var delegate: \(type)Delegate?
        }
        \(handoff(type, property: "delegate"))
        """
    }

    /// A class that owns a `type` and hands itself to its `property`: the evidence of a
    /// back-reference that the delegate rules need.
    static func handoff(_ type: String, property: String, protocolName: String? = nil) -> String {
        """
        final class \(type)Owner: \(protocolName ?? type + "Delegate") {
            let child = \(type)()
            func start() { child.\(property) = self }
        }

        """
    }

    /// `source` followed by, for every protocol `XDelegate` that one of its `var name: XDelegate?`
    /// properties is typed by, a class adopting it that hands itself to each such property:
    /// the evidence of a back-reference that the delegate rules need. Line numbers of `source`
    /// stay as they are.
    static func withHandoffs(_ source: String) -> String {
        let pattern = try! NSRegularExpression(pattern: #"va[rl]\s+(\w+)\s*:\s*(\w+(?:Delegate|DataSource))\s*[?!]?"#)
        var byProtocol: [(String, [String])] = []
        for m in pattern.matches(in: source, range: NSRange(source.startIndex..., in: source)) {
            let name = String(source[Range(m.range(at: 1), in: source)!])
            let proto = String(source[Range(m.range(at: 2), in: source)!])
            if let k = byProtocol.firstIndex(where: { $0.0 == proto }) {
                if !byProtocol[k].1.contains(name) { byProtocol[k].1.append(name) }
            } else {
                byProtocol.append((proto, [name]))
            }
        }
        var text = source.hasSuffix("\n") ? source : source + "\n"
        for (k, (proto, names)) in byProtocol.enumerated() {
            text += "final class HandsItselfOver\(k): \(proto) {\n    func connect(_ x: AnyObject) {\n"
            for n in names { text += "        (x as! Holder).\(n) = self\n" }
            text += "    }\n}\n"
        }
        return text
    }

    /// No finding from any rule.
    static func clean(_ type: String = "Point") -> String {
        """
        struct \(type) {
            var x = 0
            var y = 0
        }

        """
    }
}

/// Test rules that report at every identifier token with a given text, so that tests about
/// the pipeline do not depend on the built-in rules' heuristics.
enum MarkerRule {
    static func make(id: String, marker: String, severity: Severity = .warning) -> Rule {
        Rule(RuleDescription(id: id, name: "Marker \(marker)", summary: "Reports every '\(marker)'.",
                             rationale: "For tests.", fix: "Remove '\(marker)'.", defaultSeverity: severity)) { context in
            let tree = context.tree
            for i in 0..<tree.tokens.count where tree.tokenIs(i, marker) {
                context.report(at: i, "Found '\(marker)'")
            }
        }
    }
}
