import FlowLintLexer
import FlowLintParser

/// Facts gathered from one file, merged into the `ProjectIndex`. The driver gathers them
/// right after parsing a file, on the same worker, while its tree is still in cache.
public struct FileFacts: Sendable {
    let file: ParsedFile
    var types: [DeclarationSite] = []
    var extensions: [DeclarationSite] = []
    var typealiases: [DeclarationSite] = []
    var storingFunctions: [StoringFunction] = []
    var functions: [DeclarationSite] = []
    /// Name tokens of the calls that create an instance of a capitalised name (`Foo(…)`,
    /// `Foo.init(…)`), with their hashes, for `ProjectIndex.constructions(ofType:)`; none in
    /// test files.
    var constructions: [(hash: UInt64, token: Int32)] = []
    /// Places that hand `self` over, for `ProjectIndex.selfHandoffs(named:)`: assignments
    /// (`x.delegate = self`, by index into the tree's assignments) and labelled call arguments
    /// (`Foo(delegate: self)`, as call index and label token).
    var selfAssignments: [Int32] = []
    var selfArguments: [(call: Int32, label: Int32)] = []

    public init(file: ParsedFile) {
        self.file = file
        scanCode(file.tree)
        var stack: [Declaration] = file.tree.declarations.reversed()
        while let d = stack.popLast() {
            switch d.kind {
            case .class, .struct, .enum, .protocol, .actor:
                types.append(DeclarationSite(file: file, declaration: d))
            case .extension:
                extensions.append(DeclarationSite(file: file, declaration: d))
            case .typealias:
                typealiases.append(DeclarationSite(file: file, declaration: d))
            case .function, .initializer:
                if let s = FileFacts.storingFunction(d, file: file) { storingFunctions.append(s) }
                if d.kind == .function { functions.append(DeclarationSite(file: file, declaration: d)) }
            default:
                break
            }
            stack.append(contentsOf: d.members.reversed())
        }
    }

    /// One pass over the calls and assignments of a file for the facts the lifetime and
    /// back-reference questions of the index need.
    private mutating func scanCode(_ tree: SyntaxTree) {
        let file = self.file
        let calls = tree.calls
        for ci in calls.indices {
            let c = calls[ci]
            var t = c.nameToken
            var qualified = false
            if tree.keyword(t) == .`init` {
                if t >= 2, tree.kind(t - 1) == .dot, tree.kind(t - 2) == .identifier, tree.keyword(t - 2) == .none {
                    t -= 2
                } else if t >= 4, tree.kind(t - 1) == .dot, tree.kind(t - 2) == .equal, tree.kind(t - 3) == .identifier, tree.kind(t - 4) == .colon {
                    t -= 3   // `var store: Store = .init()`: the written type is what is made
                } else if let written = FileFacts.typeWrittenForClosureValue(openingBefore: t - 1, tree) {
                    t = written   // `lazy var store: Store = { .init() }()`
                } else if let written = FileFacts.typeWrittenForAssignedProperty(dot: t - 1, tree) {
                    t = written   // `factory = .init(parent: assembler)` with `let factory: Factory`
                } else {
                    t = -1
                }
            } else if c.calleeStart != c.nameToken {
                // `Main.RootView(…)`: a type nested in another, named with its outer type.
                qualified = c.calleeStart == t - 2 && tree.kind(t - 1) == .dot && tree.kind(t - 2) == .identifier
                    && ProjectIndex.startsUppercase(t - 2, tree)
                if !qualified { t = -1 }
            }
            // Tests and mocks make instances freely: their constructions prove nothing.
            if t >= 0, !file.isTestFile, tree.kind(t) == .identifier, qualified || t == 0 || tree.kind(t - 1) != .dot, ProjectIndex.startsUppercase(t, tree) {
                constructions.append((tree.nameHash(ofToken: t), Int32(t)))
            }
            for arg in c.arguments where arg.value.count == 1 && tree.keyword(arg.value.lowerBound) == .self {
                if let label = arg.labelToken { selfArguments.append((Int32(ci), Int32(label))) }
            }
        }
        for (k, a) in tree.assignments.enumerated() where a.rhs.count == 1 && tree.keyword(a.rhs.lowerBound) == .self {
            selfAssignments.append(Int32(k))
        }
    }

    /// The type name written on a stored property of the type around an assignment `name =
    /// .init(…)` or `self.name = .init(…)` in an initializer (`partnerFactory = .init(parent:
    /// assembler)`, with `private let partnerFactory: PartnerFactory` declared in the same type):
    /// the token of `PartnerFactory` in the declaration, given the `.` before `init`. The
    /// construction is recorded there, as the property's initial value would be.
    static func typeWrittenForAssignedProperty(dot: Int, _ tree: SyntaxTree) -> Int? {
        guard dot >= 2, tree.kind(dot) == .dot, tree.kind(dot - 1) == .equal, tree.kind(dot - 2) == .identifier else { return nil }
        let name = dot - 2
        let viaSelf = tree.kind(name - 1) == .dot && tree.keyword(name - 2) == .self
        // Only in an initializer, which runs once per object like the property's initial value
        // that the construction is recorded as (in another method it may run again and again).
        guard viaSelf || tree.kind(name - 1) != .dot, tree.binding(of: name) == nil,
              ProjectIndex.innermostDeclaration(containing: dot, in: tree)?.kind == .initializer,
              let type = tree.innermostType(containing: dot) else { return nil }
        guard let property = type.members.first(where: { $0.kind == .variable && !$0.modifiers.isTypeMember && tree.tokenIs($0.nameToken, tree.text(name)) }),
              let annotation = property.typeAnnotation else { return nil }
        // A plain type name, optional or not (`Factory`, `Factory?`, `Factory!`).
        var end = annotation.upperBound - 1
        while end > annotation.lowerBound, tree.kind(end) == .postfixQuestion || tree.kind(end) == .postfixExclaim { end -= 1 }
        guard end == annotation.lowerBound, tree.kind(end) == .identifier else { return nil }
        return end
    }

    /// The type name written on a property whose value is an immediately called closure that
    /// starts by making one with `.init(…)` (`lazy var central: Central = { .init(…) }()`, also
    /// `{ return .init(…) }()`): the token of `Central`, given the `.` before `init`.
    static func typeWrittenForClosureValue(openingBefore dot: Int, _ tree: SyntaxTree) -> Int? {
        guard dot >= 5, tree.kind(dot) == .dot else { return nil }
        var k = dot - 1
        if tree.keyword(k) == .return { k -= 1 }
        guard tree.kind(k) == .leftBrace, let close = tree.partner(k), tree.kind(close + 1) == .leftParen,
              tree.kind(k - 1) == .equal, tree.kind(k - 2) == .identifier, tree.kind(k - 3) == .colon else { return nil }
        return k - 2
    }

    /// An escaping closure parameter that the body assigns to a property (`self.x = p`,
    /// `x = p`, `handlers.append(p)`, `handlers[key] = p`).
    static func storingFunction(_ d: Declaration, file: ParsedFile) -> StoringFunction? {
        let escaping = d.parameters.filter { $0.isEscaping }
        guard !escaping.isEmpty, let body = d.body else { return nil }
        let tree = file.tree
        var stored: [String?] = []
        var properties: [String] = []
        // The target must be self's: `self.x`, or a name that is not a local or parameter of the
        // function (`task.completion = p` on a local operation is not stored by the type).
        func isOwnTarget(_ root: Int, at position: Int) -> Bool {
            if tree.keyword(root) == .self { return true }
            guard tree.kind(root) == .identifier else { return false }
            let name = tree.text(root)
            return !tree.bindings.contains { b in
                b.scope.contains(position) && b.nameToken <= position && body.contains(b.nameToken) && tree.tokenIs(b.nameToken, name)
            }
        }
        for p in escaping {
            var isStored = false
            for a in tree.assignments where body.contains(a.equalToken) {
                // rhs is exactly the parameter (possibly with a trailing `?`-less cast).
                if a.rhs.count >= 1 && tree.tokenIs(a.rhs.lowerBound, p.name) && a.rhs.count <= 1 {
                    let lhsFirst = a.lhs.lowerBound
                    if tree.keyword(lhsFirst) != .let && tree.keyword(lhsFirst) != .var && isOwnTarget(lhsFirst, at: a.equalToken) {
                        isStored = true
                        properties.append(storedPropertyName(a.lhs, tree))
                    }
                }
            }
            if !isStored {
                for c in tree.calls where body.contains(c.nameToken) {
                    if (tree.tokenIs(c.nameToken, "append") || tree.tokenIs(c.nameToken, "insert") || tree.tokenIs(c.nameToken, "updateValue")),
                       c.arguments.contains(where: { $0.value.count == 1 && tree.tokenIs($0.value.lowerBound, p.name) }),
                       c.calleeStart == c.nameToken || isOwnTarget(c.calleeStart, at: c.nameToken) {
                        isStored = true
                        if c.calleeStart < c.nameToken - 1 { properties.append(storedPropertyName(TokenRange(c.calleeStart, c.nameToken - 1), tree)) }
                    }
                }
            }
            if isStored { stored.append(p.label) }
        }
        guard !stored.isEmpty else { return nil }
        let typeName = d.enclosingType.map { Declaration.simpleName($0.name) }
        return StoringFunction(site: DeclarationSite(file: file, declaration: d), storedParameterLabels: stored, typeName: typeName,
                               storedProperties: properties)
    }

    /// The property a target names: `handlers` in `self.handlers[key]`, `onDone` in `self.onDone`.
    static func storedPropertyName(_ target: TokenRange, _ tree: SyntaxTree) -> String {
        var k = target.lowerBound
        if tree.keyword(k) == .self, tree.kind(k + 1) == .dot { k += 2 }
        return tree.kind(k) == .identifier ? tree.text(k) : ""
    }

    /// `Upper.lower` pairs in code (comments and strings are not tokens, so they never count):
    /// hash of the type name's bytes and the type token, in token order (no `String` per site;
    /// `ProjectIndex.memberReferences` compares the text). Gathered only when a rule asks.
    static func memberReferences(in file: ParsedFile) -> [(hash: UInt64, token: Int32)] {
        var memberReferences: [(hash: UInt64, token: Int32)] = []
        let tree = file.tree
        let toks = tree.tokens
        let bytes = tree.source.bytes
        var i = 0
        let n = toks.count
        while i + 2 < n {
            let t = toks[i]
            if t.kind == .identifier, toks[i + 1].kind == .dot, toks[i + 2].kind == .identifier {
                let first = bytes[Int(t.start)]
                if first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z") && t.keyword == .none
                    && (i == 0 || toks[i - 1].kind != .dot) {
                    memberReferences.append((tree.nameHash(ofToken: i), Int32(i)))
                }
            }
            i += 1
        }
        return memberReferences
    }
}
