import FlowLintLexer
import FlowLintParser

/// Strong references that close a loop between two classes of the tree: `Owner` keeps an
/// `Owned` in a strong stored property, and hands itself to a strong stored property of that
/// `Owned` (`viewModel.screen = self`, `Owned(screen: self)`). Found from that evidence, whatever
/// the properties are called; types are never guessed (the receiver's type must be shown by
/// the code, and the property's declared type must accept the owner).
extension ProjectIndex {
    /// One retain cycle of two strong edges.
    public struct TwoClassCycle: Sendable {
        /// The class that owns the other and hands itself back (simple name).
        public let owner: String
        /// The owner's strong stored property that holds the owned object.
        public let ownerProperty: DeclarationSite
        /// Where the owner hands `self` to the owned object's property.
        public let handoff: TokenSite
    }

    /// A two-class loop found anywhere in the tree: `owner.ownerProperty` → `owned`,
    /// `owned.property` → `owner`.
    public struct TwoClassLoop: Sendable {
        public let owned: String
        public let property: DeclarationSite
        public let cycle: TwoClassCycle
    }

    /// Every two-class loop of the tree outside test code, in the order of the owned class's
    /// name and then its property's position: what `retain-cycle` reports, for a picture.
    public func allTwoClassLoops() -> [TwoClassLoop] {
        var result: [TwoClassLoop] = []
        for name in types.keys.sorted() {
            guard let site = types[name]?.first, !site.file.isTestFile,
                  !site.file.isInTestDeclaration(site.declaration.keywordToken) else { continue }
            result += twoClassLoops(of: site.declaration, in: site.file, ownedInTestCode: false)
        }
        return result
    }

    /// The two-class loops that strong stored properties of the class or actor `type` (declared
    /// in `file`) close, for the properties `include` accepts. None when the type's simple name
    /// is declared more than once in the tree (no fact), or the type lives as long as the process.
    public func twoClassLoops(of type: Declaration, in file: ParsedFile, ownedInTestCode: @autoclosure () -> Bool,
                              including include: (Declaration) -> Bool = { _ in true }) -> [TwoClassLoop] {
        guard type.kind == .class || type.kind == .actor else { return [] }
        var result: [TwoClassLoop] = []
        // Decided once, and only for a type with a candidate property (the cheapest test first).
        var eligible: Bool?
        for p in type.members where ProjectIndex.isStrongStoredInstanceProperty(p) && hasSelfHandoffs(named: p.name) && include(p) {
            if eligible == nil { eligible = types[type.name]?.count == 1 && processLifetime(ofType: type.name) == nil }
            guard eligible == true else { break }
            if let cycle = twoClassCycle(through: p, of: type.name, ownedInTestCode: ownedInTestCode()) {
                result.append(TwoClassLoop(owned: type.name, property: DeclarationSite(file: file, declaration: p), cycle: cycle))
            }
        }
        return result
    }

    /// A stored instance `var`/`let` (observed or not) that is neither `weak`, `unowned`,
    /// `static`, an `override` nor a Core Data attribute or relationship (`@NSManaged`: the
    /// context keeps those, and faulting breaks their loops).
    public static func isStrongStoredInstanceProperty(_ p: Declaration) -> Bool {
        p.kind == .variable && !p.modifiers.isTypeMember && !p.modifiers.contains(.override)
            && (p.accessorKind == .stored || p.accessorKind == .observed)
            && !p.modifiers.contains(.weak) && !p.modifiers.contains(.unowned) && !p.hasAttribute("NSManaged")
    }

    /// Whether some class hands `self` to a property or parameter of this name (a cheap test
    /// before `twoClassCycle(through:of:ownedInTestCode:)`).
    public func hasSelfHandoffs(named name: String) -> Bool { !selfHandoffs(named: name).isEmpty }

    /// The cycle that the strong stored property `property` of class `owned` closes, if the tree
    /// shows one: some class (not `owned` itself, not process-lifetime, outside test code) hands
    /// `self` to it on an object the code shows to be an `owned`, and keeps that object in a
    /// strong stored property of its own. Nil when the property's declared type does not accept
    /// the owner, or either side sets the property to nil outside `deinit`.
    public func twoClassCycle(through property: Declaration, of owned: String, ownedInTestCode: Bool) -> TwoClassCycle? {
        guard let typeText = property.typeText, let declared = ProjectIndex.baseTypeName(typeText) else { return nil }
        let handoffs = selfHandoffs(named: property.name)
        guard !handoffs.isEmpty, !clears(property.name, in: owned) else { return nil }
        for h in selfHandoffs(named: property.name, receivedBy: owned) where h.forwardedFrom == nil {
            if h.inTestCode && !ownedInTestCode { continue }
            guard let receiver = h.receiverType, isSameOrSubclass(receiver, of: owned) else { continue }
            let owner = h.typeName
            guard owner != owned, processLifetime(ofType: owner) == nil, accepts(declared, owner) else { continue }
            guard let holder = owningProperty(at: h, owner: owner, owned: owned) else { continue }
            if clears(property.name, in: owner) || clears(holder.declaration.name, in: owner) { continue }
            return TwoClassCycle(owner: owner, ownerProperty: holder, handoff: TokenSite(file: h.file, token: h.token))
        }
        return nil
    }

    /// Whether a property declared as `declared` can hold an `owner`: the owner's class or a
    /// superclass of it, a protocol it adopts, or `AnyObject`.
    private func accepts(_ declared: String, _ owner: String) -> Bool {
        declared == "AnyObject" || superclassChain(of: owner).contains(declared) || adopts(owner, declared)
    }

    /// The owner's strong stored property that holds the object receiving the hand-off:
    /// `p` of `p.name = self` / `self.p?.name = self`, or of `p = Owned(name: self)` /
    /// `lazy var p = Owned(name: self)`.
    func owningProperty(at h: SelfHandoff, owner: String, owned: String) -> DeclarationSite? {
        let tree = h.file.tree
        var k = h.token
        var name: Int?
        if tree.keyword(k) == .self && tree.kind(k + 1) == .dot { k += 2 }
        if tree.kind(k) == .identifier {
            // `p.name = self`, `p?.name = self`: the receiver is a plain name.
            var n = k + 1
            if tree.kind(n) == .postfixQuestion || tree.kind(n) == .postfixExclaim { n += 1 }
            if tree.kind(n) == .dot, tree.kind(n + 1) == .identifier, tree.kind(n + 2) == .equal { name = k }
        }
        if name == nil, let ci = tree.calls.firstIndex(where: { c in c.arguments.contains { $0.labelToken == h.token } }) {
            // `Owned(name: self)` kept by `p = …`, `self.p = …` or `lazy var p = …`.
            let start = tree.calls[ci].calleeStart
            if let a = tree.assignment(valueAt: start) {
                var l = a.lhs.lowerBound
                if tree.keyword(l) == .self && tree.kind(l + 1) == .dot { l += 2 }
                if l + 1 == a.lhs.upperBound { name = l }
            } else if let d = ProjectIndex.innermostDeclaration(containing: start, in: tree), d.kind == .variable,
                      !d.modifiers.isTypeMember, d.initializer?.lowerBound == start {
                name = d.nameToken
            }
        }
        let local = name.flatMap { localBinding(of: $0, tree) }
        if name == nil || local != nil {
            // A new object kept in a collection the owner never empties:
            // `let child = Owned(); child.parent = self; children.append(child)`, or
            // `children.append(Owned(parent: self))`.
            return collectionHolder(at: h, local: local, owner: owner, owned: owned)
        }
        guard let token = name else { return nil }
        let propertyName = tree.text(token)
        for type in superclassChain(of: owner) {
            for site in types[type] ?? [] {
                for m in site.declaration.members where m.name == propertyName && ProjectIndex.isStrongStoredInstanceProperty(m) {
                    return DeclarationSite(file: site.file, declaration: m)
                }
            }
        }
        return nil
    }

    /// The local binding (not a property) that the name at `token` refers to, if any.
    private func localBinding(of token: Int, _ tree: SyntaxTree) -> LocalBinding? {
        tree.bindings.last { $0.nameToken < token && $0.scope.contains(token) && tree.sameText($0.nameToken, token) }
    }

    /// The owner's strong stored collection (`[Owned]`, `Set<Owned>`, `[Key: Owned]`) that the
    /// hand-off's object goes into in the same code: `children.append(child)`,
    /// `children.insert(child, at: 0)`, `children[key] = child` (not `children += [child]`), or the
    /// construction itself appended (`children.append(Owned(parent: self))`); or the strong
    /// stored property a local child is put in (`filterFlow = flow`). Only a holder the owner's
    /// code never empties, takes from or replaces while the loop can hold (`emptiesHolder`:
    /// not in initializers, nor in `deinit` and what only `deinit` calls): a child let go
    /// when its work ends breaks the loop.
    private func collectionHolder(at h: SelfHandoff, local: LocalBinding?, owner: String, owned: String) -> DeclarationSite? {
        let tree = h.file.tree
        var kept: Int?   // the first token of the value put in the collection
        let scope = local?.scope
        if let b = local {
            kept = b.nameToken
        } else if let ci = tree.calls.firstIndex(where: { c in c.arguments.contains { $0.labelToken == h.token } }) {
            kept = tree.calls[ci].calleeStart
        }
        guard let value = kept else { return nil }
        // The value at `v` is the hand-off's object: that local itself (not an inner local, a
        // closure parameter or another function's parameter of the same name), or the construction.
        func isKept(_ v: TokenRange) -> Bool {
            guard let b = local else { return v.lowerBound == value }
            return v.count == 1 && tree.sameText(v.lowerBound, value) && tree.binding(of: v.lowerBound)?.nameToken == b.nameToken
        }
        var candidates: [Int] = []   // tokens naming the collection
        var single: Set<Int> = []    // of those, the ones a local is assigned to as a whole
        for c in tree.calls where tree.tokenIs(c.nameToken, "append") || tree.tokenIs(c.nameToken, "insert") {
            guard let arg = c.arguments.first, tree.kind(c.nameToken - 1) == .dot else { continue }
            if isKept(arg.value) { candidates.append(c.nameToken - 2) }
        }
        // `children[key] = child`, `children[key] = Owned(parent: self)`
        let assignments = scope.map { tree.assignments(in: $0) } ?? tree.assignments[...]
        for a in assignments {
            guard isKept(a.rhs) else { continue }
            if tree.kind(a.lhs.upperBound - 1) == .rightBracket, let open = tree.partner(a.lhs.upperBound - 1) {
                candidates.append(open - 1)
            } else if local != nil, !tree.declaresName(a),
                      (a.lhs.count == 1 && tree.binding(of: a.lhs.lowerBound) == nil) || (a.lhs.count == 3 && tree.keyword(a.lhs.lowerBound) == .self) {
                candidates.append(a.lhs.upperBound - 1)
                single.insert(a.lhs.upperBound - 1)
            }
        }
        let chain = superclassChain(of: owner)
        for token in candidates where tree.kind(token) == .identifier {
            // `children` or `self.children`, not `other.children`, nor a nested type's property.
            guard tree.kind(token - 1) != .dot || tree.keyword(token - 2) == .self,
                  let around = tree.innermostType(containing: token), chain.contains(ProjectIndex.simpleName(around.name)) else { continue }
            let propertyName = tree.text(token)
            // The child lets itself go: `parentCoordinator?.childCoordinators.removeAll { $0 === self }`,
            // `host?.filterFlow = nil` in the owned type's code.
            if isEmptiedThroughAnother(propertyName, of: owner, by: owned) { continue }
            for type in chain {
                for site in types[type] ?? [] {
                    guard let m = site.declaration.members.first(where: { $0.name == propertyName && ProjectIndex.isStrongStoredInstanceProperty($0) }),
                          let (element, many) = referencedType(of: m, in: site.file.tree), many != single.contains(token),
                          isSameOrSubclass(owned, of: element) || adopts(owned, element),
                          !emptiesHolder(propertyName, type: owner) else { continue }
                    return DeclarationSite(file: site.file, declaration: m)
                }
            }
        }
        return nil
    }

    /// Whether the type's code (or a superclass's) removes from or reassigns its collection
    /// property `name` (see `shrinksCollection(at:_:)`).
    func shrinks(_ name: String, in type: String) -> Bool {
        for t in superclassChain(of: type) {
            for site in (types[t] ?? []) + (extensions[t] ?? []) {
                let tree = site.file.tree
                guard let body = site.declaration.body else { continue }
                for k in body.lowerBound..<body.upperBound where tree.tokenIs(k, name) && (tree.kind(k - 1) != .dot || tree.keyword(k - 2) == .self) {
                    if ProjectIndex.shrinksCollection(at: k, tree) { return true }
                }
            }
        }
        return false
    }

    /// Whether the use of a collection's name at `k` takes objects out of it or replaces it:
    /// `name.remove…(…)`, `name.popLast()`, `name.removeValue(forKey:)`, `name = …`,
    /// `name[key] = nil`, or `&name` (an `inout` argument may do anything). A declaration
    /// (`var name = [Row]()`) is not a use.
    static func shrinksCollection(at k: Int, _ tree: SyntaxTree) -> Bool {
        if tree.kind(k + 1) == .dot, collectionRemovers.contains(tree.text(k + 2)) { return true }
        if tree.isToken(k - 1, "&") { return true }
        if tree.kind(k + 1) == .equal { return tree.keyword(k - 1) != .let && tree.keyword(k - 1) != .var }
        if tree.kind(k + 1) == .leftBracket, let close = tree.partner(k + 1), tree.kind(close + 1) == .equal, tree.keyword(close + 2) == .nil { return true }
        return false
    }
}

extension ProjectIndex {
    /// Whether `name` is an `@IBOutlet` of `typeName` (or a superclass of the tree), a view or a
    /// view controller: the outlet is part of its own view tree, which goes away with it (a
    /// dapp browser's web view observed by its screen).
    public func isOwnOutlet(_ name: String, of typeName: String) -> Bool {
        guard isInterfaceClass(typeName) else { return false }
        return superclassChain(of: typeName).contains { type in
            storedProperties(of: type).contains { $0.name == name && $0.hasAttribute("IBOutlet") }
        }
    }

    /// Whether the stored property `name` of `typeName` only ever holds objects the type makes
    /// itself: its initial value, if any, and every assignment to it in the type's body and
    /// extensions (`playerLayer = AVPlayerLayer(player: player)`, in any file) is a construction,
    /// at least one of them exists, no code assigns it through another object
    /// (`screen.playerLayer = …`), and the type hands it to nothing but its own view tree
    /// (`layer.addSublayer(playerLayer)`). What it observes then goes away with it.
    public func holdsOnlyWhatItMakes(_ name: String, in typeName: String) -> Bool {
        memoTable("index.holds-only-what-it-makes", of: Bool.self).value(for: typeName + "." + name) {
            guard let site = storedProperty(name, of: typeName) else { return false }
            var made = 0
            if let ini = site.declaration.initializer {
                guard ProjectIndex.isConstruction(ini, site.file.tree) else { return false }
                made += 1
            }
            var ownBodies: [ObjectIdentifier: [TokenRange]] = [:]
            for site in (types[typeName] ?? []) + (extensions[typeName] ?? []) {
                if let b = site.declaration.body { ownBodies[ObjectIdentifier(site.file.tree), default: []].append(b) }
            }
            for f in facts {
                let tree = f.file.tree
                let bodies = ownBodies[ObjectIdentifier(tree)] ?? []
                for a in tree.assignments where tree.tokenIs(a.lhs.upperBound - 1, name) && !tree.declaresName(a) {
                    let lhs = a.lhs
                    let own = lhs.count == 1 || (lhs.count == 3 && tree.keyword(lhs.lowerBound) == .self && tree.kind(lhs.lowerBound + 1) == .dot)
                    let inType = bodies.contains { $0.contains(a.equalToken) }
                    if lhs.count > 1 && !own { return false }   // `other.playerLayer = …`
                    guard inType else { continue }              // a local or another type's property of that name
                    guard ProjectIndex.isConstruction(a.rhs, tree) else { return false }
                    made += 1
                }
                guard !bodies.isEmpty else { continue }
                // Handed to something that may keep it (`AVPlayerViewController.player = player`,
                // `monitor.watch(player)`): it may outlive the type. Only its own view tree may have it.
                for a in tree.assignments where bodies.contains(where: { $0.contains(a.equalToken) }) && ProjectIndex.isProperty(a.rhs, named: name, tree) {
                    return false
                }
                for c in tree.calls where bodies.contains(where: { $0.contains(c.nameToken) }) {
                    guard c.arguments.contains(where: { ProjectIndex.isProperty($0.value, named: name, tree) }) else { continue }
                    if !ProjectIndex.viewTreeCalls.contains(tree.text(c.nameToken)) { return false }
                }
            }
            return made > 0
        }
    }

    /// Calls that put a layer or view into the caller's own view tree.
    static let viewTreeCalls: Set<String> = ["addSublayer", "insertSublayer", "addSubview", "insertSubview", "addArrangedSubview"]

    /// `name` or `self.name` spanning all of `range`.
    static func isProperty(_ range: TokenRange, named name: String, _ tree: SyntaxTree) -> Bool {
        if range.count == 1 { return tree.tokenIs(range.lowerBound, name) }
        return range.count == 3 && tree.keyword(range.lowerBound) == .self && tree.kind(range.lowerBound + 1) == .dot
            && tree.tokenIs(range.lowerBound + 2, name)
    }

    /// `Foo(…)`, `Foo.init(…)`, `Module.Foo(…)` or `Foo<T>(…)` spanning all of `range`.
    static func isConstruction(_ range: TokenRange, _ tree: SyntaxTree) -> Bool {
        var i = range.lowerBound
        guard i < range.upperBound, tree.kind(i) == .identifier, ProjectIndex.startsUppercase(i, tree) else { return false }
        while tree.kind(i + 1) == .dot && tree.kind(i + 2) == .identifier && i + 2 < range.upperBound && tree.keyword(i + 2) != .`init` { i += 2 }
        if tree.kind(i + 1) == .dot && tree.keyword(i + 2) == .`init` { i += 2 }
        guard let call = tree.call(named: i), call.leftParen != nil else { return false }
        return call.endToken == range.upperBound
    }
}

extension ProjectIndex {
    /// Whether no code of the tree (outside tests) can keep an object of the class `name` but
    /// the class `partner`, and no framework keeps it either: `name` derives from nothing of a
    /// framework but `NSObject` or `NSWindowController` (a window does not keep its controller;
    /// a navigation stack, a presentation or a superview keeps a view controller or a view), and
    /// no stored property (instance, static or global, strong) of another type has a written type
    /// naming it, a superclass, a subclass or a protocol of it (`BulkEditWindowController?`,
    /// `[NSWindowController]`, `[Coordinator]`, `Set<Flow>()`), or is made with one as its initial
    /// value. Holders typed `Any` or `AnyObject` (`[String: Any]` is everywhere) and protocols
    /// that refine the owner's are not looked for, nor framework containers the tree does not
    /// show (`NSDocument.addWindowController`). In a
    /// loop of the two, the loop is then all that keeps `name` alive while it works — a window
    /// controller made in a local and shown, whose content view controller holds it back — and
    /// making the back-reference `weak` alone would free it at once.
    public func isKeptOnlyBy(_ partner: String, _ name: String) -> Bool {
        memoized("index.kept-only-by", partner + " " + name, as: Bool.self) {
            let chain = superclassChain(of: name)
            // The first name the topmost class of the tree inherits, when the tree does not
            // declare it: a framework or library superclass, unless it is named like a protocol.
            if let top = chain.last, let base = inheritedNames(of: top).first, types[base] == nil,
               !ProjectIndex.keptOnlyByCodeBases.contains(base), !ProjectIndex.requirementFreeNames.contains(base),
               !ProjectIndex.looksLikeProtocolName(base) {
                return false
            }
            var names: Set<Substring> = []
            for type in chain {
                names.insert(Substring(type))
                for n in inheritedNames(of: type) where !["NSObject", "NSObjectProtocol", "AnyObject"].contains(n) { names.insert(Substring(n)) }
            }
            // A property typed by a subclass may hold one too (`var reset: ResetFlow?`).
            var queue = [name]
            while let type = queue.popLast(), names.count < 256 {
                for sub in directSubclasses(of: type) where names.insert(Substring(sub)).inserted { queue.append(sub) }
            }
            for file in files where !file.isTestFile {
                let tree = file.tree
                var stack: [Declaration] = tree.declarations.reversed()
                while let d = stack.popLast() {
                    if d.kind.isType && ProjectIndex.simpleName(d.name) == partner { continue }
                    stack.append(contentsOf: d.members.reversed())
                    guard d.kind == .variable, d.accessorKind == .stored || d.accessorKind == .observed,
                          ProjectIndex.keepsStrongly(d), !d.isLocal else { continue }
                    if let text = d.typeText,
                       text.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }).contains(where: names.contains) { return false }
                    if let made = ProjectIndex.writtenType(after: d.nameToken, in: tree), names.contains(Substring(made)) { return false }
                    // `= [Coordinator]()`, `= Set<Flow>()`, `= Array<Flow>()`: the collection's type is
                    // written before the call's parenthesis.
                    if let ini = d.initializer {
                        var k = ini.lowerBound
                        while k < ini.upperBound, tree.kind(k) != .leftParen {
                            if tree.kind(k) == .identifier, names.contains(Substring(tree.text(k))) { return false }
                            k += 1
                        }
                    }
                }
            }
            return true
        }
    }

    /// Framework base classes whose instances only code keeps: a window does not keep its
    /// window controller.
    static let keptOnlyByCodeBases: Set<String> = ["NSObject", "NSWindowController"]
}
