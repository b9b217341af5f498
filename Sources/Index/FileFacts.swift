import FlowLintLexer
import FlowLintParser

/// Facts gathered from one file, merged into the `ProjectIndex`.
struct FileFacts {
    var types: [DeclarationSite] = []
    var extensions: [DeclarationSite] = []
    var typealiases: [DeclarationSite] = []
    var storingFunctions: [StoringFunction] = []
    var memberReferences: [String: [MemberReference]] = [:]

    init(file: ParsedFile) {
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
            default:
                break
            }
            stack.append(contentsOf: d.members.reversed())
        }
        collectMemberReferences(file)
    }

    /// An escaping closure parameter that the body assigns to a property (`self.x = p`,
    /// `x = p`, `handlers.append(p)`, `handlers[key] = p`).
    static func storingFunction(_ d: Declaration, file: ParsedFile) -> StoringFunction? {
        let escaping = d.parameters.filter { $0.isEscaping }
        guard !escaping.isEmpty, let body = d.body else { return nil }
        let tree = file.tree
        var stored: [String?] = []
        for p in escaping {
            var isStored = false
            for a in tree.assignments where body.contains(a.equalToken) {
                // rhs is exactly the parameter (possibly with a trailing `?`-less cast).
                if a.rhs.count >= 1 && tree.tokenIs(a.rhs.lowerBound, p.name) && a.rhs.count <= 1 {
                    let lhsFirst = a.lhs.lowerBound
                    if tree.keyword(lhsFirst) != .let && tree.keyword(lhsFirst) != .var { isStored = true }
                }
            }
            if !isStored {
                for c in tree.calls where body.contains(c.nameToken) {
                    let name = tree.text(c.nameToken)
                    if (name == "append" || name == "insert" || name == "updateValue"),
                       c.arguments.contains(where: { $0.value.count == 1 && tree.tokenIs($0.value.lowerBound, p.name) }) {
                        isStored = true
                    }
                }
            }
            if isStored { stored.append(p.label) }
        }
        guard !stored.isEmpty else { return nil }
        let typeName = d.enclosingType.map { $0.name.split(separator: ".").last.map(String.init) ?? $0.name }
        return StoringFunction(site: DeclarationSite(file: file, declaration: d), storedParameterLabels: stored, typeName: typeName)
    }

    /// `Upper.lower` pairs in code (comments and strings are not tokens, so they never count).
    mutating func collectMemberReferences(_ file: ParsedFile) {
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
                    memberReferences[tree.text(i), default: []].append(MemberReference(file: file, typeToken: i, memberToken: i + 2))
                }
            }
            i += 1
        }
    }
}
