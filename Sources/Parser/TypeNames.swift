/// Simple names of types: what the index keys types by. A nested type or an extension of one is
/// written with dots (`Outer.Inner`, `extension Shop.Cart`); its simple name is the last part.
extension Declaration {
    /// The declaration's name, and for an extension the simple name of the extended type
    /// (`extension Outer.Inner` → `Inner`).
    public var simpleTypeName: String {
        kind == .extension ? Declaration.simpleName(name) : name
    }

    /// The component before the last of a dotted type name (`Outer.Inner` → `Outer`;
    /// `A.B.C` → `B`; `Cart` → nil).
    public static func qualifier(of name: String) -> String? {
        let parts = name.split(separator: ".")
        return parts.count > 1 ? String(parts[parts.count - 2]) : nil
    }

    /// The last component of a dotted type name (`Outer.Inner` → `Inner`; `Cart` → `Cart`).
    public static func simpleName(_ name: String) -> String {
        guard name.utf8.contains(UInt8(ascii: ".")) else { return name }
        return name.split(separator: ".").last.map(String.init) ?? name
    }
}

/// Which calls a function declaration accepts, by argument labels.
extension Declaration {
    /// Whether a call whose parenthesized arguments carry `labels` may call this function:
    /// the labels are its parameters' labels in order, where the parameters left out have a
    /// default value or take a closure (passed as a trailing closure). `request(endpoint: e)`
    /// calls `func request(endpoint: Endpoint, params: [String: String]? = nil)`.
    public func accepts(argumentLabels labels: [String?]) -> Bool {
        var i = 0
        for parameter in parameters {
            if i < labels.count, labels[i] == parameter.label {
                i += 1
            } else if parameter.defaultValue == nil && !parameter.typeText.contains("->") {
                return false
            }
        }
        return i == labels.count
    }
}
