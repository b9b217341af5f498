@_exported import FlowLintDiagnostics
@_exported import FlowLintIndex
@_exported import FlowLintLexer
@_exported import FlowLintParser

/// A rule: a plain value with its description and a check function. The driver runs the
/// check once per file, in parallel across files, with a read-only model of the file and
/// the project index. Built-in and custom rules use exactly this API.
///
/// `prepare`, when set, runs once per run before any file is checked: it builds the
/// project-wide tables of the index the rule asks for (`ProjectIndex.prepareLifetimes()`, …),
/// on all cores, instead of one check building them while the other workers wait.
public struct Rule: Sendable {
    public var description: RuleDescription
    public var check: @Sendable (inout RuleContext) -> Void
    public var prepare: (@Sendable (ProjectIndex) -> Void)?

    public init(_ description: RuleDescription, prepare: (@Sendable (ProjectIndex) -> Void)? = nil,
                check: @escaping @Sendable (inout RuleContext) -> Void) {
        self.description = description
        self.prepare = prepare
        self.check = check
    }

    public var id: String { description.id }
}

/// Resolved option values of a rule: what the configuration says, else the defaults.
public struct RuleOptions: Sendable {
    public var values: [String: RuleOptionValue]

    public init(description: RuleDescription, overrides: [String: RuleOptionValue] = [:]) {
        var values: [String: RuleOptionValue] = [:]
        for option in description.options { values[option.name] = option.defaultValue }
        for (k, v) in overrides { values[k] = v }
        self.values = values
    }

    public func bool(_ name: String) -> Bool {
        if case .bool(let b)? = values[name] { return b }
        return false
    }

    public func int(_ name: String) -> Int {
        if case .int(let i)? = values[name] { return i }
        return 0
    }

    public func string(_ name: String) -> String {
        if case .string(let s)? = values[name] { return s }
        return ""
    }

    public func strings(_ name: String) -> [String] {
        if case .stringList(let l)? = values[name] { return l }
        return []
    }
}

/// What a rule's check function sees: one file, the project index, its options; and where
/// it reports findings.
public struct RuleContext {
    public let file: ParsedFile
    public let index: ProjectIndex
    public let options: RuleOptions
    public let ruleID: String
    public let severity: Severity
    public private(set) var diagnostics: [Diagnostic] = []

    public init(file: ParsedFile, index: ProjectIndex, options: RuleOptions, ruleID: String, severity: Severity) {
        self.file = file
        self.index = index
        self.options = options
        self.ruleID = ruleID
        self.severity = severity
    }

    public var tree: SyntaxTree { file.tree }

    /// Location of a token of this file.
    public func location(ofToken token: Int) -> SourceLocation {
        Self.location(ofToken: token, in: file)
    }

    /// Location of a token of any file (related locations in other files).
    public static func location(ofToken token: Int, in file: ParsedFile) -> SourceLocation {
        let tree = file.tree
        guard !tree.tokens.isEmpty else { return SourceLocation(path: file.path, line: 1, column: 1) }
        let i = max(0, min(token, tree.tokens.count - 1))
        let t = tree.tokens[i]
        let (line, column) = tree.source.location(of: Int(t.start))
        let (endLine, endColumn) = tree.source.location(of: t.end)
        return SourceLocation(path: file.path, line: line, column: column, endLine: endLine, endColumn: endColumn)
    }

    /// Reports a finding at a token of this file.
    public mutating func report(at token: Int, _ message: String, related: [RelatedLocation] = []) {
        diagnostics.append(Diagnostic(ruleID: ruleID, severity: severity, message: message,
                                      location: location(ofToken: token), related: related))
    }

    /// A related location at a token of this file.
    public func related(_ token: Int, _ message: String) -> RelatedLocation {
        RelatedLocation(location: location(ofToken: token), message: message)
    }
}

extension RuleOptionDescription {
    /// `test-code: skip | report`, the option of every rule that leaves test code alone by
    /// default. The driver applies it: a rule with `skip` never runs on a test file, and its
    /// findings inside previews and mocks of other files are dropped (see `TestCode`).
    public static let testCode = RuleOptionDescription(
        name: "test-code", type: .choice, defaultValue: .string("skip"), allowedValues: ["skip", "report"],
        summary: "Findings in test code (XCTest files, test folders, mocks, SwiftUI previews): `skip` or `report`. `test_code:` at the top level sets it for every rule.")

    /// `dead-code: skip | report`, the option of the leak rules that leave code that never runs
    /// alone (`RuleContext.neverRuns`).
    public static let deadCode = RuleOptionDescription(
        name: "dead-code", type: .choice, defaultValue: .string("skip"), allowedValues: ["skip", "report"],
        summary: "Findings in code that never runs (a Swift file no Xcode project of the tree compiles; when the linted tree is a whole app, a method no code calls, a member of a class no running code, storyboard, nib or Objective-C source makes; docs/lifetimes.md): `skip` or `report`. A private method or lazy property its file never names is skipped either way. Set `report` for a tree that others call into without an entry point of their own in it.")
}

extension RuleContext {
    /// Whether the code at `token` never runs: in a `private` method or lazy property its file
    /// never names, or, unless the rule's `dead-code` option is `report`, in a method or a class
    /// the whole app never calls or makes (`ProjectIndex.neverRuns`).
    public func neverRuns(_ token: Int) -> Bool {
        neverRuns(token, in: file)
    }

    /// `neverRuns` for code of any file of the tree (a hand-off, another type's property).
    public func neverRuns(_ token: Int, in other: ParsedFile) -> Bool {
        if options.string("dead-code") == "report" { return ProjectIndex.isInUnusedPrivateMember(token, in: other.tree) }
        return index.neverRuns(token, in: other)
    }

    /// `neverRuns` for a hand-off found anywhere in the tree (`backReference(…, skipping:)`).
    public var handoffNeverRuns: (ProjectIndex.SelfHandoff) -> Bool {
        { neverRuns($0.token, in: $0.file) }
    }
}
