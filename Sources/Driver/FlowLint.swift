import FlowLintConfig
import FlowLintKit
import FlowLintReporters
import FlowLintPlatform

/// The command-line entry point. A custom build of flowlint with its own rules is
/// `FlowLint.main(rules: BuiltinRules.all + [myRule])`.
public enum FlowLint {
    /// Runs the command line with the process's arguments and exits.
    public static func main(rules: [Rule]) -> Never {
        growHeapInLargeSteps()
        var code = run(arguments: Array(CommandLine.arguments.dropFirst()), rules: rules, keepResultsUntilExit: true)
        // Closing reports errors a file system may defer until then (EBADF: stdout was closed
        // from the start, which the writes already reported).
        if let error = Platform.closeFile(1), error != Platform.notOpen {
            _ = writeAll(2, "flowlint: error: cannot write to standard output: \(Platform.message(error))\n")
            code = 2
        }
        Platform.exitProcess(code)
    }

    /// The run only grows its heap until it exits: with glibc, extend the main heap 16 MiB at
    /// a time instead of a page or so per `brk` (about a thousand system calls on a large tree).
    /// Public so that `flowlint-bench` measures with the same heap settings.
    public static func growHeapInLargeSteps() {
        Platform.growHeapInLargeSteps()
    }

    /// Output streams, replaceable for tests.
    public struct Streams {
        public var out: (String) -> Void
        public var err: (String) -> Void
        public var outIsTerminal: Bool
        /// `NO_COLOR` is set to a non-empty value (no-color.org): no colour unless `--color`.
        public var noColorRequested: Bool
        /// Reads all of standard input (`--stdin-path`, `--files-from -`), or why it could not.
        public var readInput: () -> SourceReader.Outcome
        /// The process's environment (Xcode's `SRCROOT`, `SCRIPT_INPUT_FILE_*`).
        public var environment: (String) -> String?
        /// Why a write to `out` failed (the first failure), or nil when every write succeeded.
        public var outFailure: () -> String?

        public init(out: @escaping (String) -> Void, err: @escaping (String) -> Void, outIsTerminal: Bool = false,
                    noColorRequested: Bool = false, outFailure: @escaping () -> String? = { nil },
                    readInput: @escaping () -> SourceReader.Outcome = { .text([]) },
                    environment: @escaping (String) -> String? = { _ in nil }) {
            self.environment = environment
            self.out = out
            self.err = err
            self.noColorRequested = noColorRequested
            self.readInput = readInput
            self.outIsTerminal = outIsTerminal
            self.outFailure = outFailure
        }

        /// Standard output and standard error of the process.
        public static var standard: Streams {
            let stdout = CheckedOutput(descriptor: 1)
            return Streams(out: stdout.write, err: { _ = writeAll(2, $0) }, outIsTerminal: Platform.isTerminal(1),
                           noColorRequested: !(Platform.environment("NO_COLOR") ?? "").isEmpty, outFailure: { stdout.failure },
                           readInput: { SourceReader.read(descriptor: 0) }, environment: { Platform.environment($0) })
        }
    }

    /// A file descriptor that remembers why writing to it first failed; later writes are dropped.
    final class CheckedOutput {
        let descriptor: Int32
        private(set) var failure: String?

        init(descriptor: Int32) { self.descriptor = descriptor }

        func write(_ text: String) {
            guard failure == nil else { return }
            if let error = writeAll(descriptor, text) { failure = Platform.message(error) }
        }
    }

    /// Runs flowlint and returns the exit status (0, 1 or 2; see `CommandLineOptions.usage`).
    /// Output that could not be written is an error (status 2).
    public static func run(arguments: [String], rules: [Rule], workingDirectory: String? = nil,
                           streams: Streams = .standard, keepResultsUntilExit: Bool = false) -> Int32 {
        let code = runUnchecked(arguments: arguments, rules: rules, workingDirectory: workingDirectory,
                                streams: streams, keepResultsUntilExit: keepResultsUntilExit)
        if let failure = streams.outFailure() {
            streams.err("flowlint: error: cannot write to standard output: \(failure)\n")
            return 2
        }
        return code
    }

    /// A run that stops before its end, with this exit status (what it had to say is written).
    struct EarlyExit: Error {
        let status: Int32
    }

    private static func runUnchecked(arguments: [String], rules: [Rule], workingDirectory: String?,
                                     streams: Streams, keepResultsUntilExit: Bool) -> Int32 {
        let started = monotonicSeconds()
        StageTiming.start()
        let cwd = workingDirectory ?? currentDirectory()
        do throws(EarlyExit) {
            let options = try parseOptions(arguments, streams: streams)
            let descriptions = rules.map(\.description)
            try checkRuleIDs(descriptions, streams: streams)
            let (config, configPath) = try loadConfiguration(options: options, rules: descriptions, cwd: cwd, streams: streams)
            let declarativeRules = try loadDeclarativeRules(config: config, configPath: configPath, cwd: cwd, streams: streams)
            let allRules = rules + declarativeRules
            if options.listRules {
                streams.out(ruleList(allRules, declarativeIDs: Set(declarativeRules.map(\.id))))
                return 0
            }
            if options.rulesTable {
                let enabled = Set(config.enabledRuleIDs(descriptions) + declarativeRules.map(\.id))
                streams.out(RuleTexts.table(allRules.map(\.description), enabled: enabled))
                return 0
            }
            if let id = options.explainRule {
                guard let rule = allRules.first(where: { $0.id == id }) else {
                    streams.err("flowlint: error: " + Suggestion.message("no rule '\(id)'", for: id, candidates: allRules.map(\.id).sorted()) + "\n")
                    throw EarlyExit(status: 2)
                }
                streams.out(RuleTexts.explanation(rule.description))
                return 0
            }
            if options.graph {
                return try writeGraph(options: options, config: config, configPath: configPath, cwd: cwd,
                                      descriptions: descriptions, streams: streams)
            }
            let format = try reportFormat(options: options, config: config, streams: streams)
            // Read before the files are linted, so that a bad one stops the run at once.
            let baseline = try loadBaseline(options: options, cwd: cwd, streams: streams)
            let changed = try loadChangedLines(options: options, cwd: cwd, streams: streams)
            StageTiming.end("start-up, configuration")

            let lintable = try lintableFiles(options: options, config: config, configPath: configPath, cwd: cwd,
                                             rules: descriptions, streams: streams)
            var ioError = lintable.ioError
            let configured = configuredRules(allRules, config: config, descriptions: descriptions)
            var nested: [[Linter.ConfiguredRule]] = []
            for scope in lintable.scopes.scopes {
                let own = try loadDeclarativeRules(config: scope.config, configPath: scope.path, cwd: cwd, streams: streams)
                nested.append(configuredRules(rules + own, config: scope.config, descriptions: descriptions))
            }
            let everyRule = configured + nested.joined()
            let linter = makeLinter(configured, config: config, scopes: lintable.scopes, files: lintable.files,
                                    nestedRules: nested, jobs: options.jobs)
            StageTiming.end("file discovery")
            var replacements: [String: [UInt8]] = [:]
            if let stdinPath = options.stdinPath {
                switch streams.readInput() {
                case .text(let bytes): replacements[FileDiscovery.absolute(stdinPath, cwd)] = bytes
                case .problem(let message):
                    streams.err("flowlint: error: \(message)\n")
                    throw EarlyExit(status: 2)
                }
            }
            let absolutePaths = options.absolutePaths || (options.paths.isEmpty && XcodeBuildPhase.isActive(streams.environment))
            let display: (String) -> String = { absolutePaths ? $0 : FileDiscovery.displayPath($0, workingDirectory: cwd) }
            var output = linter.lint(paths: lintable.files, interfacePaths: lintable.interfaceFiles, replacements: replacements,
                                     displayPath: display)
            if let stdinPath = options.stdinPath {
                // Only the buffer's findings and problems: the rest of the tree was read for its facts.
                let absolute = FileDiscovery.absolute(stdinPath, cwd)
                let shown = absolutePaths ? absolute : FileDiscovery.displayPath(absolute, workingDirectory: cwd)
                output.diagnostics = output.diagnostics.filter { $0.location.path == shown }
                output.problems = output.problems.filter { $0.path == shown }
            }
            // The process exits right after reporting: freeing every syntax tree first is wasted work.
            if keepResultsUntilExit { retainedUntilExit.append((output.files, output.index)) }
            if let path = options.cyclesGraph { try writeCyclesGraph(output, to: path, cwd: cwd, streams: streams) }
            StageTiming.end("sort findings")

            let ruleIDs = Set(descriptions.map(\.id) + everyRule.map(\.rule.id) + config.customRules.map(\.id))
            let (diagnostics, baselineCounts) = try reportedFindings(output, ruleIDs: ruleIDs, configured: configured,
                                                                     baseline: baseline, changed: changed,
                                                                     options: options, cwd: cwd, streams: streams)
            let problems = output.problems.sorted { ($0.path, $0.line ?? 0, $0.column ?? 0) < ($1.path, $1.line ?? 0, $1.column ?? 0) }
            let report = LintReport(toolVersion: FlowLintVersion.current,
                                    rules: uniqueDescriptions(everyRule),
                                    diagnostics: diagnostics, problems: problems,
                                    filesLinted: output.files.count, linesLinted: output.lines,
                                    seconds: monotonicSeconds() - started, rootDirectory: FileDiscovery.clean(cwd))
            printProblems(problems, format: format, streams.err)
            if problems.contains(where: \.isAnalysisError) { ioError = true }
            try writeReport(report, format: format, options: options, cwd: cwd, streams: streams,
                            pageContents: format == .html ? htmlContents(report, output) : nil)
            if let stamp = options.stampFile, let error = writeFile(FileDiscovery.absolute(stamp, cwd), "// flowlint ran on this target.\n") {
                streams.err("flowlint: error: cannot write '\(stamp)': \(Platform.message(error))\n")
                throw EarlyExit(status: 2)
            }
            StageTiming.end("suppressions, baseline, report")
            StageTiming.report(streams.err)
            if !options.quiet {
                streams.err(Reporter.summary(report) + baselineCounts.summary + "\n")
            }
            return exitStatus(diagnostics, options: options, ioError: ioError)
        } catch {
            return error.status
        }
    }

    /// The parsed command line; `--help` and `--version` are answered here and end the run.
    static func parseOptions(_ arguments: [String], streams: Streams) throws(EarlyExit) -> CommandLineOptions {
        let options: CommandLineOptions
        do {
            options = try CommandLineOptions.parse(arguments)
        } catch {
            streams.err("flowlint: error: \(error)\nRun 'flowlint --help' for usage.\n")
            throw EarlyExit(status: 2)
        }
        if options.showHelp { streams.out(CommandLineOptions.usage + "\n"); throw EarlyExit(status: 0) }
        if options.showVersion { streams.out(FlowLintVersion.current + "\n"); throw EarlyExit(status: 0) }
        return options
    }

    /// Stops the run when two rules share an id, or a rule given in code has an id that
    /// `custom_rules` would not accept either.
    static func checkRuleIDs(_ descriptions: [RuleDescription], streams: Streams) throws(EarlyExit) {
        if let duplicate = Dictionary(grouping: descriptions, by: \.id).first(where: { $0.value.count > 1 }) {
            streams.err("flowlint: error: two rules have the id '\(duplicate.key)'\n")
            throw EarlyExit(status: 2)
        }
        if let invalid = descriptions.first(where: { !Configuration.isValidRuleID($0.id) }) {
            let problem = Configuration.reservedRuleIDs.contains(invalid.id) ? "is reserved"
                : "must be kebab-case (lowercase letters and digits separated by single hyphens, like 'strong-delegate')"
            streams.err("flowlint: error: rule id '\(invalid.id)' \(problem)\n")
            throw EarlyExit(status: 2)
        }
    }

    /// The configuration (`--config`, or `.flowlint.yml` in `cwd` if there is one, or the
    /// defaults) and the absolute path it is read from.
    static func loadConfiguration(options: CommandLineOptions, rules descriptions: [RuleDescription], cwd: String,
                                  streams: Streams) throws(EarlyExit) -> (Configuration, path: String) {
        var config = Configuration()
        config.baseDirectory = cwd
        let configPath = options.configFile.map { FileDiscovery.absolute($0, cwd) } ?? nearestConfiguration(from: cwd)
        let chain = options.configFiles.isEmpty ? [configPath] : options.configFiles.map { FileDiscovery.absolute($0, cwd) }
        if options.configFile != nil || Platform.exists(configPath) {
            do {
                // `--config base.yml --config ci.yml`: the later ones apply over the earlier ones.
                config = try Configuration.load(path: chain[0], rules: descriptions)
                for path in chain.dropFirst() { config = try Configuration.load(path: path, rules: descriptions).merged(over: config) }
            } catch {
                throw configurationFailed(error, cwd: cwd, streams: streams)
            }
        }
        return (config, configPath)
    }

    /// `.flowlint.yml` in `cwd`, or else in the nearest folder above it that has one (`cd App
    /// && flowlint .` still uses the repository's configuration); `cwd/.flowlint.yml` when none has.
    static func nearestConfiguration(from cwd: String) -> String {
        var dir = FileDiscovery.clean(cwd)
        for _ in 0..<64 {
            let candidate = (dir.hasSuffix("/") ? dir : dir + "/") + Configuration.defaultFileName
            if Platform.exists(candidate) { return candidate }
            guard dir != "/", dir.contains("/") else { break }
            dir = ConfigurationScopes.parent(of: dir)
        }
        return FileDiscovery.absolute(Configuration.defaultFileName, cwd)
    }

    /// The declarative rules of `custom_rules`, which run with the rules given in code.
    static func loadDeclarativeRules(config: Configuration, configPath: String, cwd: String,
                                     streams: Streams) throws(EarlyExit) -> [Rule] {
        do {
            return try DeclarativeRules.rules(for: config, workingDirectory: cwd)
        } catch {
            let shown = FileDiscovery.displayPath(configPath, workingDirectory: cwd)
            streams.err("\(shown): error: \(error)\n")
            throw EarlyExit(status: 2)
        }
    }

    /// What `--list-rules` prints: one line per rule, by id.
    static func ruleList(_ rules: [Rule], declarativeIDs: Set<String>) -> String {
        var text = ""
        for d in rules.map(\.description).sorted(by: { $0.id < $1.id }) {
            let notes = (d.enabledByDefault ? "" : ", opt-in") + (declarativeIDs.contains(d.id) ? ", custom_rules" : "")
            text += "\(d.id) (\(d.defaultSeverity.rawValue)\(notes)): \(d.summary)\n"
        }
        return text
    }

    /// The report format: `--format`, else the configuration's `reporter`, else text.
    static func reportFormat(options: CommandLineOptions, config: Configuration, streams: Streams) throws(EarlyExit) -> ReportFormat {
        let formatName = options.format ?? config.reporter ?? "text"
        guard let format = ReportFormat(rawValue: formatName) else {
            streams.err("flowlint: error: unknown format '\(formatName)'; use one of: \(ReportFormat.allCases.map(\.rawValue).joined(separator: ", "))\n")
            throw EarlyExit(status: 2)
        }
        return format
    }

    /// The baseline of `--baseline`, if given.
    static func loadBaseline(options: CommandLineOptions, cwd: String, streams: Streams) throws(EarlyExit) -> Baseline? {
        guard let path = options.baseline else { return nil }
        do {
            return try Baseline.load(FileDiscovery.absolute(path, cwd), displayPath: path)
        } catch {
            streams.err("flowlint: error: \(error)\n")
            throw EarlyExit(status: 2)
        }
    }

    /// The lines changed since `--changed-since REF`, if given.
    static func loadChangedLines(options: CommandLineOptions, cwd: String, streams: Streams) throws(EarlyExit) -> ChangedLines? {
        guard let revision = options.changedSince else { return nil }
        switch ChangedLines.load(since: revision, directory: cwd) {
        case .success(let changed): return changed
        case .failure(let error):
            streams.err("flowlint: error: \(error)\n")
            throw EarlyExit(status: 2)
        }
    }

    /// The Swift files under the paths given that the configuration includes, the storyboards,
    /// nibs and Info.plist files it includes (read for the index), and whether some paths
    /// could not be searched (or no Swift file was found where some were expected).
    static func lintableFiles(options: CommandLineOptions, config: Configuration, configPath: String, cwd: String,
                              rules: [RuleDescription], streams: Streams) throws(EarlyExit)
        -> (files: [String], interfaceFiles: [String], ioError: Bool, scopes: ConfigurationScopes) {
        var ioError = false
        var paths = options.paths
        if let list = options.filesFrom {
            switch list == "-" ? streams.readInput() : SourceReader.read(FileDiscovery.absolute(list, cwd)) {
            case .text(let bytes):
                paths += String(decoding: bytes, as: UTF8.self).split(whereSeparator: { $0 == "\n" || $0 == "\r\n" })
                    .map(String.init).filter { !$0.trimmingTrailingWhitespace().isEmpty }
            case .problem(let message):
                streams.err("\(list == "-" ? "standard input" : list): error: \(message)\n")
                ioError = true
            }
        }
        if paths.isEmpty && options.filesFrom == nil {
            paths = XcodeBuildPhase.inputPaths(streams.environment, streams: streams, failed: &ioError) ?? ["."]
        }
        var discovery = FileDiscovery.discover(paths, workingDirectory: cwd)
        // The editor's buffer is linted whether or not it exists on disk yet.
        if let stdinPath = options.stdinPath {
            let absolute = FileDiscovery.absolute(stdinPath, cwd)
            if !discovery.files.contains(absolute) {
                discovery.files.append(absolute)
                discovery.files.sort { $0.utf8.lexicographicallyPrecedes($1.utf8) }
            }
        }
        for e in discovery.errors {
            streams.err("\(FileDiscovery.displayPath(e.path, workingDirectory: cwd)): error: \(e.message)\n")
            ioError = true
        }
        let scopes = try nestedConfigurations(of: discovery.files + discovery.interfaceFiles, options: options, root: config,
                                              configPath: configPath, cwd: cwd, rules: rules, streams: streams)
        func included(_ path: String) -> Bool {
            let applying = scopes.configuration(of: path, root: config)
            return applying.includes(path: FileDiscovery.displayPath(path, workingDirectory: applying.baseDirectory))
        }
        let files = discovery.files.filter(included)
        if files.isEmpty && !options.allowZeroFiles && !ioError {
            // A typo in a path or in `included:` must not pass as a clean run.
            let shownConfig = FileDiscovery.displayPath(configPath, workingDirectory: cwd)
            streams.err(noFilesMessage(paths: options.paths, found: discovery.files.count, configPath: shownConfig))
            ioError = true
        }
        return (files, discovery.interfaceFiles.filter(included), ioError, scopes)
    }

    /// The nested `.flowlint.yml` files that apply to `files` (none with `--config`); a broken
    /// one stops the run like a broken configuration of the run. A `reporter` in one is a
    /// warning: the report is one for the whole run.
    static func nestedConfigurations(of files: [String], options: CommandLineOptions, root: Configuration, configPath: String,
                                     cwd: String, rules: [RuleDescription], streams: Streams) throws(EarlyExit) -> ConfigurationScopes {
        let rootDirectory = ConfigurationScopes.parent(of: configPath)
        guard options.configFiles.isEmpty else { return ConfigurationScopes(rootDirectory: rootDirectory) }
        let scopes: ConfigurationScopes
        do {
            scopes = try ConfigurationScopes.find(files: files, root: root, rootDirectory: rootDirectory, rules: rules)
        } catch {
            throw configurationFailed(error, cwd: cwd, streams: streams)
        }
        for scope in scopes.scopes where scope.setsReporter {
            let shown = FileDiscovery.displayPath(scope.path, workingDirectory: cwd)
            streams.err("\(shown): warning: 'reporter' is ignored in a nested configuration: one report covers the whole run\n")
        }
        return scopes
    }

    /// Prints why a configuration file could not be loaded (its path shown like the other
    /// paths: relative to the working directory); the run ends with exit status 2.
    static func configurationFailed(_ error: any Error, cwd: String, streams: Streams) -> EarlyExit {
        if var error = error as? ConfigError {
            error.path = FileDiscovery.displayPath(error.path, workingDirectory: cwd)
            streams.err("\(error)\n")
        } else {
            streams.err("flowlint: error: \(error)\n")
        }
        return EarlyExit(status: 2)
    }

    /// The descriptions of the rules that ran, one per id, sorted by id.
    static func uniqueDescriptions(_ rules: [Linter.ConfiguredRule]) -> [RuleDescription] {
        var seen: Set<String> = []
        return rules.map(\.rule.description).filter { seen.insert($0.id).inserted }.sorted { $0.id < $1.id }
    }

    /// The enabled rules, each with its configured severity and options.
    static func configuredRules(_ rules: [Rule], config: Configuration, descriptions: [RuleDescription]) -> [Linter.ConfiguredRule] {
        let enabled = Set(config.enabledRuleIDs(descriptions))
        return rules.filter { enabled.contains($0.id) }.map { rule in
            Linter.ConfiguredRule(rule: rule, severity: config.severity(for: rule.description),
                                  options: RuleOptions(description: rule.description, overrides: config.options(for: rule.description)))
        }
    }

    /// A linter for the configured rules that knows the test paths of the configuration that
    /// applies to each file (`scopes`: the nested ones found for `files`). With `nestedRules`
    /// (`nestedRules[k]`: the rules of `scopes.scopes[k]`), each file of `files` under a nested
    /// configuration's folder gets that configuration's rules.
    static func makeLinter(_ configured: [Linter.ConfiguredRule], config: Configuration, scopes: ConfigurationScopes,
                           files: [String], nestedRules: [[Linter.ConfiguredRule]] = [], jobs: Int?) -> Linter {
        var linter = Linter(rules: configured, jobs: jobs ?? Linter.defaultJobs) { path in
            let applying = scopes.configuration(of: path, root: config)
            return applying.isTestPath(FileDiscovery.displayPath(path, workingDirectory: applying.baseDirectory))
        }
        linter.nestedRules = nestedRules
        if !nestedRules.isEmpty {
            for file in files { if let k = scopes.scope(of: file) { linter.nestedRuleSet[file] = k } }
        }
        return linter
    }

    /// The findings to report: after suppressions (`ruleIDs`: every rule id known), then the
    /// baseline, then `--changed-since`; writes the new baseline (`--write-baseline`) on the way.
    /// Unused suppressions are judged by the rules that ran on each file (`output.ruleIDsOfFile`
    /// where a nested configuration chose others than `configured`).
    static func reportedFindings(_ output: Linter.Output, ruleIDs: Set<String>, configured: [Linter.ConfiguredRule],
                                 baseline: Baseline?, changed: ChangedLines?, options: CommandLineOptions, cwd: String,
                                 streams: Streams) throws(EarlyExit) -> ([Diagnostic], BaselineCounts) {
        var counts = BaselineCounts()
        var diagnostics = Suppressions.apply(output.diagnostics, files: output.files, ruleIDs: ruleIDs,
                                             activeRuleIDs: Set(configured.map(\.rule.id)), activeRuleIDsOfFile: output.ruleIDsOfFile,
                                             reportUnused: options.reportUnusedSuppressions)
        // The baseline records every current finding, also those an older baseline accepts,
        // so `--baseline b --write-baseline b` keeps them.
        let unfiltered = diagnostics
        if let baseline {
            diagnostics = baseline.filter(diagnostics)
            counts.hidden = unfiltered.count - diagnostics.count
        }
        if let changed {
            // A finding belongs to the line it is reported on; its related locations may be anywhere.
            let before = diagnostics.count
            // One real-path lookup per file, not per finding.
            var keys: [String: String] = [:]
            diagnostics = diagnostics.filter { d in
                let path = d.location.path
                let key = keys[path] ?? ChangedLines.key(FileDiscovery.absolute(path, cwd))
                keys[path] = key
                return changed.contains(key: key, line: d.location.line)
            }
            counts.unchanged = before - diagnostics.count
        }
        if let path = options.writeBaseline {
            do {
                try Baseline.write(unfiltered, to: FileDiscovery.absolute(path, cwd))
                counts.written = unfiltered.count
            } catch {
                streams.err("flowlint: error: \(error)\n")
                throw EarlyExit(status: 2)
            }
        }
        return (diagnostics, counts)
    }

    /// What the baseline did, for the summary line: findings it hid, findings written to one.
    struct BaselineCounts {
        var hidden: Int?
        var written: Int?
        var unchanged: Int?

        /// `, 12 findings hidden by the baseline`, `, 3 findings on unchanged lines hidden`,
        /// `, 14 findings written to the baseline`.
        var summary: String {
            var text = ""
            func findings(_ n: Int) -> String { "\(n) finding\(n == 1 ? "" : "s")" }
            if let hidden { text += ", \(findings(hidden)) hidden by the baseline" }
            if let unchanged { text += ", \(findings(unchanged)) on unchanged lines hidden" }
            if let written { text += ", \(findings(written)) written to the baseline" }
            return text
        }
    }

    /// Writes the rendered report to `--output` or standard output.
    static func writeReport(_ report: LintReport, format: ReportFormat, options: CommandLineOptions, cwd: String,
                            streams: Streams, pageContents: ReporterOptions? = nil) throws(EarlyExit) {
        let useColor = format == .text && options.outputFile == nil && (options.color ?? (streams.outIsTerminal && !streams.noColorRequested))
        var reporterOptions = pageContents ?? ReporterOptions()
        reporterOptions.useColor = useColor
        let rendered = Reporter.render(report, format: format, options: reporterOptions)
        if let outputFile = options.outputFile {
            let path = FileDiscovery.absolute(outputFile, cwd)
            if let error = writeFile(path, rendered) {
                streams.err("flowlint: error: cannot write '\(outputFile)': \(Platform.message(error))\n")
                throw EarlyExit(status: 2)
            }
        } else {
            streams.out(rendered)
        }
    }

    /// What the `html` page shows besides the report: the code around each finding (from the
    /// files as they were linted) and the picture of the retain cycles, when there are some.
    static func htmlContents(_ report: LintReport, _ output: Linter.Output) -> ReporterOptions {
        let sources = Dictionary(output.files.map { ($0.path, $0.tree.source) }, uniquingKeysWith: { first, _ in first })
        let excerpts = SourceExcerpts.around(report.diagnostics) { path, line in
            guard let source = sources[path], line <= source.lineCount else { return nil }
            // Columns do not count a byte order mark: neither does the line shown.
            return line == 1 && source.bomLength > 0 ? String(source.lineText(1).unicodeScalars.dropFirst()) : source.lineText(line)
        }
        let loops = CycleGraph.loops(output.index ?? ProjectIndex(files: output.files))
        return ReporterOptions(excerpts: excerpts, cyclesPicture: loops.isEmpty ? nil : CycleGraph.svg(loops))
    }

    /// `flowlint graph`: the ownership graph of the files under the paths, as DOT or SVG, to
    /// `--output` or standard output; its counts and build time on standard error. Exit 0, or
    /// 2 for a file that could not be read or analysed, an unknown `--type`, or output that
    /// cannot be written.
    static func writeGraph(options: CommandLineOptions, config: Configuration, configPath: String, cwd: String,
                           descriptions: [RuleDescription], streams: Streams) throws(EarlyExit) -> Int32 {
        let lintable = try lintableFiles(options: options, config: config, configPath: configPath, cwd: cwd,
                                         rules: descriptions, streams: streams)
        let output = makeLinter([], config: config, scopes: lintable.scopes, files: lintable.files, jobs: options.jobs).lint(paths: lintable.files, interfacePaths: lintable.interfaceFiles) {
            FileDiscovery.displayPath($0, workingDirectory: cwd)
        }
        let problems = output.problems.sorted { ($0.path, $0.line ?? 0, $0.column ?? 0) < ($1.path, $1.line ?? 0, $1.column ?? 0) }
        printProblems(problems, format: .text, streams.err)
        let index = output.index ?? ProjectIndex(files: output.files)
        let started = monotonicSeconds()
        let graph = index.ownershipGraph()
        let seconds = monotonicSeconds() - started
        let shown: OwnershipGraph
        let title: String
        if let type = options.graphType {
            guard let kind = index.kind(ofType: type), kind == .class || kind == .actor else {
                streams.err("flowlint: error: no class or actor named '\(type)' in the files linted\n")
                throw EarlyExit(status: 2)
            }
            shown = graph.around(type)
            title = "around \(type)"
        } else if options.graphAll {
            shown = graph
            title = "every class and actor"
        } else {
            shown = graph
            title = "retain cycles"
        }
        let svg = options.format == "svg" || (options.format == nil && options.outputFile?.hasSuffix(".svg") == true)
        let text: String
        if options.graphType == nil && !options.graphAll {
            let loops = CycleGraph.loops(index)
            text = svg ? CycleGraph.svg(loops) : CycleGraph.dot(loops)
        } else {
            text = svg ? GraphPicture.svg(shown, title: "Ownership graph, " + title, around: options.graphType) : GraphPicture.dot(shown, title: title)
        }
        if let file = options.outputFile {
            if let error = writeFile(FileDiscovery.absolute(file, cwd), text) {
                streams.err("flowlint: error: cannot write '\(file)': \(Platform.message(error))\n")
                throw EarlyExit(status: 2)
            }
        } else {
            streams.out(text)
        }
        if !options.quiet {
            let weak = graph.edges.count - graph.strongEdges
            streams.err("flowlint graph: \(output.files.count) files, \(graph.nodes.count) classes with edges, \(graph.edges.count) edges "
                + "(\(graph.strongEdges) strong, \(weak) weak or unowned), \(graph.provenLoops.count) proven retain cycles; "
                + "graph built in \(Int((seconds * 1000).rounded())) ms\n")
        }
        let failed = lintable.ioError || problems.contains(where: \.isAnalysisError)
        return failed ? 2 : 0
    }

    /// 2 for an error of the run itself; otherwise 1 when findings fail the run (any with
    /// `--strict`, none with `--lenient`, errors by default), else 0.
    /// `--cycles-graph FILE`: the retain cycles of the linted tree as a picture. A file that
    /// cannot be written ends the run with status 2.
    static func writeCyclesGraph(_ output: Linter.Output, to path: String, cwd: String, streams: Streams) throws(EarlyExit) {
        let index = output.index ?? ProjectIndex(files: output.files)
        let text = CycleGraph.render(index, forPath: path)
        let full = path.hasPrefix("/") ? path : cwd + "/" + path
        if let error = writeFile(full, text) {
            streams.err("flowlint: error: cannot write the cycles graph to '\(path)': \(Platform.message(error))\n")
            throw EarlyExit(status: 2)
        }
    }

    static func exitStatus(_ diagnostics: [Diagnostic], options: CommandLineOptions, ioError: Bool) -> Int32 {
        if ioError { return 2 }
        if options.lenient { return 0 }
        if options.strict { return diagnostics.isEmpty ? 0 : 1 }
        return diagnostics.contains { $0.severity == .error } ? 1 : 0
    }

    /// The error for a run that finds no Swift file to lint: none under `paths`, or `found`
    /// files all left out by the configuration's `included`/`excluded`.
    static func noFilesMessage(paths: [String], found: Int, configPath: String) -> String {
        let hint = "; pass --allow-zero-files if that is expected\n"
        if found > 0 {
            let files = found == 1 ? "the Swift file found is" : "all \(found) Swift files found are"
            return "flowlint: error: no Swift file to lint: \(files) left out by 'included'/'excluded' in \(configPath)" + hint
        }
        let searched = (paths.isEmpty ? ["."] : paths).map { "'\($0)'" }.joined(separator: ", ")
        return "flowlint: error: no Swift file to lint: none found in \(searched)" + hint
    }

    /// Problems on stderr: analysis errors always, malformed text with the text format (the
    /// other formats carry it in the report).
    static func printProblems(_ problems: [FileProblem], format: ReportFormat, _ err: (String) -> Void) {
        for p in problems where p.isAnalysisError || format == .text {
            let location = [p.path, p.line.map(String.init), p.column.map(String.init)].compactMap { $0 }.joined(separator: ":")
            if p.kind == .unreadable {
                err("\(location): error: \(p.message)\n")
            } else if p.losesRestOfFile {
                err("\(location): error: \(p.message) (the rest of the file was not analysed)\n")
            } else if p.skipsCode {
                err("\(location): error: \(p.message) (the rest of the file was analysed)\n")
            } else {
                err("\(location): warning: \(p.message) (the rest of the file was still analysed)\n")
            }
        }
    }

    nonisolated(unsafe) static var retainedUntilExit: [([ParsedFile], ProjectIndex?)] = []

    static func currentDirectory() -> String {
        Platform.currentDirectory() ?? "."
    }

    /// Writes all of `text` to `fd`; returns the `errno` of a failed write, or nil.
    static func writeAll(_ fd: Int32, _ text: String) -> Int32? {
        Array(text.utf8).withUnsafeBytes { Platform.writeAll(fd, $0) }
    }

    /// Creates or replaces the file at `path` with `text`; returns the `errno` of a failed
    /// open, write or close, or nil.
    static func writeFile(_ path: String, _ text: String) -> Int32? {
        let fd = Platform.createForWriting(path)
        guard fd >= 0 else { return Platform.lastError }
        if let error = writeAll(fd, text) {
            _ = Platform.closeFile(fd)
            return error
        }
        return Platform.closeFile(fd)
    }
}
