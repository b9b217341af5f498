import FlowLintConfig
import FlowLintKit

/// Declarative rules: the `custom_rules` of `.flowlint.yml` turned into ordinary `Rule` values
/// that run next to the built-in ones (same pipeline, suppressions, baseline and reporters).
///
/// A custom rule reports every place where its token pattern matches, on the first matched
/// token, optionally only inside certain types or functions, and only in the files its
/// `included`/`excluded` globs select. The pattern language is `TokenPattern`'s; it is
/// documented in docs/writing-rules.md ("Declarative rules").
public enum DeclarativeRules {
    /// Where the documentation of declarative rules lives (the `helpUri` of their SARIF rules).
    public static let documentationURI = "https://github.com/flowlint/flowlint/blob/main/docs/writing-rules.md#declarative-rules-custom_rules"

    /// A pattern or scope that cannot be used, with the rule it belongs to.
    public struct DefinitionError: Error, CustomStringConvertible, Equatable {
        public var ruleID: String
        public var message: String
        public var description: String { "custom rule '\(ruleID)': \(message)" }
    }

    /// The rules of `configuration.customRules`, in file order. Paths of linted files are
    /// resolved against `workingDirectory` (the directory they are displayed relative to) before
    /// the rule's globs, which are relative to the configuration's directory, are applied.
    public static func rules(for configuration: Configuration, workingDirectory: String) throws -> [Rule] {
        try configuration.customRules.map { try rule(for: $0, configuration: configuration, workingDirectory: workingDirectory) }
    }

    /// One declarative rule. Throws `DefinitionError` when the pattern is not valid.
    public static func rule(for spec: CustomRuleSpec, configuration: Configuration, workingDirectory: String) throws -> Rule {
        let pattern: TokenPattern
        do {
            pattern = try TokenPattern(spec.pattern)
        } catch let error as TokenPattern.SyntaxError {
            throw DefinitionError(ruleID: spec.id, message: error.message)
        }
        let typeNames = spec.insideTypesInheriting.map { Naming.baseTypeName($0) ?? $0 }
        for name in typeNames where name.isEmpty || name.contains(where: { $0 == " " || $0 == "\t" }) {
            throw DefinitionError(ruleID: spec.id, message: "'\(name)' in 'inside_types_inheriting' is not a type name")
        }
        // `viewWillAppear(_:)` is accepted for `viewWillAppear`.
        let functionNames = spec.insideFunctions.map { String($0.prefix { $0 != "(" }.filter { !$0.isWhitespace }) }
        let check = Check(pattern: pattern, message: spec.message, typeNames: Set(typeNames),
                          functionNames: Set(functionNames))
        let filtersPaths = !spec.included.isEmpty || !spec.excluded.isEmpty
        return Rule(description(of: spec)) { context in
            if filtersPaths {
                let absolute = FileDiscovery.absolute(context.file.path, workingDirectory)
                guard configuration.includes(path: absolute, for: spec) else { return }
            }
            check.run(&context)
        }
    }

    /// The `RuleDescription` of a declarative rule: the message is its summary and its fix, the
    /// pattern and scopes its rationale.
    public static func description(of spec: CustomRuleSpec) -> RuleDescription {
        var scope: [String] = []
        if !spec.insideTypesInheriting.isEmpty {
            scope.append("inside types inheriting from \(spec.insideTypesInheriting.map { "`\($0)`" }.joined(separator: ", "))")
        }
        if !spec.insideFunctions.isEmpty {
            scope.append("inside functions named \(spec.insideFunctions.map { "`\($0)`" }.joined(separator: ", "))")
        }
        let rationale = "Custom rule from `custom_rules` in the configuration: reports the code that matches the token pattern `\(spec.pattern)`"
            + (scope.isEmpty ? "" : " " + scope.joined(separator: " and ")) + "."
        return RuleDescription(id: spec.id, name: spec.name, summary: spec.message, rationale: rationale, fix: spec.message,
                               defaultSeverity: spec.severity, enabledByDefault: true,
                               documentationURI: documentationURI)
    }

    /// The check of one declarative rule.
    struct Check: Sendable {
        let pattern: TokenPattern
        let message: String
        let typeNames: Set<String>
        let functionNames: Set<String>

        func run(_ context: inout RuleContext) {
            var scopes: Scopes?
            var found: [Int] = []
            pattern.forEachMatch(in: context.tree) { range in
                if scopes == nil { scopes = self.scopes(context) }
                guard scopes!.allows(range.lowerBound) else { return false }
                found.append(range.lowerBound)
                return true
            }
            for token in found { context.report(at: token, message) }
        }

        /// Bodies of the types and functions of a file that the rule's scopes name; nil for a
        /// scope the rule does not have.
        struct Scopes {
            var types: [TokenRange]?
            var functions: [TokenRange]?

            func allows(_ token: Int) -> Bool {
                (types.map { $0.contains { $0.contains(token) } } ?? true)
                    && (functions.map { $0.contains { $0.contains(token) } } ?? true)
            }
        }

        func scopes(_ context: RuleContext) -> Scopes {
            if typeNames.isEmpty && functionNames.isEmpty { return Scopes() }
            var types: [TokenRange] = []
            var functions: [TokenRange] = []
            var inherits: [String: Bool] = [:]
            func visit(_ d: Declaration) {
                guard let body = d.body else { return }
                if !typeNames.isEmpty && d.kind.isType {
                    let name = Declaration.simpleName(d.name)
                    // The type itself (`extension UIViewController`) or a type inheriting from it.
                    let direct = typeNames.contains(name) || d.inheritance.contains { typeNames.contains($0.name) }
                    if direct || inheritsTransitively(name, context.index, &inherits) { types.append(body) }
                }
                if !functionNames.isEmpty && (d.kind == .function || d.kind == .initializer || d.kind == .deinitializer)
                    && functionNames.contains(d.name) {
                    functions.append(body)
                }
            }
            let tree = context.tree
            for root in tree.declarations + tree.localDeclarations {
                visit(root)
                root.forEachDescendant(visit)
            }
            return Scopes(types: typeNames.isEmpty ? nil : types, functions: functionNames.isEmpty ? nil : functions)
        }

        /// Whether the type named `name` inherits from one of `typeNames`, directly or through
        /// types declared in the linted tree (`Profile: BaseViewController`, `BaseViewController:
        /// UIViewController`), counting the inheritance clauses of its extensions.
        func inheritsTransitively(_ name: String, _ index: ProjectIndex, _ memo: inout [String: Bool]) -> Bool {
            if let known = memo[name] { return known }
            memo[name] = false  // cycles (`A: B`, `B: A`) end here
            var result = false
            for parent in index.inheritedNames(of: name) {
                if typeNames.contains(parent) || inheritsTransitively(parent, index, &memo) {
                    result = true
                    break
                }
            }
            memo[name] = result
            return result
        }
    }
}

/// A token pattern of a declarative rule: words separated by whitespace, each matching one
/// token of code (comments are never matched: they are not tokens).
///
/// - A word matches a token with exactly the same text. A word that Swift reads as several
///   tokens is split into them: `as!` is `as !`, `shared.delegate` is `shared . delegate`.
/// - `?` and `!` on their own, or bound to the word before them (`as!`, `x?`), match only
///   postfix `?`/`!` (optional chaining, force unwrap, `as!`, `as?`, `try!`, `try?`); bound to
///   the word after them (`!isEmpty`) they match only the prefix operator.
/// - `"text"` matches a whole string literal whose text, as written, is `text` (no spaces, no
///   interpolation); `""` matches an empty string. Other words never match inside a string
///   literal's text, so `print` does not match `"print"`; code inside `\( )` is matched.
/// - `$_` matches any one token, or one whole string literal.
/// - `$` followed by a name (`$name`, `$type`) matches one identifier that is not a keyword
///   (contextual keywords such as `get`, `set`, `some` count as identifiers; `self`, `Self`,
///   `super`, `init` do not). `$0`, `$1` … are matched literally.
///
/// Matches do not overlap: after a match, the search resumes at the token that follows it.
public struct TokenPattern: Sendable, Hashable {
    public enum Element: Sendable, Hashable {
        /// A token of code with this text.
        case word(String)
        /// A postfix `?` or `!`.
        case postfix(TokenKind)
        /// A string literal without interpolation whose text is this.
        case string(String)
        /// Any one token, or one whole string literal.
        case anyToken
        /// One identifier that is not a keyword.
        case anyName
    }

    public struct SyntaxError: Error, CustomStringConvertible, Equatable {
        public var message: String
        public var description: String { message }
    }

    public let elements: [Element]
    /// The pattern as written.
    public let text: String
    /// `elements` compiled for matching: no `String` is touched while matching.
    let steps: [Step]
    /// The UTF-8 bytes of all words and string texts, which steps refer to by offset.
    let wordBytes: [UInt8]

    public init(_ text: String) throws {
        self.text = text
        var elements: [Element] = []
        for word in text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }) {
            elements += try Self.elements(of: String(word))
        }
        guard !elements.isEmpty else { throw SyntaxError(message: "the pattern is empty") }
        self.elements = elements
        var steps: [Step] = []
        var bytes: [UInt8] = []
        for element in elements {
            switch element {
            case .word(let w):
                steps.append(Step(op: .word, offset: bytes.count, count: w.utf8.count))
                bytes += Array(w.utf8)
            case .string(let w):
                steps.append(Step(op: .string, offset: bytes.count, count: w.utf8.count))
                bytes += Array(w.utf8)
            case .postfix(let kind):
                steps.append(Step(op: kind == .postfixQuestion ? .postfixQuestion : .postfixExclaim, offset: 0, count: 0))
            case .anyToken:
                steps.append(Step(op: .anyToken, offset: 0, count: 0))
            case .anyName:
                steps.append(Step(op: .anyName, offset: 0, count: 0))
            }
        }
        self.steps = steps
        self.wordBytes = bytes
    }

    /// One compiled element.
    struct Step: Sendable, Hashable {
        enum Op: UInt8, Sendable { case word, string, postfixQuestion, postfixExclaim, anyToken, anyName }
        var op: Op
        /// The word's bytes in `wordBytes`.
        var offset: Int
        var count: Int
    }

    static func elements(of word: String) throws -> [Element] {
        let tree = Parser.parse(SourceText(path: "pattern", text: word))
        if !tree.problems.isEmpty || !tree.comments.isEmpty || tree.tokens.isEmpty {
            throw SyntaxError(message: "pattern word '\(word)' cannot be read as Swift tokens (quote strings as \"text\", without spaces)")
        }
        var result: [Element] = []
        var i = 0
        while i < tree.tokens.count {
            let token = tree.tokens[i]
            switch token.kind {
            case .stringStart:
                // `"text"` or `""`: plain one-line delimiters, no interpolation.
                if tree.text(i) == "\"", tree.kind(i + 1) == .stringEnd {
                    result.append(.string(""))
                    i += 2
                    continue
                }
                if tree.text(i) == "\"", tree.kind(i + 1) == .stringSegment, tree.kind(i + 2) == .stringEnd {
                    result.append(.string(tree.text(i + 1)))
                    i += 3
                    continue
                }
                throw SyntaxError(message: "pattern word '\(word)': only plain string literals without interpolation (\"text\") can be matched")
            case .postfixQuestion, .postfixExclaim:
                result.append(.postfix(token.kind))
            case .operator where (tree.tokenIs(i, "?") || tree.tokenIs(i, "!")) && token.spaceAfter:
                // On its own (`as !`): the postfix token.
                result.append(.postfix(tree.tokenIs(i, "?") ? .postfixQuestion : .postfixExclaim))
            case .regexLiteral:
                throw SyntaxError(message: "pattern word '\(word)' is a regular expression literal, which patterns cannot match")
            case .identifier where tree.tokenIs(i, "$_"):
                result.append(.anyToken)
            case .identifier where Self.isNamePlaceholder(tree.text(i)):
                result.append(.anyName)
            default:
                result.append(.word(tree.text(i)))
            }
            i += 1
        }
        return result
    }

    /// `$name`, `$type`, `$_x`: a `$` followed by a name (not `$0`, not `$_`).
    static func isNamePlaceholder(_ text: String) -> Bool {
        let scalars = Array(text.unicodeScalars)
        guard scalars.count > 1, scalars[0] == "$", text != "$_" else { return false }
        return scalars[1].properties.isAlphabetic || scalars[1] == "_"
    }

    /// Keywords that are not names: `$name` does not match them.
    static let reservedKeywords: KeywordSet = [
        .AnyType, .SelfType, .as, .associatedtype, .break, .case, .catch, .class, .continue, .default, .defer,
        .deinit, .do, .else, .enum, .extension, .fallthrough, .false, .fileprivate, .for, .func, .guard, .if,
        .import, .in, .`init`, .inout, .internal, .is, .let, .nil, .operator, .precedencegroup, .private,
        .protocol, .public, .repeat, .rethrows, .return, .self, .static, .struct, .subscript, .super, .switch,
        .throw, .throws, .true, .try, .typealias, .var, .where, .while,
    ]

    /// Whether a token is part of a string literal's own syntax (delimiters, text, `\(` and its `)`).
    @inline(__always) static func isStringPart(_ kind: TokenKind) -> Bool {
        kind == .stringStart || kind == .stringSegment || kind == .stringEnd
            || kind == .interpolationStart || kind == .interpolationEnd
    }

    /// One past the last token of a match starting at token `start`, or nil.
    public func match(in tree: SyntaxTree, at start: Int) -> Int? {
        var result: Int?
        withBuffers(tree) { m in result = m.end(from: start) }
        return result
    }

    /// Every match in the file, in order, without overlaps: the token range of each.
    public func matches(in tree: SyntaxTree) -> [TokenRange] {
        var result: [TokenRange] = []
        forEachMatch(in: tree) { range in
            result.append(range)
            return true
        }
        return result
    }

    /// Calls `body` with each match, in order. When `body` returns true (the match counts), the
    /// search resumes after it; when it returns false, at the next token.
    public func forEachMatch(in tree: SyntaxTree, _ body: (TokenRange) -> Bool) {
        withBuffers(tree) { m in
            let count = m.tokens.count
            let first = steps[0]
            var i = 0
            while i < count {
                // Cheap test of the first word (its length and first byte) before the full match.
                if first.op == .word && !m.startsWord(i, first) { i += 1; continue }
                if let end = m.end(from: i), body(TokenRange(i, end)) {
                    i = max(end, i + 1)
                } else {
                    i += 1
                }
            }
        }
    }

    private func withBuffers(_ tree: SyntaxTree, _ body: (Matcher) -> Void) {
        tree.tokens.withUnsafeBufferPointer { tokens in
            tree.source.bytes.withUnsafeBufferPointer { source in
                steps.withUnsafeBufferPointer { steps in
                    wordBytes.withUnsafeBufferPointer { words in
                        body(Matcher(tokens: tokens, source: source, steps: steps, words: words))
                    }
                }
            }
        }
    }

    /// The matching loop over raw buffers. A `Matcher` lives only inside `withBuffers`' closure,
    /// which keeps the arrays it points into alive; token offsets index `source` within the
    /// file's bytes (the lexer's tokens never reach past them).
    struct Matcher {
        let tokens: UnsafeBufferPointer<Token>
        let source: UnsafeBufferPointer<UInt8>
        let steps: UnsafeBufferPointer<Step>
        let words: UnsafeBufferPointer<UInt8>

        /// Whether token `i` could be the word of `step`: same length, same first byte.
        @inline(__always) func startsWord(_ i: Int, _ step: Step) -> Bool {
            let t = tokens[i]
            var s = Int(t.start), len = Int(t.length)
            if t.flags.contains(.backticked) && len >= 2 { s += 1; len -= 2 }
            return len == step.count && (len == 0 || source[s] == words[step.offset])
        }

        /// Whether token `i`'s text (backticks excluded) is the word of `step`.
        @inline(__always) func isWord(_ i: Int, _ step: Step) -> Bool {
            let t = tokens[i]
            var s = Int(t.start), len = Int(t.length)
            if t.flags.contains(.backticked) && len >= 2 { s += 1; len -= 2 }
            guard len == step.count, s + len <= source.count else { return false }
            var k = 0
            while k < len {
                if source[s + k] != words[step.offset + k] { return false }
                k += 1
            }
            return true
        }

        func end(from start: Int) -> Int? {
            var i = start
            let n = tokens.count
            for step in steps {
                guard i < n else { return nil }
                let kind = tokens[i].kind
                switch step.op {
                case .word:
                    guard !TokenPattern.isStringPart(kind), kind != .postfixQuestion, kind != .postfixExclaim,
                          isWord(i, step) else { return nil }
                    i += 1
                case .postfixQuestion:
                    guard kind == .postfixQuestion else { return nil }
                    i += 1
                case .postfixExclaim:
                    guard kind == .postfixExclaim else { return nil }
                    i += 1
                case .string:
                    guard kind == .stringStart else { return nil }
                    if step.count == 0 {
                        guard i + 1 < n, tokens[i + 1].kind == .stringEnd else { return nil }
                        i += 2
                    } else {
                        guard i + 2 < n, tokens[i + 1].kind == .stringSegment, tokens[i + 2].kind == .stringEnd,
                              isWord(i + 1, step) else { return nil }
                        i += 3
                    }
                case .anyToken:
                    if kind == .stringStart {
                        guard let end = stringLiteralEnd(from: i) else { return nil }
                        i = end
                    } else {
                        guard !TokenPattern.isStringPart(kind) else { return nil }
                        i += 1
                    }
                case .anyName:
                    guard kind == .identifier,
                          tokens[i].flags.contains(.backticked) || !TokenPattern.reservedKeywords.contains(tokens[i].keyword) else { return nil }
                    i += 1
                }
            }
            return i
        }

        /// One past the `stringEnd` that closes the literal opened at `start` (nested literals
        /// in interpolations included).
        func stringLiteralEnd(from start: Int) -> Int? {
            var depth = 0
            var i = start
            while i < tokens.count {
                switch tokens[i].kind {
                case .stringStart: depth += 1
                case .stringEnd:
                    depth -= 1
                    if depth == 0 { return i + 1 }
                default: break
                }
                i += 1
            }
            return nil
        }
    }
}
