import FlowLintKit
import FlowLintPlatform

/// A recorded set of accepted findings. The file is plain text, one finding a line:
///
///     flowlint-baseline 1
///     <fingerprint>\t<rule-id>\t<path>\t<message>
///
/// Findings match by fingerprint (rule, file and normalised code of the line, not the line
/// number), so a baseline survives unrelated edits that move code up or down.
public struct Baseline {
    public static let header = "flowlint-baseline 1"

    public struct LoadError: Error, CustomStringConvertible {
        public var description: String
    }

    /// Count of accepted findings per fingerprint.
    var accepted: [String: Int] = [:]

    /// Reads the baseline at `path`; messages name it `displayPath` (default: `path`).
    public static func load(_ path: String, displayPath: String? = nil) throws -> Baseline {
        let shown = displayPath ?? path
        let bytes: [UInt8]
        switch SourceReader.read(path) {
        case .text(let text): bytes = text
        case .problem(let reason): throw LoadError(description: "cannot read baseline '\(shown)': \(reason)")
        }
        let path = shown
        let text = String(decoding: bytes, as: UTF8.self)
        var lines = text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" })
        guard let first = lines.first, first == header else {
            throw LoadError(description: "'\(path)' is not a flowlint baseline (its first line must be '\(header)')")
        }
        lines.removeFirst()
        var baseline = Baseline()
        for (n, line) in lines.enumerated() where !line.isEmpty {
            let fields = line.split(separator: "\t", maxSplits: 3, omittingEmptySubsequences: false)
            guard fields.count == 4, !fields[0].isEmpty else {
                throw LoadError(description: "\(path):\(n + 2): malformed baseline line (expected fingerprint, rule, path and message separated by tabs)")
            }
            baseline.accepted[String(fields[0]) + "\t" + String(fields[1]), default: 0] += 1
        }
        return baseline
    }

    /// Diagnostics not accepted by the baseline.
    public func filter(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        var remaining = accepted
        return diagnostics.filter { d in
            let key = d.fingerprint + "\t" + d.ruleID
            if let n = remaining[key], n > 0 {
                remaining[key] = n - 1
                return false
            }
            return true
        }
    }

    public static func render(_ diagnostics: [Diagnostic]) -> String {
        var text = header + "\n"
        for d in diagnostics {
            let message = d.message.replacingTabsAndNewlines()
            text += "\(d.fingerprint)\t\(d.ruleID)\t\(d.location.path)\t\(message)\n"
        }
        return text
    }

    public static func write(_ diagnostics: [Diagnostic], to path: String) throws {
        if let error = FlowLint.writeFile(path, render(diagnostics)) {
            throw LoadError(description: "cannot write baseline '\(path)': \(Platform.message(error))")
        }
    }
}

extension String {
    func replacingTabsAndNewlines() -> String {
        String(map { $0 == "\t" || $0 == "\n" || $0 == "\r" ? " " : $0 })
    }
}
