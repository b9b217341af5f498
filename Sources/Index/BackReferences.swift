import FlowLintLexer
import FlowLintParser

/// Evidence that a stored reference points back at its owner: some object hands itself
/// (`self`) to a property or parameter of that name. A property named `delegate` that nothing
/// hands `self` to holds an owned helper, a strategy or a service, not a back-reference, and
/// making it `weak` would free it at once. The delegate rules report only with this evidence.
extension ProjectIndex {
    /// A place where an object hands itself to a property or parameter of some name:
    /// `x.delegate = self`, `delegate = self`, `Foo(delegate: self)`.
    public struct SelfHandoff: @unchecked Sendable {
        public let file: ParsedFile
        public let token: Int
        /// The class (or actor) whose `self` is handed over (simple name).
        public let typeName: String
    }

    /// Every hand-off of `self` by a class or actor outside test code, by the name of the
    /// property or parameter it goes to, in file order.
    public func selfHandoffs(named name: String) -> [SelfHandoff] {
        memoized("index.self-handoffs", "", as: [String: [SelfHandoff]].self) {
            var result: [String: [SelfHandoff]] = [:]
            for file in files where !file.isTestFile {
                let tree = file.tree
                func add(_ name: Int, _ at: Int) {
                    guard let type = tree.innermostType(containing: at) else { return }
                    let typeName = ProjectIndex.simpleName(type.name)
                    let kind = type.kind == .extension ? self.kind(ofType: typeName) : type.kind
                    guard kind == .class || kind == .actor else { return }
                    result[tree.text(name), default: []].append(SelfHandoff(file: file, token: at, typeName: typeName))
                }
                for a in tree.assignments where a.rhs.count == 1 && tree.keyword(a.rhs.lowerBound) == .self {
                    let last = a.lhs.upperBound - 1
                    if tree.kind(last) == .identifier && (a.lhs.count == 1 || tree.kind(last - 1) == .dot) { add(last, a.lhs.lowerBound) }
                }
                for c in tree.calls {
                    for arg in c.arguments where arg.value.count == 1 && tree.keyword(arg.value.lowerBound) == .self {
                        if let label = arg.labelToken { add(label, label) }
                    }
                }
            }
            return result
        }[name] ?? []
    }

    /// Evidence that what a property named `name` holds can hold its owner back: a class that
    /// adopts the property's protocol (any class, when the property is `AnyObject`) hands `self`
    /// to a property or parameter of that name. Hand-offs by process-lifetime objects don't
    /// count (nothing short-lived is kept alive), nor those of a type that clears the property
    /// itself outside `deinit` (`x.delegate = nil`: the developer breaks the cycle).
    public func backReference(to name: String, protocolName: String?, typeText: String?) -> SelfHandoff? {
        let anyObject = typeText.map { $0.hasPrefix("AnyObject") } ?? false
        guard anyObject || protocolName != nil else { return nil }
        for h in selfHandoffs(named: name) {
            if !anyObject, let p = protocolName, !adopts(h.typeName, p) { continue }
            if processLifetime(ofType: h.typeName) != nil { continue }
            if clears(name, in: h.typeName) { continue }
            return h
        }
        return nil
    }

    /// Whether the type, or a superclass of it in the tree, adopts the protocol (directly or in
    /// an extension).
    public func adopts(_ type: String, _ proto: String) -> Bool {
        var current = type
        var seen: Set<String> = []
        while seen.insert(current).inserted {
            let inherited = inheritedNames(of: current)
            if inherited.contains(proto) { return true }
            guard let superclass = inherited.first(where: { kind(ofType: $0) == .class }) else { return false }
            current = superclass
        }
        return false
    }

    /// `x.name = nil` or `name = nil` in the type's code, outside `deinit`.
    func clears(_ name: String, in type: String) -> Bool {
        for site in (types[type] ?? []) + (extensions[type] ?? []) {
            let tree = site.file.tree
            guard let body = site.declaration.body else { continue }
            for a in tree.assignments where body.contains(a.equalToken) && a.rhs.count == 1 && tree.keyword(a.rhs.lowerBound) == .nil {
                guard tree.tokenIs(a.lhs.upperBound - 1, name) else { continue }
                if ProjectIndex.innermostDeclaration(containing: a.equalToken, in: tree)?.kind == .deinitializer { continue }
                return true
            }
        }
        return false
    }

    /// Strong stored instance properties of classes and actors whose written type's base name
    /// is `typeName` (`FooDelegate`, `FooDelegate?`, `any FooDelegate`), with their owners, in
    /// file order; test code left out.
    public func strongStoredProperties(ofType typeName: String) -> [(owner: DeclarationSite, property: Declaration)] {
        memoized("index.strong-properties-by-type", "", as: [String: [(owner: DeclarationSite, property: Declaration)]].self) {
            var result: [String: [(owner: DeclarationSite, property: Declaration)]] = [:]
            for (_, sites) in types {
                for site in sites where !site.file.isTestFile && (site.declaration.kind == .class || site.declaration.kind == .actor) {
                    for m in site.declaration.members where m.kind == .variable && !m.modifiers.isTypeMember
                        && (m.accessorKind == .stored || m.accessorKind == .observed)
                        && !m.modifiers.contains(.weak) && !m.modifiers.contains(.unowned) {
                        guard let text = m.typeText, let base = ProjectIndex.baseTypeName(text) else { continue }
                        result[base, default: []].append((site, m))
                    }
                }
            }
            for k in result.keys {
                result[k]!.sort { a, b in
                    let fa = filePositions[ObjectIdentifier(a.owner.file)] ?? 0, fb = filePositions[ObjectIdentifier(b.owner.file)] ?? 0
                    return fa != fb ? fa < fb : a.property.keywordToken < b.property.keywordToken
                }
            }
            return result
        }[typeName] ?? []
    }

    /// The simple name of a written type: `FooDelegate?`, `any FooDelegate`, `Module.Foo<T>!`
    /// → `FooDelegate`, `Foo`; nil for function types, tuples, collections and compositions.
    public static func baseTypeName(_ typeText: String) -> String? {
        var s = Substring(typeText)
        while let last = s.last, last == "?" || last == "!" { s = s.dropLast() }
        if s.hasPrefix("(") && s.hasSuffix(")") && !s.containsText("->") { s = s.dropFirst().dropLast() }
        while let last = s.last, last == "?" || last == "!" { s = s.dropLast() }
        for prefix in ["any", "some"] where s.hasPrefix(prefix) {
            let rest = s.dropFirst(prefix.count)
            if let c = rest.first, c == " " || c.isUppercase { s = rest.drop { $0 == " " } }
        }
        if s.containsText("->") || s.hasPrefix("[") || s.hasPrefix("(") || s.containsText("&") { return nil }
        if let lt = s.firstIndex(of: "<") { s = s[..<lt] }
        if let dot = s.lastIndex(of: ".") { s = s[s.index(after: dot)...] }
        let name = String(s)
        return name.isEmpty ? nil : name
    }
}
