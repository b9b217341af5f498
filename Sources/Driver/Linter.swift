import Dispatch
import FlowLintKit
import FlowLintPlatform

/// The pipeline: read → lex → parse (per file, in parallel) → project index → rules (per
/// file, in parallel) → fingerprints → sorted diagnostics. Output does not depend on the
/// number of threads: every result is stored by file index and sorted at the end.
public struct Linter {
    /// A rule together with its resolved severity and options.
    public struct ConfiguredRule: Sendable {
        public var rule: Rule
        public var severity: Severity
        public var options: RuleOptions

        public init(rule: Rule, severity: Severity? = nil, options: RuleOptions? = nil) {
            self.rule = rule
            self.severity = severity ?? rule.description.defaultSeverity
            self.options = options ?? RuleOptions(description: rule.description)
        }
    }

    public var rules: [ConfiguredRule]
    /// Worker threads (1 … number of files).
    public var jobs: Int
    /// Files that are test code besides those recognised by path and imports (`test_paths`),
    /// by the path given to `lint(paths:)`.
    public var isTestPath: @Sendable (String) -> Bool
    /// The rules of the folders with a nested configuration, and for a file (by the path given
    /// to `lint(paths:)`) the index of its rules there; a file not listed gets `rules`.
    public var nestedRules: [[ConfiguredRule]] = []
    public var nestedRuleSet: [String: Int] = [:]

    public init(rules: [ConfiguredRule], jobs: Int = Linter.defaultJobs, isTestPath: @escaping @Sendable (String) -> Bool = { _ in false }) {
        self.rules = rules
        self.jobs = max(1, jobs)
        self.isTestPath = isTestPath
    }

    public static var defaultJobs: Int { max(1, Platform.activeProcessorCount) }

    /// Result of a run before suppressions and reporting.
    public struct Output {
        public var files: [ParsedFile]
        /// The project index the rules used (kept by callers that skip freeing it before exit).
        public var index: ProjectIndex?
        public var diagnostics: [Diagnostic]
        public var problems: [FileProblem]
        public var lines: Int
        /// The ids of the rules that ran on each file (by displayed path) that a nested
        /// configuration gave rules other than `rules`: what its unused suppressions are judged by.
        public var ruleIDsOfFile: [String: Set<String>] = [:]
    }

    /// Lints the files at the given absolute paths; `displayPath` maps them to shown paths.
    /// `interfacePaths` (storyboards, nibs, Info.plist files, Objective-C sources, build descriptions) are read for the project index,
    /// not linted; one that cannot be read is reported like a Swift file that cannot.
    /// `replacements` are contents to lint instead of what is on disk, by absolute path (an
    /// editor's unsaved buffer).
    public func lint(paths: [String], interfacePaths: [String] = [], replacements: [String: [UInt8]] = [:],
                     displayPath: (String) -> String) -> Output {
        var interface = readInterfaceFiles(interfacePaths, displayPath: displayPath)
        // An editor's buffer may be a file not added to the project yet: the project does not
        // decide for it.
        interface.facts.filesCompiledAnyway.formUnion(replacements.keys.map(displayPath))
        let shown = paths.map(displayPath)
        var ruleSets: [String: Int] = [:]
        if !nestedRules.isEmpty {
            for (path, name) in zip(paths, shown) { if let set = nestedRuleSet[path] { ruleSets[name] = set } }
        }
        let parsed = ResultSlots<(FileFacts?, [FileProblem], Int)>(count: paths.count)
        parallelFor(paths.count) { i in
            switch replacements[paths[i]].map(SourceReader.Outcome.text) ?? SourceReader.read(paths[i]) {
            case .problem(let message):
                parsed[i] = (nil, [FileProblem(kind: .unreadable, path: shown[i], message: message)], 0)
            case .text(let bytes):
                let source = SourceText(path: shown[i], bytes: bytes)
                let tree = Parser.parse(source)
                let problems = Linter.problems(of: tree, in: source, path: shown[i])
                // The file's facts for the project index, while its tree is still in cache.
                let file = ParsedFile(path: shown[i], tree: tree, isTestFile: isTestPath(paths[i]) ? true : nil)
                parsed[i] = (FileFacts(file: file), problems, source.lineCount)
            }
        }
        StageTiming.end("read, lex, parse, file facts (parallel)")
        return lint(parsed: parsed.values.map { $0! }, interface: interface, ruleSets: ruleSets)
    }

    /// What the storyboards, nibs, Info.plist files, Objective-C sources, Xcode projects and other
    /// build descriptions say, read on all cores and merged in path order, and the files that
    /// could not be read (build descriptions aside).
    func readInterfaceFiles(_ paths: [String], displayPath: (String) -> String) -> (facts: InterfaceFacts, problems: [FileProblem]) {
        let shown = paths.map(displayPath)
        let read = ResultSlots<(facts: InterfaceFacts?, problem: FileProblem?)>(count: paths.count)
        parallelFor(paths.count) { i in
            // Objective-C sources and build descriptions are read for names only, whatever their encoding.
            let anyBytes = InterfaceFacts.isObjectiveCSource(paths[i]) || InterfaceFacts.isBuildDescription(paths[i])
            switch SourceReader.read(paths[i], binaryPlist: paths[i].hasSuffix(".plist"), anyBytes: anyBytes) {
            case .problem(let message):
                // A build description that cannot be read (a binary or encrypted project file)
                // only narrows what the projects decide: left out without a problem.
                read[i] = (nil, InterfaceFacts.isBuildDescription(paths[i]) ? nil
                                : FileProblem(kind: .unreadable, path: shown[i], message: message))
            case .text(let bytes):
                var facts = InterfaceFacts()
                facts.read(bytes, path: shown[i])
                read[i] = (facts, nil)
            }
        }
        var facts = InterfaceFacts()
        var problems: [FileProblem] = []
        for r in read.values {
            if let f = r?.facts { facts.merge(f) }
            if let p = r?.problem { problems.append(p) }
        }
        return (facts, problems)
    }

    /// Lints in-memory sources (used by tests and the rule-testing helper).
    public func lint(sources: [(path: String, text: String)]) -> Output {
        let parsed = ResultSlots<(FileFacts?, [FileProblem], Int)>(count: sources.count)
        parallelFor(sources.count) { i in
            let source = SourceText(path: sources[i].path, text: sources[i].text)
            let tree = Parser.parse(source)
            let problems = Linter.problems(of: tree, in: source, path: sources[i].path)
            parsed[i] = (FileFacts(file: ParsedFile(path: sources[i].path, tree: tree)), problems, source.lineCount)
        }
        return lint(parsed: parsed.values.map { $0! })
    }

    /// What the lexer and parser could not read in a file, at its line and column.
    /// At most `maxProblemsPerFile` are listed, then one line says how many more there are; a
    /// problem that loses the rest of the file is always listed.
    static func problems(of tree: SyntaxTree, in source: SourceText, path: String) -> [FileProblem] {
        let all = tree.problems
        var shown = all.prefix(maxProblemsPerFile).map { $0 }
        shown += all.dropFirst(maxProblemsPerFile).filter { $0.losesRestOfFile || $0.skipsCode }
        let locations = source.locations(of: shown.map(\.offset))
        var result = zip(shown, locations).map { p, at in
            FileProblem(kind: .malformed, path: path, line: at.line, column: at.column, message: p.message,
                        losesRestOfFile: p.losesRestOfFile, skipsCode: p.skipsCode)
        }
        let hidden = all.count - shown.count
        if hidden > 0, let last = result.last {
            result.append(FileProblem(kind: .malformed, path: path, line: last.line, column: last.column,
                                      message: "\(hidden) more problem\(hidden == 1 ? "" : "s") in this file not listed"))
        }
        return result
    }

    /// Malformed-text problems listed per file; the rest are counted in one line.
    public static let maxProblemsPerFile = 100

    /// `ruleSets`: displayed path → the index in `nestedRules` of the rules for that file.
    private func lint(parsed: [(FileFacts?, [FileProblem], Int)],
                      interface: (facts: InterfaceFacts, problems: [FileProblem]) = (.empty, []),
                      ruleSets: [String: Int] = [:]) -> Output {
        let index = ProjectIndex(facts: parsed.compactMap { $0.0 }, interface: interface.facts)
        let files = index.files
        let problems = interface.problems + parsed.flatMap { $0.1 }
        let lines = parsed.reduce(0) { $0 + $1.2 }
        StageTiming.end("project index")
        // Project-wide tables the rules need, each built once on all cores.
        var prepared: Set<String> = []
        for configured in rules + nestedRules.joined() where prepared.insert(configured.rule.id).inserted {
            configured.rule.prepare?(index)
        }
        StageTiming.end("rule preparation")
        let found = ResultSlots<[Diagnostic]>(count: files.count)
        let rules = self.rules, nestedRules = self.nestedRules
        parallelFor(files.count) { i in
            var diagnostics: [Diagnostic] = []
            var testLines: [ClosedRange<Int>]?
            for configured in ruleSets[files[i].path].map({ nestedRules[$0] }) ?? rules {
                let skipsTests = configured.options.string("test-code") == "skip"
                if skipsTests && files[i].isTestFile { continue }
                var context = RuleContext(file: files[i], index: index, options: configured.options,
                                          ruleID: configured.rule.id, severity: configured.severity)
                configured.rule.check(&context)
                if skipsTests && !context.diagnostics.isEmpty {
                    // Previews and mocks inside app files are test code too.
                    let lines = testLines ?? Linter.testDeclarationLines(in: files[i])
                    testLines = lines
                    diagnostics += context.diagnostics.filter { d in !lines.contains { $0.contains(d.location.line) } }
                } else {
                    diagnostics += context.diagnostics
                }
            }
            found[i] = Fingerprint.assign(diagnostics, in: files[i])
        }
        StageTiming.end("rules (parallel)")
        var all = found.values.flatMap { $0 ?? [] }
        all.sort(by: Diagnostic.outputOrder)
        var output = Output(files: files, index: index, diagnostics: all, problems: problems, lines: lines)
        if !ruleSets.isEmpty {
            let ids = nestedRules.map { Set($0.map(\.rule.id)) }
            for (path, k) in ruleSets { output.ruleIDsOfFile[path] = ids[k] }
        }
        return output
    }

    /// Lines of the test declarations (previews, mocks) of a file.
    static func testDeclarationLines(in file: ParsedFile) -> [ClosedRange<Int>] {
        let tree = file.tree
        return file.testDeclarationRanges.compactMap { r in
            guard !r.isEmpty else { return nil }
            let first = tree.location(ofToken: r.lowerBound).line
            let last = tree.location(ofToken: r.upperBound - 1).line
            return first...max(first, last)
        }
    }

    /// Runs `body(0..<count)` on `jobs` threads, handing out indices one at a time.
    func parallelFor(_ count: Int, _ body: @escaping @Sendable (Int) -> Void) {
        let workers = min(jobs, count)
        if workers <= 1 {
            for i in 0..<count { body(i) }
            return
        }
        let counter = AtomicCounter()
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            while true {
                let i = counter.next()
                if i >= count { break }
                body(i)
            }
        }
    }
}

/// Fixed-size result storage written at distinct indices from several threads.
final class ResultSlots<T>: @unchecked Sendable {
    // `@unchecked Sendable`: `storage` is read and written only inside `lock`.
    private var storage: [T?]
    private let lock = Lock()

    init(count: Int) { storage = Array(repeating: nil, count: count) }

    subscript(i: Int) -> T? {
        get { lock.withLock { storage[i] } }
        set { lock.withLock { storage[i] = newValue } }
    }

    var values: [T?] { lock.withLock { storage } }
}

/// Hands out 0, 1, 2, … to any number of threads, each number once.
final class AtomicCounter: @unchecked Sendable {
    // `@unchecked Sendable`: `value` is read and written only inside `lock`.
    private var value = 0
    private let lock = Lock()
    func next() -> Int {
        lock.withLock {
            defer { value += 1 }
            return value
        }
    }
}
