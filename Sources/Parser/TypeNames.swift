/// Simple names of types: what the index keys types by. A nested type or an extension of one is
/// written with dots (`Outer.Inner`, `extension Shop.Cart`); its simple name is the last part.
extension Declaration {
    /// The declaration's name, and for an extension the simple name of the extended type
    /// (`extension Outer.Inner` → `Inner`).
    public var simpleTypeName: String {
        kind == .extension ? Declaration.simpleName(name) : name
    }

    /// The last component of a dotted type name (`Outer.Inner` → `Inner`; `Cart` → `Cart`).
    public static func simpleName(_ name: String) -> String {
        guard name.utf8.contains(UInt8(ascii: ".")) else { return name }
        return name.split(separator: ".").last.map(String.init) ?? name
    }
}
