/// Everything a run produced, as handed to reporters. Diagnostics are sorted in output order.
public struct LintReport: Sendable {
    public var toolVersion: String
    /// Descriptions of the rules that ran (sorted by id).
    public var rules: [RuleDescription]
    public var diagnostics: [Diagnostic]
    /// Files that could not be analysed, and malformed-text notes, sorted by path.
    public var problems: [FileProblem]
    public var filesLinted: Int
    public var linesLinted: Int
    public var seconds: Double
    /// The absolute directory that relative paths are relative to (the working directory),
    /// or nil when unknown.
    public var rootDirectory: String?

    public init(toolVersion: String, rules: [RuleDescription], diagnostics: [Diagnostic],
                problems: [FileProblem], filesLinted: Int, linesLinted: Int, seconds: Double,
                rootDirectory: String? = nil) {
        self.toolVersion = toolVersion
        self.rules = rules
        self.diagnostics = diagnostics
        self.problems = problems
        self.filesLinted = filesLinted
        self.linesLinted = linesLinted
        self.seconds = seconds
        self.rootDirectory = rootDirectory
    }

    /// Count of diagnostics at each severity.
    public func count(_ severity: Severity) -> Int {
        diagnostics.reduce(0) { $0 + ($1.severity == severity ? 1 : 0) }
    }
}

public enum FlowLintVersion {
    public static let current = "0.1.0"
}
