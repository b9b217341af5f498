/// Every escaping rule the output formats need, in one place.
public enum Escape {
    /// Rewrites each Unicode scalar for which `replacement` returns a string; keeps the others.
    private static func mapScalars(_ text: String, _ replacement: (Unicode.Scalar) -> String?) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            if let replaced = replacement(scalar) {
                result += replaced
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    private static func hex(_ value: UInt32, digits: Int) -> String {
        let raw = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, digits - raw.count)) + raw
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }

    /// A JSON string literal, quotes included. Non-ASCII text stays as UTF-8.
    static func json(_ text: String) -> String {
        let body = mapScalars(text) { scalar in
            switch scalar {
            case "\"": return "\\\""
            case "\\": return "\\\\"
            case "\n": return "\\n"
            case "\r": return "\\r"
            case "\t": return "\\t"
            case "\u{08}": return "\\b"
            case "\u{0C}": return "\\f"
            default: return scalar.value < 0x20 ? "\\u" + hex(scalar.value, digits: 4) : nil
            }
        }
        return "\"" + body + "\""
    }

    /// Text safe in an XML 1.0 attribute value (`inAttribute`) or in character data. In
    /// attributes, quotes are escaped and tabs and line breaks become character references so
    /// that parsers keep them; in character data only `\r` needs one. Characters XML 1.0 cannot
    /// carry at all (other C0 controls, U+FFFE, U+FFFF) are dropped.
    /// Text for HTML, in an element or a quoted attribute: `&`, `<`, `>`, `"` and `'` as
    /// references; control characters other than tab and line feed dropped.
    public static func html(_ text: String) -> String {
        mapScalars(text) { scalar in
            switch scalar {
            case "&": return "&amp;"
            case "<": return "&lt;"
            case ">": return "&gt;"
            case "\"": return "&quot;"
            case "'": return "&#39;"
            case "\t", "\n": return nil
            default: return isControl(scalar) ? "" : nil
            }
        }
    }

    public static func xml(_ text: String, inAttribute: Bool = true) -> String {
        mapScalars(text) { scalar in
            switch scalar {
            case "&": return "&amp;"
            case "<": return "&lt;"
            case ">": return "&gt;"
            case "\"": return inAttribute ? "&quot;" : nil
            case "'": return inAttribute ? "&apos;" : nil
            case "\t", "\n": return inAttribute ? "&#\(scalar.value);" : nil
            case "\r": return "&#13;"
            case "\u{FFFE}", "\u{FFFF}": return ""
            default: return scalar.value < 0x20 ? "" : nil
            }
        }
    }

    /// The message part of a GitHub Actions workflow command.
    static func githubMessage(_ text: String) -> String {
        mapScalars(text) { scalar in
            switch scalar {
            case "%": return "%25"
            case "\r": return "%0D"
            case "\n": return "%0A"
            default: return nil
            }
        }
    }

    /// A property value (`file=`, `title=`) of a GitHub Actions workflow command.
    static func githubProperty(_ text: String) -> String {
        mapScalars(githubMessage(text)) { scalar in
            switch scalar {
            case ":": return "%3A"
            case ",": return "%2C"
            default: return nil
            }
        }
    }

    /// One line of terminal text: control characters (line breaks included, tab excepted) are
    /// shown as `\n`, `\r` or `\u{1B}`, so a message never spans lines or sends terminal codes.
    static func singleLine(_ text: String) -> String {
        mapScalars(text) { scalar in
            switch scalar {
            case "\t": return nil
            case "\n": return "\\n"
            case "\r": return "\\r"
            default: return isControl(scalar) ? "\\u{" + hex(scalar.value, digits: 0) + "}" : nil
            }
        }
    }

    /// A relative path as a URI reference: each byte other than unreserved characters
    /// (RFC 3986: letters, digits, `-._~`) and `/` is percent-encoded (UTF-8).
    static func uriPath(_ path: String) -> String {
        var result = ""
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
                result.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                result += "%" + hex(UInt32(byte), digits: 2)
            }
        }
        return result
    }
}
