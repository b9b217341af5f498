/// A JSON document whose objects keep their keys in the order written, so that the JSON and
/// SARIF reporters produce the same bytes for the same report.
///
/// In an object literal a `nil` value leaves the key out: `["ruleIndex": index.map(JSONValue.int)]`.
enum JSONValue {
    case string(String)
    case int(Int)
    case bool(Bool)
    case array([JSONValue])
    case object([(key: String, value: JSONValue)])

    /// Pretty-printed with two-space indentation; no trailing newline.
    func rendered() -> String {
        var output = ""
        write(to: &output, indent: "")
        return output
    }

    private func write(to output: inout String, indent: String) {
        switch self {
        case .string(let text):
            output += Escape.json(text)
        case .int(let number):
            output += String(number)
        case .bool(let flag):
            output += flag ? "true" : "false"
        case .array(let elements):
            writeContainer(to: &output, indent: indent, open: "[", close: "]", elements) { element, output, inner in
                element.write(to: &output, indent: inner)
            }
        case .object(let members):
            writeContainer(to: &output, indent: indent, open: "{", close: "}", members) { member, output, inner in
                output += Escape.json(member.key) + ": "
                member.value.write(to: &output, indent: inner)
            }
        }
    }

    private func writeContainer<Element>(to output: inout String, indent: String, open: String, close: String,
                                         _ elements: [Element],
                                         writeElement: (Element, inout String, String) -> Void) {
        guard !elements.isEmpty else {
            output += open + close
            return
        }
        let inner = indent + "  "
        output += open + "\n"
        for (offset, element) in elements.enumerated() {
            output += inner
            writeElement(element, &output, inner)
            output += offset == elements.count - 1 ? "\n" : ",\n"
        }
        output += indent + close
    }
}

extension JSONValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByBooleanLiteral,
                     ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral {
    init(stringLiteral value: String) { self = .string(value) }
    init(integerLiteral value: Int) { self = .int(value) }
    init(booleanLiteral value: Bool) { self = .bool(value) }
    init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
    init(dictionaryLiteral elements: (String, JSONValue?)...) {
        self = .object(elements.compactMap { key, value in value.map { (key: key, value: $0) } })
    }
}
