import FlowLintLexer
import FlowLintParser

/// Retain cycles through more than two classes, found from the same evidence as the two-class
/// ones: an owner hands itself to an object it reaches through a chain of its own strong
/// properties. `contentView.pageView.controller = self` in `ReaderViewController`, with
/// `contentView` a strong `ReaderView` whose `pageView` is a strong `PageView` whose
/// `controller` is strong, closes `ReaderViewController → ReaderView → PageView → back`. So does
/// `viewModel.router = Router(screen: self)`: the owner's view model keeps a router that keeps
/// the owner. Every link must be a strong stored property whose type the code shows (written,
/// or constructed as its initial value), declared once in the tree; nothing is guessed.
extension ProjectIndex {
    /// One loop: `owner.steps[0]` → `types[1]`, `types[1].steps[1]` → `types[2]`, …, and the
    /// last step, the back-reference, → `owner`.
    public struct PathLoop: Sendable {
        /// The owner first, then the type declaring each following step.
        public let types: [String]
        /// The strong stored properties of the loop, in order; the last is the back-reference.
        public let steps: [DeclarationSite]
        /// Where the owner hands itself over.
        public let handoff: TokenSite
        /// Where an object of the loop passes on what the owner handed it, if it does
        /// (`pageView.controller = controller` in the view the controller made with `self`).
        public var forward: TokenSite? = nil

        public var owner: String { types[0] }
        public var backReference: DeclarationSite { steps[steps.count - 1] }

        /// Every link of the loop, for a message: `ReaderViewController.readerView → ReaderView,
        /// ReaderView.pageView → PageView, PageView.controller → ReaderViewController`.
        public var spelledOut: String {
            zip(types, steps).enumerated().map { i, link in
                "\(link.0).\(link.1.declaration.name) → \(i + 1 < types.count ? types[i + 1] : owner)"
            }.joined(separator: ", ")
        }
    }

    /// A two-class loop for a message: `Owner.holder → Owned, Owned.back → Owner`, the holder
    /// marked `[]` when it is a collection.
    public func spelledOut(_ cycle: TwoClassCycle, owned: String, backReference: String) -> String {
        let holder = cycle.ownerProperty
        let many = referencedType(of: holder.declaration, in: holder.file.tree)?.1 ?? false
        return "\(cycle.owner).\(holder.declaration.name)\(many ? "[]" : "") → \(owned), \(owned).\(backReference) → \(cycle.owner)"
    }

    /// The loops of three classes or more outside test code, by the back-reference's type and
    /// property (`"PageView.controller"`), the first in file order for each. A loop through an
    /// object that lives as long as the process (or whose lifetime is unknown) is left out: it
    /// can never leak, since whatever link is dropped, the rest hangs off that object or is freed.
    public func pathLoops() -> [String: PathLoop] {
        pathLoopTable.get {
            let perFile = ProjectIndex.parallelMap(facts) { f in f.file.isTestFile ? [] : pathLoops(in: f) }
            var result: [String: PathLoop] = [:]
            for loop in perFile.joined() + forwardedLoops() where loop.types.allSatisfy({ processLifetime(ofType: $0) == nil }) {
                let key = loop.types[loop.types.count - 1] + "." + loop.backReference.declaration.name
                if result[key] == nil { result[key] = loop }
            }
            return result
        }
    }

    /// Three-class loops through an object that passes on what its owner handed it: `Owner`
    /// keeps an `A` it handed `self` as `x` (`lazy var a = A(x: self)`, `a.x = self`), and `A`
    /// keeps an `R` to which it hands `x` on (`r.back = x`), with `R.back` strong.
    private func forwardedLoops() -> [PathLoop] {
        var result: [PathLoop] = []
        let table = allSelfHandoffs()
        for name in table.keys.sorted() {
            for h in table[name] ?? [] {
                guard let value = h.forwardedFrom, !h.inTestCode, let loop = forwardedLoop(h, name: name, value: value) else { continue }
                result.append(loop)
            }
        }
        return result
    }

    private func forwardedLoop(_ h: SelfHandoff, name: String, value: String) -> PathLoop? {
        let middle = h.typeName
        guard let target = h.receiverType, kind(ofType: target) == .class, types[target]?.count == 1, types[middle]?.count == 1,
              let back = strongProperty(named: name, in: target),
              let text = back.declaration.typeText, let declared = ProjectIndex.baseTypeName(text),
              let kept = owningProperty(at: h, owner: middle, owned: target),
              !clears(name, in: target), !clears(name, in: middle), !clears(kept.declaration.name, in: middle) else { return nil }
        for o in selfHandoffs(named: value, receivedBy: middle) where o.forwardedFrom == nil && !o.inTestCode {
            guard let receiver = o.receiverType, isSameOrSubclass(receiver, of: middle) else { continue }
            let owner = o.typeName
            guard owner != middle, owner != target, types[owner]?.count == 1, processLifetime(ofType: owner) == nil,
                  declared == "AnyObject" || superclassChain(of: owner).contains(declared) || adopts(owner, declared),
                  let holder = owningProperty(at: o, owner: owner, owned: middle),
                  !clears(holder.declaration.name, in: owner), !clears(value, in: owner) else { continue }
            return PathLoop(types: [owner, middle, target], steps: [holder, kept, back], handoff: TokenSite(file: o.file, token: o.token),
                            forward: TokenSite(file: h.file, token: h.token))
        }
        return nil
    }

    /// The loop whose back-reference is `property` of `type`, if the tree shows one.
    public func pathLoop(backReference property: String, of type: String) -> PathLoop? {
        pathLoops()[type + "." + property]
    }

    private func pathLoops(in facts: FileFacts) -> [PathLoop] {
        let tree = facts.file.tree
        var result: [PathLoop] = []
        // `a.b.name = self`
        for k in facts.selfAssignments {
            let a = tree.assignments[Int(k)]
            guard let path = ProjectIndex.memberPath(a.lhs, tree), path.count >= 3,
                  let owner = loopOwner(at: a.equalToken, in: facts.file) else { continue }
            if let loop = resolve(owner: owner, path: path.map { tree.text($0) }, constructed: nil,
                                  handoff: TokenSite(file: facts.file, token: a.lhs.lowerBound)) {
                result.append(loop)
            }
        }
        // `a.b = Child(name: self)`
        for (ci, label) in facts.selfArguments {
            let c = tree.calls[Int(ci)]
            guard c.calleeStart == c.nameToken, ProjectIndex.startsUppercase(c.nameToken, tree),
                  let a = tree.assignments(in: TokenRange(c.calleeStart - 1, c.calleeStart)).first,
                  a.rhs.lowerBound == c.calleeStart, a.rhs.upperBound == c.endToken,
                  let path = ProjectIndex.memberPath(a.lhs, tree), path.count >= 2,
                  let owner = loopOwner(at: a.equalToken, in: facts.file) else { continue }
            if let loop = resolve(owner: owner, path: path.map { tree.text($0) } + [tree.text(Int(label))], constructed: tree.text(c.nameToken),
                                  handoff: TokenSite(file: facts.file, token: Int(label))) {
                result.append(loop)
            }
        }
        return result
    }

    /// The class or actor whose code hands itself over at `token`: declared once in the tree,
    /// outside test code, not living as long as the process.
    private func loopOwner(at token: Int, in file: ParsedFile) -> String? {
        guard !file.isInTestDeclaration(token), let type = file.tree.innermostType(containing: token) else { return nil }
        let name = ProjectIndex.simpleName(type.name)
        guard let kind = kind(ofType: name), kind == .class || kind == .actor, types[name]?.count == 1,
              processLifetime(ofType: name) == nil else { return nil }
        return name
    }

    /// Follows `path` (property names) from `owner` through strong stored properties of known
    /// types. Without `constructed`, the last name is the back-reference on the object the
    /// others reach; with it, the others reach a property holding a new `constructed`, whose
    /// property named like the argument label (the last name) is the back-reference.
    private func resolve(owner: String, path: [String], constructed: String?, handoff: TokenSite) -> PathLoop? {
        var types = [owner]
        var steps: [DeclarationSite] = []
        let links = path.count - 1
        for i in 0..<links {
            guard let step = strongProperty(named: path[i], in: types[i]) else { return nil }
            let next: String?
            if constructed != nil && i == links - 1 {
                // The property that keeps the new object must be able to hold it.
                guard let t = declaredType(of: step), let made = constructed, isSameOrSubclass(made, of: t) || adopts(made, t) else { return nil }
                next = made
            } else {
                next = declaredType(of: step)
            }
            guard let type = next, kind(ofType: type) == .class || kind(ofType: type) == .actor, self.types[type]?.count == 1,
                  !types.contains(type) else { return nil }
            steps.append(step)
            types.append(type)
        }
        guard let back = strongProperty(named: path[path.count - 1], in: types[types.count - 1]),
              let text = back.declaration.typeText, let declared = ProjectIndex.baseTypeName(text),
              declared == "AnyObject" || superclassChain(of: owner).contains(declared) || adopts(owner, declared) else { return nil }
        steps.append(back)
        // A loop the code breaks (`x = nil` outside `deinit` on any side) is not one.
        for (type, step) in zip(types, steps) where clears(step.declaration.name, in: type) { return nil }
        if clears(back.declaration.name, in: owner) { return nil }
        return PathLoop(types: types, steps: steps, handoff: handoff)
    }

    /// A strong stored instance property of the type or a superclass in the tree.
    private func strongProperty(named name: String, in type: String) -> DeclarationSite? {
        for current in superclassChain(of: type) {
            for site in self.types[current] ?? [] {
                if let p = site.declaration.members.first(where: { $0.name == name && ProjectIndex.isStrongStoredInstanceProperty($0) }) {
                    return DeclarationSite(file: site.file, declaration: p)
                }
            }
        }
        return nil
    }

    /// The property's written type (`ReaderView`, `ReaderView?`, `ReaderView!`) or the type its
    /// initial value constructs.
    private func declaredType(of site: DeclarationSite) -> String? {
        if let text = site.declaration.typeText { return ProjectIndex.baseTypeName(text) }
        return ProjectIndex.writtenType(after: site.declaration.nameToken, in: site.file.tree)
    }

    /// The names of a member chain `a.b.c`, `self.a?.b!.c` (no calls, subscripts or other
    /// tokens), `self` left out; nil for anything else.
    static func memberPath(_ range: TokenRange, _ tree: SyntaxTree) -> [Int]? {
        var k = range.lowerBound
        if tree.keyword(k) == .self {
            guard tree.kind(k + 1) == .dot else { return nil }
            k += 2
        }
        var names: [Int] = []
        while k < range.upperBound {
            guard tree.kind(k) == .identifier, tree.keyword(k) == .none else { return nil }
            names.append(k)
            k += 1
            if k < range.upperBound, tree.kind(k) == .postfixQuestion || tree.kind(k) == .postfixExclaim { k += 1 }
            if k == range.upperBound { break }
            guard tree.kind(k) == .dot else { return nil }
            k += 1
        }
        return names.isEmpty || k != range.upperBound ? nil : names
    }
}
