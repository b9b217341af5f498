import FlowLintPlatform
import FlowLintDiagnostics

/// The settings read from `.flowlint.yml`. See docs/configuration.md for the file format.
///
/// A key that is absent, or present with an empty (null) value, keeps its default.
public struct Configuration: Sendable, Equatable {
    /// The name looked for in the working directory.
    public static let defaultFileName = ".flowlint.yml"
    /// Values accepted by `reporter`.
    public static let reporters = ["text", "json", "sarif", "github", "checkstyle", "junit", "gitlab", "sonarqube", "markdown", "html"]

    /// Path globs to lint; empty: every file given on the command line.
    public var included: [String]
    /// Path globs to skip, even when included.
    public var excluded: [String]
    /// Rules not to run (ignored when `onlyRules` is set).
    public var disabledRules: [String]
    /// Rules to run although they are not enabled by default (ignored when `onlyRules` is set).
    public var optInRules: [String]
    /// When set, exactly these rules run (built-in or custom), whatever the other lists say.
    public var onlyRules: [String]?
    /// One of `Configuration.reporters`; nil: the command line's choice or the default.
    public var reporter: String?
    /// Severities set under `rules:`, by rule id.
    public var severities: [String: Severity]
    /// Option values set under `rules:`, by rule id then option name; only explicit values.
    public var ruleOptions: [String: [String: RuleOptionValue]]
    /// Rules from `custom_rules`, in file order.
    public var customRules: [CustomRuleSpec]
    /// Absolute directory of the configuration file; relative globs are relative to it.
    public var baseDirectory: String
    /// `test_code`: the default of every rule's `test-code` option (`skip` or `report`); nil:
    /// each rule's own default.
    public var testCode: String?
    /// `test_paths`: globs of files that are test code besides those flowlint recognises.
    public var testPaths: [String]
    /// `parent_config`: the file this one applies over (as written, with its place).
    var parentConfig: ParentConfig?

    /// The path `parent_config` names, and where it is written.
    struct ParentConfig: Sendable, Equatable {
        var path: String
        var line: Int
        var column: Int
    }

    /// The empty configuration: default rules, default severities, every file; globs relative
    /// to the current directory.
    public init() {
        included = []
        excluded = []
        disabledRules = []
        optInRules = []
        onlyRules = nil
        reporter = nil
        severities = [:]
        ruleOptions = [:]
        customRules = []
        baseDirectory = FilePath.normalize(Configuration.currentDirectory())
        testCode = nil
        testPaths = []
        parentConfig = nil
    }

    /// Parses and validates the text of a configuration file at `path` (used for messages and
    /// as the base of relative globs) against the built-in `rules`. An empty text (or one of
    /// only comments) gives the empty configuration.
    public static func parse(text: String, path: String, rules: [RuleDescription],
                             environment: ((String) -> String?)? = nil) throws -> Configuration {
        let lookup = environment ?? { Platform.environment($0) }
        let root = try YAMLReader.read(try substituteEnvironment(text, path: path, lookup), path: path)
        var decoder = ConfigurationDecoder(path: path, rules: rules)
        decoder.configuration.baseDirectory = FilePath.directory(
            of: path, currentDirectory: Configuration.currentDirectory())
        try decoder.decode(root)
        return decoder.configuration
    }

    /// `${NAME}` replaced by the value of the environment variable NAME (`$${` keeps a literal
    /// `${`). A variable that is not set is an error at its place: a silently empty value would
    /// change what is linted.
    static func substituteEnvironment(_ text: String, path: String, _ environment: (String) -> String?) throws -> String {
        guard text.utf8.contains(UInt8(ascii: "$")) else { return text }
        var result = ""
        var line = 1, column = 1
        var rest = Substring(text)
        while let ch = rest.first {
            if rest.hasPrefix("$${") {
                result += "${"
                rest = rest.dropFirst(3)
                column += 3
                continue
            }
            if rest.hasPrefix("${"), let close = rest.firstIndex(of: "}") {
                let name = rest[rest.index(rest.startIndex, offsetBy: 2)..<close]
                let valid = !name.isEmpty && name.allSatisfy { $0 == "_" || ($0.isASCII && ($0.isLetter || $0.isNumber)) }
                    && !(name.first?.isNumber ?? true)
                if valid {
                    guard let value = environment(String(name)) else {
                        throw ConfigError(path: path, line: line, column: column, message: "environment variable '\(name)' is not set")
                    }
                    result += value
                    column += name.count + 3
                    rest = rest[rest.index(after: close)...]
                    continue
                }
            }
            result.append(ch)
            if ch == "\n" { line += 1; column = 1 } else { column += 1 }
            rest = rest.dropFirst()
        }
        return result
    }

    /// Reads and parses the configuration file at `path`. A missing or unreadable file, or one
    /// that is not UTF-8, is a `ConfigError` too.
    public static func load(path: String, rules: [RuleDescription]) throws -> Configuration {
        try load(path: path, rules: rules, following: [])
    }

    /// `parent_config` is followed (relative to the file that names it), eight files deep at
    /// most; a file that names itself again, directly or not, is an error.
    private static func load(path: String, rules: [RuleDescription], following: [String]) throws -> Configuration {
        guard Platform.status(path) != nil else {
            throw ConfigError(path: path, message: "no such file")
        }
        guard let data = readFile(path) else {
            throw ConfigError(path: path, message: "cannot read the file")
        }
        let config = try parse(text: decodeUTF8(data, path: path), path: path, rules: rules)
        guard let parent = config.parentConfig else { return config }
        let parentPath = FilePath.normalize(FilePath.absolute(parent.path, base: config.baseDirectory))
        let chain = following + [FilePath.normalize(path)]
        if chain.contains(parentPath) {
            throw ConfigError(path: path, line: parent.line, column: parent.column,
                              message: "'parent_config' makes a loop: \((chain + [parentPath]).joined(separator: " → "))")
        }
        guard chain.count < 8 else {
            throw ConfigError(path: path, line: parent.line, column: parent.column, message: "'parent_config' chains more than 8 files")
        }
        return config.merged(over: try load(path: parentPath, rules: rules, following: chain))
    }

    /// This configuration applied over `parent` (a `parent_config`, or an earlier `--config`):
    /// `included` and `only_rules` replace the parent's when set; `excluded` and `test_paths`
    /// add to them; `disabled_rules` and `opt_in_rules` add up, each overriding the other list
    /// of the parent for the rules it names; `reporter`, `test_code`, severities and options
    /// under `rules:` override per key; custom rules are the parent's and this file's, this
    /// file's winning for the same id. Relative globs keep meaning what they meant in the file
    /// that wrote them (they become absolute).
    public func merged(over parent: Configuration) -> Configuration {
        func absolute(_ globs: [String], _ base: String) -> [String] {
            globs.map { $0.hasPrefix("/") ? $0 : FilePath.normalize(base + "/" + $0) }
        }
        var result = self
        result.included = included.isEmpty ? absolute(parent.included, parent.baseDirectory) : absolute(included, baseDirectory)
        result.excluded = absolute(parent.excluded, parent.baseDirectory) + absolute(excluded, baseDirectory)
        result.testPaths = absolute(parent.testPaths, parent.baseDirectory) + absolute(testPaths, baseDirectory)
        result.disabledRules = parent.disabledRules.filter { !optInRules.contains($0) } + disabledRules.filter { !parent.disabledRules.contains($0) }
        result.optInRules = parent.optInRules.filter { !disabledRules.contains($0) } + optInRules.filter { !parent.optInRules.contains($0) }
        result.onlyRules = onlyRules ?? parent.onlyRules
        result.reporter = reporter ?? parent.reporter
        result.testCode = testCode ?? parent.testCode
        result.severities = parent.severities.merging(severities) { _, child in child }
        result.ruleOptions = parent.ruleOptions.merging(ruleOptions) { p, c in p.merging(c) { _, child in child } }
        let own = Set(customRules.map(\.id))
        result.customRules = parent.customRules.filter { !own.contains($0.id) }.map { rule in
            var r = rule
            r.included = absolute(rule.included, parent.baseDirectory)
            r.excluded = absolute(rule.excluded, parent.baseDirectory)
            return r
        } + customRules
        result.parentConfig = nil
        return result
    }

    /// The working directory of the process.
    static func currentDirectory() -> String {
        Platform.currentDirectory() ?? "."
    }

    /// The bytes of the file at `path`, or nil when it cannot be read (or is a directory).
    static func readFile(_ path: String) -> [UInt8]? {
        let fd = Platform.openForReading(path)
        guard fd >= 0 else { return nil }
        defer { _ = Platform.closeFile(fd) }
        var result: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = chunk.withUnsafeMutableBytes { Platform.readSome(fd, into: $0.baseAddress!, count: $0.count) }
            if n < 0 { return nil }
            if n == 0 { return result }
            result.append(contentsOf: chunk[0..<n])
        }
    }

    /// The text of `data`, or an error at the first byte that is not UTF-8.
    static func decodeUTF8(_ data: [UInt8], path: String) throws -> String {
        var decoder = UTF8()
        var bytes = data.makeIterator()
        var text = String.UnicodeScalarView()
        var line = 1
        var column = 1
        while true {
            switch decoder.decode(&bytes) {
            case .scalarValue(let scalar):
                text.append(scalar)
                (line, column) = scalar == "\n" ? (line + 1, 1) : (line, column + 1)
            case .emptyInput:
                return String(text)
            case .error:
                throw ConfigError(path: path, line: line, column: column, message: "the file is not valid UTF-8")
            }
        }
    }

    /// Ids no rule may have: `all` stands for every rule in suppression comments, and
    /// `unused-suppression` is the id of the findings of `--report-unused-suppressions`.
    public static let reservedRuleIDs: Set<String> = ["all", "unused-suppression"]

    /// Whether `id` can be a rule id: kebab-case (lowercase ASCII letters and digits in words
    /// separated by single hyphens, starting with a letter) and not reserved.
    public static func isValidRuleID(_ id: String) -> Bool {
        ConfigurationDecoder.isKebabCase(id) && !reservedRuleIDs.contains(id)
    }

    // MARK: - Queries

    /// Ids of the rules that run: built-in rules in the order of `rules`, then custom rules.
    ///
    /// Precedence: `only_rules` (exactly these) > `disabled_rules` > `opt_in_rules` > each
    /// rule's `enabledByDefault`. Custom rules are enabled by default.
    public func enabledRuleIDs(_ rules: [RuleDescription]) -> [String] {
        let builtin = rules.filter { isEnabled($0.id, byDefault: $0.enabledByDefault) }.map(\.id)
        let custom = customRules.filter { isEnabled($0.id, byDefault: true) }.map(\.id)
        return builtin + custom
    }

    private func isEnabled(_ id: String, byDefault: Bool) -> Bool {
        if let onlyRules { return onlyRules.contains(id) }
        if disabledRules.contains(id) { return false }
        return byDefault || optInRules.contains(id)
    }

    /// The configured severity of `rule`, else its default.
    public func severity(for rule: RuleDescription) -> Severity {
        severities[rule.id] ?? rule.defaultSeverity
    }

    /// The value of option `name` of `rule`: the configured value, else the rule's default;
    /// nil when the rule has no such option.
    public func option(_ name: String, of rule: RuleDescription) -> RuleOptionValue? {
        ruleOptions[rule.id]?[name] ?? rule.options.first { $0.name == name }?.defaultValue
    }

    /// Whether `path` (relative to `baseDirectory`, or absolute) matches a `test_paths` glob.
    public func isTestPath(_ path: String) -> Bool {
        !testPaths.isEmpty && passes(path, included: testPaths, excluded: [])
    }

    /// The options of `rule`: its `rules:` settings, with `test_code` as the default of its
    /// `test-code` option.
    public func options(for rule: RuleDescription) -> [String: RuleOptionValue] {
        var values = ruleOptions[rule.id] ?? [:]
        if let testCode, values["test-code"] == nil, rule.options.contains(where: { $0.name == "test-code" }) {
            values["test-code"] = .string(testCode)
        }
        return values
    }

    /// Whether `path` (relative to `baseDirectory`, or absolute) passes `included` and `excluded`.
    public func includes(path: String) -> Bool {
        passes(path, included: included, excluded: excluded)
    }

    /// Whether `path` (relative to `baseDirectory`, or absolute) matches an `excluded` glob.
    public func excludes(path: String) -> Bool {
        !excluded.isEmpty && !passes(path, included: [], excluded: excluded)
    }

    /// Whether `path` (relative to `baseDirectory`, or absolute) passes the `included` and
    /// `excluded` globs of `customRule`. The configuration's own globs are not consulted.
    public func includes(path: String, for customRule: CustomRuleSpec) -> Bool {
        passes(path, included: customRule.included, excluded: customRule.excluded)
    }

    /// Relative patterns are matched against the path relative to `baseDirectory` (which may
    /// start with `..`), absolute patterns against the absolute path.
    private func passes(_ path: String, included: [String], excluded: [String]) -> Bool {
        if included.isEmpty && excluded.isEmpty { return true }
        let absolute = FilePath.absolute(path, base: baseDirectory)
        let relative = FilePath.relative(absolute, to: FilePath.normalize(baseDirectory))
        func matchesAny(_ patterns: [String]) -> Bool {
            patterns.contains { Glob.matches($0, $0.hasPrefix("/") ? absolute : relative) }
        }
        return (included.isEmpty || matchesAny(included)) && !matchesAny(excluded)
    }
}
