import FlowLintParser

/// Code that never runs: a method no code of the tree calls, names as a function value or lets
/// the runtime call. A leak found there leaks nothing, so the leak rules stay silent (decided on
/// real code, 2026-12-06: six findings in uncalled set-up methods judged wrong, among them a
/// cell's video observer whose only caller was deleted and a timer whose one call is commented
/// out; docs/lifetimes.md, "Code that never runs").
extension ProjectIndex {
    /// Whether the code at `token` is in a method that never runs: a `private` one nothing in its
    /// file names (`isInUncalledPrivateMethod`), or any other non-public method that no code of
    /// the tree outside tests calls by its name and labels, that is never used as a selector or a
    /// function value, and that no framework can call (see `mayRunUncalled`). Linting part of a
    /// tree sees only that part's callers.
    public func isInUncalledMethod(_ token: Int, in file: ParsedFile) -> Bool {
        let tree = file.tree
        if ProjectIndex.isInUncalledPrivateMethod(token, in: tree) { return true }
        guard !file.isTestFile, isWholeApp, let d = ProjectIndex.memberDeclaration(containing: token, in: tree),
              d.kind == .function, let type = d.enclosingType, !mayRunUncalled(d, in: type) else { return false }
        return isNeverCalled(d)
    }

    /// Whether the code at `token` never runs: it is in a method nothing calls
    /// (`isInUncalledMethod`), or in an instance member of a class the tree never makes
    /// (`isNeverMade`).
    public func neverRuns(_ token: Int, in file: ParsedFile) -> Bool {
        if isInUncalledMethod(token, in: file) { return true }
        guard !file.isTestFile, isWholeApp, let d = ProjectIndex.memberDeclaration(containing: token, in: file.tree),
              !d.kind.isType, !d.modifiers.isTypeMember, let type = d.enclosingType else { return false }
        return isNeverMade(ProjectIndex.simpleName(type.name))
    }

    /// Whether the tree is a whole app, whose callers and makers are all in it: it has the
    /// app's entry point (an `@main`, `@UIApplicationMain` or `@NSApplicationMain` type, an
    /// application delegate, or a `main.swift`). A library, a feature folder linted on its own
    /// or a fixture of a few files is not: code outside it may call and make what it declares.
    public var isWholeApp: Bool {
        memoTable("index.whole-app", of: Bool.self).value(for: "") {
            if files.contains(where: { !$0.isTestFile && ($0.path == "main.swift" || $0.path.hasSuffix("/main.swift")) }) { return true }
            return types.values.contains { sites in
                sites.contains { site in
                    let d = site.declaration
                    guard !site.file.isTestFile, d.kind == .class || d.kind == .struct else { return false }
                    return d.attributes.contains { ProjectIndex.entryPointAttributes.contains($0.name) }
                        || d.inheritance.contains { ProjectIndex.applicationDelegateProtocols.contains($0.name) }
                }
            }
        }
    }

    /// Whether no instance of the class `name` is ever made: no code of the tree constructs it,
    /// no storyboard or nib places it, no class derives from it, no code outside its own
    /// declaration and extensions names it (`Foo.self`, `as? Foo`, a type annotation: it may be
    /// made where the tree does not show it), and no Objective-C source or `Info.plist` spells
    /// it. Classes the system makes by name from files flowlint does not read (Core Data
    /// entities, documents) and classes with an Objective-C name of their own are left out.
    public func isNeverMade(_ name: String) -> Bool {
        memoTable("index.never-made", of: Bool.self).value(for: name) {
            guard let sites = types[name], !sites.isEmpty, sites.allSatisfy({ site in
                site.declaration.kind == .class && !site.file.isTestFile
                    && !site.declaration.modifiers.contains(.public) && !site.declaration.modifiers.contains(.open)
                    && !site.declaration.attributes.contains { $0.name == "objc" || ProjectIndex.entryPointAttributes.contains($0.name) }
            }) else { return false }
            if !constructions(ofType: name).isEmpty || placedByInterfaceFiles(name) || interface.namesOutsideSwift.contains(name) { return false }
            if superclassChain(of: name).contains(where: { ProjectIndex.madeByNameClasses.contains($0) })
                || (sites + (extensions[name] ?? [])).contains(where: { $0.declaration.inheritance.contains { ProjectIndex.madeByNameClasses.contains($0.name) } }) {
                return false
            }
            return !isNamedOutside(name, sites + (extensions[name] ?? []))
        }
    }

    /// Framework classes whose subclasses the system makes from a name in a file flowlint does
    /// not read (a Core Data model, a document type) or from `Info.plist` keys of a binary plist.
    static let madeByNameClasses: Set<String> = [
        "NSManagedObject", "NSDocument", "NSPersistentDocument", "UIDocument", "UIApplication", "NSApplication",
        "UNNotificationServiceExtension", "NSExtensionRequestHandling", "WKInterfaceController",
    ]

    /// Whether identifier tokens spell `name` anywhere but inside `own` (the class's declarations
    /// and extensions).
    private func isNamedOutside(_ name: String, _ own: [DeclarationSite]) -> Bool {
        var inside = 0
        for site in own {
            let tree = site.file.tree
            let d = site.declaration
            for k in d.startToken..<min(d.endToken, tree.tokens.count) where tree.kind(k) == .identifier && tree.tokenIs(k, name) {
                inside += 1
            }
        }
        return identifierCount(name) > inside
    }

    /// Names the language or a framework calls without a call the tree shows (`for … in`, a
    /// call of an instance, result builders, `Codable`, `Hashable`, SwiftUI's coordinator).
    static let implicitlyCalledNames: Set<String> = [
        "callAsFunction", "makeIterator", "next", "makeAsyncIterator", "hash", "encode", "main", "body",
        "makeCoordinator", "makeBody", "dynamicallyCall", "buildBlock", "buildExpression", "buildOptional",
        "buildEither", "buildArray", "buildFinalResult", "buildLimitedAvailability", "buildPartialBlock",
        "awakeAfter", "isEqual", "copy", "mutableCopy", "observeValue", "reduce", "update",
    ]

    /// Whether something other than a call the tree shows may run the method: it is public (code
    /// outside the tree may call it), an override, exposed to Objective-C, an operator, a name
    /// the language calls on its own, a requirement of a protocol of the tree the type adopts, or
    /// may be one of a protocol from outside the tree that the type adopts. A framework's
    /// delegate requirements take the calling object first (`tableView(_:cellForRowAt:)`) or
    /// nothing; a method whose first parameter is a plain value (`setUpVideo(_ url: String)`) is
    /// not one.
    private func mayRunUncalled(_ d: Declaration, in type: Declaration) -> Bool {
        if d.modifiers.contains(.public) || d.modifiers.contains(.open) || d.hasAttribute("usableFromInline") { return true }
        if ProjectIndex.runtimeMayCall(d) || ProjectIndex.implicitlyCalledNames.contains(d.name) { return true }
        guard let first = d.name.unicodeScalars.first, first == "_" || first.properties.isAlphabetic else { return true }
        if type.kind == .protocol { return true }
        let adopted = adoptedRequirements(of: ProjectIndex.simpleName(type.name))
        if adopted.names.contains(d.name) { return true }
        return adopted.outside && !ProjectIndex.takesPlainValueFirst(d)
    }

    /// Method names required by the tree's protocols that a type (its declarations, extensions and
    /// superclasses of the tree) adopts, and whether it adopts one from outside the tree.
    struct AdoptedRequirements {
        var names: Set<String> = []
        var outside = false
    }

    func adoptedRequirements(of typeName: String) -> AdoptedRequirements {
        memoTable("index.adopted-requirements", of: AdoptedRequirements.self).value(for: typeName) {
            var result = AdoptedRequirements()
            var seen: Set<String> = []
            collectRequirements(of: typeName, into: &result, seen: &seen)
            return result
        }
    }

    private func collectRequirements(of name: String, into result: inout AdoptedRequirements, seen: inout Set<String>) {
        guard seen.insert(name).inserted, seen.count < 64 else { return }
        let sites = (types[name] ?? []) + (extensions[name] ?? [])
        for site in sites {
            let d = site.declaration
            if d.kind == .protocol {
                for member in d.members where member.kind == .function { result.names.insert(member.name) }
            }
            for (k, ref) in d.inheritance.enumerated() {
                if let known = types[ref.name], !known.isEmpty {
                    collectRequirements(of: ref.name, into: &result, seen: &seen)
                    continue
                }
                if ProjectIndex.requirementFreeNames.contains(ref.name) { continue }
                // A class's first unknown entry is its framework superclass (whose methods an
                // override must say `override` to replace), a protocol's its class constraint
                // (`protocol AnimatableLayer: CALayer`), unless it is named like a protocol.
                if k == 0, d.kind == .class || d.kind == .protocol, !ProjectIndex.looksLikeProtocolName(ref.name) { continue }
                result.outside = true
            }
        }
    }

    /// Standard-library and Foundation names whose adoption asks for no method the runtime calls
    /// by name (or only for ones in `implicitlyCalledNames`), and raw-value types.
    static let requirementFreeNames: Set<String> = [
        "Equatable", "Hashable", "Comparable", "Codable", "Encodable", "Decodable", "CaseIterable", "Identifiable",
        "CustomStringConvertible", "CustomDebugStringConvertible", "Error", "LocalizedError", "Sendable", "AnyObject",
        "ObservableObject", "RawRepresentable", "NSObject", "NSObjectProtocol", "Any", "String", "Int", "UInt", "Int8",
        "Int16", "Int32", "Int64", "UInt8", "UInt16", "UInt32", "UInt64", "Double", "Float", "Character", "CGFloat",
    ]

    static func looksLikeProtocolName(_ name: String) -> Bool {
        ["Delegate", "DataSource", "Protocol", "Type", "able", "ible", "ing", "Source", "Provider", "Handler", "Observer"]
            .contains { name.hasSuffix($0) }
    }

    /// Whether the method's first parameter is a plain value (a string, number, flag, URL, date,
    /// data, an array or optional of those, or a closure): no framework delegate method starts so.
    static func takesPlainValueFirst(_ d: Declaration) -> Bool {
        guard let p = d.parameters.first, !p.isInout else { return false }
        let text = p.typeText.filter { !$0.isWhitespace }
        if text.contains("->") { return true }
        let core = text.filter { !"?![]".contains($0) }
        return plainValueTypes.contains(core)
    }

    static let plainValueTypes: Set<String> = [
        "String", "Substring", "Character", "Int", "UInt", "Int8", "Int16", "Int32", "Int64", "UInt8", "UInt16", "UInt32",
        "UInt64", "Double", "Float", "CGFloat", "Bool", "URL", "Data", "Date", "UUID", "TimeInterval",
    ]
}
