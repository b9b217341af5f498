/// Severity of a finding. Ordered: note < warning < error.
public enum Severity: String, Sendable, Hashable, Comparable, CaseIterable, Codable {
    case note
    case warning
    case error

    private var rank: Int {
        switch self {
        case .note: return 0
        case .warning: return 1
        case .error: return 2
        }
    }

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}

/// A place in a source file. Lines and columns are 1-based; columns count Unicode code points.
/// `path` is the path as displayed (relative to the working directory when possible).
public struct SourceLocation: Sendable, Hashable, Comparable {
    public var path: String
    public var line: Int
    public var column: Int
    public var endLine: Int
    public var endColumn: Int

    public init(path: String, line: Int, column: Int, endLine: Int? = nil, endColumn: Int? = nil) {
        self.path = path
        self.line = line
        self.column = column
        self.endLine = endLine ?? line
        self.endColumn = endColumn ?? column
    }

    public static func < (a: SourceLocation, b: SourceLocation) -> Bool {
        if a.path != b.path { return a.path.utf8.lexicographicallyPrecedes(b.path.utf8) }
        if a.line != b.line { return a.line < b.line }
        return a.column < b.column
    }
}

/// Another place that explains a finding (the use of `self`, a singleton's users, ...).
public struct RelatedLocation: Sendable, Hashable {
    public var location: SourceLocation
    public var message: String

    public init(location: SourceLocation, message: String) {
        self.location = location
        self.message = message
    }
}

/// One finding reported by a rule.
public struct Diagnostic: Sendable, Hashable {
    public var ruleID: String
    public var severity: Severity
    public var message: String
    public var location: SourceLocation
    public var related: [RelatedLocation]
    /// Stable fingerprint (rule, file, normalised code around the finding); filled by the driver.
    public var fingerprint: String

    public init(ruleID: String, severity: Severity, message: String, location: SourceLocation,
                related: [RelatedLocation] = [], fingerprint: String = "") {
        self.ruleID = ruleID
        self.severity = severity
        self.message = message
        self.location = location
        self.related = related
        self.fingerprint = fingerprint
    }

    /// Total order used for output: path, line, column, rule id, message.
    public static func outputOrder(_ a: Diagnostic, _ b: Diagnostic) -> Bool {
        if a.location != b.location { return a.location < b.location }
        if a.location.path == b.location.path && a.location.line == b.location.line
            && a.location.column == b.location.column {
            if a.ruleID != b.ruleID { return a.ruleID.utf8.lexicographicallyPrecedes(b.ruleID.utf8) }
            return a.message.utf8.lexicographicallyPrecedes(b.message.utf8)
        }
        return a.location < b.location
    }
}

/// A file that could not be analysed (unreadable, not UTF-8, too large), or a lexer problem.
public struct FileProblem: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable {
        /// The file could not be read or decoded; it was not analysed.
        case unreadable
        /// The file was analysed, but its text is malformed at this place.
        case malformed
    }

    public var kind: Kind
    public var path: String
    public var line: Int?
    public var column: Int?
    public var message: String
    /// For `.malformed`: an unterminated comment or literal runs from here to the end of the
    /// file, so the rest of the file was not analysed as code.
    public var losesRestOfFile: Bool
    /// For `.malformed`: some code here was not analysed (nested too deep), the rest was.
    public var skipsCode: Bool

    public init(kind: Kind, path: String, line: Int? = nil, column: Int? = nil, message: String, losesRestOfFile: Bool = false,
                skipsCode: Bool = false) {
        self.kind = kind
        self.path = path
        self.line = line
        self.column = column
        self.message = message
        self.losesRestOfFile = losesRestOfFile
        self.skipsCode = skipsCode
    }

    /// Whether the file, or some of its code, was not analysed: an analysis error.
    public var isAnalysisError: Bool { kind == .unreadable || losesRestOfFile || skipsCode }
}
