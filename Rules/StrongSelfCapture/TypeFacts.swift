import FlowLintKit

/// What the rule needs to know about the type a closure is written in: whether it is a class
/// (so `self` is a reference), whether it is a process-lifetime singleton, and which member
/// names it has (its own, its extensions', and those of its superclasses in the scanned tree).
final class TypeFacts {
    enum Classness { case yes, no, unknown }

    /// Simple name of the type (the last component of an extended type's name).
    let name: String
    let classness: Classness
    /// A class whose instances live as long as the process (`ProjectIndex.processLifetime`:
    /// a singleton, the application delegate, what only such objects create): never deallocated.
    let isProcessLifetimeSingleton: Bool
    /// The type and its superclasses declared in the tree, nearest first.
    let chain: [String]
    /// Names of instance properties and methods of the chain (implicit-self candidates),
    /// built on first use; the chain's part is built once per run and shared by all files.
    var memberNames: NameSet {
        if let n = memberNamesStorage { return n }
        var names = tables.memberNames.value(for: chain.joined(separator: ":")) { () -> NameSet in
            var names = NameSet()
            for n in chain { index.forEachMemberName(of: n) { names.insert($0) } }
            return names
        }
        for m in extraMembers where (m.kind == .variable || m.kind == .function) && !m.modifiers.isTypeMember { names.insert(m.name) }
        memberNamesStorage = names
        return names
    }
    private var memberNamesStorage: NameSet?
    private let extraMembers: [Declaration]
    private let index: ProjectIndex
    private let tables: Tables
    private var memberCache: [String: (declaration: Declaration, file: ParsedFile)?] = [:]

    /// The run-wide tables this rule shares across files (fetched once per file).
    struct Tables {
        let shared: MemoTable<Shared>
        let memberNames: MemoTable<NameSet>

        init(_ index: ProjectIndex) {
            shared = index.memoTable("strong-self-capture.type", of: Shared.self)
            memberNames = index.memoTable("strong-self-capture.member-names", of: NameSet.self)
        }
    }

    /// What the index alone says about a type name, computed once per run.
    struct Shared {
        let kind: DeclarationKind?
        /// The type and its superclasses declared in the tree, nearest first.
        let chain: [String]
        let isProcessLifetime: Bool
    }

    private static func shared(_ simple: String, _ index: ProjectIndex, _ tables: Tables) -> Shared {
        tables.shared.value(for: simple) { () -> Shared in
            var chain = [simple]
            var current = simple
            var seen: Set<String> = [simple]
            while chain.count < 32 {
                guard let sites = index.types[current], let cls = sites.first(where: { $0.declaration.kind == .class })?.declaration,
                      let superName = cls.inheritance.first?.name, index.kind(ofType: superName) == .class,
                      !seen.contains(superName) else { break }
                chain.append(superName)
                seen.insert(superName)
                current = superName
            }
            return Shared(kind: index.kind(ofType: simple), chain: chain,
                          isProcessLifetime: index.processLifetime(ofType: simple) != nil)
        }
    }

    init(declaration d: Declaration, index: ProjectIndex, tables: Tables, weakSelfProof: Bool = false) {
        self.index = index
        self.tables = tables
        let simple = d.simpleTypeName
        name = simple
        let shared = TypeFacts.shared(simple, index, tables)
        var classness: Classness
        switch d.kind {
        case .class, .actor: classness = .yes
        case .struct, .enum, .protocol: classness = .no
        default:
            switch shared.kind {
            case .class?, .actor?: classness = .yes
            case .struct?, .enum?, .protocol?: classness = .no
            default: classness = .unknown
            }
        }
        if classness == .unknown && (weakSelfProof || TypeFacts.provesClass(d)) { classness = .yes }
        self.classness = classness
        self.chain = shared.chain
        extraMembers = classness == .unknown ? d.members : []
        // A nested type whose simple name other types share is asked by its qualified name.
        let lifetimeName = index.lifetimeName(of: d)
        isProcessLifetimeSingleton = classness == .yes
            && (lifetimeName == simple ? shared.isProcessLifetime : index.processLifetime(ofType: lifetimeName) != nil)
    }

    /// An extension of a type the tree does not declare is still known to extend a class when
    /// it overrides something, declares `@objc` members, or captures `self` weakly.
    static func provesClass(_ d: Declaration) -> Bool {
        if d.hasAttribute("objc") { return true }
        for m in d.members {
            if m.modifiers.contains(.override) || m.hasAttribute("objc") || m.hasAttribute("IBAction") || m.hasAttribute("IBOutlet") { return true }
        }
        return false
    }

    /// The instance property (stored or computed) named `name` in the chain, with its file.
    func property(named member: String) -> (declaration: Declaration, file: ParsedFile)? {
        if let cached = memberCache[member] { return cached }
        var found: (declaration: Declaration, file: ParsedFile)?
        outer: for n in chain {
            for site in (index.types[n] ?? []) + (index.extensions[n] ?? []) {
                for m in site.declaration.members where m.name == member && m.kind == .variable && !m.modifiers.isTypeMember {
                    found = (m, site.file)
                    break outer
                }
            }
        }
        memberCache[member] = found
        return found
    }

    /// Whether `name` is a method of the chain.
    func hasMethod(named member: String) -> Bool {
        for n in chain where index.members(named: member, of: n).contains(where: { $0.kind == .function && !$0.modifiers.isTypeMember }) {
            return true
        }
        return false
    }

    /// The type name of a property as far as the tree tells: its annotation or `= Foo(…)`.
    static func declaredTypeName(of p: Declaration, in tree: SyntaxTree?) -> String? {
        if let text = p.typeText, let base = Naming.baseTypeName(text) { return base }
        if let ini = p.initializer, let tree, tree.isCapitalizedWord(ini.lowerBound), tree.kind(ini.lowerBound + 1) == .leftParen {
            return tree.text(ini.lowerBound)
        }
        return nil
    }
}
