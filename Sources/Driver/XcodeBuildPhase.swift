/// flowlint as an Xcode run-script build phase: what to lint when no path is given.
///
/// Xcode sets `SRCROOT` for every script phase, and for the phase's input files
/// `SCRIPT_INPUT_FILE_COUNT` with `SCRIPT_INPUT_FILE_0`, `_1`, … and
/// `SCRIPT_INPUT_FILE_LIST_COUNT` with `SCRIPT_INPUT_FILE_LIST_0`, … (`.xcfilelist` files, one
/// path per line, `$(SRCROOT)`-style variables already expanded by Xcode). Findings are then
/// written with absolute paths, which Xcode turns into issues that open the file.
enum XcodeBuildPhase {
    /// Whether the process runs as an Xcode script phase.
    static func isActive(_ environment: (String) -> String?) -> Bool {
        environment("SRCROOT") != nil && (environment("XCODE_VERSION_ACTUAL") != nil || environment("SCRIPT_INPUT_FILE_COUNT") != nil)
    }

    /// The phase's input files and the files its input file lists name; else `SRCROOT`; nil
    /// outside Xcode. A list that cannot be read is reported (and makes the run exit 2).
    static func inputPaths(_ environment: (String) -> String?, streams: FlowLint.Streams, failed: inout Bool) -> [String]? {
        guard isActive(environment), let root = environment("SRCROOT") else { return nil }
        var paths: [String] = []
        for k in 0..<count(environment("SCRIPT_INPUT_FILE_COUNT")) {
            if let path = environment("SCRIPT_INPUT_FILE_\(k)"), !path.isEmpty { paths.append(path) }
        }
        for k in 0..<count(environment("SCRIPT_INPUT_FILE_LIST_COUNT")) {
            guard let list = environment("SCRIPT_INPUT_FILE_LIST_\(k)") else { continue }
            switch SourceReader.read(list) {
            case .text(let bytes):
                paths += String(decoding: bytes, as: UTF8.self).split(whereSeparator: \.isNewline).map(String.init)
                    .filter { !$0.isEmpty && !$0.hasPrefix("#") }
            case .problem(let message):
                streams.err("\(list): error: \(message)\n")
                failed = true
            }
        }
        return paths.isEmpty ? [root] : paths
    }

    private static func count(_ text: String?) -> Int {
        max(0, min(Int(text ?? "") ?? 0, 100_000))
    }
}
