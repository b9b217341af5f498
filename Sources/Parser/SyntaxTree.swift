import FlowLintLexer

/// A half-open range of indices into `SyntaxTree.tokens`.
public struct TokenRange: Sendable, Hashable {
    // Stored as 32-bit indices: trees hold millions of ranges, and no file has 2^31 tokens.
    private var lower: Int32
    private var upper: Int32
    public var lowerBound: Int {
        get { Int(lower) }
        set { lower = Int32(truncatingIfNeeded: newValue) }
    }
    public var upperBound: Int {
        get { Int(upper) }
        set { upper = Int32(truncatingIfNeeded: newValue) }
    }
    public init(_ lower: Int, _ upper: Int) {
        self.lower = Int32(truncatingIfNeeded: lower)
        self.upper = Int32(truncatingIfNeeded: max(lower, upper))
    }
    public var isEmpty: Bool { lowerBound >= upperBound }
    public var count: Int { upperBound - lowerBound }
    public func contains(_ index: Int) -> Bool { index >= lowerBound && index < upperBound }
    public var indices: Range<Int> { lowerBound..<upperBound }
}

public enum DeclarationKind: String, Sendable, Hashable {
    case `class`, `struct`, `enum`, `protocol`, `extension`, actor
    case function, initializer, deinitializer, `subscript`
    case variable, `typealias`, `associatedtype`, enumCase, `import`, `operator`, precedenceGroup, macro

    /// Type-like declarations: they have members.
    public var isType: Bool {
        switch self {
        case .class, .struct, .enum, .protocol, .extension, .actor: return true
        default: return false
        }
    }

    /// Declarations with a parameter list and an optional body.
    public var isFunctionLike: Bool {
        self == .function || self == .initializer || self == .deinitializer || self == .subscript
    }
}

/// Declaration modifiers.
public struct Modifiers: OptionSet, Sendable, Hashable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    public static let `static` = Modifiers(rawValue: 1 << 0)
    public static let `class` = Modifiers(rawValue: 1 << 1)
    public static let weak = Modifiers(rawValue: 1 << 2)
    public static let unowned = Modifiers(rawValue: 1 << 3)
    public static let lazy = Modifiers(rawValue: 1 << 4)
    public static let override = Modifiers(rawValue: 1 << 5)
    public static let final = Modifiers(rawValue: 1 << 6)
    public static let `private` = Modifiers(rawValue: 1 << 7)
    public static let `fileprivate` = Modifiers(rawValue: 1 << 8)
    public static let `internal` = Modifiers(rawValue: 1 << 9)
    public static let `public` = Modifiers(rawValue: 1 << 10)
    public static let open = Modifiers(rawValue: 1 << 11)
    public static let package = Modifiers(rawValue: 1 << 12)
    /// `private(set)`, `fileprivate(set)`: the setter is restricted.
    public static let privateSet = Modifiers(rawValue: 1 << 13)
    public static let required = Modifiers(rawValue: 1 << 14)
    public static let convenience = Modifiers(rawValue: 1 << 15)
    public static let mutating = Modifiers(rawValue: 1 << 16)
    public static let nonmutating = Modifiers(rawValue: 1 << 17)
    public static let dynamic = Modifiers(rawValue: 1 << 18)
    public static let optional = Modifiers(rawValue: 1 << 19)
    public static let indirect = Modifiers(rawValue: 1 << 20)
    public static let nonisolated = Modifiers(rawValue: 1 << 21)
    public static let prefix = Modifiers(rawValue: 1 << 22)
    public static let postfix = Modifiers(rawValue: 1 << 23)
    public static let infix = Modifiers(rawValue: 1 << 24)
    public static let distributed = Modifiers(rawValue: 1 << 25)
    /// `internal(set)`/`package(set)`/`public(set)` style setter restriction other than private.
    public static let restrictedSet = Modifiers(rawValue: 1 << 26)

    /// `static` or `class`: a type member.
    public var isTypeMember: Bool { contains(.static) || contains(.class) }
}

/// How a property gets its value.
public enum AccessorKind: String, Sendable, Hashable {
    /// No accessor block: a plain stored property (or a local).
    case stored
    /// Stored with `willSet`/`didSet` observers.
    case observed
    /// A getter block, or `get`/`set` bodies.
    case computed
    /// `{ get }` / `{ get set }` without bodies: a protocol requirement.
    case requirement
}

/// An attribute such as `@objc`, `@IBOutlet`, `@available(iOS 15, *)`.
public struct Attribute: Sendable, Hashable {
    /// Name without the `@`.
    public var name: String
    public var token: Int
    /// Arguments in parentheses, if any (excluding the parentheses).
    public var arguments: TokenRange?
}

/// A function or initializer parameter.
public struct Parameter: Sendable, Hashable {
    /// External label (`nil` for `_`).
    public var label: String?
    /// Internal name.
    public var name: String
    public var nameToken: Int
    /// Tokens of the type.
    public var type: TokenRange
    /// Source text of the type, e.g. `@escaping (Data) -> Void`.
    public var typeText: String
    public var isEscaping: Bool
    public var isAutoclosure: Bool
    public var isInout: Bool
    public var defaultValue: TokenRange?
}

/// An entry of an inheritance clause (`: UIViewController, UITableViewDelegate`).
public struct TypeReference: Sendable, Hashable {
    /// Text without whitespace, e.g. `UIViewController`, `Foo.Bar`, `Repository<User>`.
    public var text: String
    /// The last simple name (`Bar` for `Foo.Bar`, `Repository` for `Repository<User>`).
    public var name: String
    public var range: TokenRange
}

/// An optional token range in 8 bytes (a negative lower bound means none), for large tables.
struct PackedTokenRange {
    var lower: Int32 = -1
    var upper: Int32 = -1

    @inline(__always) var value: TokenRange? {
        get { lower < 0 ? nil : TokenRange(Int(lower), Int(upper)) }
        set {
            if let r = newValue {
                lower = Int32(truncatingIfNeeded: r.lowerBound)
                upper = Int32(truncatingIfNeeded: r.upperBound)
            } else {
                lower = -1
                upper = -1
            }
        }
    }
}

// Thread safety and exclusivity (`@unchecked Sendable`, `@exclusivity(unchecked)`): the parser
// writes the fields of `DeclarationExtras`, `Declaration`, `Closure` and
// `SyntaxTree` on the one thread that builds the tree, before `Parser.parse` returns
// it; nothing writes them afterwards (`internal(set)`: only this module can, and only the
// parser does). From then on the tree is only read, from any number of threads, so no write
// can race a read and no two accesses can overlap. Dynamic exclusivity checks on these hot
// fields are measurable in every run (figure in docs/ci.md, "Sanitizers"), so they are off;
// CI's exclusivity step builds a copy with the attributes removed and
// `-enforce-exclusivity=checked` and runs the tests on it.

/// What few declarations have (attributes, an inheritance clause, generics, accessor bodies):
/// held apart, so that the many without them stay small.
final class DeclarationExtras {
    @exclusivity(unchecked) var attributes: [Attribute] = []
    @exclusivity(unchecked) var inheritance: [TypeReference] = []
    @exclusivity(unchecked) var accessorBodies: [TokenRange] = []
    @exclusivity(unchecked) var genericParameters = PackedTokenRange()
    @exclusivity(unchecked) var whereClause = PackedTokenRange()
}

/// A declaration: a type, a member, a local function or variable.
///
/// Trees hold one per declaration of a project (about 140,000 per million lines), so the stored
/// layout is compact (144 bytes of heap each): token indices and optional ranges are 32-bit
/// behind `Int` accessors, flags share a byte, and what few declarations have lives in a
/// separate object made only for them.
public final class Declaration: @unchecked Sendable {
    // `@unchecked Sendable`, `@exclusivity(unchecked)`: written only while the parser builds the
    // tree, read-only afterwards (see the note above `DeclarationExtras`).
    // Stored fields, largest first (classes are laid out in declaration order).
    /// Simple name (`ProfileViewController`, `viewDidLoad`, `delegate`); for extensions the
    /// extended type as written (`Foo.Bar`); `init`, `deinit`, `subscript` for those.
    @exclusivity(unchecked) public internal(set) var name: String
    /// Type annotation text without whitespace, e.g. `ProfileDelegate?`.
    @exclusivity(unchecked) public internal(set) var typeText: String?
    @exclusivity(unchecked) public internal(set) var members: [Declaration] = []
    // Functions, initializers, subscripts.
    @exclusivity(unchecked) public internal(set) var parameters: [Parameter] = []
    @exclusivity(unchecked) private var extras: DeclarationExtras?
    /// `unowned` (checked): the parent keeps this declaration in its `members`, so it lives at
    /// least as long; a read after the whole tree is gone traps instead of reading freed memory.
    @exclusivity(unchecked) public internal(set) unowned var parent: Declaration?
    @exclusivity(unchecked) private var keywordTokenStorage: Int32
    @exclusivity(unchecked) private var nameTokenStorage: Int32
    @exclusivity(unchecked) private var startTokenStorage: Int32
    @exclusivity(unchecked) private var endTokenStorage: Int32
    @exclusivity(unchecked) private var returnTypeStorage = PackedTokenRange()
    @exclusivity(unchecked) private var bodyStorage = PackedTokenRange()
    @exclusivity(unchecked) private var typeAnnotationStorage = PackedTokenRange()
    @exclusivity(unchecked) private var initializerStorage = PackedTokenRange()
    @exclusivity(unchecked) public internal(set) var modifiers = Modifiers(rawValue: 0)
    public let kind: DeclarationKind
    @exclusivity(unchecked) public internal(set) var accessorKind: AccessorKind = .stored
    /// `isLet`, `isLocal` and `inConditionalCompilation`, one bit each.
    @exclusivity(unchecked) private var flagBits: UInt8 = 0

    private func flag(_ bit: UInt8) -> Bool { flagBits & bit != 0 }
    private func setFlag(_ bit: UInt8, _ on: Bool) { flagBits = on ? flagBits | bit : flagBits & ~bit }

    // Variables.
    /// `let` rather than `var`.
    public internal(set) var isLet: Bool {
        get { flag(1) }
        set { setFlag(1, newValue) }
    }
    /// Declared inside a function/closure body rather than in a type or at file level.
    public internal(set) var isLocal: Bool {
        get { flag(2) }
        set { setFlag(2, newValue) }
    }
    /// Inside an `#if` … `#endif` block.
    public internal(set) var inConditionalCompilation: Bool {
        get { flag(4) }
        set { setFlag(4, newValue) }
    }
    /// This declaration, or for a local one the nearest enclosing declaration that is not local
    /// (the method or stored property a local variable, function or closure stands in).
    public var nearestNonLocal: Declaration {
        var d = self
        while d.isLocal, let p = d.parent { d = p }
        return d
    }

    /// The extras, made on the first write of something other than an empty value.
    private func madeExtras() -> DeclarationExtras {
        if let e = extras { return e }
        let e = DeclarationExtras()
        extras = e
        return e
    }

    public internal(set) var attributes: [Attribute] {
        get { extras?.attributes ?? [] }
        set { if extras != nil || !newValue.isEmpty { madeExtras().attributes = newValue } }
    }
    public internal(set) var inheritance: [TypeReference] {
        get { extras?.inheritance ?? [] }
        set { if extras != nil || !newValue.isEmpty { madeExtras().inheritance = newValue } }
    }
    /// Bodies of accessors (`get`, `set`, `willSet`, `didSet`, or the bare getter).
    public internal(set) var accessorBodies: [TokenRange] {
        get { extras?.accessorBodies ?? [] }
        set { if extras != nil || !newValue.isEmpty { madeExtras().accessorBodies = newValue } }
    }
    public internal(set) var genericParameters: TokenRange? {
        get { extras?.genericParameters.value }
        set { if extras != nil || newValue != nil { madeExtras().genericParameters.value = newValue } }
    }
    public internal(set) var whereClause: TokenRange? {
        get { extras?.whereClause.value }
        set { if extras != nil || newValue != nil { madeExtras().whereClause.value = newValue } }
    }

    /// The introducing keyword (`class`, `func`, `var`, `let`, …).
    public internal(set) var keywordToken: Int {
        get { Int(keywordTokenStorage) }
        set { keywordTokenStorage = Int32(truncatingIfNeeded: newValue) }
    }
    public internal(set) var nameToken: Int {
        get { Int(nameTokenStorage) }
        set { nameTokenStorage = Int32(truncatingIfNeeded: newValue) }
    }
    /// First token of the declaration (its first attribute or modifier).
    public internal(set) var startToken: Int {
        get { Int(startTokenStorage) }
        set { startTokenStorage = Int32(truncatingIfNeeded: newValue) }
    }
    /// One past the last token of the declaration.
    public internal(set) var endToken: Int {
        get { Int(endTokenStorage) }
        set { endTokenStorage = Int32(truncatingIfNeeded: newValue) }
    }
    public internal(set) var returnType: TokenRange? {
        get { returnTypeStorage.value }
        set { returnTypeStorage.value = newValue }
    }
    /// Body including its braces (`{` … `}`); for types, the member block.
    public internal(set) var body: TokenRange? {
        get { bodyStorage.value }
        set { bodyStorage.value = newValue }
    }
    public internal(set) var typeAnnotation: TokenRange? {
        get { typeAnnotationStorage.value }
        set { typeAnnotationStorage.value = newValue }
    }
    /// Initial value expression (after `=`).
    public internal(set) var initializer: TokenRange? {
        get { initializerStorage.value }
        set { initializerStorage.value = newValue }
    }

    init(kind: DeclarationKind, name: String, keywordToken: Int, nameToken: Int, startToken: Int) {
        self.kind = kind
        self.name = name
        self.keywordTokenStorage = Int32(truncatingIfNeeded: keywordToken)
        self.nameTokenStorage = Int32(truncatingIfNeeded: nameToken)
        self.startTokenStorage = Int32(truncatingIfNeeded: startToken)
        self.endTokenStorage = Int32(truncatingIfNeeded: keywordToken + 1)
    }

    public func hasAttribute(_ name: String) -> Bool { attributes.contains { $0.name == name } }

    /// The nearest enclosing type declaration (class, struct, enum, protocol, extension, actor).
    public var enclosingType: Declaration? {
        var current = parent
        while let c = current {
            if c.kind.isType { return c }
            current = c.parent
        }
        return nil
    }

    /// Walks this declaration and all nested ones, depth first, in source order.
    public func forEachDescendant(_ body: (Declaration) -> Void) {
        var stack: [Declaration] = members.reversed()
        while let d = stack.popLast() {
            body(d)
            stack.append(contentsOf: d.members.reversed())
        }
    }
}

/// A capture list entry: `[weak self]`, `[unowned owner = self.owner]`, `[self]`, `[model]`.
public struct Capture: Sendable, Hashable {
    public enum Specifier: String, Sendable, Hashable { case strong, weak, unowned }
    public var specifier: Specifier
    /// The name the closure sees.
    public var name: String
    public var nameToken: Int
    /// The captured expression when written as `name = expr`.
    public var expression: TokenRange?
}

/// How a closure is used by the code around it.
public enum ClosureUse: Sendable {
    /// An argument of a call (index into `SyntaxTree.calls`), with its label; `trailing` for
    /// trailing closures.
    case argument(call: Int, label: String?, trailing: Bool)
    /// The right-hand side of an assignment (index into `SyntaxTree.assignments`).
    case assigned(assignment: Int)
    /// The initial value of a variable (`var onTap = { … }`, `lazy var x = { … }()`).
    case initialValue(of: Declaration)
    /// Returned from a function or closure.
    case returned
    /// Anything else (an element of an array literal, an operand of `??`, …).
    case other
}

/// A closure expression `{ [captures] (params) in body }`.
public final class Closure: @unchecked Sendable {
    // `@unchecked Sendable`, `@exclusivity(unchecked)`: written only while the parser builds the
    // tree, read-only afterwards (see the note above `DeclarationExtras`).
    // Token indices are stored in 32 bits behind `Int` accessors (trees hold one closure per
    // dozen lines): 112 bytes of heap per closure instead of 128.
    @exclusivity(unchecked) private var indexStorage: Int32
    @exclusivity(unchecked) private var leftBraceStorage: Int32
    @exclusivity(unchecked) private var rightBraceStorage: Int32
    @exclusivity(unchecked) private var inTokenStorage: Int32 = -1
    @exclusivity(unchecked) public internal(set) var captures: [Capture] = []
    /// Names of the parameters (`$0`-style closures have none).
    @exclusivity(unchecked) public internal(set) var parameterNames: [String] = []
    @exclusivity(unchecked) public internal(set) var use: ClosureUse = .other
    /// Followed directly by `(…)`: called where it is written.
    @exclusivity(unchecked) public internal(set) var isImmediatelyApplied = false
    /// Innermost enclosing closure.
    /// `unowned` (checked), like `Declaration.parent`: the tree keeps every closure.
    @exclusivity(unchecked) public internal(set) unowned var parent: Closure?
    /// The declaration whose code contains the closure (function, initializer, variable…).
    /// `unowned` (checked): the tree keeps the declaration.
    @exclusivity(unchecked) public internal(set) unowned var declaration: Declaration?

    init(index: Int, leftBrace: Int) {
        indexStorage = Int32(truncatingIfNeeded: index)
        leftBraceStorage = Int32(truncatingIfNeeded: leftBrace)
        rightBraceStorage = Int32(truncatingIfNeeded: leftBrace)
    }

    /// Position of the closure in `SyntaxTree.closures`.
    public var index: Int { Int(indexStorage) }
    public var leftBrace: Int { Int(leftBraceStorage) }
    public internal(set) var rightBrace: Int {
        get { Int(rightBraceStorage) }
        set { rightBraceStorage = Int32(truncatingIfNeeded: newValue) }
    }
    /// The `in` keyword, if present.
    public internal(set) var inToken: Int? {
        get { inTokenStorage < 0 ? nil : Int(inTokenStorage) }
        set { inTokenStorage = Int32(truncatingIfNeeded: newValue ?? -1) }
    }

    /// Tokens of the body, after `in` when present, excluding the braces.
    public var bodyRange: TokenRange { TokenRange((inToken ?? leftBrace) + 1, rightBrace) }
    /// Tokens of the whole closure including braces.
    public var range: TokenRange { TokenRange(leftBrace, rightBrace + 1) }

    public func capture(named name: String) -> Capture? { captures.first { $0.name == name } }
}

/// A call argument. Read from the tree's flat argument table (12 bytes per argument); its
/// label's `String` is made only when asked for.
public struct Argument: Sendable, Hashable {
    let owner: SyntaxTree
    let record: ArgumentRecord

    /// The label (`forName` in `addObserver(forName: …)`), nil when the argument has none.
    public var label: String? { record.labelToken >= 0 ? owner.text(Int(record.labelToken)) : nil }
    public var labelToken: Int? { record.labelToken >= 0 ? Int(record.labelToken) : nil }
    /// Tokens of the value (without the label).
    public var value: TokenRange { TokenRange(Int(record.valueStart), Int(record.valueEnd)) }

    public static func == (a: Argument, b: Argument) -> Bool {
        a.owner === b.owner && a.record.labelToken == b.record.labelToken
            && a.record.valueStart == b.record.valueStart && a.record.valueEnd == b.record.valueEnd
    }
    public func hash(into h: inout Hasher) {
        h.combine(record.labelToken)
        h.combine(record.valueStart)
        h.combine(record.valueEnd)
    }
}

/// How an argument is stored: its label token (-1: none) and value range, 32-bit.
struct ArgumentRecord {
    var labelToken: Int32
    var valueStart: Int32
    var valueEnd: Int32
}

/// How a trailing closure is stored: its label token (-1: none, the first closure) and closure index.
struct TrailingClosureRecord {
    var labelToken: Int32
    var closure: Int32
}

/// How a call is stored in the tree's call table: 32-bit token indices (36 bytes a call).
struct CallRecord {
    private var nameTokenStorage: Int32
    private var calleeStartStorage: Int32
    private var leftParenStorage: Int32
    private var rightParenStorage: Int32
    private var endTokenStorage: Int32
    var argumentStart: Int32 = 0
    var argumentCount: Int32 = 0
    var trailingStart: Int32 = 0
    var trailingCount: Int32 = 0

    init(nameToken: Int, calleeStart: Int, leftParen: Int?, rightParen: Int?, endToken: Int) {
        nameTokenStorage = Int32(truncatingIfNeeded: nameToken)
        calleeStartStorage = Int32(truncatingIfNeeded: calleeStart)
        leftParenStorage = Int32(truncatingIfNeeded: leftParen ?? -1)
        rightParenStorage = Int32(truncatingIfNeeded: rightParen ?? -1)
        endTokenStorage = Int32(truncatingIfNeeded: endToken)
    }

    var nameToken: Int {
        get { Int(nameTokenStorage) }
        set { nameTokenStorage = Int32(truncatingIfNeeded: newValue) }
    }
    var calleeStart: Int {
        get { Int(calleeStartStorage) }
        set { calleeStartStorage = Int32(truncatingIfNeeded: newValue) }
    }
    var leftParen: Int? {
        get { leftParenStorage < 0 ? nil : Int(leftParenStorage) }
        set { leftParenStorage = Int32(truncatingIfNeeded: newValue ?? -1) }
    }
    var rightParen: Int? {
        get { rightParenStorage < 0 ? nil : Int(rightParenStorage) }
        set { rightParenStorage = Int32(truncatingIfNeeded: newValue ?? -1) }
    }
    var endToken: Int {
        get { Int(endTokenStorage) }
        set { endTokenStorage = Int32(truncatingIfNeeded: newValue) }
    }
}

/// A call site: `receiver.name(args) { trailing }`. A plain value read from the tree's call
/// table (see `SyntaxTree.calls`): its arguments and trailing closures live in flat per-tree
/// arrays, so copying a `Call` never touches reference counts.
public struct Call: Sendable, Hashable {
    /// The tree whose tables this call indexes, kept alive by the call.
    let owner: SyntaxTree
    var record: CallRecord

    init(owner: SyntaxTree, record: CallRecord) {
        self.owner = owner
        self.record = record
    }

    /// The callee's last name (`addObserver`, `Timer`, `sink`, `init`, `self`…).
    public var nameToken: Int {
        get { record.nameToken }
        set { record.nameToken = newValue }
    }
    /// First token of the callee expression, including its receiver chain.
    public var calleeStart: Int {
        get { record.calleeStart }
        set { record.calleeStart = newValue }
    }
    public var leftParen: Int? {
        get { record.leftParen }
        set { record.leftParen = newValue }
    }
    public var rightParen: Int? {
        get { record.rightParen }
        set { record.rightParen = newValue }
    }
    /// One past the last token of the call (after `)` or the last trailing closure).
    public var endToken: Int {
        get { record.endToken }
        set { record.endToken = newValue }
    }
    /// The arguments in parentheses, in order.
    public var arguments: ArgumentList {
        ArgumentList(owner: owner, start: Int(record.argumentStart), count: Int(record.argumentCount))
    }
    /// Trailing closures (indices into `SyntaxTree.closures`) with their labels (`nil` for the first).
    public var trailingClosures: TrailingClosureList {
        TrailingClosureList(owner: owner, start: Int(record.trailingStart), count: Int(record.trailingCount))
    }

    public static func == (a: Call, b: Call) -> Bool {
        a.nameToken == b.nameToken && a.leftParen == b.leftParen && a.endToken == b.endToken
    }
    public func hash(into h: inout Hasher) { h.combine(nameToken); h.combine(endToken) }

    public func argument(labeled label: String) -> Argument? { arguments.first { $0.label == label } }
    public var argumentLabels: [String?] { arguments.map(\.label) }
}

/// The calls of a tree, in order of their name tokens when the code allows (see
/// `SyntaxTree.callIndex(nameToken:)`): a view of the tree's call table, whose entries are
/// read as `Call` values.
public struct CallList: RandomAccessCollection, Sendable {
    let owner: SyntaxTree
    let records: [CallRecord]
    init(owner: SyntaxTree, records: [CallRecord]) {
        self.owner = owner
        self.records = records
    }
    public var startIndex: Int { 0 }
    public var endIndex: Int { records.count }
    public subscript(position: Int) -> Call { Call(owner: owner, record: records[position]) }
}

/// The arguments of a call: a view of the tree's flat argument table.
public struct ArgumentList: RandomAccessCollection, Sendable {
    let owner: SyntaxTree
    let start: Int
    public let count: Int
    public var startIndex: Int { 0 }
    public var endIndex: Int { count }
    public subscript(position: Int) -> Argument {
        precondition(position >= 0 && position < count, "argument index out of range")
        return Argument(owner: owner, record: owner.argumentTable[start + position])
    }
}

/// The trailing closures of a call: a view of the tree's flat trailing-closure table.
public struct TrailingClosureList: RandomAccessCollection, Sendable {
    let owner: SyntaxTree
    let start: Int
    public let count: Int
    public var startIndex: Int { 0 }
    public var endIndex: Int { count }
    public subscript(position: Int) -> (label: String?, closure: Int) {
        precondition(position >= 0 && position < count, "trailing closure index out of range")
        let r = owner.trailingClosureTable[start + position]
        return (r.labelToken >= 0 ? owner.text(Int(r.labelToken)) : nil, Int(r.closure))
    }
}

/// `lhs = rhs`.
public struct Assignment: Sendable, Hashable {
    public var lhs: TokenRange
    public var rhs: TokenRange
    private var equalTokenStorage: Int32
    public var equalToken: Int {
        get { Int(equalTokenStorage) }
        set { equalTokenStorage = Int32(truncatingIfNeeded: newValue) }
    }

    public init(lhs: TokenRange, equalToken: Int, rhs: TokenRange) {
        self.lhs = lhs
        self.rhs = rhs
        self.equalTokenStorage = Int32(truncatingIfNeeded: equalToken)
    }
}

/// `x as T`, `x as? T`, `x as! T`.
public struct Cast: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable { case plain, conditional, forced }
    public var kind: Kind
    public var asToken: Int
    /// The `!` or `?` after `as`.
    public var markToken: Int?
    /// The cast operand (a postfix expression ending just before `as`).
    public var operand: TokenRange
    /// The target type.
    public var type: TokenRange
}

/// A statement inside a code block (function body, closure, accessor).
public struct Statement: Sendable, Hashable {
    public var range: TokenRange
}

/// A name bound by `let`/`var`/`for … in`/`catch let`/a closure or function parameter inside code.
public struct LocalBinding: Sendable, Hashable {
    private var nameTokenStorage: Int32
    /// The region of tokens where the name is visible (to the end of the enclosing block).
    public var scope: TokenRange
    public var nameToken: Int {
        get { Int(nameTokenStorage) }
        set { nameTokenStorage = Int32(truncatingIfNeeded: newValue) }
    }

    public init(nameToken: Int, scope: TokenRange) {
        self.nameTokenStorage = Int32(truncatingIfNeeded: nameToken)
        self.scope = scope
    }
}

/// An `#if` directive clause (`#if`, `#elseif`, `#else`).
public struct ConditionalClause: Sendable, Hashable {
    public var directiveToken: Int
    public var condition: TokenRange
}

/// The structural tree of one file: declarations plus flat lists of the code facts rules need.
public final class SyntaxTree: @unchecked Sendable {
    // `@unchecked Sendable`, `@exclusivity(unchecked)`: the `var` tables are filled only while the
    // parser builds the tree, read-only afterwards (see the note above `DeclarationExtras`).
    public let source: SourceText
    /// Significant tokens (no whitespace or comments).
    public let tokens: [Token]
    /// Comment tokens, in source order.
    public let comments: [Token]
    /// For every bracket token (`(`, `)`, `[`, `]`, `{`, `}`, `\(`, interpolation `)`), the
    /// index of its partner, or -1 when unbalanced.
    public let matching: BracketMatching
    @exclusivity(unchecked) public internal(set) var declarations: [Declaration] = []
    @exclusivity(unchecked) public internal(set) var closures: [Closure] = []
    /// Calls, 36 bytes each (see `calls`).
    @exclusivity(unchecked) var callTable: [CallRecord] = []
    /// Arguments of all calls, each call's contiguous (see `Call.arguments`).
    @exclusivity(unchecked) var argumentTable: [ArgumentRecord] = []
    /// Trailing closures of all calls, each call's contiguous (see `Call.trailingClosures`).
    @exclusivity(unchecked) var trailingClosureTable: [TrailingClosureRecord] = []
    @exclusivity(unchecked) public internal(set) var assignments: [Assignment] = []
    @exclusivity(unchecked) public internal(set) var casts: [Cast] = []
    /// Postfix `!` tokens that force-unwrap (not the `!` of `as!` or `try!`).
    @exclusivity(unchecked) public internal(set) var forceUnwraps: [Int] = []
    @exclusivity(unchecked) public internal(set) var statements: [Statement] = []
    @exclusivity(unchecked) public internal(set) var bindings: [LocalBinding] = []
    @exclusivity(unchecked) public internal(set) var conditionalClauses: [ConditionalClause] = []
    /// Problems found while lexing or parsing (byte offset and message).
    @exclusivity(unchecked) public internal(set) var problems: [LexerDiagnostic] = []
    /// Declarations inside code bodies (local functions and types, in source order); they are
    /// not members of anything. Held here so that `Closure.declaration` and `Declaration.parent`
    /// of what lies inside them stay valid for the tree's lifetime.
    @exclusivity(unchecked) public internal(set) var localDeclarations: [Declaration] = []
    /// Call lookup by name token, only needed when calls are not in name-token order.
    @exclusivity(unchecked) var unsortedCallIndexByName: [Int: Int]?

    /// Index of the closure whose `{` is at `leftBrace` (binary search: closures are in source order).
    static func closureIndex(leftBrace: Int, in closures: [Closure]) -> Int? {
        let lo = closures.partitionPoint { $0.leftBrace >= leftBrace }
        return lo < closures.count && closures[lo].leftBrace == leftBrace ? lo : nil
    }

    /// Index of the closure whose `{` or `}` is at token `brace`.
    public func closureIndex(brace: Int) -> Int? {
        let lb = kind(brace) == .rightBrace ? (partner(brace) ?? -1) : brace
        return SyntaxTree.closureIndex(leftBrace: lb, in: closures)
    }

    /// Every call site of the file (a view of the call table).
    public var calls: CallList { CallList(owner: self, records: callTable) }

    /// Index of the call whose name token is `token`.
    public func callIndex(nameToken token: Int) -> Int? {
        if let map = unsortedCallIndexByName { return map[token] }
        let calls = callTable
        let lo = calls.partitionPoint { $0.nameToken >= token }
        return lo < calls.count && calls[lo].nameToken == token ? lo : nil
    }

    init(source: SourceText, tokens: [Token], comments: [Token], matching: BracketMatching) {
        self.source = source
        self.tokens = tokens
        self.comments = comments
        self.matching = matching
    }
}
