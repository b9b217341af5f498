/// Options of the `flowlint` command line.
public struct CommandLineOptions: Sendable {
    public var paths: [String] = []
    public var format: String?
    public var outputFile: String?
    /// `--config FILE`, in order: each one applies over the ones before it (a chain).
    public var configFiles: [String] = []
    /// The last `--config`, the one whose directory relative globs start from.
    public var configFile: String? { configFiles.last }
    public var jobs: Int?
    public var strict = false
    public var lenient = false
    public var quiet = false
    public var color: Bool?
    public var baseline: String?
    public var writeBaseline: String?
    public var reportUnusedSuppressions = false
    /// Exit 0 (not 2) when no Swift file is found to lint.
    public var allowZeroFiles = false
    public var showHelp = false
    public var showVersion = false
    public var listRules = false
    /// `flowlint rules`: a table of the rules (id, severity, on or off here, fixable).
    public var rulesTable = false
    /// `flowlint explain RULE`: the rule's documentation.
    public var explainRule: String?
    /// `--cycles-graph FILE`: also write the retain cycles found as DOT (or SVG for `*.svg`).
    public var cyclesGraph: String?
    /// `--stamp-file FILE`: write FILE (an empty Swift file) after linting, for build systems
    /// that run a step only for its output (the SwiftPM build-tool plugin).
    public var stampFile: String?
    /// `--absolute-paths`: findings name files by absolute path (what Xcode needs to open them).
    public var absolutePaths = false
    /// `--files-from FILE|-`: more paths to lint, one per line, from FILE or standard input.
    public var filesFrom: String?
    /// `--stdin-path PATH`: lint standard input as the contents of PATH (an editor's unsaved
    /// buffer); the rest of the tree is still read from disk for the index.
    public var stdinPath: String?
    /// `--changed-since REF`: report only findings on lines changed since the git revision REF.
    public var changedSince: String?
    /// `flowlint graph …`: write the ownership graph instead of linting.
    public var graph = false
    /// `graph --type T`: the part of the graph around the class or actor `T`.
    public var graphType: String?
    /// `graph --all`: the whole graph.
    public var graphAll = false

    public init() {}

    public struct UsageError: Error, CustomStringConvertible {
        public var description: String
    }

    public static let usage = """
        USAGE: flowlint [lint] [options] [PATH ...]   (`lint` and `analyze` may be written first, as in SwiftLint)

        Lints the Swift files under each PATH (default: the current directory) for data-flow
        mistakes in iOS code: strong delegates, closures that capture self in a retain cycle,
        observers never removed, discarded observation tokens, force-cast segues, singletons
        used as a global data bus.

        OPTIONS:
          --format FORMAT          text (default), json, sarif, github, checkstyle, junit, gitlab,
                                   sonarqube, markdown, html
          --output FILE            write the report to FILE instead of standard output
          --config FILE            configuration file (default: .flowlint.yml in the working directory
                                   or the nearest folder above it);
                                   given again, each one applies over the ones before
          --baseline FILE          report only findings that are not in the baseline FILE
          --write-baseline FILE    record the current findings in FILE
          --report-unused-suppressions
                                   report flowlint:disable comments that silence nothing
          --strict                 exit 1 when there is any finding (warnings and notes too)
          --lenient                exit 0 whatever the findings
          --quiet                  no summary line on standard error
          --jobs N                 number of worker threads (default: number of cores)
          --allow-zero-files       no Swift file to lint is not an error (default: exit 2)
          --absolute-paths         name files by absolute path in the report (the default in an
                                   Xcode build phase, so that Xcode can open them)
          --stamp-file FILE        write FILE (an empty Swift file) after linting, for build steps
                                   that run only for their output (the SwiftPM build-tool plugin)
          --files-from FILE        also lint the paths listed in FILE, one per line ('-': standard
                                   input)
          --stdin-path PATH        lint standard input as the contents of PATH (an editor's unsaved
                                   buffer) and report only its findings; the other files of the
                                   tree are read from disk for the project-wide facts
          --changed-since REF      report only findings on lines added or changed since the git
                                   revision REF (committed or not; untracked files count as new);
                                   the whole tree is still read for the project-wide facts
          --cycles-graph FILE      also draw the retain cycles found: Graphviz DOT, or SVG when
                                   FILE ends in .svg
          --color / --no-color     colour text output (default: when standard output is a terminal
                                   and NO_COLOR is not set)
          --list-rules             list the available rules and exit
          --version                print the version and exit
          -h, --help               print this help and exit

        RULES:
          flowlint rules           a table of the rules: id, default severity, on or off with the
                                   configuration in effect, and whether flowlint can fix it
          flowlint explain RULE    what the rule finds, why it matters, examples, the fix, its
                                   options and their defaults

        GRAPH:
          flowlint graph [PATH ...] [--type T | --all] [--format dot|svg] [--output FILE]
                                   write the ownership graph instead of a report: every
                                   retain cycle found (default), the classes around type T
                                   (its edges in and out, and the loops through it), or the
                                   whole graph; Graphviz DOT (default) or SVG (--format svg,
                                   or an --output FILE ending in .svg). The counts and the
                                   time to build the graph go to standard error.

        EXIT STATUS:
          0  no finding at error level (or --lenient)
          1  a finding at error level, or any finding with --strict
          2  usage, configuration or I/O error (a missing path, an unreadable file, a file
             not analysed in full, no Swift file to lint, a report that cannot be written)

        Files are searched recursively for *.swift; .build, Pods, Carthage, DerivedData and
        hidden folders are skipped. Silence one line with `// flowlint:disable:this rule-id`.
        """

    public static func parse(_ arguments: [String]) throws -> CommandLineOptions {
        var options = CommandLineOptions()
        var i = 0
        func value(_ name: String) throws -> String {
            i += 1
            guard i < arguments.count else { throw UsageError(description: "option '\(name)' needs a value") }
            return arguments[i]
        }
        var onlyPaths = false
        if arguments.first == "graph" {
            options.graph = true
            i = 1
        } else if arguments.first == "rules" {
            options.rulesTable = true
            i = 1
        } else if arguments.first == "explain" {
            guard arguments.count >= 2, !arguments[1].hasPrefix("-") else {
                throw UsageError(description: "'explain' needs a rule id (flowlint explain strong-delegate)")
            }
            options.explainRule = arguments[1]
            i = 2
        } else if arguments.first == "lint" || arguments.first == "analyze" {
            // SwiftLint's habit: `flowlint lint .` is `flowlint .` (a folder named `lint` is `./lint`).
            i = 1
        }
        while i < arguments.count {
            var arg = arguments[i]
            var inlineValue: String?
            if !onlyPaths, arg.hasPrefix("--"), let eq = arg.firstIndex(of: "=") {
                inlineValue = String(arg[arg.index(after: eq)...])
                arg = String(arg[..<eq])
            }
            var tookValue = false
            func take(_ name: String) throws -> String {
                tookValue = true
                if let v = inlineValue { return v }
                return try value(name)
            }
            if onlyPaths || !arg.hasPrefix("-") || arg == "-" {
                options.paths.append(arguments[i])
                i += 1
                continue
            }
            switch arg {
            case "--": onlyPaths = true
            case "-h", "--help": options.showHelp = true
            case "--version": options.showVersion = true
            case "--list-rules": options.listRules = true
            case "--format", "--reporter": options.format = try take(arg)
            case "-o", "--output": options.outputFile = try take(arg)
            case "--config": options.configFiles.append(try take(arg))
            case "--baseline": options.baseline = try take(arg)
            case "--write-baseline": options.writeBaseline = try take(arg)
            case "--cycles-graph": options.cyclesGraph = try take(arg)
            case "--files-from": options.filesFrom = try take(arg)
            case "--absolute-paths": options.absolutePaths = true
            case "--stamp-file": options.stampFile = try take(arg)
            case "--stdin-path": options.stdinPath = try take(arg)
            case "--changed-since": options.changedSince = try take(arg)
            case "--type" where options.graph: options.graphType = try take(arg)
            case "--all" where options.graph: options.graphAll = true
            case "--report-unused-suppressions": options.reportUnusedSuppressions = true
            case "--allow-zero-files": options.allowZeroFiles = true
            case "--strict": options.strict = true
            case "--lenient": options.lenient = true
            case "-q", "--quiet": options.quiet = true
            case "--color": options.color = true
            case "--no-color": options.color = false
            case "-j", "--jobs":
                let v = try take(arg)
                guard let n = Int(v), n >= 1, n <= 1024 else {
                    throw UsageError(description: "'--jobs' needs a whole number from 1 to 1024, got '\(v)'")
                }
                options.jobs = n
            default:
                throw UsageError(description: "unknown option '\(arg)'")
            }
            if inlineValue != nil && !tookValue {
                throw UsageError(description: "option '\(arg)' does not take a value")
            }
            i += 1
        }
        if options.graph {
            let unused = [("--baseline", options.baseline != nil), ("--write-baseline", options.writeBaseline != nil),
                          ("--cycles-graph", options.cyclesGraph != nil), ("--strict", options.strict), ("--lenient", options.lenient),
                          ("--report-unused-suppressions", options.reportUnusedSuppressions),
                          ("--changed-since", options.changedSince != nil)]
            if let (name, _) = unused.first(where: { $0.1 }) {
                throw UsageError(description: "'\(name)' is an option of linting, not of 'flowlint graph'")
            }
            if options.graphType != nil && options.graphAll {
                throw UsageError(description: "'--type' and '--all' cannot be used together")
            }
            if let f = options.format, f != "dot" && f != "svg" {
                throw UsageError(description: "'flowlint graph' writes 'dot' or 'svg', not '\(f)'")
            }
        }
        if options.filesFrom == "-" && options.stdinPath != nil {
            throw UsageError(description: "'--files-from -' and '--stdin-path' both read standard input")
        }
        if let revision = options.changedSince {
            if revision.isEmpty || revision.hasPrefix("-") {
                throw UsageError(description: "'--changed-since' needs a git revision (a branch, tag or commit), got '\(revision)'")
            }
            if options.stdinPath != nil {
                throw UsageError(description: "'--changed-since' compares the files on disk with a revision; it cannot be used with '--stdin-path'")
            }
        }
        if options.strict && options.lenient {
            throw UsageError(description: "'--strict' and '--lenient' cannot be used together")
        }
        return options
    }
}
