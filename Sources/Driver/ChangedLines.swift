import FlowLintPlatform

/// `--changed-since REF`: the lines of the working tree that differ from the git revision REF
/// (committed, staged or not), and the files git does not track yet (every line of them), so
/// that a pull request's run reports only the findings on lines it touched. The whole tree is
/// still linted: the index needs every file, and a finding on a changed line may come from a
/// fact in an unchanged one.
///
/// Read with `git diff --unified=0 $(git merge-base REF HEAD)` (added and changed lines, never
/// removed ones) and `git ls-files --others --exclude-standard`, run in the working directory.
struct ChangedLines {
    /// Path (from the repository's top with its symbolic links resolved) → the changed lines,
    /// as ranges of line numbers from 1.
    private(set) var lines: [String: [ClosedRange<Int>]] = [:]
    /// Untracked files (spelled as the keys of `lines`): every line is new.
    private(set) var newFiles: Set<String> = []

    /// Whether the line of the file (absolute path, maybe through a symbolic link) is changed
    /// since the revision.
    func contains(path: String, line: Int) -> Bool {
        contains(key: ChangedLines.key(path), line: line)
    }

    /// `contains(path:line:)` for a path already turned into its key (`key(_:)`).
    func contains(key: String, line: Int) -> Bool {
        if newFiles.contains(key) { return true }
        return lines[key]?.contains { $0.contains(line) } ?? false
    }

    /// `path` with its symbolic links resolved, as git names the file; spelled by name only
    /// when it does not exist (an editor's buffer not saved yet).
    static func key(_ path: String) -> String {
        Platform.realPath(path) ?? resolved(path)
    }

    /// The changed lines since `revision`, read by git in `directory`, or a message for the user.
    static func load(since revision: String, directory: String) -> Result<ChangedLines, ChangedLinesError> {
        func git(_ arguments: [String]) -> Result<[UInt8], ChangedLinesError> {
            switch Platform.run(["git", "-C", directory] + arguments) {
            case .failure(let error):
                return .failure(ChangedLinesError(description: "cannot run git: \(Platform.message(error.code))"))
            case .success(let result) where result.status == 127:
                return .failure(ChangedLinesError(description: "'--changed-since' needs git, and no 'git' was found on PATH"))
            case .success(let result) where result.status != 0:
                let said = String(decoding: result.errors, as: UTF8.self).trimmingTrailingWhitespace()
                return .failure(ChangedLinesError(description: said.isEmpty ? "git \(arguments.first ?? "") failed (exit status \(result.status))" : said))
            case .success(let result):
                return .success(result.output)
            }
        }
        // git's paths are relative to the repository's top.
        let top: String
        switch git(["rev-parse", "--show-toplevel"]) {
        case .failure(let error) where error.description.hasPrefix("'--changed-since'"):
            return .failure(error)
        case .failure(let error):
            return .failure(ChangedLinesError(description: "'--changed-since' needs a git repository: \(error.description)"))
        case .success(let output):
            top = key(String(decoding: output, as: UTF8.self).trimmingTrailingWhitespace())
        }
        if case .failure = git(["rev-parse", "--verify", "--quiet", revision + "^{commit}"]) {
            return .failure(ChangedLinesError(description: "'--changed-since': no git revision '\(revision)' in this repository"))
        }
        // Compared with where the branch left REF, not with REF itself: what REF gained since
        // (another pull request merged into main) is not this branch's change.
        let base: String
        switch git(["merge-base", revision, "HEAD"]) {
        case .failure:
            return .failure(ChangedLinesError(description: "'--changed-since': '\(revision)' and HEAD have no common ancestor in this clone "
                                                + "(a shallow clone? fetch more history, e.g. 'git fetch --unshallow')"))
        case .success(let output):
            base = String(decoding: output, as: UTF8.self).trimmingTrailingWhitespace()
        }
        func absolute(_ repositoryPath: String) -> String {
            resolved((top.hasSuffix("/") ? top : top + "/") + repositoryPath)
        }
        var changed = ChangedLines()
        // Paths from the top whatever the user's `diff.relative`; never through a pager or an
        // external diff.
        let diff = git(["-c", "core.quotePath=false", "-c", "diff.relative=false", "diff", "--no-color", "--no-ext-diff", "--no-textconv", "--unified=0",
                        "--src-prefix=a/", "--dst-prefix=b/", base, "--"])
        switch diff {
        case .failure(let error): return .failure(error)
        case .success(let output):
            for (path, ranges) in parse(diff: output) { changed.lines[absolute(path), default: []] += ranges }
        }
        switch git(["ls-files", "-z", "--others", "--exclude-standard", "--full-name", ":/"]) {
        case .failure(let error): return .failure(error)
        case .success(let output):
            for name in output.split(separator: 0) { changed.newFiles.insert(absolute(String(decoding: name, as: UTF8.self))) }
        }
        return .success(changed)
    }

    /// The new side of a unified diff: each file's path (as in its `+++ b/…` line) and the
    /// ranges its hunks add (`@@ -12,3 +14,5 @@` → 14...18; `+14,0` adds nothing).
    static func parse(diff: [UInt8]) -> [String: [ClosedRange<Int>]] {
        var result: [String: [ClosedRange<Int>]] = [:]
        var file: String?
        for rawLine in diff.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: true) {
            let line = String(decoding: rawLine, as: UTF8.self)
            if line.hasPrefix("+++ ") {
                // A name with a space ends with a tab, for `patch`.
                var header = line.dropFirst(4)
                if header.hasSuffix("\t") { header = header.dropLast() }
                let name = unquoted(String(header))
                file = name.hasPrefix("b/") ? String(name.dropFirst(2)) : nil  // `/dev/null`: deleted
            } else if line.hasPrefix("@@ "), let file, let range = addedRange(hunkHeader: line) {
                result[file, default: []].append(range)
            }
        }
        return result
    }

    /// `@@ -a[,b] +c[,d] @@ …` → c...c+d-1 (d is 1 when left out), nil when d is 0.
    static func addedRange(hunkHeader: String) -> ClosedRange<Int>? {
        guard let plus = hunkHeader.split(separator: " ").dropFirst(2).first, plus.hasPrefix("+") else { return nil }
        let numbers = plus.dropFirst().split(separator: ",", omittingEmptySubsequences: false)
        guard let start = numbers.first.flatMap({ Int($0) }) else { return nil }
        let count = numbers.count > 1 ? Int(numbers[1]) ?? 0 : 1
        return count > 0 ? start...(start + count - 1) : nil
    }

    /// A path as git writes it: in double quotes with C escapes when it has unusual bytes.
    static func unquoted(_ text: String) -> String {
        guard text.count >= 2, text.hasPrefix("\""), text.hasSuffix("\"") else { return text }
        var bytes: [UInt8] = []
        var it = Array(text.utf8.dropFirst().dropLast()).makeIterator()
        while let b = it.next() {
            guard b == UInt8(ascii: "\\"), let e = it.next() else { bytes.append(b); continue }
            switch e {
            case UInt8(ascii: "n"): bytes.append(10)
            case UInt8(ascii: "t"): bytes.append(9)
            case UInt8(ascii: "r"): bytes.append(13)
            case UInt8(ascii: "0")...UInt8(ascii: "7"):
                // Three octal digits: one byte of a name in another encoding.
                var value = Int(e - UInt8(ascii: "0"))
                for _ in 0..<2 { if let d = it.next() { value = value * 8 + Int(d) - Int(UInt8(ascii: "0")) } }
                bytes.append(UInt8(truncatingIfNeeded: value))
            default: bytes.append(e)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// An absolute path with `.` and `..` components resolved by name (no file system access),
    /// for paths that do not exist.
    static func resolved(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/") where part != "." {
            if part == ".." { if !parts.isEmpty { parts.removeLast() } } else { parts.append(part) }
        }
        return "/" + parts.joined(separator: "/")
    }
}

/// Why `--changed-since` cannot tell the changed lines (no git, no repository, no such revision).
struct ChangedLinesError: Error, CustomStringConvertible {
    var description: String
}
