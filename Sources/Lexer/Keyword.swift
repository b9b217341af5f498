/// Keywords and the contextual keywords the parser cares about. An identifier token whose
/// text is one of these words carries it in `Token.keyword`; whether the word acts as a
/// keyword is decided by the parser from context (`var get = 1` is legal Swift).
public enum Keyword: UInt8, Sendable, Hashable, CaseIterable {
    case none = 0
    case `AnyType`
    case `SelfType`
    case `underscoreModify`
    case `underscoreRead`
    case `actor`
    case `any`
    case `as`
    case `associatedtype`
    case `async`
    case `await`
    case `borrowing`
    case `break`
    case `case`
    case `catch`
    case `class`
    case `consuming`
    case `continue`
    case `convenience`
    case `default`
    case `defer`
    case `deinit`
    case `didSet`
    case `distributed`
    case `do`
    case `dynamic`
    case `each`
    case `else`
    case `enum`
    case `extension`
    case `fallthrough`
    case `false`
    case `fileprivate`
    case `final`
    case `for`
    case `func`
    case `get`
    case `guard`
    case `if`
    case `import`
    case `in`
    case `indirect`
    case `infix`
    case `init`
    case `inout`
    case `internal`
    case `is`
    case `isolated`
    case `lazy`
    case `let`
    case `macro`
    case `mutating`
    case `nil`
    case `nonisolated`
    case `nonmutating`
    case `open`
    case `operator`
    case `optional`
    case `override`
    case `package`
    case `postfix`
    case `precedencegroup`
    case `prefix`
    case `private`
    case `protocol`
    case `public`
    case `repeat`
    case `required`
    case `rethrows`
    case `return`
    case `self`
    case `sending`
    case `set`
    case `some`
    case `static`
    case `struct`
    case `subscript`
    case `super`
    case `switch`
    case `throw`
    case `throws`
    case `true`
    case `try`
    case `typealias`
    case `unowned`
    case `unsafe`
    case `var`
    case `weak`
    case `where`
    case `while`
    case `willSet`

    /// The spelling of each keyword, indexed by raw value.
    public static let spellings: [String] = ["", "Any", "Self", "_modify", "_read", "actor", "any", "as", "associatedtype", "async", "await", "borrowing", "break", "case", "catch", "class", "consuming", "continue", "convenience", "default", "defer", "deinit", "didSet", "distributed", "do", "dynamic", "each", "else", "enum", "extension", "fallthrough", "false", "fileprivate", "final", "for", "func", "get", "guard", "if", "import", "in", "indirect", "infix", "init", "inout", "internal", "is", "isolated", "lazy", "let", "macro", "mutating", "nil", "nonisolated", "nonmutating", "open", "operator", "optional", "override", "package", "postfix", "precedencegroup", "prefix", "private", "protocol", "public", "repeat", "required", "rethrows", "return", "self", "sending", "set", "some", "static", "struct", "subscript", "super", "switch", "throw", "throws", "true", "try", "typealias", "unowned", "unsafe", "var", "weak", "where", "while", "willSet"]

    public var text: String { Keyword.spellings[Int(rawValue)] }
}
