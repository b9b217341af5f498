/// Reads the YAML subset used by `.flowlint.yml`:
///
/// - block mappings and block sequences, structured by indentation with spaces;
/// - flow sequences `[a, b, "c"]` and simple flow mappings `{a: 1, b: [x]}`, which may span lines;
/// - plain, single-quoted (`''` is a quote) and double-quoted scalars (with YAML's escapes);
///   quoted scalars must end on the line where they start, plain scalars are one line;
/// - comments (`#` at the start of a line or after whitespace, outside quotes), blank lines
///   and an optional leading `---`.
///
/// Anything else (anchors, aliases, tags, block scalars, several documents, tabs used for
/// indentation, inconsistent indentation, duplicate keys, ...) is a `ConfigError` naming the
/// place and the problem. The reader never traps and always terminates.
public enum YAMLReader {
    /// Parses `text`; `path` is used in error messages. An empty document is `.null` at 1:1.
    public static func read(_ text: String, path: String) throws -> YAMLNode {
        var parser = try YAMLParser(text: text, path: path)
        return try parser.parseDocument()
    }
}

/// The parser behind `YAMLReader`: a cursor (`row`, `col`) over the lines of the text.
///
/// Block parsing functions start with the cursor on their first character and return with it
/// at the start of the next content line (or at the end of the text).
struct YAMLParser {
    private typealias Mark = YAMLNode.Mark

    /// Deeper nesting is rejected so that hostile input cannot exhaust the stack.
    static let maximumDepth = 100

    private let path: String
    private let lines: [[Unicode.Scalar]]
    /// Number of leading spaces of each line.
    private let indents: [Int]
    private var row = 0
    private var col = 0
    private var depth = 0

    init(text: String, path: String) throws {
        self.path = path
        lines = try Self.splitLines(text, path: path)
        indents = lines.map { $0.prefix { $0 == " " }.count }
    }

    // MARK: - Document

    mutating func parseDocument() throws -> YAMLNode {
        skipBlankLines()
        if row < lines.count && startsWithMarker("---") {
            let rest = skipSpaces(from: 3)
            if rest < line.count && line[rest] != "#" {
                throw error("a value on the '---' line is not supported; start it on the next line", at: rest)
            }
            row += 1
        }
        try nextContentLine()
        guard row < lines.count else { return .null(Mark(line: 1, column: 1)) }
        let rootIndent = col
        let root = try parseBlockNode()
        if row < lines.count {
            if indents[row] != rootIndent { throw inconsistentIndentation(expected: rootIndent) }
            if case .sequence = root { throw error("expected a list item ('- ')", at: col) }
            throw error("unexpected text after the top-level value", at: col)
        }
        return root
    }

    // MARK: - Block structure

    /// A node in block context: a block sequence, a block mapping, or a value on this line.
    private mutating func parseBlockNode() throws -> YAMLNode {
        try enterNesting()
        defer { depth -= 1 }
        if isSequenceIndicator(at: col) { return try parseBlockSequence() }
        if let key = try scanKey(at: col) { return try parseBlockMapping(firstKey: key) }
        let node = try parseInlineValue()
        try finishLine()
        return node
    }

    private mutating func parseBlockSequence() throws -> YAMLNode {
        let indent = col
        let sequenceMark = mark(at: col)
        var items: [YAMLNode] = []
        repeat {
            let itemLine = row + 1
            col = indent + 1
            let item = try parseNestedValue(parentIndent: indent, inSequence: true)
            items.append(item)
            if row >= lines.count || indents[row] < indent { break }
            if indents[row] > indent { throw deeperLine(after: item, ofEntryOnLine: itemLine, expected: indent) }
        } while isSequenceIndicator(at: indent)
        return .sequence(items, sequenceMark)
    }

    private mutating func parseBlockMapping(firstKey: ScannedKey) throws -> YAMLNode {
        let indent = col
        let mappingMark = mark(at: col)
        var entries: [YAMLNode.Entry] = []
        var firstLines: [String: Int] = [:]
        var key = firstKey
        while true {
            if let firstLine = firstLines[key.text] {
                throw ConfigError(path: path, at: key.mark, "duplicate key '\(key.text)' (first defined on line \(firstLine))")
            }
            firstLines[key.text] = key.mark.line
            col = key.end
            let value = try parseNestedValue(parentIndent: indent, inSequence: false)
            entries.append(YAMLNode.Entry(key: key.text, keyMark: key.mark, value: value))
            if row >= lines.count || indents[row] < indent { break }
            if indents[row] > indent { throw deeperLine(after: value, ofEntryOnLine: key.mark.line, expected: indent) }
            guard let next = try scanKey(at: indent) else {
                throw error("expected 'key: value' at this indentation", at: indent)
            }
            key = next
        }
        return .mapping(entries, mappingMark)
    }

    /// The value after `key:` or `-`; the cursor is just after the indicator.
    /// A sequence item may itself be a compact mapping or sequence (`- key: value`, `- - a`);
    /// a mapping value may be a block sequence at the mapping's own indentation.
    private mutating func parseNestedValue(parentIndent: Int, inSequence: Bool) throws -> YAMLNode {
        let start = skipSpaces(from: col)
        guard start < line.count && line[start] != "#" else {
            let emptyMark = mark(at: col)
            row += 1
            try nextContentLine()
            guard row < lines.count else { return .null(emptyMark) }
            if indents[row] > parentIndent { return try parseBlockNode() }
            if !inSequence && indents[row] == parentIndent && isSequenceIndicator(at: col) {
                return try parseBlockSequence()
            }
            return .null(emptyMark)
        }
        col = start
        if inSequence { return try parseBlockNode() }
        let node = try parseInlineValue()
        try finishLine()
        return node
    }

    /// The error for a line indented deeper than the entries of its block; `value` is the value
    /// of the entry (starting on `entryLine`) before it.
    private func deeperLine(after value: YAMLNode, ofEntryOnLine entryLine: Int, expected: Int) -> ConfigError {
        if case .scalar = value, value.mark.line == entryLine {
            return error("unexpected indentation; a value cannot continue on the next line", at: col)
        }
        return inconsistentIndentation(expected: expected)
    }

    private func inconsistentIndentation(expected: Int) -> ConfigError {
        error("inconsistent indentation: expected \(expected) spaces, found \(indents[row])", at: col)
    }

    /// A scalar or flow collection in block context.
    private mutating func parseInlineValue() throws -> YAMLNode {
        switch line[col] {
        case "[", "{":
            return try parseFlowCollection()
        case "\"", "'":
            let start = col
            let (text, end) = try scanQuoted(from: col)
            col = end
            return .scalar(text, quoted: true, mark(at: start))
        default:
            return try parsePlain(inFlow: false)
        }
    }

    /// Checks that only a comment follows the value, then moves to the next content line.
    private mutating func finishLine() throws {
        let next = skipSpaces(from: col)
        if next < line.count && !(line[next] == "#" && next > col) {
            if line[next] == ":" {
                throw error("unexpected ':'; a value containing ': ' must be in quotes", at: next)
            }
            throw error("unexpected '\(line[next])' after the value", at: next)
        }
        row += 1
        try nextContentLine()
    }

    // MARK: - Flow collections

    private mutating func parseFlowCollection() throws -> YAMLNode {
        try enterNesting()
        defer { depth -= 1 }
        let open = mark(at: col)
        let isMapping = line[col] == "{"
        let close: Unicode.Scalar = isMapping ? "}" : "]"
        let kind = isMapping ? "flow mapping" : "list"
        let unterminated = ConfigError(path: path, at: open, "unterminated \(kind); expected '\(close)'")
        var items: [YAMLNode] = []
        var entries: [YAMLNode.Entry] = []
        col += 1
        while true {
            skipFlowSpace()
            guard row < lines.count else { throw unterminated }
            if line[col] == close {
                col += 1
                break
            }
            if isMapping {
                entries.append(try parseFlowEntry(close: close, after: entries))
            } else {
                items.append(try parseFlowNode())
            }
            skipFlowSpace()
            guard row < lines.count else { throw unterminated }
            if line[col] == "," {
                col += 1
            } else if line[col] != close {
                let context = row + 1 == open.line ? "" : " to continue the \(kind) opened on line \(open.line)"
                throw error("expected ',' or '\(close)'\(context)", at: col)
            }
        }
        return isMapping ? .mapping(entries, open) : .sequence(items, open)
    }

    private mutating func parseFlowEntry(close: Unicode.Scalar, after entries: [YAMLNode.Entry]) throws -> YAMLNode.Entry {
        let keyMark = mark(at: col)
        guard line[col] != "[" && line[col] != "{" else {
            throw error("only plain or quoted keys are supported", at: col)
        }
        guard case .scalar(let key, _, _) = try parseFlowNode() else {
            throw ConfigError(path: path, at: keyMark, "only plain or quoted keys are supported")
        }
        if let first = entries.first(where: { $0.key == key }) {
            throw ConfigError(path: path, at: keyMark, "duplicate key '\(key)' (first defined on line \(first.keyMark.line))")
        }
        skipFlowSpace()
        guard row < lines.count, line[col] == ":" else {
            throw row < lines.count
                ? error("expected ':' after the key", at: col)
                : ConfigError(path: path, at: keyMark, "expected ':' after the key")
        }
        col += 1
        skipFlowSpace()
        if row < lines.count && (line[col] == "," || line[col] == close) {
            return YAMLNode.Entry(key: key, keyMark: keyMark, value: .null(mark(at: col)))
        }
        guard row < lines.count else {
            throw ConfigError(path: path, at: keyMark, "expected a value after the key")
        }
        return YAMLNode.Entry(key: key, keyMark: keyMark, value: try parseFlowNode())
    }

    private mutating func parseFlowNode() throws -> YAMLNode {
        switch line[col] {
        case "[", "{":
            return try parseFlowCollection()
        case "\"", "'":
            let start = col
            let (text, end) = try scanQuoted(from: col)
            col = end
            return .scalar(text, quoted: true, mark(at: start))
        default:
            return try parsePlain(inFlow: true)
        }
    }

    /// Skips whitespace, comments and line breaks inside a flow collection.
    private mutating func skipFlowSpace() {
        while row < lines.count {
            col = skipSpaces(from: col)
            let isComment = col < line.count && line[col] == "#" && (col == 0 || Self.isSpace(line[col - 1]))
            if col < line.count && !isComment { return }
            row += 1
            col = 0
        }
    }

    // MARK: - Scalars

    private typealias ScannedKey = (text: String, mark: Mark, end: Int)

    /// If a `key:` starts at `start` on the current line, its text, place and the column after
    /// the colon.
    private func scanKey(at start: Int) throws -> ScannedKey? {
        let text: String
        let end: Int
        if line[start] == "\"" || line[start] == "'" {
            (text, end) = try scanQuoted(from: start)
        } else {
            guard plainStartProblem(at: start, inFlow: false) == nil, line[start] != "[", line[start] != "{" else {
                return nil
            }
            (text, end) = scanPlain(from: start, inFlow: false)
        }
        let colon = skipSpaces(from: end)
        guard colon < line.count, line[colon] == ":", isSeparator(at: colon + 1) else { return nil }
        return (text, mark(at: start), colon + 1)
    }

    private mutating func parsePlain(inFlow: Bool) throws -> YAMLNode {
        if let problem = plainStartProblem(at: col, inFlow: inFlow) { throw error(problem, at: col) }
        let start = col
        let (text, end) = scanPlain(from: col, inFlow: inFlow)
        col = end
        let nodeMark = mark(at: start)
        return ["~", "null", "Null", "NULL"].contains(text) ? .null(nodeMark) : .scalar(text, quoted: false, nodeMark)
    }

    /// Why a plain scalar cannot start at `index`, or nil when it can.
    private func plainStartProblem(at index: Int, inFlow: Bool) -> String? {
        let first = line[index]
        let followedBySeparator = isSeparator(at: index + 1)
            || (inFlow && index + 1 < line.count && Self.isFlowIndicator(line[index + 1]))
        switch first {
        case "&": return "anchors ('&') are not supported"
        case "*": return "aliases ('*') are not supported"
        case "!": return "tags ('!') are not supported"
        case "|", ">": return "block scalars ('\(first)') are not supported; write the value on one line, in quotes if needed"
        case "%": return "directives ('%') are not supported"
        case "@", "`", "#": return "a value cannot start with '\(first)'; put it in quotes"
        case ",": return "missing value before ','"
        case "]", "}": return "unexpected '\(first)'"
        case "-" where followedBySeparator: return "a list item ('- ') cannot start here; start the list on a new line"
        case "?" where followedBySeparator: return "complex keys ('? ') are not supported"
        case ":" where followedBySeparator: return "missing key before ':'"
        default: return nil
        }
    }

    /// A plain scalar from `start` to a comment, a `: `, the end of the line or (in flow
    /// context) a flow indicator. Returns the text without trailing spaces and the index after it.
    private func scanPlain(from start: Int, inFlow: Bool) -> (String, Int) {
        var index = start
        var end = start
        while index < line.count {
            let c = line[index]
            if c == "#" && index > start && Self.isSpace(line[index - 1]) { break }
            if c == ":" && (isSeparator(at: index + 1)
                || (inFlow && index + 1 < line.count && Self.isFlowIndicator(line[index + 1]))) { break }
            if inFlow && Self.isFlowIndicator(c) { break }
            index += 1
            if !Self.isSpace(c) { end = index }
        }
        return (Self.string(line[start..<end]), end)
    }

    /// A single- or double-quoted scalar starting at `start`. Returns the value and the index
    /// after the closing quote.
    private func scanQuoted(from start: Int) throws -> (String, Int) {
        let quote = line[start]
        var value = String.UnicodeScalarView()
        var index = start + 1
        while index < line.count {
            let c = line[index]
            if c == quote && quote == "'" && index + 1 < line.count && line[index + 1] == "'" {
                value.append("'")
                index += 2
            } else if c == quote {
                return (String(value), index + 1)
            } else if c == "\\" && quote == "\"" && index + 1 < line.count {
                let (scalar, next) = try unescape(at: index)
                value.append(scalar)
                index = next
            } else {
                value.append(c)
                index += 1
            }
        }
        let kind = quote == "'" ? "single" : "double"
        throw error("unterminated \(kind)-quoted string; quoted values must end on the same line", at: start)
    }

    private static let simpleEscapes: [Unicode.Scalar: Unicode.Scalar] = [
        "0": "\0", "a": "\u{07}", "b": "\u{08}", "t": "\t", "\t": "\t", "n": "\n", "v": "\u{0B}",
        "f": "\u{0C}", "r": "\r", "e": "\u{1B}", " ": " ", "\"": "\"", "/": "/", "\\": "\\",
        "N": "\u{85}", "_": "\u{A0}", "L": "\u{2028}", "P": "\u{2029}",
    ]
    private static let hexEscapeLengths: [Unicode.Scalar: Int] = ["x": 2, "u": 4, "U": 8]

    /// The escape sequence at `index` (a backslash followed by at least one character).
    private func unescape(at index: Int) throws -> (Unicode.Scalar, Int) {
        let code = line[index + 1]
        if let scalar = Self.simpleEscapes[code] { return (scalar, index + 2) }
        guard let length = Self.hexEscapeLengths[code] else {
            throw error("unknown escape sequence '\\\(code)'", at: index)
        }
        let digits = Self.string(line[(index + 2)...].prefix(length).prefix { $0.properties.isASCIIHexDigit })
        guard digits.count == length, let value = UInt32(digits, radix: 16), let scalar = Unicode.Scalar(value) else {
            throw error("invalid escape sequence '\\\(code)\(digits)'; expected \(length) hex digits of a Unicode scalar", at: index)
        }
        return (scalar, index + 2 + length)
    }

    // MARK: - Lines

    private var line: [Unicode.Scalar] { lines[row] }

    private func mark(at column: Int) -> Mark { Mark(line: row + 1, column: column + 1) }

    private func error(_ message: String, at column: Int) -> ConfigError {
        ConfigError(path: path, at: mark(at: column), message)
    }

    private mutating func enterNesting() throws {
        depth += 1
        if depth > Self.maximumDepth {
            throw error("nesting is too deep (more than \(Self.maximumDepth) levels)", at: col)
        }
    }

    private mutating func skipBlankLines() {
        while row < lines.count && isBlank(lines[row]) { row += 1 }
        col = 0
    }

    /// Skips blank and comment lines, puts the cursor on the next line's first character and
    /// rejects what cannot start a line.
    private mutating func nextContentLine() throws {
        skipBlankLines()
        guard row < lines.count else { return }
        col = indents[row]
        if line[col] == "\t" { throw error("tabs are not allowed for indentation; use spaces", at: col) }
        if startsWithMarker("---") { throw error("multiple documents are not supported", at: 0) }
        if startsWithMarker("...") { throw error("document end markers ('...') are not supported", at: 0) }
    }

    private func isBlank(_ line: [Unicode.Scalar]) -> Bool {
        guard let first = line.first(where: { !Self.isSpace($0) }) else { return true }
        return first == "#"
    }

    private func startsWithMarker(_ marker: String) -> Bool {
        line.starts(with: marker.unicodeScalars) && isSeparator(at: 3)
    }

    private func isSequenceIndicator(at index: Int) -> Bool {
        index < line.count && line[index] == "-" && isSeparator(at: index + 1)
    }

    /// Whether `index` is past the end of the line or on a space or tab.
    private func isSeparator(at index: Int) -> Bool {
        index >= line.count || Self.isSpace(line[index])
    }

    private func skipSpaces(from index: Int) -> Int {
        var index = index
        while index < line.count && Self.isSpace(line[index]) { index += 1 }
        return index
    }

    private static func isSpace(_ c: Unicode.Scalar) -> Bool { c == " " || c == "\t" }

    private static func isFlowIndicator(_ c: Unicode.Scalar) -> Bool {
        c == "," || c == "[" || c == "]" || c == "{" || c == "}"
    }

    private static func string(_ scalars: ArraySlice<Unicode.Scalar>) -> String {
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars)
        return String(view)
    }

    /// Splits on `\n`, `\r\n` and `\r`, drops a leading byte order mark and rejects control
    /// characters other than tab.
    private static func splitLines(_ text: String, path: String) throws -> [[Unicode.Scalar]] {
        var lines: [[Unicode.Scalar]] = [[]]
        var afterCarriageReturn = false
        for (offset, scalar) in text.unicodeScalars.enumerated() {
            defer { afterCarriageReturn = scalar == "\r" }
            if scalar == "\n" && afterCarriageReturn { continue }
            if scalar == "\n" || scalar == "\r" {
                lines.append([])
            } else if offset == 0 && scalar == "\u{FEFF}" {
                continue
            } else if isForbidden(scalar) {
                let code = "U+" + String(scalar.value, radix: 16, uppercase: true).leftPadded(to: 4)
                throw ConfigError(path: path, line: lines.count, column: lines[lines.count - 1].count + 1,
                                  message: "control character \(code) is not allowed")
            } else {
                lines[lines.count - 1].append(scalar)
            }
        }
        return lines
    }

    private static func isForbidden(_ scalar: Unicode.Scalar) -> Bool {
        (scalar.value < 0x20 && scalar != "\t") || ((0x7F...0x9F).contains(scalar.value) && scalar != "\u{85}")
    }
}

private extension String {
    func leftPadded(to length: Int) -> String {
        String(repeating: "0", count: max(0, length - count)) + self
    }
}
