import Dispatch
import FlowLintLexer
import FlowLintParser

/// A parsed file as the later stages see it.
public final class ParsedFile: Sendable {
    /// Path as displayed in diagnostics (relative to the working directory when possible).
    public let path: String
    public let tree: SyntaxTree
    /// Test code: by its path (a `Tests` folder, `*Tests.swift`, …; see `TestCode`), by what it
    /// imports (XCTest, Testing, `@testable import`), or because the configuration says so.
    public let isTestFile: Bool
    private let testRanges = LazyValue<[TokenRange]>()

    /// Token ranges of the previews and mocks in this file (`TestCode.testDeclarationRanges`),
    /// worked out on first use.
    public var testDeclarationRanges: [TokenRange] {
        testRanges.get { TestCode.testDeclarationRanges(in: tree) }
    }

    /// Whether the token lies in a preview or mock of this file.
    public func isInTestDeclaration(_ token: Int) -> Bool {
        testDeclarationRanges.contains { $0.contains(token) }
    }

    /// `isTestFile` nil: decided from the path and the file's imports.
    public init(path: String, tree: SyntaxTree, isTestFile: Bool? = nil) {
        self.path = path
        self.tree = tree
        self.isTestFile = isTestFile ?? (TestCode.isTestPath(path) || TestCode.importsTestFramework(tree))
    }
}

/// Where a declaration lives: file and declaration.
public struct DeclarationSite: Sendable {
    public let file: ParsedFile
    public let declaration: Declaration

    public init(file: ParsedFile, declaration: Declaration) {
        self.file = file
        self.declaration = declaration
    }
}

/// A token in a file.
public struct TokenSite: Sendable, Hashable {
    public let file: ParsedFile
    public let token: Int

    public static func == (a: TokenSite, b: TokenSite) -> Bool { a.file === b.file && a.token == b.token }
    public func hash(into h: inout Hasher) { h.combine(ObjectIdentifier(file)); h.combine(token) }
}

/// Facts about the whole scanned tree, merged once from per-file facts and read-only
/// afterwards. Rules use it for cross-file questions: is this protocol class-bound, is
/// this name a struct, which functions store their `@escaping` closure, who uses a singleton.
public final class ProjectIndex: Sendable {
    public let files: [ParsedFile]
    /// Type declarations (not extensions) by simple name.
    public let types: [String: [DeclarationSite]]
    /// Extensions by the last component of the extended type's name.
    public let extensions: [String: [DeclarationSite]]
    /// Type aliases by name.
    public let typealiases: [String: [DeclarationSite]]
    /// Functions and initializers with an `@escaping` closure parameter that they store
    /// in a property, by function name (`init` for initializers), with the parameter labels.
    public let storingFunctions: [String: [StoringFunction]]
    /// Per-file facts, kept for the questions answered from them on demand.
    let facts: [FileFacts]
    /// For a name a top-level type shares with types nested in others: those outer types, in
    /// whose code (and after whose name, `Outer.Name`) the name means their own nested type.
    let shadowingOuterTypes: [String: Set<String>]
    /// Storyboards, nibs and Info.plist files of the tree (read, never linted).
    public let interface: InterfaceFacts
    /// Function declarations (methods, free and local functions) by simple name; built on
    /// first use (only some rules ask), then shared.
    public var functions: [String: [DeclarationSite]] {
        functionTable.get {
            var functions: [String: [DeclarationSite]] = [:]
            for f in facts {
                for site in f.functions { functions[site.declaration.name, default: []].append(site) }
            }
            return functions
        }
    }
    private let functionTable = LazyValue<[String: [DeclarationSite]]>()

    /// Every `Upper.lower` site of the tree, sorted by the hash of the type name, then file,
    /// then token; built on first use.
    private struct MemberReferenceTable {
        var hashes: [UInt64] = []
        var sites: [(file: Int32, token: Int32)] = []
    }
    private let memberReferenceTable = LazyValue<MemberReferenceTable>()

    /// Position of each file in `files` (files are in path order, so this orders them cheaply).
    public let filePositions: [ObjectIdentifier: Int]
    /// Values rules derive from the index once per run (see `memoized`).
    let memo = Memo()
    /// Project-wide tables built on first use by one thread while the others wait (each is a
    /// pass over every file: computing one twice would be wasted work).
    let constructionTable = LazyValue<[UInt64: [TokenSite]]>()
    let handoffTable = LazyValue<[String: [SelfHandoff]]>()
    let pathLoopTable = LazyValue<[String: PathLoop]>()
    let ownershipGraphTable = LazyValue<OwnershipGraph>()
    let neverMadeTable = LazyValue<Set<String>>()
    let callSiteTable = LazyValue<[UInt64: [(ParsedFile, Int)]]>()

    /// Builds the index, gathering each file's facts (in parallel).
    public convenience init(files: [ParsedFile], interface: InterfaceFacts = .empty) {
        self.init(facts: ProjectIndex.gatherFacts(files), interface: interface)
    }

    /// Builds the index from facts gathered per file (`FileFacts(file:)`), in file order, and
    /// what the tree's storyboards, nibs and Info.plist files say.
    public init(facts: [FileFacts], interface: InterfaceFacts = .empty) {
        let files = facts.map(\.file)
        self.files = files
        self.interface = interface
        var positions: [ObjectIdentifier: Int] = [:]
        for (k, f) in files.enumerated() { positions[ObjectIdentifier(f)] = k }
        self.filePositions = positions
        var types: [String: [DeclarationSite]] = [:]
        var extensions: [String: [DeclarationSite]] = [:]
        var aliases: [String: [DeclarationSite]] = [:]
        var storing: [String: [StoringFunction]] = [:]
        for f in facts {
            for site in f.types { types[site.declaration.name, default: []].append(site) }
        }
        // A name that a top-level type and types of another kind nested in others share (`class
        // App` and the struct `Configuration.App`): outside those outer types the name means the
        // top-level one, so its facts come from it alone (before, the two kinds gave no fact at
        // all). Nested types of the same kind stay merged with it: which one a name means is not
        // told apart, as for two targets' classes.
        var nestedOwners: [String: Set<String>] = [:]
        for (name, sites) in types where sites.count > 1 {
            let topLevel = sites.filter { $0.declaration.enclosingType == nil }
            let nested = sites.filter { $0.declaration.enclosingType != nil }
            guard !topLevel.isEmpty, !nested.isEmpty,
                  Set(topLevel.map(\.declaration.kind)).isDisjoint(with: nested.map(\.declaration.kind)) else { continue }
            nestedOwners[name] = Set(sites.compactMap { $0.declaration.enclosingType.map { Declaration.simpleName($0.name) } })
            types[name] = topLevel
        }
        self.shadowingOuterTypes = nestedOwners
        for f in facts {
            for site in f.extensions {
                let name = site.declaration.simpleTypeName
                // `extension Configuration.App: Codable` extends the nested type, not the
                // top-level one the name means elsewhere.
                if let outers = nestedOwners[name], let outer = Declaration.qualifier(of: site.declaration.name), outers.contains(outer) {
                    continue
                }
                extensions[name, default: []].append(site)
            }
            for site in f.typealiases { aliases[site.declaration.name, default: []].append(site) }
            for s in f.storingFunctions { storing[s.site.declaration.name, default: []].append(s) }
        }
        self.types = types
        self.extensions = extensions
        self.typealiases = aliases
        self.storingFunctions = storing
        self.facts = facts
    }

    /// Per-file facts, gathered on all cores (each file's facts are independent).
    static func gatherFacts(_ files: [ParsedFile]) -> [FileFacts] {
        parallelMap(files) { FileFacts(file: $0) }
    }

    /// `transform` of every file (or per-file value), computed on all cores, in order.
    static func parallelMap<Item, T>(_ files: [Item], _ transform: (Item) -> T) -> [T] {
        guard files.count > 1 else { return files.map(transform) }
        // Each worker writes only the slots `i ≡ w (mod workers)`, so no two threads touch the
        // same slot; `concurrentPerform` returns after every worker is done, before the slots
        // are read and freed. (A locked array would serialise the writes.)
        let slots = UnsafeMutablePointer<T?>.allocate(capacity: files.count)
        slots.initialize(repeating: nil, count: files.count)
        defer { slots.deinitialize(count: files.count); slots.deallocate() }
        let workers = min(files.count, 8)
        withoutActuallyEscaping(transform) { transform in
            DispatchQueue.concurrentPerform(iterations: workers) { w in
                var i = w
                while i < files.count {
                    slots[i] = transform(files[i])
                    i += workers
                }
            }
        }
        return (0..<files.count).map { slots[$0]! }
    }

    /// Builds the index (per-file facts are gathered in parallel, then merged once).
    public static func build(files: [ParsedFile]) -> ProjectIndex {
        ProjectIndex(files: files)
    }

    // MARK: Questions

    /// Uses of `TypeName.member` in code (comments and strings never count), in file order.
    public func memberReferences(toType name: String) -> [MemberReference] {
        let table = memberReferenceTable.get {
            // Built on the first question (only some rules ask), each file's sites on all cores.
            let perFile = ProjectIndex.parallelMap(files) { FileFacts.memberReferences(in: $0) }
            var entries: [(hash: UInt64, file: Int32, token: Int32)] = []
            entries.reserveCapacity(perFile.reduce(0) { $0 + $1.count })
            for k in perFile.indices {
                for r in perFile[k] { entries.append((r.hash, Int32(k), r.token)) }
            }
            entries.sort { a, b in
                if a.hash != b.hash { return a.hash < b.hash }
                return a.file != b.file ? a.file < b.file : a.token < b.token
            }
            return MemberReferenceTable(hashes: entries.map(\.hash), sites: entries.map { ($0.file, $0.token) })
        }
        let h = SyntaxTree.nameHash(name)
        var lo = table.hashes.partitionPoint { $0 >= h }
        var result: [MemberReference] = []
        while lo < table.hashes.count && table.hashes[lo] == h {
            let file = files[Int(table.sites[lo].file)], t = Int(table.sites[lo].token)
            if file.tree.tokenIs(t, name) { result.append(MemberReference(file: file, typeToken: t, memberToken: t + 2)) }
            lo += 1
        }
        return result
    }

    /// Kind of the type declared (in the scanned tree) with this simple name, when all
    /// declarations of that name agree.
    public func kind(ofType name: String) -> DeclarationKind? {
        guard let sites = types[name], let first = sites.first?.declaration.kind else { return nil }
        return sites.allSatisfy { $0.declaration.kind == first } ? first : nil
    }

    /// Whether a name is a type alias of a function type (`typealias Handler = (Int) -> Void`).
    public func isClosureTypealias(_ name: String) -> Bool {
        guard let sites = typealiases[name] else { return false }
        return sites.contains { $0.declaration.typeText?.containsText("->") == true }
    }

    /// The inheritance entries of a type and of all its extensions in the tree.
    public func inheritedNames(of name: String) -> [String] {
        var result: [String] = []
        for s in types[name] ?? [] { result += s.declaration.inheritance.map(\.name) }
        for s in extensions[name] ?? [] { result += s.declaration.inheritance.map(\.name) }
        return result
    }

    /// Class-boundness of a protocol: `.yes`, `.no`, or `.unknown` when it depends on a
    /// protocol that is neither in the tree nor a known non-class standard protocol.
    public func classBoundness(ofProtocol name: String) -> ClassBoundness {
        var visiting: Set<String> = []
        return classBoundness(name, &visiting)
    }

    public enum ClassBoundness: Sendable { case yes, no, unknown }

    /// Standard protocols known not to be class-bound.
    public static let knownNonClassProtocols: Set<String> = [
        "Sendable", "Equatable", "Hashable", "Codable", "Encodable", "Decodable", "Identifiable",
        "CustomStringConvertible", "CustomDebugStringConvertible", "Error", "Comparable", "CaseIterable",
        "RawRepresentable", "Sequence", "Collection", "IteratorProtocol", "ExpressibleByStringLiteral",
        "ExpressibleByIntegerLiteral", "LocalizedError", "Any", "BitwiseCopyable", "Copyable", "Escapable",
        "CustomNSError", "TextOutputStreamable", "ObservableObject",
    ]

    /// Names that make a protocol class-bound when inherited.
    public static let classBoundRoots: Set<String> = ["AnyObject", "class", "NSObjectProtocol", "Actor", "AnyActor", "DistributedActor"]

    private func classBoundness(_ name: String, _ visiting: inout Set<String>) -> ClassBoundness {
        if ProjectIndex.classBoundRoots.contains(name) { return .yes }
        if visiting.contains(name) { return .no }
        visiting.insert(name)
        guard let sites = types[name], !sites.isEmpty else {
            if ProjectIndex.knownNonClassProtocols.contains(name) { return .no }
            return .unknown
        }
        var sawUnknown = false
        for site in sites {
            let d = site.declaration
            switch d.kind {
            case .class, .actor:
                return .yes
            case .protocol:
                if d.hasAttribute("objc") { return .yes }
                if let w = d.whereClause {
                    switch whereClauseBindsSelfToClass(w, in: site.file.tree, &visiting) {
                    case .yes: return .yes
                    case .unknown: sawUnknown = true
                    case .no: break
                    }
                }
                for inherited in d.inheritance {
                    // A composition (`Equatable & AnyObject`) is class-bound when any part is.
                    let parts = inherited.text.utf8.contains(UInt8(ascii: "&"))
                        ? inherited.text.split(separator: "&").map { part in
                            String(part.split(separator: "<").first.flatMap { $0.split(separator: ".").last } ?? part)
                          }
                        : [inherited.name]
                    for part in parts {
                        switch classBoundness(part, &visiting) {
                        case .yes: return .yes
                        case .unknown: sawUnknown = true
                        case .no: break
                        }
                    }
                }
            default:
                break
            }
        }
        return sawUnknown ? .unknown : .no
    }

    /// `where Self: AnyObject` or `where Self: SomeClass` (`.yes`); `where Self:` a name that is
    /// neither in the tree nor a known non-class protocol (`.unknown`); otherwise `.no`.
    private func whereClauseBindsSelfToClass(_ range: TokenRange, in tree: SyntaxTree, _ visiting: inout Set<String>) -> ClassBoundness {
        var i = range.lowerBound
        var sawUnknown = false
        while i + 2 < range.upperBound {
            if tree.keyword(i) == .SelfType && tree.kind(i + 1) == .colon {
                // The constraint: `A`, `Module.A`, `A & B`.
                var j = i + 2
                while j < range.upperBound {
                    guard tree.kind(j) == .identifier else { break }
                    while tree.kind(j + 1) == .dot && tree.kind(j + 2) == .identifier && j + 2 < range.upperBound { j += 2 }
                    let name = tree.text(j)
                    if ProjectIndex.classBoundRoots.contains(name) || kind(ofType: name) == .class || kind(ofType: name) == .actor { return .yes }
                    if name.hasPrefix("UI") || name.hasPrefix("NS") { return .yes }
                    switch classBoundness(name, &visiting) {
                    case .yes: return .yes
                    case .unknown: sawUnknown = true
                    case .no: break
                    }
                    if tree.kind(j + 1) == .operator && tree.tokenIs(j + 1, "&") { j += 2 } else { break }
                }
                i = j
                continue
            }
            i += 1
        }
        return sawUnknown ? .unknown : .no
    }

    /// Stored properties (not computed, not static) declared in the type's body.
    public func storedProperties(of typeName: String) -> [Declaration] {
        var result: [Declaration] = []
        for site in types[typeName] ?? [] {
            for m in site.declaration.members where m.kind == .variable && !m.modifiers.isTypeMember
                && (m.accessorKind == .stored || m.accessorKind == .observed) {
                result.append(m)
            }
        }
        return result
    }

    /// The stored instance property `name` of the type (with `computedToo`, any instance
    /// property declared in its body), or with `inherited` of the nearest type in its superclass
    /// chain that declares one, with the file it is declared in.
    public func storedProperty(_ name: String, of typeName: String, inherited: Bool = false, computedToo: Bool = false) -> DeclarationSite? {
        for t in inherited ? superclassChain(of: typeName) : [typeName] {
            for site in types[t] ?? [] {
                if let m = site.declaration.members.first(where: { $0.kind == .variable && $0.name == name && !$0.modifiers.isTypeMember
                    && (computedToo || $0.accessorKind == .stored || $0.accessorKind == .observed) }) {
                    return DeclarationSite(file: site.file, declaration: m)
                }
            }
        }
        return nil
    }

    /// All members (of the type and its extensions in the tree) with the given name.
    public func members(named member: String, of typeName: String) -> [Declaration] {
        var result: [Declaration] = []
        for site in (types[typeName] ?? []) + (extensions[typeName] ?? []) {
            for m in site.declaration.members where m.name == member { result.append(m) }
        }
        return result
    }

    /// Names of all members (methods and properties) of a type and its extensions.
    public func memberNames(of typeName: String) -> Set<String> {
        var result: Set<String> = []
        forEachMemberName(of: typeName) { result.insert($0) }
        return result
    }

    /// Calls `body` with the name of every property and method declared in the type named
    /// `typeName` and in its extensions, in that order (a name can come more than once): for
    /// callers that collect them into a structure of their own.
    public func forEachMemberName(of typeName: String, _ body: (String) -> Void) {
        for sites in [types[typeName], extensions[typeName]] {
            for site in sites ?? [] {
                for m in site.declaration.members where m.kind == .variable || m.kind == .function { body(m.name) }
            }
        }
    }
}

/// A function of the tree with an `@escaping` closure parameter that it stores in a property.
public struct StoringFunction: Sendable {
    public let site: DeclarationSite
    /// Labels of the stored escaping parameters (`nil` for unlabeled).
    public let storedParameterLabels: [String?]
    /// The name of the type the function is declared in (or extends).
    public let typeName: String?
    /// The properties it stores them in (`handlers` for `handlers.append(handler)`).
    public var storedProperties: [String] = []
}

/// `TypeName.member` in code.
public struct MemberReference: Sendable {
    public let file: ParsedFile
    public let typeToken: Int
    public let memberToken: Int
}
