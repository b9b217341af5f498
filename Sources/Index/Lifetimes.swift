import FlowLintLexer
import FlowLintParser

/// Which objects live as long as the process. A retain cycle, an observer never removed or a
/// discarded observation token in such an object leaks nothing: it is set up once and lives
/// until the process exits. The leak rules ask `processLifetime(ofType:)` before reporting.
///
/// A class or actor (or a struct kept as described in the last item) lives as long as the
/// process when it is
/// - the application delegate, a scene delegate, or the `@main` app type;
/// - an app extension's principal object that the tree never makes itself: a subclass of
///   `FIFinderSync`, of a network extension provider (`NEPacketTunnelProvider`, …) or of SiriKit's `INExtension`;
/// - a singleton: a `static let`/`static var` named like a shared instance (`shared`,
///   `default`, `instance`, …) holds an instance of the type, and the tree creates it nowhere
///   else outside test code but where process-lifetime objects keep it;
/// - created only where a process-lifetime object keeps it: in a stored property's initial
///   value, the `init` or a once-per-object method (`viewDidLoad`, `loadView`, `awakeFromNib`,
///   `windowDidLoad`, stored in a property) of a process-lifetime type, in the app or scene delegate's launch
///   methods (`application(_:didFinishLaunchingWithOptions:)`, `scene(_:willConnectTo:options:)`),
///   assigned to a stored property of the app or scene delegate, or in a global or a static
///   property. A root coordinator or tab bar controller made at launch is one. At least one such
///   creation must exist, and none elsewhere;
/// - the window's root view controller as a launch method reads it
///   (`window?.rootViewController as? MainSplitViewController`, made by the storyboard), when
///   no code of the tree assigns a `rootViewController`;
/// - made by storyboards only in scenes that live as long as the process: the initial
///   controller of the storyboard an Info.plist launches with, its tabs and navigation root,
///   the objects of those scenes (outlets), and scenes a process-lifetime object instantiates
///   once (see `StoryboardLifetimes.swift`);
/// - a class the tree never makes itself whose subclasses all live as long as the process (a
///   dependency container base class whose app subclass the application delegate keeps).
///
/// Names declared more than once in the tree as different types give no fact (`nil`).
extension ProjectIndex {
    /// The reasons `processLifetime(ofType:)` gives.
    public enum Lifetime {
        public static let applicationDelegate = "the application delegate"
        public static let sceneDelegate = "a scene delegate"
        public static let mainType = "the app's @main type"
        public static let singleton = "a singleton (its shared instance is the only one)"
        public static let createdOnce = "created once, by a process-lifetime object"
        public static let windowRoot = "the window's root view controller, set up at launch"
        public static let subclassesOnly = "never made itself, and every subclass lives as long as the process"
        public static let extensionPrincipal = "an app extension's principal object (one per extension process)"
        public static let madeOutsideTheTree = "made only by code the tree does not show (Objective-C or a framework)"
        public static let storyboardRoot = "a storyboard controller made once, at launch or by a process-lifetime object"
        public static let storyboardObject = "placed by the storyboard in the scene of a process-lifetime controller"
    }

    /// Builds the table `processLifetime(ofType:)` and `constructions(ofType:)` read, on all
    /// cores (a rule's `prepare`). Calling it again does nothing.
    public func prepareLifetimes() {
        _ = constructions(ofType: "")
    }

    /// Why instances of `name` live as long as the process ("the application delegate",
    /// "a process-lifetime singleton", …), or nil when the tree does not show it.
    public func processLifetime(ofType name: String) -> String? {
        let table = memoTable("index.process-lifetime", of: LifetimeEntry.self)
        return table.value(for: name) { LifetimeEntry(reason: lifetimeReason(name, depth: 0)) }.reason
    }

    /// Places where the tree creates an instance of the type named `name` (`Foo(…)`,
    /// `Foo.init(…)`, `Foo { … }`), outside test code, in file order.
    public func constructions(ofType name: String) -> [TokenSite] {
        // Keyed by the name's hash (no `String` per construction); the text is checked on lookup.
        let table = constructionTable.get {
            // Only types the tree declares can be asked about: framework constructions
            // (`UIView()`, `CGRect(…)`) are most of them and are left out.
            let declared = Set(types.keys.map { SyntaxTree.nameHash($0) })
            var sites: [UInt64: [TokenSite]] = [:]
            for f in facts {
                for c in f.constructions where declared.contains(c.hash) {
                    sites[c.hash, default: []].append(TokenSite(file: f.file, token: Int(c.token)))
                }
            }
            return sites
        }
        // A nested type asked by its qualified name (`Main.StateModel`, see `lifetimeName(of:)`):
        // the constructions that name it so or are written inside its outer type.
        let simple = ProjectIndex.simpleName(name)
        // Previews and mocks inside app files make instances freely too.
        let sites = (table[SyntaxTree.nameHash(simple)] ?? []).filter { $0.file.tree.tokenIs($0.token, simple) && !$0.file.isInTestDeclaration($0.token) }
        if let outer = Declaration.qualifier(of: name) { return sites.filter { makesNestedType(at: $0, [outer]) } }
        guard let outers = shadowingOuterTypes[name] else { return sites }
        return sites.filter { !makesNestedType(at: $0, outers) }
    }

    /// The name to ask `processLifetime(ofType:)` about the type `d` declares or extends: its
    /// simple name, or its qualified one (`Main.StateModel`) when it is nested and the tree
    /// declares other types of that simple name elsewhere (one `StateModel` in each feature's
    /// namespace enum: merged, they give no fact; decided on real code, 2026-12-07: two insulin
    /// apps' root state models, made once by the `@main` app's root view, 11 findings judged
    /// wrong).
    public func lifetimeName(of d: Declaration) -> String {
        let simple = ProjectIndex.simpleName(d.name)
        let sites = allTypeSites(named: simple)
        guard sites.count > 1 else { return simple }
        let qualified = ProjectIndex.qualifiedName(of: d)
        guard qualified != simple else { return simple }
        return sites.allSatisfy({ ProjectIndex.qualifiedName(of: $0.declaration) == qualified }) ? simple : qualified
    }

    /// Declarations of types named `simple`, with the nested ones `types` leaves out because a
    /// top-level type of another kind has the name (`shadowingOuterTypes`: a `protocol
    /// StateModel` beside `extension Main { final class StateModel }`).
    public func allTypeSites(named simple: String) -> [DeclarationSite] {
        let sites = types[simple] ?? []
        guard shadowingOuterTypes[simple] != nil else { return sites }
        return memoized("index.all-type-sites", simple) {
            sites + facts.flatMap { $0.types.filter { $0.declaration.name == simple && $0.declaration.enclosingType != nil } }
        }
    }

    /// The dotted name of the type `d` declares or extends, with the types and extensions it is
    /// written in (`extension Main { final class StateModel }` → `Main.StateModel`).
    static func qualifiedName(of d: Declaration) -> String {
        var name = d.name
        var current = d.parent
        while let c = current {
            if c.kind.isType { name = c.name + "." + name }
            current = c.parent
        }
        return name
    }

    /// `lifetimeReason` for a nested type asked by its qualified name: only made once by a
    /// process-lifetime object (the other reasons are asked by simple name and stay unknown).
    private func nestedLifetimeReason(_ name: String, depth: Int) -> String? {
        let sites = allTypeSites(named: ProjectIndex.simpleName(name)).filter { ProjectIndex.qualifiedName(of: $0.declaration) == name }
        guard !sites.isEmpty, depth < ProjectIndex.maxOwnershipDepth else { return nil }
        let kinds = Set(sites.map(\.declaration.kind))
        guard kinds.count == 1, let kind = kinds.first, kind == .class || kind == .actor || kind == .struct else { return nil }
        let made = constructions(ofType: name)
        guard !made.isEmpty, made.allSatisfy({ processLifetimeOwner(of: $0, depth: depth) != nil }) else { return nil }
        return Lifetime.createdOnce
    }

    /// Whether the construction at `site` names a type nested in one of `outers` rather than the
    /// top-level type of that name: it is qualified by one of them (`Configuration.App()`), or
    /// written inside one of them or an extension of one.
    private func makesNestedType(at site: TokenSite, _ outers: Set<String>) -> Bool {
        let tree = site.file.tree
        let k = site.token
        if tree.kind(k - 1) == .dot, tree.kind(k - 2) == .identifier { return outers.contains(tree.text(k - 2)) }
        var d = ProjectIndex.innermostDeclaration(containing: k, in: tree)
        while let current = d {
            if current.kind.isType, outers.contains(Declaration.simpleName(current.name)) { return true }
            d = current.parent
        }
        return false
    }

    /// How many owners up a chain of creations is followed (`SmoothingClock` made by a
    /// `MeterSmoother` made by … a pooled engine). Real apps need six (a view model of a tab's
    /// detail controller of a split view of the root coordinator of the application delegate).
    static let maxOwnershipDepth = 8

    /// Names of static members that conventionally hold a type's one shared instance.
    public static let sharedInstanceNames: Set<String> = [
        "shared", "sharedInstance", "default", "instance", "current", "standard", "main", "sharedManager",
    ]

    /// Attributes that make a type the program's entry point.
    public static let entryPointAttributes: Set<String> = ["main", "UIApplicationMain", "NSApplicationMain"]

    /// Framework protocols adopted by the application delegate.
    public static let applicationDelegateProtocols: Set<String> = [
        "UIApplicationDelegate", "NSApplicationDelegate", "WKApplicationDelegate", "WKExtensionDelegate",
    ]

    /// Framework classes whose subclass is an app extension's principal object: the system makes
    /// one per extension process and keeps it until the process ends (a Finder Sync extension, a
    /// network extension provider, a File Provider extension).
    public static let extensionPrincipalClasses: Set<String> = [
        "FIFinderSync", "NEPacketTunnelProvider", "NEAppProxyProvider", "NETunnelProvider", "NEDNSProxyProvider",
        "NEFilterDataProvider", "NEFilterControlProvider", "NEFilterPacketProvider", "INExtension", "NSFileProviderExtension",
    ]

    /// Framework protocols adopted by a scene delegate (kept by its scene while the scene is connected).
    public static let sceneDelegateProtocols: Set<String> = ["UIWindowSceneDelegate", "UISceneDelegate"]

    /// A method that the system calls once, at launch, on the application or scene delegate:
    /// `application(_:willFinishLaunchingWithOptions:)`, `application(_:didFinishLaunchingWithOptions:)`,
    /// `applicationDidFinishLaunching(_:)`, `scene(_:willConnectTo:options:)`.
    public static func isLaunchMethod(_ d: Declaration) -> Bool {
        switch d.name {
        case "application":
            return d.parameters.contains { $0.label == "didFinishLaunchingWithOptions" || $0.label == "willFinishLaunchingWithOptions" }
        case "scene":
            return d.parameters.contains { $0.label == "willConnectTo" }
        case "applicationDidFinishLaunching", "applicationWillFinishLaunching":
            return true
        default:
            return false
        }
    }

    private func lifetimeReason(_ name: String, depth: Int) -> String? {
        if Declaration.qualifier(of: name) != nil { return nestedLifetimeReason(name, depth: depth) }
        // An Objective-C application delegate that Swift extends (`extension AppDelegate`).
        if types[name] == nil, extensions[name] != nil, interface.objectiveCApplicationDelegates.contains(name) {
            return Lifetime.applicationDelegate
        }
        guard let sites = types[name], !sites.isEmpty else { return nil }
        let kinds = Set(sites.map(\.declaration.kind))
        guard kinds.count == 1, let kind = kinds.first else { return nil }
        let inherited = inheritedNames(of: name)
        if inherited.contains(where: ProjectIndex.applicationDelegateProtocols.contains) || adaptedDelegates().contains(name) {
            return Lifetime.applicationDelegate
        }
        if sites.contains(where: { $0.declaration.attributes.contains { ProjectIndex.entryPointAttributes.contains($0.name) } }) {
            return Lifetime.mainType
        }
        // A SwiftUI `App` started by `UTMApp.main()` from another `@main` type (one per platform):
        // SwiftUI makes one instance for the process, as it does for an `@main` one. SwiftUI's
        // `App` when its file imports SwiftUI, or when its `body` is `some Scene` and the tree
        // declares no `App` of its own (a file that imports SwiftUI through a module of the app
        // that re-exports it; decided on real code, 2026-12-07: a health-records app's
        // production app struct and its coordinator, 2 findings judged wrong).
        if kind == .struct, inherited.contains("App"), sites.contains(where: {
            ProjectIndex.importsSwiftUI($0.file.tree)
                || (types["App"] == nil && typealiases["App"] == nil && $0.declaration.members.contains { m in
                    m.kind == .variable && m.name == "body" && m.typeText.flatMap(ProjectIndex.baseTypeName) == "Scene"
                })
        }) {
            return Lifetime.mainType
        }
        // A struct kept in a static property or by a process-lifetime object lives as long, too.
        guard kind == .class || kind == .actor || kind == .struct else { return nil }
        if inherited.contains(where: ProjectIndex.sceneDelegateProtocols.contains) { return Lifetime.sceneDelegate }
        if kind == .class, inherited.contains(where: ProjectIndex.extensionPrincipalClasses.contains),
           constructions(ofType: name).isEmpty { return Lifetime.extensionPrincipal }
        if kind == .class, windowRootTypes().contains(name) { return Lifetime.windowRoot }
        let made = constructions(ofType: name)
        if kind == .class, let reason = storyboardLifetime(name, made: made, depth: depth) { return reason }
        if kind != .struct, hasSharedInstance(name) {
            // Other instances are fine when process-lifetime objects keep them too (the macOS
            // app delegate's own container beside the iOS app's shared one).
            let elsewhere = made.filter { !isSharedInstanceInitializer($0, of: name) }
            guard elsewhere.isEmpty || (depth < ProjectIndex.maxOwnershipDepth && elsewhere.allSatisfy({ keptOrInNeverMadeClass($0, depth: depth) }))
            else { return nil }
            return Lifetime.singleton
        }
        guard depth < ProjectIndex.maxOwnershipDepth else { return nil }
        if made.isEmpty {
            if kind == .class && onlySubclassesLiveForever(name, depth: depth) { return Lifetime.subclassesOnly }
            return kind == .class && madeOutsideTheTree(name) ? Lifetime.madeOutsideTheTree : nil
        }
        // At least one construction kept by a process-lifetime object, and every other one in
        // code that never runs.
        var kept = false
        for site in made {
            if processLifetimeOwner(of: site, depth: depth) != nil { kept = true } else if !isInNeverMadeClass(site.token, in: site.file) { return nil }
        }
        return kept ? Lifetime.createdOnce : nil
    }

    /// Whether the construction at `site` is kept by a process-lifetime object, or is in an
    /// instance member of a class nothing makes and so makes nothing (a window controller nothing
    /// makes, whose lazy property would make a second app model; docs/lifetimes.md, "Code that
    /// never runs"). Methods nothing calls are not asked about: too slow for every construction.
    /// Asked only of a construction no such object keeps, so the dead-code question is put to
    /// few of them.
    func keptOrInNeverMadeClass(_ site: TokenSite, depth: Int) -> Bool {
        processLifetimeOwner(of: site, depth: depth) != nil || isInNeverMadeClass(site.token, in: site.file)
    }

    /// Whether the file imports the module `name`.
    static func imports(_ name: String, _ tree: SyntaxTree) -> Bool {
        tree.declarations.contains { $0.kind == .import && $0.name == name }
    }

    /// Whether the file imports SwiftUI (`App` is then SwiftUI's protocol).
    static func importsSwiftUI(_ tree: SyntaxTree) -> Bool {
        imports("SwiftUI", tree)
    }

    /// A plain class (no superclass, or only `NSObject` and classes of the tree above it) that
    /// tests make but no other Swift code of the tree does, and that has no subclass: the app makes it
    /// where the tree cannot see (an Objective-C application delegate, a framework), so how many
    /// there are and how long they live is unknown, and the leak rules stay silent. View
    /// controllers, views, cells and other framework subclasses are left out: storyboards and
    /// nibs make those, again and again. Any class with an `@objc` initializer (with
    /// parameters) that no Swift code makes and no storyboard or nib of the tree places counts
    /// too: Objective-C code makes it.
    private func madeOutsideTheTree(_ name: String) -> Bool {
        guard let sites = types[name], sites.count == 1, let site = sites.first, site.declaration.genericParameters == nil,
              !site.file.isTestFile, !site.file.isInTestDeclaration(site.declaration.keywordToken),
              !directSubclasses(of: name).contains(where: { sub in
                  // Spies and fakes that tests derive from it do not count.
                  types[sub]?.contains { !$0.file.isTestFile && !$0.file.isInTestDeclaration($0.declaration.keywordToken) } ?? false
              }) else { return false }
        // An initializer written for Objective-C callers (`@objc init(player:)`) that no Swift
        // code calls, and no storyboard or nib places the class: Objective-C code makes it.
        if hasObjCInitializer(name) && !placedByInterfaceFiles(name) { return true }
        // Tests make it, so it can be made; the app's Swift code never does.
        guard madeInTestCode(name) else { return false }
        let chain = superclassChain(of: name)
        guard let top = chain.last else { return false }
        // The first inheritance entry of the topmost class of the tree: a framework superclass,
        // a protocol, or nothing.
        let entries = inheritedNames(of: top)
        if let first = entries.first, kind(ofType: first) == nil, first != "NSObject", first.first?.isUppercase == true,
           !first.hasSuffix("Protocol"), !first.hasSuffix("Delegate"), !first.hasSuffix("DataSource"), !first.hasSuffix("able"),
           !first.hasSuffix("ing") {
            return false
        }
        return true
    }

    /// An `@objc` initializer with parameters (not `init(coder:)`), in the type or an extension.
    private func hasObjCInitializer(_ name: String) -> Bool {
        ((types[name] ?? []) + (extensions[name] ?? [])).contains { site in
            site.declaration.members.contains { m in
                m.kind == .initializer && m.hasAttribute("objc") && !m.parameters.isEmpty && m.parameters.first?.label != "coder"
            }
        }
    }

    /// Whether a storyboard or nib of the tree makes objects of the class.
    func placedByInterfaceFiles(_ name: String) -> Bool {
        interface.nibClasses.contains(name) || storyboardTables().placements[name] != nil
    }

    /// Whether a test file makes an instance of `name` (`Name(…)`). The names test files call
    /// like constructors are collected once, by hash.
    private func madeInTestCode(_ name: String) -> Bool {
        let made = memoTable("index.test-constructions", of: Set<UInt64>.self).value(for: "") {
            var hashes: Set<UInt64> = []
            for file in files where file.isTestFile {
                let tree = file.tree
                for k in 0..<tree.tokens.count where tree.kind(k) == .identifier && tree.kind(k + 1) == .leftParen && tree.kind(k - 1) != .dot
                    && ProjectIndex.startsUppercase(k, tree) {
                    hashes.insert(tree.nameHash(ofToken: k))
                }
            }
            return hashes
        }
        return made.contains(SyntaxTree.nameHash(name))
    }

    /// A base class the tree never instantiates (a dependency container whose app-specific
    /// subclasses are the ones made) lives as long as its subclasses do. A generic class's
    /// constructions (`Store<State>(…)`) are not recorded under its name: one that code spells
    /// so, or a typealias names, or that has more than a few subclasses, is left out. Fakes that
    /// tests derive from it are test code and do not count (a password manager's data store,
    /// made only as its two targets' `DataStore.shared`, has seven test fakes; 2 judged wrong,
    /// 2026-12-06).
    private func onlySubclassesLiveForever(_ name: String, depth: Int) -> Bool {
        guard let sites = types[name] else { return false }
        // A generic class's constructions (`Store<State>(…)`) are not recorded under its name:
        // looked for apart (decided on real code, 2026-12-07: a course app's generic download
        // manager base, made only as three subclasses' shared instances, judged wrong).
        let generic = sites.contains(where: { $0.declaration.genericParameters != nil })
        if generic, mayMakeGenericInstance(name) { return false }
        let subclasses = directSubclasses(of: name).filter { sub in
            types[sub]?.contains { !$0.file.isTestFile && !$0.file.isInTestDeclaration($0.declaration.keywordToken) } ?? false
        }
        // A generic base with many subclasses is a framework of the app's own (a table row item
        // every list derives from), not a family of shared instances, and asking each
        // subclass's lifetime would cost a large app's run dearly.
        if generic && subclasses.count > ProjectIndex.genericBaseSubclassLimit { return false }
        return !subclasses.isEmpty && subclasses.allSatisfy { lifetimeReason($0, depth: depth + 1) != nil }
    }

    /// The most subclasses a generic base class may have for `onlySubclassesLiveForever` to ask
    /// about them.
    static let genericBaseSubclassLimit = 4

    /// Whether code outside test code may make an instance of the generic class `name`: it
    /// spells `name<…>(…)` or `name<…>.init(…)`, or a typealias names it (`typealias AppStore =
    /// Store<AppState>`, whose constructions are recorded under the alias).
    private func mayMakeGenericInstance(_ name: String) -> Bool {
        genericallyMadeNames().contains(name)
    }

    /// The names code outside test code makes with generic arguments (`Store<State>(…)`,
    /// `Store<State>.init(…)`) or that a typealias names, found in one pass over the tree.
    private func genericallyMadeNames() -> Set<String> {
        memoTable("index.generically-made", of: Set<String>.self).value(for: "") {
            var names: Set<String> = []
            for sites in typealiases.values {
                for site in sites { if let base = site.declaration.typeText.flatMap(ProjectIndex.baseTypeName) { names.insert(base) } }
            }
            for f in files where !f.isTestFile {
                let tree = f.tree
                for k in 0..<tree.tokens.count where tree.kind(k) == .identifier && tree.kind(k + 1) == .operator && tree.isToken(k + 1, "<") {
                    guard ProjectIndex.startsUppercase(k, tree), let close = ProjectIndex.genericArgumentsEnd(from: k + 1, in: tree) else { continue }
                    if tree.kind(close + 1) == .leftParen || (tree.kind(close + 1) == .dot && tree.keyword(close + 2) == .`init`) {
                        names.insert(tree.text(k))
                    }
                }
            }
            return names
        }
    }

    /// The token that closes the generic arguments opened by the `<` at `open`, or nil within
    /// 40 tokens.
    static func genericArgumentsEnd(from open: Int, in tree: SyntaxTree) -> Int? {
        var depth = 0
        for k in open..<min(open + 40, tree.tokens.count) {
            // An operator token may close several at once (`>>`, `>>>`) or end with `?`/`!`.
            if tree.kind(k) == .operator {
                for c in tree.text(k).utf8 { if c == UInt8(ascii: "<") { depth += 1 } else if c == UInt8(ascii: ">") { depth -= 1 } }
            }
            if depth <= 0 { return k }
        }
        return nil
    }

    /// Classes of the tree whose superclass is `name`.
    public func directSubclasses(of name: String) -> [String] {
        let table = memoTable("index.subclasses", of: [String: [String]].self).value(for: "") {
            var result: [String: [String]] = [:]
            for (type, sites) in types where sites.contains(where: { $0.declaration.kind == .class }) {
                // As `superclassChain(of:)` reads it: the first inheritance entry, in the type's
                // declarations and then its extensions, that is a class of the tree.
                let entries = (sites + (extensions[type] ?? [])).lazy.flatMap { $0.declaration.inheritance }
                guard let superclass = entries.first(where: { kind(ofType: $0.name) == .class })?.name else { continue }
                result[superclass, default: []].append(type)
            }
            return result
        }
        return (table[name] ?? []).sorted()
    }

    /// Classes that a launch method of the application or scene delegate reads as the window's
    /// root view controller (`window?.rootViewController as? MainSplitViewController`): the
    /// storyboard's initial controller, kept by the window for as long as the scene lives. None
    /// when the tree assigns a `rootViewController` anywhere: the first root may be replaced.
    func windowRootTypes() -> Set<String> {
        memoTable("index.window-roots", of: Set<String>.self).value(for: "") {
            var result: Set<String> = []
            if assignsRootViewController() { return [] }
            for type in applicationAndSceneDelegates() {
                for site in (types[type] ?? []) + (extensions[type] ?? []) {
                    let tree = site.file.tree
                    for m in site.declaration.members where m.kind == .function && ProjectIndex.isLaunchMethod(m) {
                        guard let body = m.body else { continue }
                        for k in body.lowerBound..<body.upperBound where tree.isToken(k, "rootViewController") {
                            if let cast = ProjectIndex.castTarget(after: k, in: tree) { result.insert(cast) }
                        }
                    }
                }
            }
            return result
        }
    }

    /// SwiftUI's property wrappers that make the app's delegate from a class (`@main struct
    /// ClopApp: App { @NSApplicationDelegateAdaptor(AppDelegate.self) var appDelegate }`).
    static let delegateAdaptors: Set<String> = [
        "UIApplicationDelegateAdaptor", "NSApplicationDelegateAdaptor", "WKApplicationDelegateAdaptor", "WKExtensionDelegateAdaptor",
    ]

    /// Classes a SwiftUI app names in a delegate adaptor (`@NSApplicationDelegateAdaptor(
    /// AppDelegate.self)`, or `@UIApplicationDelegateAdaptor var delegate: AppDelegate`): the
    /// application delegate, whatever it inherits (decided on real code, 2026-12-07: a menu bar
    /// app's delegate subclassed a library's base class through a typealias, and four
    /// subscriptions it keeps were judged wrong).
    func adaptedDelegates() -> Set<String> {
        memoTable("index.adapted-delegates", of: Set<String>.self).value(for: "") {
            var result: Set<String> = []
            for sites in types.values {
                for site in sites where !site.file.isTestFile && site.declaration.kind == .struct {
                    let tree = site.file.tree
                    for m in site.declaration.members where m.kind == .variable {
                        guard let adaptor = m.attributes.first(where: { ProjectIndex.delegateAdaptors.contains($0.name) }) else { continue }
                        // `AppDelegate.self`, `App.AppDelegate.self`: the name before `.self`.
                        if let args = adaptor.arguments, args.count >= 3, tree.keyword(args.upperBound - 1) == .self || tree.isToken(args.upperBound - 1, "self"),
                           tree.kind(args.upperBound - 2) == .dot, tree.kind(args.upperBound - 3) == .identifier {
                            result.insert(tree.text(args.upperBound - 3))
                        } else if let text = m.typeText, let type = ProjectIndex.baseTypeName(text) {
                            result.insert(type)
                        }
                    }
                }
            }
            return result
        }
    }

    /// Types of the tree that adopt an application or scene delegate protocol, in their
    /// declaration or an extension, or that a delegate adaptor names.
    private func applicationAndSceneDelegates() -> Set<String> {
        func adopts(_ sites: [DeclarationSite]) -> Bool {
            sites.contains { site in
                site.declaration.inheritance.contains {
                    ProjectIndex.applicationDelegateProtocols.contains($0.name) || ProjectIndex.sceneDelegateProtocols.contains($0.name)
                }
            }
        }
        var result: Set<String> = []
        for (name, sites) in types where adopts(sites) { result.insert(name) }
        for (name, sites) in extensions where types[name] != nil && adopts(sites) { result.insert(name) }
        return result.union(adaptedDelegates().filter { types[$0] != nil })
    }

    /// For `expr as? T`, `expr as! T` (optional-chaining marks after `expr` skipped) with `expr`
    /// ending at `token`: T's simple name.
    static func castTarget(after token: Int, in tree: SyntaxTree) -> String? {
        var k = token + 1
        while let kind = tree.kind(k), kind == .postfixQuestion || kind == .postfixExclaim { k += 1 }
        guard tree.keyword(k) == .as else { return nil }
        k += 1
        if let kind = tree.kind(k), kind == .postfixExclaim || kind == .postfixQuestion { k += 1 }
        guard tree.kind(k) == .identifier else { return nil }
        return tree.text(k)
    }

    /// A `static let shared = Foo()` (or `= Self()`, `= .init()`, or an applied closure making
    /// one) in the type or its extensions.
    private func hasSharedInstance(_ name: String) -> Bool {
        for site in (types[name] ?? []) + (extensions[name] ?? []) {
            let tree = site.file.tree
            // A computed one that makes a new object on every read is no shared instance
            // (decided on real code, 2026-12-07: a photo app's auth manager, one per login screen,
            // whose strong delegate holds that screen; judged correct).
            for m in site.declaration.members where m.kind == .variable && m.modifiers.contains(.static)
                && ProjectIndex.sharedInstanceNames.contains(m.name) {
                if let ini = m.initializer, ProjectIndex.makesInstance(of: name, ini, tree) { return true }
                if let t = m.typeText, t == name || t == name + "!" || t == "Self", !makesInstanceOnEveryRead(m, of: name, in: site.file) {
                    return true
                }
            }
        }
        return false
    }

    /// Whether the getter of a computed type property makes a new instance of `name` on every
    /// read: it is that construction (`static var shared: Editor { Editor() }`, also with
    /// `return`, inside `get { … }`, or spelt `.init(…)` or `Self(…)`).
    private func makesInstanceOnEveryRead(_ m: Declaration, of name: String, in file: ParsedFile) -> Bool {
        guard m.accessorKind == .computed, let body = m.accessorBodies.first else { return false }
        let tree = file.tree
        var k = body.lowerBound
        if tree.kind(k) == .leftBrace { k += 1 }
        if tree.isToken(k, "get"), tree.kind(k + 1) == .leftBrace { k += 2 }
        if tree.keyword(k) == .return { k += 1 }
        // `.init(…)`, `Self(…)`, `Self.init(…)` make one as well.
        if tree.kind(k) == .dot, tree.keyword(k + 1) == .`init` { return tree.kind(k + 2) == .leftParen }
        return (tree.tokenIs(k, name) || tree.tokenIs(k, "Self"))
            && (tree.kind(k + 1) == .leftParen || (tree.kind(k + 1) == .dot && tree.keyword(k + 2) == .`init`))
    }

    /// Whether `token` stands in a closure inside the declaration `d` other than a `Task { … }`
    /// started there (which runs once when `d`'s code runs).
    private func isInClosureMadeAgain(_ token: Int, within d: Declaration, _ tree: SyntaxTree) -> Bool {
        var c = tree.innermostClosure(containing: token)
        while let closure = c, closure.leftBrace > d.startToken {
            let isTask = tree.tokenIs(closure.leftBrace - 1, "Task") || (tree.kind(closure.leftBrace - 1) == .rightParen
                && tree.partner(closure.leftBrace - 1).map { tree.tokenIs($0 - 1, "Task") } == true)
            if !isTask { return true }
            c = closure.parent
        }
        return false
    }

    /// Whether `token` stands in a local function declared inside `d` (run on each call).
    private func isInLocalFunction(_ token: Int, within d: Declaration, _ tree: SyntaxTree) -> Bool {
        var x = ProjectIndex.innermostDeclaration(containing: token, in: tree)
        while let decl = x, decl !== d {
            if decl.kind == .function { return true }
            x = decl.parent
        }
        return false
    }

    /// Whether code outside tests reads `Type.liveValue` (a new live value on each read).
    private func isReadDirectly(liveValueOf type: String) -> Bool {
        memoTable("index.live-value-read", of: Bool.self).value(for: type) {
            files.contains { file in
                !file.isTestFile && file.tree.tokens.indices.contains { k in
                    file.tree.tokenIs(k, "liveValue") && file.tree.kind(k - 1) == .dot && file.tree.tokenIs(k - 2, type)
                }
            }
        }
    }

    /// Whether a construction is the initial value of the type's own shared instance.
    private func isSharedInstanceInitializer(_ site: TokenSite, of name: String) -> Bool {
        guard let d = ProjectIndex.innermostDeclaration(containing: site.token, in: site.file.tree) else { return false }
        return d.kind == .variable && d.modifiers.contains(.static) && ProjectIndex.sharedInstanceNames.contains(d.name)
            && d.enclosingType.map { ProjectIndex.simpleName($0.name) == name } == true
    }

    /// The process-lifetime object that keeps what is created at `site`, if the place shows one:
    /// a stored property's initial value or the `init` of a process-lifetime type, a launch
    /// method of the application or scene delegate, or a global or static constant.
    func processLifetimeOwner(of site: TokenSite, depth: Int) -> String? {
        let tree = site.file.tree
        if isContainerScopedFactory(site, depth: depth) { return "a dependency container" }
        if let scoped = registrationScope(site) {
            // A registration's factory closure runs on every resolve unless a scope keeps one.
            return scoped ? "a dependency container" : nil
        }
        if filledStaticHolderOnce(site) { return "a static property filled once" }
        guard var d = ProjectIndex.innermostDeclaration(containing: site.token, in: tree) else { return nil }
        // `static var shared: Menu { struct Static { static let instance = Menu() }; return
        // Static.instance }`: a static stored property, of a type local to the getter, is made
        // once (decided on real code, 2026-12-07: a wallet's popover menu, 1 judged wrong).
        if d.kind.isType, d.members.contains(where: { m in
            m.kind == .variable && m.modifiers.contains(.static) && m.accessorKind == .stored
                && m.startToken <= site.token && site.token < m.endToken
        }) { return "a static property" }
        // Inside a closure applied to build a stored property (`lazy var x = { … }()`), the
        // property is the place.
        d = d.nearestNonLocal
        // swift-dependencies reads a `DependencyKey`'s `liveValue` once per process and caches
        // it, so what its getter makes (`static var liveValue: Self { let live =
        // RecordingClientLive(); return Self(start: { await live.start() }) }`) is made once
        // (decided on real code, 2026-12-07, round 61: a dictation app's recording client, 8
        // judged wrong).
        // Not what a closure it returns makes on every call, nor when code reads
        // `Client.liveValue` itself, which makes a new one on each read.
        if d.kind == .variable, d.modifiers.contains(.static), d.name == "liveValue", let type = d.enclosingType,
           type.inheritance.contains(where: { $0.name == "DependencyKey" }) || adopts(ProjectIndex.simpleName(type.name), "DependencyKey"),
           !isInClosureMadeAgain(site.token, within: d, tree), !isInLocalFunction(site.token, within: d, tree),
           !isReadDirectly(liveValueOf: ProjectIndex.simpleName(type.name)) {
            return "a dependency's live value"
        }
        // A computed property's getter (`static var editor: Editor { Editor() }`) makes one on
        // every read: only an initial value is made once for the variable.
        if d.kind == .variable, d.modifiers.contains(.static) || d.enclosingType == nil, d.accessorKind == .computed { return nil }
        if d.kind == .variable, d.enclosingType == nil { return "a global" }
        // A SwiftUI view's `body` and other computed properties run on every update: the views
        // they make keep their place (and their state) in the hierarchy, but an object they make
        // (`SecurityView(model: LockViewModel(…))`) is made again each time.
        if d.kind == .variable, d.accessorKind == .computed, let type = d.enclosingType,
           conformsToSwiftUIView(ProjectIndex.simpleName(type.name)) {
            if kind(ofType: tree.text(site.token)) == .class { return nil }
            // A navigation destination (`NavigationLink("Player", destination: PlayerView())`,
            // or a view made in the closure of `NavigationLink`, `sheet`, …) is made again each
            // time it is shown, and its state objects with it (decided on real code, 2026-12-07:
            // an audio cookbook's recipe screens, whose conductors' timers were left unreported).
            if closureRunsAgain(around: site.token, tree) != nil || ProjectIndex.isNavigationDestination(site.token, in: d, tree) { return nil }
        }
        // `static func makeModel() -> Model { Model(…) }`, called only where process-lifetime
        // objects keep what it returns (an `@main` app's `body`, a launch method).
        // An instance method makes one too (`AccountFactory.makeViewController()`, called by a
        // screens factory the application delegate asks once for a tab's root; decided on real
        // code, 2026-12-07: a messenger's account tab root, 10 judged wrong), but not a SwiftUI
        // view's, which runs on every update like its `body`, nor inside a closure run per element.
        if d.kind == .function, d.modifiers.isTypeMember || d.enclosingType == nil || !isInSwiftUIViewType(d),
           ProjectIndex.returnsConstruction(site.token, of: d, tree) || ProjectIndex.returnsLocal(madeAt: site.token, in: d, tree),
           closureRunsAgain(around: site.token, tree) == nil,
           factoryCallersKeep(d, in: site.file, depth: depth) {
            return "a factory only process-lifetime code calls"
        }
        guard let type = d.enclosingType else { return nil }
        let typeName = lifetimeName(of: type)
        if d.kind == .variable && d.modifiers.contains(.static) { return "a static property" }
        // A static factory that only tests call (`Container.fake(…)` beside the app's one
        // container) makes nothing while the app runs.
        if d.kind == .function && d.modifiers.isTypeMember && !site.file.isTestFile && isStaticMethodNeverRun(d) {
            return "a static factory no code calls"
        }
        if d.kind == .function && d.modifiers.isTypeMember, keptInGrowingStaticCollection(site, method: d, of: typeName) {
            return "a static collection that never shrinks"
        }
        if d.kind == .function && d.modifiers.isTypeMember, storedOnceInStaticProperty(site, method: d, of: typeName, depth: depth) {
            return "a static property set once"
        }
        let cache = d.kind == .function ? keyedCacheProperty(site.token, in: d, tree, of: typeName) : nil
        let property = d.kind == .function
            ? assignedStoredProperty(site.token, in: tree, of: typeName) ?? keptThroughLocal(site.token, in: d, tree, of: typeName) ?? cache : nil
        let placeKeeps = (d.kind == .variable && !d.modifiers.isTypeMember)
            || d.kind == .initializer
            || (d.kind == .function && (ProjectIndex.isLaunchMethod(d) || property != nil))
        guard placeKeeps else { return nil }
        guard let reason = lifetimeReasonMemo(typeName, depth: depth + 1) else { return nil }
        if d.kind == .function {
            // Launch methods run once only on the application and scene delegates; elsewhere a
            // property filled only while it is still nil, and never emptied, is filled once.
            let launch = reason == Lifetime.applicationDelegate || reason == Lifetime.sceneDelegate || reason == Lifetime.mainType
            // So is one behind a once-flag (`guard !isConfigured else { return }; …;
            // isConfigured = true`; decided on real code, 2026-12-07: a wallet's map database
            // connection, made by its singleton's one-time setup, 1 judged wrong).
            let fillsOnce = !launch && (cache != nil || (property.map { createsOnlyWhileNil($0, at: site.token, in: d, tree, of: typeName) } ?? false)
                || (property != nil && isBehindOnceFlag(site.token, tree)))
            // `viewDidLoad`, `loadView`, `awakeFromNib`, `windowDidLoad` run once per object, like
            // its `init`: what they store in a property lives as long as the object does.
            let perObject = property != nil
                && ((ProjectIndex.oneTimeMethods.contains(d.name) && d.parameters.isEmpty) || calledOncePerObject(d, of: typeName, lifetimeDepth: depth + 1))
            guard launch || fillsOnce || perObject else { return nil }
        }
        return typeName
    }

    /// Whether code makes a screen of the class `name` and lets it go: some construction
    /// (`let vc = PasswordViewController()`) is in a method other than a launch method or a
    /// once-per-object one, and the method keeps it in no stored property of its type, so it is
    /// shown and later closed. A screen made only by storyboards, or only where its maker keeps
    /// it (a lazy panel, a tab built once), is not.
    public func isMadeAndLetGo(_ name: String) -> Bool {
        memoTable("index.made-and-let-go", of: Bool.self).value(for: name) {
            (constructions(ofType: name) + factoryCalls(making: name)).contains { site in
                let tree = site.file.tree
                guard let d = ProjectIndex.memberDeclaration(containing: site.token, in: tree) else { return false }
                guard d.kind == .function, !ProjectIndex.isLaunchMethod(d), !ProjectIndex.oneTimeMethods.contains(d.name),
                      let type = d.enclosingType else { return false }
                // A factory hands what it makes to its caller, which may keep it: its static
                // callers are asked apart (`factoryCalls`), other callers are not followed.
                if ProjectIndex.returnsConstruction(site.token, of: d, tree) || ProjectIndex.returnsLocal(madeAt: site.token, in: d, tree) {
                    return false
                }
                let typeName = lifetimeName(of: type)
                return assignedStoredProperty(site.token, in: tree, of: typeName) == nil
                    && keptThroughLocal(site.token, in: d, tree, of: typeName) == nil
                    && keyedCacheProperty(site.token, in: d, tree, of: typeName) == nil
            }
        }
    }

    /// Whether the construction at `token` is bound to a local (`let panel = Panel()`) that
    /// function `d` returns whole (`return panel`).
    static func returnsLocal(madeAt token: Int, in d: Declaration, _ tree: SyntaxTree) -> Bool {
        guard d.returnType != nil, let body = d.body, tree.kind(token - 1) == .equal, tree.kind(token - 2) == .identifier,
              tree.keyword(token - 3) == .let || tree.keyword(token - 3) == .var else { return false }
        let local = token - 2
        return body.indices.contains { k in
            tree.keyword(k) == .return && tree.sameText(k + 1, local) && tree.kind(k + 2) != .dot && tree.kind(k + 2) != .leftParen
        }
    }

    /// Calls of the class's own static factories, outside test code (`PlayerViewController.
    /// instantiate(chat: c)`, with `static func instantiate(…) -> PlayerViewController` or
    /// `-> Self` declared in the tree): places that make one, like a construction.
    func factoryCalls(making name: String) -> [TokenSite] {
        var factories: Set<String> = []
        for site in (types[name] ?? []) + (extensions[name] ?? []) {
            let tree = site.file.tree
            for m in site.declaration.members where m.kind == .function && m.modifiers.isTypeMember {
                guard let r = m.returnType, r.count == 1 || (r.count == 2 && tree.kind(r.lowerBound + 1) == .postfixQuestion) else { continue }
                if tree.tokenIs(r.lowerBound, name) || tree.isToken(r.lowerBound, "Self") { factories.insert(m.name) }
            }
        }
        guard !factories.isEmpty else { return [] }
        var sites: [TokenSite] = []
        for f in files where !f.isTestFile {
            let tree = f.tree
            for c in tree.calls where c.nameToken == c.calleeStart + 2 && tree.kind(c.calleeStart + 1) == .dot
                && tree.tokenIs(c.calleeStart, name) && factories.contains(tree.text(c.nameToken)) && !f.isInTestDeclaration(c.nameToken) {
                sites.append(TokenSite(file: f, token: c.calleeStart))
            }
        }
        return sites
    }

    /// A construction in the factory closure of a dependency-container registration that makes
    /// one instance per container (Swinject's `container.register(P.self) { r in Foo(r) }`,
    /// with `.inObjectScope(.container)` after it, or with no scope in a tree whose containers
    /// all default to `.container`: `Assembler([…], defaultObjectScope: .container)`), where every
    /// container or assembler the tree makes is kept for the process (a static or global
    /// property, or a process-lifetime object's).
    private func isContainerScopedFactory(_ site: TokenSite, depth: Int) -> Bool {
        let tree = site.file.tree
        guard let closure = tree.innermostClosure(containing: site.token),
              case .argument(let ci, _, _) = closure.use, tree.isToken(tree.calls[ci].nameToken, "register") else { return false }
        let end = tree.calls[ci].endToken
        let scope: String?
        if tree.kind(end) == .dot, tree.isToken(end + 1, "inObjectScope"), tree.kind(end + 2) == .leftParen {
            guard tree.kind(end + 3) == .dot, tree.kind(end + 4) == .identifier else { return false }
            scope = tree.text(end + 4)
        } else {
            scope = nil
        }
        // Memoized by depth (a pure function of it): registrations are many, containers few.
        let defaults = memoTable("index.container-scopes", of: ContainerScopes.self).value(for: String(depth)) {
            containerScopes(depth: depth)
        }
        guard defaults.found else { return false }
        return (scope ?? defaults.defaultScope) == "container"
    }

    /// Scopes of Resolver and Factory that keep one instance for the process (`.application`,
    /// `.singleton`) or until the container is reset (`.cached`).
    static let processScopes: Set<String> = ["application", "singleton", "cached"]

    /// For a construction in the factory closure of a Resolver or Factory registration (Swinject's
    /// are `isContainerScopedFactory`'s): whether a scope keeps one instance in the container the
    /// library holds statically — Resolver's `register { Foo() }.scope(.application)` (or
    /// `.scope(application)`, `.cached`), Factory's `Factory(self) { Foo() }.scope(.singleton)`
    /// (or `self { Foo() }.singleton`, `.cached`) — or not (the closure runs on every resolve).
    /// Nil when the construction is in no such closure.
    private func registrationScope(_ site: TokenSite) -> Bool? {
        let tree = site.file.tree
        guard let closure = tree.innermostClosure(containing: site.token) else { return nil }
        var k: Int
        if case .argument(let ci, _, _) = closure.use {
            let call = tree.calls[ci]
            guard tree.isToken(call.nameToken, "register") || tree.isToken(call.nameToken, "Factory") || tree.keyword(call.nameToken) == .self
            else { return nil }
            // InfomaniakDI's `Factory(type: Foo.self) { _, _ in Foo() }`: the resolver keeps the
            // one instance it makes (its `@InjectService` resolves "a shared instance").
            if tree.isToken(call.nameToken, "Factory"), call.arguments.first?.label == "type", ProjectIndex.imports("InfomaniakDI", tree) {
                return true
            }
            k = call.endToken
        } else if tree.keyword(closure.leftBrace - 1) == .self {
            // `self { Foo() }`: a Factory container called as a function.
            k = closure.rightBrace + 1
        } else {
            return nil
        }
        // `.scope(.application)`, `.scope(application)`, `.singleton`, `.cached` after the call.
        for _ in 0..<4 {
            guard tree.kind(k) == .dot, tree.kind(k + 1) == .identifier else { return false }
            let member = tree.text(k + 1)
            if ProjectIndex.processScopes.contains(member) && tree.kind(k + 2) != .leftParen { return true }
            if member == "scope", tree.kind(k + 2) == .leftParen, let close = tree.partner(k + 2) {
                let v = k + 3
                let word = tree.kind(v) == .dot ? v + 1 : v
                return word + 1 == close && ProjectIndex.processScopes.contains(tree.text(word))
            }
            // Another modifier first (`.implements(P.self)`, `.onPreview { Mock() }`): after it.
            k += 2
            if tree.kind(k) == .leftParen, let close = tree.partner(k) { k = close + 1 }
            if tree.kind(k) == .leftBrace, let close = tree.partner(k) { k = close + 1 }
        }
        return false
    }

    /// The dependency containers the tree makes (`Container(…)`, `Assembler(…)` outside tests):
    /// found when there is one and each is kept for the process; `defaultScope` is "container"
    /// when every one of them passes `defaultObjectScope: .container`.
    private func containerScopes(depth: Int) -> ContainerScopes {
        var count = 0
        var allContainerScoped = true
        for f in facts where !f.file.isTestFile {
            let tree = f.file.tree
            for c in tree.calls where (tree.isToken(c.nameToken, "Container") || tree.isToken(c.nameToken, "Assembler"))
                && c.calleeStart == c.nameToken && c.leftParen != nil {
                guard !f.file.isInTestDeclaration(c.nameToken) else { continue }
                let site = TokenSite(file: f.file, token: c.nameToken)
                guard depth < ProjectIndex.maxOwnershipDepth, let d = ProjectIndex.innermostDeclaration(containing: c.nameToken, in: tree),
                      (d.kind == .variable && (d.enclosingType == nil || d.modifiers.contains(.static)))
                        || processLifetimeOwner(of: site, depth: depth + 1) != nil else { return ContainerScopes(found: false, defaultScope: nil) }
                let value = c.argument(labeled: "defaultObjectScope")?.value
                let scoped = value.map { $0.count == 2 && tree.kind($0.lowerBound) == .dot && tree.isToken($0.lowerBound + 1, "container") } ?? false
                allContainerScoped = allContainerScoped && scoped
                count += 1
            }
        }
        return ContainerScopes(found: count > 0, defaultScope: allContainerScoped ? "container" : nil)
    }

    /// A set-up method (`setUpChildViews(with:)`) that only once-per-object code calls: the
    /// type's own `init` or `viewDidLoad`, or its owner's, through a stored property of this
    /// type (`mapView.setUpChildViews(with: self)` in the root controller's `viewDidLoad`). Every
    /// call of the name in the tree must be one of those: a call on anything else might be on
    /// this type too, again and again.
    func calledOncePerObject(_ method: Declaration, of typeName: String, lifetimeDepth: Int) -> Bool {
        // Keyed by depth too: the callers' own lifetimes are asked one level deeper.
        // Overloads (`setUp()`, `setUp(with:)`) have calls of their own: the labels are part of it.
        let labels = method.parameters.map { ($0.label ?? "_") + ":" }.joined()
        let key = "\(lifetimeDepth) " + typeName + "." + method.name + "(" + labels + ")"
        return memoTable("index.called-once", of: Bool.self).value(for: key) {
            var count = 0
            for (file, call) in calls(of: method) {
                let tree = file.tree
                // `super.start()` in an override of `start()` runs when the override does,
                // and the override's callers are calls of the same name, checked here too.
                if tree.keyword(call.nameToken - 2) == .super, tree.kind(call.nameToken - 1) == .dot,
                   ProjectIndex.innermostDeclaration(containing: call.nameToken, in: tree)?.name == method.name { continue }
                switch receiver(of: call, tree, relativeTo: typeName) {
                case .other: continue
                case .unknown: return false
                case .this: guard frequency(of: call.nameToken, in: tree, depth: 1, lifetimeDepth: lifetimeDepth) == .once else { return false }
                }
                count += 1
            }
            return count > 0
        }
    }

    enum Receiver { case this, other, unknown }

    /// Whether `call` is made on the object whose code it is in: a bare call, `self.name(…)` or
    /// `super.name(…)`.
    static func isCallOnSelf(_ call: Call, _ tree: SyntaxTree) -> Bool {
        let name = call.nameToken
        if call.calleeStart == name { return true }
        return tree.kind(name - 1) == .dot && (tree.keyword(name - 2) == .self || tree.keyword(name - 2) == .super) && tree.kind(name - 3) != .dot
    }

    /// Whether `call` is made on an instance of `typeName` (or may be), on an object of another
    /// type, or the code does not tell: a bare or `self.` call inside a type; `owner.name(…)`
    /// (also `owner?.`, `owner!.`) where `owner` is a local made in the function (`let child =
    /// ChildCoordinator(…)`) or a stored property of the enclosing type, whose declared class
    /// is `typeName`, a superclass or a subclass (this), or another class of the tree (other).
    /// With `strict`, `.other` only for a receiver declared with a concrete type of the tree
    /// (class, struct, enum, actor) unrelated to `typeName`; a protocol it does not adopt, a
    /// framework type, a generic parameter or a function's result is `.unknown`.
    func receiver(of call: Call, _ tree: SyntaxTree, relativeTo typeName: String, strict: Bool = false) -> Receiver {
        guard var function = ProjectIndex.innermostDeclaration(containing: call.nameToken, in: tree),
              let caller = function.kind.isType ? function : function.enclosingType else { return .unknown }
        let callerName = ProjectIndex.simpleName(caller.name)
        func relation(_ declared: String?) -> Receiver {
            guard let declared else { return .unknown }
            if declared == typeName { return .this }
            if strict {
                switch kind(ofType: declared) {
                case .class?, .actor?:
                    return isSameOrSubclass(declared, of: typeName) || isSameOrSubclass(typeName, of: declared) ? .this : .other
                case .struct?, .enum?:
                    return .other
                default:
                    return .unknown
                }
            }
            switch kind(ofType: declared) {
            case .class:
                return isSameOrSubclass(declared, of: typeName) || isSameOrSubclass(typeName, of: declared) ? .this : .other
            case .protocol:
                return superclassChain(of: typeName).contains { adopts($0, declared) } ? .this : .other
            case nil:
                // A framework type (`SKProductsRequest`): this type only if it inherits from it.
                return superclassChain(of: typeName).contains { inheritedNames(of: $0).contains(declared) } ? .this : .other
            default:
                return .other
            }
        }
        let name = call.nameToken
        if ProjectIndex.isCallOnSelf(call, tree) { return relation(callerName) }
        guard tree.kind(name - 1) == .dot else { return .unknown }
        var r = name - 2
        if tree.kind(r) == .postfixQuestion || tree.kind(r) == .postfixExclaim { r -= 1 }
        guard tree.kind(r) == .identifier else { return .unknown }
        // `super.start()` in an override: on this object.
        if tree.keyword(r) == .super && tree.kind(r - 1) != .dot { return relation(callerName) }
        // `AudioEngine.start()`, `Audiobus.engine.start()`: a static call on another type, or a
        // call on what a framework type's static property holds (a framework object; the tree's
        // classes are not its properties' types). Capitalized names are types.
        if let root = ProjectIndex.capitalizedChainRoot(endingAt: r, tree), root != typeName,
           tree.kind(r - 1) != .dot || kind(ofType: root) == nil {
            // With `strict`, only another type of the tree called statically (`Current.screens`
            // may be a global holding this very type).
            if strict { return tree.kind(r - 1) != .dot && [.class, .struct, .enum, .actor].contains(kind(ofType: root)) ? .other : .unknown }
            return .other
        }
        let viaSelf = tree.kind(r - 1) == .dot && tree.keyword(r - 2) == .self && tree.kind(r - 3) != .dot
        if tree.kind(r - 1) == .dot && !viaSelf {
            // `services.refresher.start()`: the declared class of each stored property along the
            // chain, from `self` or a stored property of the caller's type.
            var k = r
            var path = [tree.text(r)]
            while tree.kind(k - 1) == .dot, tree.kind(k - 2) == .identifier, path.count < 6 {
                k -= 2
                path.insert(tree.text(k), at: 0)
            }
            guard tree.kind(k - 1) != .dot else { return .unknown }
            var type: String? = callerName
            if tree.keyword(k) == .self { path.removeFirst() }
            for name in path { type = type.flatMap { declaredClass(ofProperty: name, in: $0) } }
            return relation(type)
        }
        function = function.nearestNonLocal
        if !viaSelf, let body = function.body {
            // `let child = ChildCoordinator(…)` (or `let child: ChildCoordinator`) before the call.
            var k = r - 1
            while k > body.lowerBound {
                if tree.tokenIs(k, tree.text(r)), tree.keyword(k - 1) == .let || tree.keyword(k - 1) == .var {
                    if tree.kind(k + 1) == .equal, tree.kind(k + 2) == .identifier, tree.kind(k + 3) == .leftParen {
                        // `let factory = currentScreens()` is a function's result, not a construction.
                        if strict && !ProjectIndex.startsUppercase(k + 2, tree) { return .unknown }
                        return relation(tree.text(k + 2))
                    }
                    if tree.kind(k + 1) == .colon, tree.kind(k + 2) == .identifier { return relation(tree.text(k + 2)) }
                    return .unknown
                }
                k -= 1
            }
        }
        return relation(declaredClass(ofProperty: tree.text(r), in: callerName))
    }

    /// The class of an instance stored property of `typeName` (or of a superclass of the tree):
    /// its type annotation, or the class its initial value makes (`Conductor(…)`,
    /// `Conductor.sharedInstance`).
    private func declaredClass(ofProperty property: String, in typeName: String) -> String? {
        for type in superclassChain(of: typeName) {
            for site in types[type] ?? [] {
                for m in site.declaration.members where m.kind == .variable && m.name == property && !m.modifiers.isTypeMember
                    && (m.accessorKind == .stored || m.accessorKind == .observed) {
                    if let t = m.typeText { return ProjectIndex.baseTypeName(t) }
                    return m.initializer.flatMap { initialValueClass($0, site.file.tree) }
                }
            }
        }
        return nil
    }

    /// Whether the construction (or call) at `token` is part of what the function returns: in a
    /// `return` statement (`return Foo(…)`, `return View(model: makeModel())`), or the single
    /// expression of its body. What it makes is then kept by what the function returns.
    static func returnsConstruction(_ token: Int, of d: Declaration, _ tree: SyntaxTree) -> Bool {
        guard d.returnType != nil, let body = d.body, body.contains(token) else { return false }
        let statementWords: Set<Keyword> = [.let, .var, .if, .guard, .for, .while, .switch, .defer, .do, .return]
        // Backwards to the statement's start, over the arguments and calls around the token.
        var k = token - 1
        while k > body.lowerBound {
            if tree.keyword(k) == .return { return true }
            if tree.kind(k) == .equal || statementWords.contains(tree.keyword(k)) { return false }
            if [.rightParen, .rightBracket, .rightBrace].contains(tree.kind(k)), let open = tree.partner(k), open < k { k = open }
            k -= 1
        }
        // The whole body is one expression: nothing after it but its own closing brackets.
        k = token
        while k < body.upperBound - 1 {
            if tree.kind(k) == .equal || statementWords.contains(tree.keyword(k)) { return false }
            if [.leftParen, .leftBracket, .leftBrace].contains(tree.kind(k)), let close = tree.partner(k), close > k { k = close }
            k += 1
        }
        return true
    }

    /// Whether `d` is a member of a SwiftUI view (a type that inherits `View`) or an extension of one.
    private func isInSwiftUIViewType(_ d: Declaration) -> Bool {
        guard let type = d.enclosingType else { return false }
        return conformsToSwiftUIView(ProjectIndex.simpleName(type.name))
    }

    /// Whether the type adopts SwiftUI's `View`, directly or through protocols of the tree that
    /// refine it (`protocol Screen: View`).
    func conformsToSwiftUIView(_ name: String) -> Bool {
        var queue = [name]
        var seen: Set<String> = [name]
        while let n = queue.popLast(), seen.count < 32 {
            for inherited in inheritedNames(of: n) {
                if inherited == "View" || inherited == "SwiftUI.View" { return true }
                if kind(ofType: inherited) == .protocol, seen.insert(inherited).inserted { queue.append(inherited) }
            }
        }
        return false
    }

    /// Whether every call of a static or global factory (by name and labels, outside tests; at
    /// least one, at most four) is made where a process-lifetime object keeps the result: the
    /// factory then makes one object for the process (a SwiftUI app's root view model, made by
    /// `RootContainerFactory.makeRootContainerView()` in the `@main` app's `body`; 2026-12-06).
    private func factoryCallersKeep(_ d: Declaration, in file: ParsedFile, depth: Int) -> Bool {
        guard depth < ProjectIndex.maxOwnershipDepth, !d.hasAttribute("objc"), !isUsedAsFunctionValue(d) else { return false }
        // Memoized per declaration and depth: many constructions share a factory.
        return memoized("index.factory-callers-keep", file.path + ":" + String(d.keywordToken) + "#" + String(depth), as: Bool.self) {
            factoryCallsAreKept(d, depth: depth)
        }
    }

    private func factoryCallsAreKept(_ d: Declaration, depth: Int) -> Bool {
        var callers: [TokenSite] = []
        // An instance method's name may be another type's too (`ChatFactory` and
        // `AccountFactory` each with `makeViewController(screensFactory:)`): a call on an object
        // the code shows to be of another type calls that one.
        let instanceOf = d.modifiers.isTypeMember ? nil : d.enclosingType.map { ProjectIndex.simpleName($0.name) }
        for (file, call) in calls(of: d) {
            if let instanceOf, receiver(of: call, file.tree, relativeTo: instanceOf, strict: true) == .other { continue }
            // A call in a closure that runs again and again (a row of `ForEach`, a button's action).
            if closureRunsAgain(around: call.nameToken, file.tree) != nil { return false }
            callers.append(TokenSite(file: file, token: call.nameToken))
            if callers.count > 4 { return false }
        }
        return !callers.isEmpty && callers.allSatisfy { processLifetimeOwner(of: $0, depth: depth + 1) != nil }
    }

    /// The first name of `Root.a.b` ending at token `end` (`AudioKit` for `AudioKit.engine`),
    /// when it starts with a capital letter and is not a member of something else.
    static func capitalizedChainRoot(endingAt end: Int, _ tree: SyntaxTree) -> String? {
        var k = end
        while tree.kind(k - 1) == .dot, tree.kind(k - 2) == .identifier { k -= 2 }
        guard tree.kind(k - 1) != .dot, tree.kind(k) == .identifier, !tree.tokenIs(k, "Self"), tree.text(k).first?.isUppercase == true else { return nil }
        return tree.text(k)
    }

    /// The class an initial value makes: `Conductor(…)`, or a shared instance,
    /// `Conductor.sharedInstance` (a shared-instance name).
    private func initialValueClass(_ ini: TokenRange, _ tree: SyntaxTree) -> String? {
        let k = ini.lowerBound
        if let made = ProjectIndex.constructedClass(at: k, tree) { return made }
        guard tree.kind(k) == .identifier, ProjectIndex.startsUppercase(k, tree), tree.kind(k + 1) == .dot,
              ProjectIndex.sharedInstanceNames.contains(tree.text(k + 2)), k + 3 >= ini.upperBound else { return nil }
        return tree.text(k)
    }

    /// A pool of reusable objects: in a static method, `let item = Foo(…)` followed by
    /// `pool.append(item)` (or `insert`), where `pool` is a static stored property of the type and
    /// nothing in the tree ever removes from it or assigns it (`pool.remove…`, `pool = …`,
    /// `&pool`). What goes in stays until the process ends.
    private func keptInGrowingStaticCollection(_ site: TokenSite, method: Declaration, of typeName: String) -> Bool {
        let tree = site.file.tree
        // `let item = Foo(…)`
        let name = site.token - 2
        guard let body = method.body, tree.kind(site.token - 1) == .equal, tree.kind(name) == .identifier,
              tree.keyword(name - 1) == .let || tree.keyword(name - 1) == .var
        else { return false }
        let local = tree.text(name)
        var statics: Set<String> = []
        for type in (types[typeName] ?? []) + (extensions[typeName] ?? []) {
            for m in type.declaration.members where m.kind == .variable && m.modifiers.isTypeMember && m.accessorKind == .stored {
                statics.insert(m.name)
            }
        }
        for k in site.token..<body.upperBound where tree.tokenIs(k, local) && tree.kind(k - 1) == .leftParen {
            // `pool.append(item)`, `Self.pool.append(item)`, `Foo.pool.insert(item, at: 0)`.
            guard tree.kind(k - 3) == .dot, tree.isToken(k - 2, "append") || tree.isToken(k - 2, "insert") else { continue }
            let pool = tree.text(k - 4)
            if statics.contains(pool), !anyCodeShrinks(collection: pool) { return true }
        }
        return false
    }

    /// `observer = Foo(…)` in a static method that runs once for the process (`DDC.setup()`,
    /// called only from the application delegate's launch method), where `observer` is a static
    /// stored property of the type that no other code of the tree assigns: one instance, kept
    /// until the process ends.
    private func storedOnceInStaticProperty(_ site: TokenSite, method: Declaration, of typeName: String, depth: Int) -> Bool {
        let tree = site.file.tree
        guard depth < ProjectIndex.maxOwnershipDepth, method.body != nil, let a = tree.assignment(valueAt: site.token),
              let name = ProjectIndex.assignedStaticName(a.lhs, tree, of: typeName) else { return false }
        let isStatic = ((types[typeName] ?? []) + (extensions[typeName] ?? [])).contains { type in
            type.declaration.members.contains { $0.name == name && $0.kind == .variable && $0.modifiers.isTypeMember && $0.accessorKind == .stored }
        }
        guard isStatic, frequency(of: site.token, in: tree, depth: 0, lifetimeDepth: depth + 1) == .once else { return false }
        // Assigned nowhere else (`observer = nil`, a second set-up).
        for f in facts {
            let t = f.file.tree
            for other in t.assignments where t.tokenIs(other.lhs.upperBound - 1, name) && !t.declaresName(other)
                && !(f.file === site.file && other.equalToken == a.equalToken) {
                return false
            }
        }
        return true
    }

    /// The static property an assignment's left side names inside a static method of `typeName`:
    /// `observer`, `Self.observer` or `TypeName.observer`.
    static func assignedStaticName(_ lhs: TokenRange, _ tree: SyntaxTree, of typeName: String) -> String? {
        let k = lhs.lowerBound
        if lhs.count == 1, tree.kind(k) == .identifier { return tree.text(k) }
        if lhs.count == 3, tree.kind(k + 1) == .dot, tree.kind(k + 2) == .identifier,
           tree.keyword(k) == .SelfType || tree.tokenIs(k, typeName) {
            return tree.text(k + 2)
        }
        return nil
    }

    /// Whether any file of the tree removes from, reassigns or passes `inout` a name (see
    /// `shrinksCollection(at:_:)`).
    private func anyCodeShrinks(collection name: String) -> Bool {
        facts.contains { f in
            let tree = f.file.tree
            return (0..<tree.tokens.count).contains { tree.tokenIs($0, name) && ProjectIndex.shrinksCollection(at: $0, tree) }
        }
    }

    /// For `x = Foo(…)` or `self.x = Foo(…)` with the construction at `token`: `x`, when it is a
    /// stored instance property of the type named `typeName`.
    fileprivate func assignedStoredProperty(_ token: Int, in tree: SyntaxTree, of typeName: String) -> String? {
        guard let a = tree.assignment(valueAt: token) else { return nil }
        let lhs = a.lhs
        let name: Int
        if lhs.count == 1 {
            name = lhs.lowerBound
        } else if lhs.count == 3 && tree.keyword(lhs.lowerBound) == .self && tree.kind(lhs.lowerBound + 1) == .dot {
            name = lhs.lowerBound + 2
        } else {
            return nil
        }
        // A `weak` or `unowned` property keeps nothing.
        return storedProperties(of: typeName).first { tree.tokenIs(name, $0.name) && ProjectIndex.keepsStrongly($0) }?.name
    }

    /// Whether the token is inside the `destination:` argument of a `NavigationLink` in the
    /// declaration `d`.
    static func isNavigationDestination(_ token: Int, in d: Declaration, _ tree: SyntaxTree) -> Bool {
        tree.calls(in: TokenRange(d.startToken, d.endToken)).contains { call in
            tree.isToken(call.nameToken, "NavigationLink")
                && call.arguments.contains { $0.label == "destination" && $0.value.contains(token) }
        }
    }

    /// The static stored properties of the type (in its declarations and extensions).
    func staticStoredProperties(of typeName: String) -> [Declaration] {
        ((types[typeName] ?? []) + (extensions[typeName] ?? [])).flatMap { site in
            site.declaration.members.filter { $0.kind == .variable && $0.modifiers.isTypeMember && ($0.accessorKind == .stored || $0.accessorKind == .observed) }
        }
    }

    /// Whether a stored property holds its value strongly (it is neither `weak` nor `unowned`).
    static func keepsStrongly(_ p: Declaration) -> Bool {
        !p.modifiers.contains(.weak) && !p.modifiers.contains(.unowned)
    }

    /// A controller made at `token` in `method` and handed to something the type keeps: a stored
    /// property through a local (`let screen = Foo(…)`, then `root = screen`), or the child list of
    /// the type itself or of a controller it keeps, directly or through locals and navigation
    /// controllers made on the way (`viewControllers = [UINavigationController(rootViewController:
    /// Foo())]`, `let nav = UINavigationController(); nav.setViewControllers([screen], animated:
    /// false); setViewControllers([nav], animated: false)`, `pushViewController(screen, animated:
    /// false)`, `addChild(screen)`). The name of the property that keeps it (`viewControllers` for
    /// a child list).
    private func keptThroughLocal(_ token: Int, in method: Declaration, _ tree: SyntaxTree, of typeName: String) -> String? {
        guard let body = method.body else { return nil }
        // Its own stored properties and those it inherits from classes of the tree.
        let stored = superclassChain(of: typeName).flatMap { storedProperties(of: $0) }
        return ChildListTrace(index: self, tree: tree, body: body, typeName: typeName, stored: stored).keeper(ofValueAt: token, depth: 0)
    }

    /// Follows a value through one method body to what keeps it (see `keptThroughLocal`). A
    /// class only to count the places it looks at: however a body is written, the trace gives
    /// up after `maxVisits` of them.
    private final class ChildListTrace {
        let index: ProjectIndex
        let tree: SyntaxTree
        let body: TokenRange
        let typeName: String
        let stored: [Declaration]
        private var visits = 0

        init(index: ProjectIndex, tree: SyntaxTree, body: TokenRange, typeName: String, stored: [Declaration]) {
            self.index = index
            self.tree = tree
            self.body = body
            self.typeName = typeName
            self.stored = stored
        }

        /// Locals and wrapping navigation controllers followed before giving up.
        static let maxSteps = 4
        /// Values and uses of locals looked at before giving up.
        static let maxVisits = 64
        static let childListCalls: Set<String> = ["setViewControllers", "pushViewController", "addChild"]
        /// Framework types that keep the SwiftUI view they are made with (`rootView:`).
        static let hostingTypes: Set<String> = ["UIHostingController", "NSHostingController", "NSHostingView"]

        /// Whether the root view `value` keeps what token `k` names: `k` is the value itself, or
        /// a whole argument of its construction (`HomeView(map: screen)`, not `HomeView(title:
        /// screen.title)`).
        func keptByRootView(_ k: Int, _ value: TokenRange) -> Bool {
            if value == TokenRange(k, k + 1) { return true }
            guard let made = tree.call(passingWhole: k) else { return false }
            return made.calleeStart == value.lowerBound && made.endToken == value.upperBound && ProjectIndex.startsUppercase(made.nameToken, tree)
        }

        /// What keeps the value starting at `start`: itself, or the local it initializes.
        func keeper(ofValueAt start: Int, depth: Int) -> String? {
            visits += 1
            guard visits <= Self.maxVisits else { return nil }
            if depth > 0, let p = index.assignedStoredProperty(start, in: tree, of: typeName) { return p }
            if let kept = childList(holding: start, depth: depth) { return kept }
            guard depth < Self.maxSteps, let local = localDeclared(byValueAt: start) else { return nil }
            for k in start..<body.upperBound where tree.tokenIs(k, local) && tree.kind(k - 1) != .dot {
                if tree.kind(k + 1) != .dot, let a = tree.assignment(valueAt: k), a.rhs.count == 1,
                   let p = index.assignedStoredProperty(k, in: tree, of: typeName) { return p }
                if let kept = childList(holding: k, depth: depth + 1) { return kept }
            }
            return nil
        }

        /// `name` in `let name = <value at start>` (or `var`).
        func localDeclared(byValueAt start: Int) -> String? {
            guard tree.kind(start - 1) == .equal, tree.kind(start - 2) == .identifier,
                  tree.keyword(start - 3) == .let || tree.keyword(start - 3) == .var else { return nil }
            return tree.text(start - 2)
        }

        /// The child list that the expression at `k` is put in, when something the type keeps owns
        /// that list; a navigation controller made around it is followed in turn.
        func childList(holding k: Int, depth: Int) -> String? {
            visits += 1
            guard visits <= Self.maxVisits else { return nil }
            for a in tree.assignments(in: body) where a.rhs.contains(k) && tree.kind(a.rhs.lowerBound) == .leftBracket {
                let last = a.lhs.upperBound - 1
                if tree.isToken(last, "viewControllers"), keeps(receiverEndingAt: last - 1, depth: depth) { return "viewControllers" }
            }
            for call in tree.calls where body.contains(call.nameToken) {
                guard let first = call.arguments.first, first.value.contains(k) else { continue }
                if Self.childListCalls.contains(tree.text(call.nameToken)), keeps(receiverEndingAt: call.nameToken - 1, depth: depth) {
                    return "viewControllers"
                }
                // `UINavigationController(rootViewController: screen)`: the navigation controller
                // keeps it; follow where that goes.
                if first.label == "rootViewController", call.calleeStart == call.nameToken, depth < Self.maxSteps,
                   let kept = keeper(ofValueAt: call.calleeStart, depth: depth + 1) {
                    return kept
                }
                // `UIHostingController(rootView: HomeView(map: screen))`: the hosting controller
                // keeps its root view, which keeps what its construction is handed whole.
                if first.label == "rootView", Self.hostingTypes.contains(tree.text(call.nameToken)), call.calleeStart == call.nameToken,
                   depth < Self.maxSteps, keptByRootView(k, first.value),
                   let kept = keeper(ofValueAt: call.calleeStart, depth: depth + 1) {
                    return kept
                }
            }
            return nil
        }

        /// `self.x`, `x` (a stored property), a local the type keeps in turn, or nothing (the
        /// type itself), before the `.` ending at `k`.
        func keeps(receiverEndingAt k: Int, depth: Int) -> Bool {
            if tree.kind(k) != .dot { return true }
            guard tree.kind(k - 1) == .identifier else { return false }
            if tree.keyword(k - 1) == .self { return tree.kind(k - 2) != .dot }
            let receiver = k - 1
            if tree.kind(receiver - 1) == .dot {
                guard tree.keyword(receiver - 2) == .self, tree.kind(receiver - 3) != .dot else { return false }
            } else if depth < Self.maxSteps, let start = localValueStart(tree.text(receiver), before: receiver) {
                return keeper(ofValueAt: start, depth: depth + 1) != nil
            }
            return stored.contains { tree.tokenIs(receiver, $0.name) }
        }

        /// Where the value of `let name = …` starts, for the last such declaration of the body
        /// before `k`.
        func localValueStart(_ name: String, before k: Int) -> Int? {
            var j = k - 1
            while j > body.lowerBound + 1 {
                if tree.tokenIs(j, name), tree.kind(j + 1) == .equal, tree.keyword(j - 1) == .let || tree.keyword(j - 1) == .var { return j + 2 }
                j -= 1
            }
            return nil
        }
    }

    /// `Holder.shared = Foo(…)` at `site` (also `shared = …` or `Self.shared = …` in the type),
    /// where `shared` is a static stored property of `Holder`, under `if Holder.shared == nil {`
    /// (or after `guard Holder.shared == nil else { … }`), and no code outside tests sets it
    /// to nil: the first run fills it and it keeps that object for the process.
    private func filledStaticHolderOnce(_ site: TokenSite) -> Bool {
        let tree = site.file.tree
        guard let a = tree.assignment(valueAt: site.token) else { return false }
        let lhs = a.lhs
        let holderType: String
        let name: Int
        if lhs.count == 3, tree.kind(lhs.lowerBound + 1) == .dot, tree.kind(lhs.lowerBound) == .identifier {
            if tree.keyword(lhs.lowerBound) == .SelfType, let t = tree.innermostType(containing: site.token) {
                holderType = ProjectIndex.simpleName(t.name)
            } else {
                holderType = tree.text(lhs.lowerBound)
            }
            name = lhs.lowerBound + 2
        } else if lhs.count == 1, ProjectIndex.isInStaticContext(site.token, in: tree), let t = tree.innermostType(containing: site.token) {
            holderType = ProjectIndex.simpleName(t.name)
            name = lhs.lowerBound
        } else {
            return false
        }
        let holder = tree.text(name)
        guard members(named: holder, of: holderType).contains(where: { $0.kind == .variable && $0.modifiers.contains(.static) && $0.accessorKind == .stored }),
              let method = ProjectIndex.memberDeclaration(containing: site.token, in: tree) else { return false }
        guard let body = method.body else { return false }
        // `if Holder.shared == nil {` around it, or `guard Holder.shared == nil else` before it.
        var guarded = false
        for k in body.lowerBound..<site.token where tree.tokenIs(k, holder) && tree.isToken(k + 1, "==") && tree.keyword(k + 2) == .nil {
            var head = k - 1
            while tree.kind(head) == .dot, tree.kind(head - 1) == .identifier { head -= 2 }
            if tree.keyword(head) == .guard { guarded = true }
            // `if Holder.shared == nil {`, also with more conditions (`…, let window = view.window {`).
            guard tree.keyword(head) == .if else { continue }
            var brace = k + 3
            while brace < site.token, tree.kind(brace) != .leftBrace {
                if let close = tree.partner(brace), close > brace, tree.kind(brace) == .leftParen || tree.kind(brace) == .leftBracket { brace = close }
                brace += 1
            }
            if tree.kind(brace) == .leftBrace, let close = tree.partner(brace), site.token < close { guarded = true }
        }
        guard guarded else { return false }
        // Nothing empties it.
        for f in facts where !f.file.isTestFile {
            let t = f.file.tree
            for e in t.assignments where e.rhs.count == 1 && t.keyword(e.rhs.lowerBound) == .nil && t.tokenIs(e.lhs.upperBound - 1, holder) {
                if !f.file.isInTestDeclaration(e.equalToken) { return false }
            }
        }
        return true
    }

    /// A cache filled once per key: `let vc = make(…)` at `token` in `method` (also `guard let`/
    /// `if let` with a cast), then `cache[key] = vc`, after a read of `cache[…]` in an `if let` or
    /// `guard let` condition before it (`if let cached = cache[key] { return cached }`), where
    /// `cache` is a stored property of the type that its code never removes from or replaces.
    /// The name of the cache.
    func keyedCacheProperty(_ token: Int, in method: Declaration, _ tree: SyntaxTree, of typeName: String) -> String? {
        guard let body = method.body, tree.kind(token - 1) == .equal, tree.kind(token - 2) == .identifier,
              tree.keyword(token - 3) == .let || tree.keyword(token - 3) == .var else { return nil }
        let local = tree.text(token - 2)
        let stored = Set(storedProperties(of: typeName).map(\.name))
        for a in tree.assignments(in: TokenRange(token, body.upperBound)) where a.rhs.count == 1 && tree.tokenIs(a.rhs.lowerBound, local) {
            // `cache[key] = vc` or `self.cache[key] = vc`
            var k = a.lhs.lowerBound
            if tree.keyword(k) == .self, tree.kind(k + 1) == .dot { k += 2 }
            guard tree.kind(k) == .identifier, tree.kind(k + 1) == .leftBracket, let close = tree.partner(k + 1), close + 1 == a.lhs.upperBound
            else { continue }
            let cache = tree.text(k)
            guard stored.contains(cache), !shrinks(cache, in: typeName) else { return nil }
            // `if let cached = cache[key]` / `guard let cached = cache[key]` before the construction.
            for r in body.lowerBound..<token where tree.tokenIs(r, cache) && tree.kind(r + 1) == .leftBracket {
                var q = r - 1
                if tree.kind(q) == .dot, tree.keyword(q - 1) == .self { q -= 2 }
                guard tree.kind(q) == .equal, tree.kind(q - 1) == .identifier, tree.keyword(q - 2) == .let,
                      tree.keyword(q - 3) == .if || tree.keyword(q - 3) == .guard else { continue }
                return cache
            }
            return nil
        }
        return nil
    }

    /// Lazy creation: the assignment at `token` sits under `if property == nil {` (or after
    /// `guard property == nil else { … }`, or in the else branches of `if property != nil { … }
    /// else …`) in `method`, the property is not `weak` or `unowned`, and no method of the type
    /// sets it back to nil.
    private func createsOnlyWhileNil(_ property: String, at token: Int, in method: Declaration, _ tree: SyntaxTree, of typeName: String) -> Bool {
        guard let body = method.body, methodSettingNil(anyOf: [property], inType: typeName) == nil,
              !storedProperties(of: typeName).contains(where: { $0.name == property && !ProjectIndex.keepsStrongly($0) }) else { return false }
        for k in body.lowerBound..<token where tree.tokenIs(k, property) && tree.isToken(k + 2, "nil") {
            let isNil = tree.isToken(k + 1, "==")
            guard isNil || tree.isToken(k + 1, "!=") else { continue }
            var head = k - 1
            if tree.kind(head) == .dot && tree.keyword(head - 1) == .self { head -= 2 }
            if isNil && tree.keyword(head) == .guard { return true }
            guard tree.keyword(head) == .if, tree.kind(k + 3) == .leftBrace, let close = tree.partner(k + 3) else { continue }
            // `if x == nil { x = … }`; or `if x != nil { reuse it } else if let made = … { x = made }`,
            // whose else branches run only while it is nil.
            if isNil ? token < close : (close < token && ProjectIndex.endOfElseChain(after: close, in: tree).map { token < $0 } ?? false) {
                return true
            }
        }
        return false
    }

    /// The closing brace of the last branch of the `else` (or `else if …`) chain after the `if`
    /// body closing at `close`, or nil when none follows.
    static func endOfElseChain(after close: Int, in tree: SyntaxTree) -> Int? {
        var end = close
        var found = false
        while tree.keyword(end + 1) == .else {
            found = true
            var k = end + 2
            if tree.keyword(k) == .if {
                // The body's brace: the first `{` after the condition (parentheses and brackets
                // inside the condition are skipped whole).
                k += 1
                while k < tree.tokens.count, tree.kind(k) != .leftBrace {
                    if tree.kind(k) == .leftParen || tree.kind(k) == .leftBracket, let p = tree.partner(k) { k = p }
                    k += 1
                }
            }
            guard tree.kind(k) == .leftBrace, let p = tree.partner(k) else { return nil }
            end = p
        }
        return found ? end : nil
    }

    private func lifetimeReasonMemo(_ name: String, depth: Int) -> String? {
        // A depth-limited answer must not be stored as the answer for the name: deeper questions
        // are memoized by name and depth (each is a pure function of both, so the table stays
        // the same whatever the order the cores ask in), which keeps shared owners from being
        // walked again and again.
        if depth == 0 { return processLifetime(ofType: name) }
        let table = memoTable("index.process-lifetime-at-depth", of: LifetimeEntry.self)
        return table.value(for: "\(depth) \(name)") { LifetimeEntry(reason: lifetimeReason(name, depth: depth)) }.reason
    }

    /// `Foo(…)`, `Self(…)`, `.init(…)`, `Foo.init(…)`, or `{ … Foo(…) … }()`.
    public static func makesInstance(of name: String, _ range: TokenRange, _ tree: SyntaxTree) -> Bool {
        let i = range.lowerBound
        guard i < range.upperBound else { return false }
        if tree.kind(i) == .dot && tree.keyword(i + 1) == .`init` { return true }
        if tree.keyword(i) == .SelfType || tree.tokenIs(i, name) {
            if tree.kind(i + 1) == .leftParen { return true }
            if tree.kind(i + 1) == .dot && tree.keyword(i + 2) == .`init` { return true }
        }
        if tree.kind(i) == .leftBrace, let close = tree.partner(i), close + 1 < range.upperBound, tree.kind(close + 1) == .leftParen {
            for k in (i + 1)..<close where tree.tokenIs(k, name) && tree.kind(k + 1) == .leftParen { return true }
        }
        return false
    }

    /// The innermost declaration (member, local or type) whose tokens contain `token`.
    public static func innermostDeclaration(containing token: Int, in tree: SyntaxTree) -> Declaration? {
        var best: Declaration?
        tree.forEachEnclosingMember(of: token) { best = $0 }
        if let local = tree.localDeclarations.last(where: { $0.startToken <= token && token < $0.endToken }),
           best.map({ $0.startToken <= local.startToken }) ?? true {
            best = local
        }
        return best
    }

    /// Whether the code at `token` belongs to the type rather than to an instance: inside a
    /// `static` or `class` member, or anywhere in an `enum` without cases (a namespace). What
    /// such code keeps lives as long as the process, so a registration there is harmless when it
    /// runs once (`registrationFrequency` is `.once`, or the method returns early when it ran
    /// before); a static factory called per alert or per cell still piles up.
    public static func isInStaticContext(_ token: Int, in tree: SyntaxTree) -> Bool {
        guard var d = innermostDeclaration(containing: token, in: tree) else { return false }
        while true {
            if d.modifiers.isTypeMember && (d.kind == .function || d.kind == .variable) { return true }
            if d.kind == .enum && !d.members.contains(where: { $0.kind == .enumCase }) { return true }
            guard let p = d.parent else { return false }
            d = p
        }
    }

    /// Whether the code at `token` is in a `private` or `fileprivate` method, or lazy property,
    /// whose name appears nowhere else in its file: no call, selector or reference can reach it,
    /// so it never runs (a debug helper left uncalled, a `lazy var resetHandler = { … }` nothing
    /// reads, whose closure is never made: decided on real code, 2026-12-07, a wallet's QR
    /// screen, judged wrong). Only the file decides, so linting one file of a bigger tree gives
    /// the same answer. Members the runtime may reach by name (`@objc`, `@IBAction`, `dynamic`,
    /// overrides, members of an `@objcMembers` class) are not judged.
    public static func isInUnusedPrivateMember(_ token: Int, in tree: SyntaxTree) -> Bool {
        guard let d = memberDeclaration(containing: token, in: tree),
              d.kind == .function || (d.kind == .variable && d.modifiers.contains(.lazy)),
              d.modifiers.contains(.private) || d.modifiers.contains(.fileprivate), !runtimeMayCall(d)
        else { return false }
        let name = d.nameToken
        for k in 0..<tree.tokens.count where k != name && tree.kind(k) == .identifier && tree.sameText(k, name) {
            return false
        }
        return true
    }

    /// The declaration around `token` that is not local: the method (or property, initializer)
    /// whose body holds it, through closures and local functions.
    public static func memberDeclaration(containing token: Int, in tree: SyntaxTree) -> Declaration? {
        innermostDeclaration(containing: token, in: tree)?.nearestNonLocal
    }

    /// Whether the runtime may call the method by name, whatever the tree shows: an override, a
    /// `dynamic` method, one exposed to Objective-C (`@objc`, `@IBAction`, `@IBSegueAction`,
    /// `@NSManaged`, a member of an `@objcMembers` class or of an `@objc` extension), or a
    /// dynamic replacement.
    static func runtimeMayCall(_ d: Declaration) -> Bool {
        if d.modifiers.contains(.override) || d.modifiers.contains(.dynamic) { return true }
        if d.attributes.contains(where: { ["objc", "IBAction", "IBSegueAction", "NSManaged", "_dynamicReplacement"].contains($0.name) }) { return true }
        var outer = d.enclosingType
        while let t = outer {
            if t.hasAttribute("objcMembers") || (t.kind == .extension && t.hasAttribute("objc")) { return true }
            outer = t.enclosingType
        }
        return false
    }

    /// The last component of a dotted type name (`Outer.Inner` → `Inner`).
    public static func simpleName(_ name: String) -> String { Declaration.simpleName(name) }
}

/// What `containerScopes(depth:)` found: whether the tree's containers are all kept for the
/// process, and the scope they all default to.
struct ContainerScopes {
    let found: Bool
    let defaultScope: String?
}

/// A memoized lifetime answer (`MemoTable` values are not optional).
struct LifetimeEntry {
    let reason: String?
}

extension ProjectIndex {
    /// Methods that UIKit, AppKit or SwiftUI call again and again over an object's life.
    public static let repeatingMethods: Set<String> = [
        "viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear", "viewWillLayoutSubviews",
        "viewDidLayoutSubviews", "layoutSubviews", "updateConstraints", "draw", "prepareForReuse", "prepare",
        "traitCollectionDidChange", "applicationDidBecomeActive", "applicationWillEnterForeground",
        "sceneDidBecomeActive", "sceneWillEnterForeground", "tableView", "collectionView", "didMoveToWindow",
        "didMoveToSuperview", "willMove", "body", "updateUIView", "updateUIViewController", "makeUIView", "makeNSView", "updateNSView",
        "makeUIViewController", "makeNSViewController", "updateNSViewController",
        "touchesBegan", "touchesEnded", "scrollViewDidScroll",
    ]

    /// A representable's methods that make its view or controller, once per appearance.
    static let makingMethods: Set<String> = ["makeUIView", "makeNSView", "makeUIViewController", "makeNSViewController"]

    /// Delegate callbacks of containers and controls, called on every push, pop, tab switch,
    /// page turn, rotation, edit or page load; they count only in a callback's shape (below).
    static let repeatingCallbacks: Set<String> = [
        "navigationController", "tabBarController", "pageViewController", "viewWillTransition",
        "searchBar", "textFieldDidBeginEditing", "textFieldDidEndEditing", "textViewDidChange", "webView",
    ]

    /// A framework callback's shape: it returns nothing, and takes the calling object first
    /// without a label (`navigationController(_:willShow:animated:)`), or is
    /// `viewWillTransition(to:with:)`. A project's own `navigationController(for:)` is not one.
    static func isRepeatingCallback(_ d: Declaration) -> Bool {
        guard repeatingCallbacks.contains(d.name), d.returnType == nil, let first = d.parameters.first else { return false }
        return first.label == nil || d.name == "viewWillTransition"
    }

    /// SwiftUI modifiers whose closure runs every time the view appears or changes.
    static let repeatingModifiers: Set<String> = ["onAppear", "task", "onChange", "onReceive", "onTapGesture"]

    /// Why the code at `token` runs more than once over its object's life ("'viewWillAppear'
    /// runs on every appearance", "an action runs on every tap", "'didSet' runs on every set of
    /// 'x'"), or nil when the tree does not show it.
    public static func repeatingContext(of token: Int, in tree: SyntaxTree) -> String? {
        repeatingClosure(around: token, in: tree) ?? repeatingMember(around: token, in: tree)
    }

    /// `repeatingContext`, except that the `didSet` of an `@IBInspectable` or `@IBOutlet`
    /// property that no Swift code of the tree assigns runs once per object: Interface Builder
    /// sets it when it loads the object (a text field's image picked in the storyboard; decided
    /// on real code, 2026-12-06: an exchange app's two text-field observers, judged debatable
    /// because the image is set once).
    func repeatingContext(of token: Int, in tree: SyntaxTree) -> String? {
        if let closure = ProjectIndex.repeatingClosure(around: token, in: tree) { return closure }
        if let d = ProjectIndex.innermostDeclaration(containing: token, in: tree), d.kind == .variable, d.accessorKind == .observed,
           d.hasAttribute("IBInspectable") || d.hasAttribute("IBOutlet"), !isAssignedInSwift(d) { return nil }
        return ProjectIndex.repeatingMember(around: token, in: tree)
    }

    /// Whether any code of the tree outside test code assigns a property named like `d`
    /// (`field.fieldImage = icon`), other than a declaration's initial value.
    private func isAssignedInSwift(_ d: Declaration) -> Bool {
        memoTable("index.assigned-property", of: Bool.self).value(for: d.name) {
            facts.contains { f in
                let t = f.file.tree
                return !f.file.isTestFile && t.assignments.contains { a in
                    t.tokenIs(a.lhs.upperBound - 1, d.name) && !t.declaresName(a)
                }
            }
        }
    }

    /// A closure around `token` that a repeating modifier runs again (`.onAppear { … }`).
    private static func repeatingClosure(around token: Int, in tree: SyntaxTree) -> String? {
        var c = tree.innermostClosure(containing: token)
        while let closure = c {
            if case .argument(let call, _, _) = closure.use {
                let name = tree.text(tree.calls[call].nameToken)
                if repeatingModifiers.contains(name) { return "'.\(name)' runs its closure again every time" }
            }
            c = closure.parent
        }
        return nil
    }

    /// A member around `token` that UIKit, AppKit or SwiftUI runs again and again.
    private static func repeatingMember(around token: Int, in tree: SyntaxTree) -> String? {
        guard let d = innermostDeclaration(containing: token, in: tree) else { return nil }
        if d.kind == .variable, d.accessorKind == .observed { return "'didSet' runs on every change of '\(d.name)'" }
        guard d.kind == .function else { return nil }
        if d.hasAttribute("IBAction") { return "the action '\(d.name)' runs on every tap" }
        // SwiftUI calls a representable's `make…` once per appearance of the view, not again
        // over one object's life: the text says so.
        if makingMethods.contains(d.name) { return "'\(d.name)' runs each time SwiftUI shows the view anew" }
        if repeatingMethods.contains(d.name) || isRepeatingCallback(d) { return "'\(d.name)' runs many times over the object's life" }
        return nil
    }
}

/// How often code runs over its object's life, as far as the tree shows: what decides whether a
/// registration made by a process-lifetime object is harmless (made once) or piles up.
public enum RegistrationFrequency: Sendable, Equatable {
    /// In an initializer, a stored property's initial value, `viewDidLoad`, `loadView`,
    /// `awakeFromNib` or a launch method, or a method only those call.
    case once
    /// In code UIKit, AppKit or SwiftUI runs again and again (see `repeatingContext`), or a
    /// method called from such code; the text says where.
    case repeated(String)
    /// In another method (`authenticate()`, `start()`): `guarded` when the method may return
    /// before the registration (`guard token == nil else { return }`), so it may run once.
    case unknown(method: String, guarded: Bool)
}

extension RegistrationFrequency {
    /// The code runs once, or its method may return before it when it ran already.
    public var mayRunOnce: Bool {
        switch self {
        case .once: return true
        case .unknown(_, let guarded): return guarded
        case .repeated: return false
        }
    }

    /// Registrations here are known to pile up: the code runs again and again.
    public var pilesUp: Bool {
        if case .repeated = self { return true }
        return false
    }

    /// Where a registration repeats, for a message; nil when the tree does not show it.
    public var repeats: String? {
        if case .repeated(let text) = self { return text }
        return nil
    }
}

extension ProjectIndex {
    /// Methods UIKit and AppKit call once per object.
    static let oneTimeMethods: Set<String> = ["viewDidLoad", "loadView", "awakeFromNib", "windowDidLoad", "applicationDidFinishLaunching"]

    /// How often the code at `token` of `file` runs (see `RegistrationFrequency`).
    public func registrationFrequency(of token: Int, in file: ParsedFile) -> RegistrationFrequency {
        frequency(of: token, in: file.tree, depth: 0, lifetimeDepth: nil)
    }

    /// `depth` counts the callers followed; `lifetimeDepth` is nil for a rule's question and,
    /// inside a question about a type's lifetime (`storedOnceInStaticProperty`), the depth at
    /// which callers' lifetimes are asked, so that a type whose lifetime hangs on its own
    /// (`Watcher.init` calling the static set-up that makes the one `Watcher`) ends.
    private func frequency(of token: Int, in tree: SyntaxTree, depth: Int, lifetimeDepth: Int?) -> RegistrationFrequency {
        if let repeating = repeatingContext(of: token, in: tree) {
            // `if !didRegister { …; didRegister = true }` in `viewWillAppear`: once per object.
            return isBehindOnceFlag(token, tree) ? .once : .repeated(repeating)
        }
        if let again = closureRunsAgain(around: token, tree, verb: depth == 0 ? "registered" : "called", perElementRunsOnce: true) { return .repeated(again) }
        guard let d = ProjectIndex.memberDeclaration(containing: token, in: tree) else { return .once }
        switch d.kind {
        case .initializer, .deinitializer:
            return .once
        case .variable:
            // A stored property's initial value runs once; a computed getter on every read.
            return d.accessorKind == .computed ? .unknown(method: d.name, guarded: false) : .once
        case .function where ProjectIndex.oneTimeMethods.contains(d.name) || ProjectIndex.isLaunchMethod(d):
            return .once
        case .function where d.modifiers.isTypeMember && depth < 2:
            // Behind a static flag that nothing sets back (`guard !initialized else { return };
            // initialized = true`): once for the process.
            if isBehindOnceFlag(token, tree) { return .once }
            // A static method runs as often as its callers anywhere in the tree, each once per
            // object of its own type: once per process only where that object is one.
            let guarded = ProjectIndex.mayReturnEarly(before: token, in: d, tree)
            guard let type = d.enclosingType else { return .unknown(method: d.name, guarded: guarded) }
            let callers = staticCallers(of: d, in: ProjectIndex.simpleName(type.name))
            guard !callers.isEmpty else { return .unknown(method: d.name, guarded: guarded) }
            var all: [RegistrationFrequency] = []
            for (file, call) in callers {
                let f = frequency(of: call, in: file.tree, depth: depth + 1, lifetimeDepth: lifetimeDepth)
                all.append(f == .once ? onceInCaller(file, call, method: d.name, lifetimeDepth: lifetimeDepth) : f)
            }
            if all.allSatisfy({ $0 == .once }) { return .once }
            // `guard observers.isEmpty else { return }`: it may run once however often it is called.
            if guarded {
                if let reset = guardReset(before: token, in: d, tree, type: ProjectIndex.simpleName(type.name)), reset.method.name != "deinit" {
                    return .repeated("'\(reset.method.name)' resets '\(reset.flag)' and the guard of '\(d.name)' lets it run again")
                }
                return .unknown(method: d.name, guarded: true)
            }
            if let r = all.first(where: \.pilesUp) { return r }
            return .unknown(method: d.name, guarded: false)
        case .function where d.enclosingType == nil && depth < 3:
            // A global function runs as often as its callers: once for the process when each is
            // top-level code (`main()` in main.swift), another global function that runs once,
            // or once-per-object code of an object that lives as long as the process.
            let callers = globalCallSites(of: d)
            guard !callers.isEmpty else { return .unknown(method: d.name, guarded: false) }
            var all: [RegistrationFrequency] = []
            for (file, call) in callers {
                let f = frequency(of: call, in: file.tree, depth: depth + 1, lifetimeDepth: lifetimeDepth)
                all.append(f == .once ? onceInCaller(file, call, method: d.name, lifetimeDepth: lifetimeDepth) : f)
            }
            if let r = all.first(where: \.pilesUp) { return r }
            if all.allSatisfy({ $0 == .once }) { return .once }
            return .unknown(method: d.name, guarded: false)
        case .function:
            // Behind a flag (or a token tested against nil) that nothing sets back: once per
            // object, however often its callers run.
            if !d.modifiers.isTypeMember, isBehindOnceFlag(token, tree) { return .once }
            let guarded = ProjectIndex.mayReturnEarly(before: token, in: d, tree)
            if guarded, let type = d.enclosingType, let reset = guardReset(before: token, in: d, tree, type: ProjectIndex.simpleName(type.name)) {
                // `guard !registered else { return }` with `registered = false` elsewhere.
                guard reset.method.name != "deinit" else { return .unknown(method: d.name, guarded: true) }
                return .repeated("'\(reset.method.name)' resets '\(reset.flag)' and the guard of '\(d.name)' lets it run again")
            }
            guard depth < 2, let type = d.enclosingType else { return .unknown(method: d.name, guarded: guarded) }
            // A helper (`setUpObservers()`) is as frequent as its callers in the type.
            let callers = callSites(of: d.name, inType: ProjectIndex.simpleName(type.name))
            guard !callers.isEmpty else { return .unknown(method: d.name, guarded: guarded) }
            var all: [RegistrationFrequency] = []
            for (file, call) in callers { all.append(frequency(of: call, in: file.tree, depth: depth + 1, lifetimeDepth: lifetimeDepth)) }
            if let r = all.first(where: { if case .repeated = $0 { return true } else { return false } }) { return r }
            if all.allSatisfy({ $0 == .once }) { return .once }
            if guarded { return .unknown(method: d.name, guarded: true) }
            return all.first { if case .unknown = $0 { return true } else { return false } } ?? .unknown(method: d.name, guarded: false)
        default:
            return .unknown(method: d.name, guarded: false)
        }
    }

    /// Whether `token` runs at most once per object behind a flag of its type: inside `if !flag {`
    /// (or after `guard !flag else { return }`) in its method, which sets `flag = true` (or
    /// `self.flag = true`), where `flag` is a stored property that no code of the type sets back
    /// to `false`; or the other way round, inside `if flag {` (after `guard flag else`) that sets
    /// `flag = false` (`var firstAppearance = true`), where no code sets it back to `true`. A
    /// strong token tested against nil is such a flag (`if token == nil { token = … }`, `guard
    /// token == nil else`, or `let registered = token != nil; guard !registered else`), where no
    /// code sets it back to nil. After a `guard`, only code past its `else` block counts, in the
    /// guard's own block.
    func isBehindOnceFlag(_ token: Int, _ tree: SyntaxTree) -> Bool {
        guard let method = ProjectIndex.memberDeclaration(containing: token, in: tree) else { return false }
        guard method.kind == .function, let body = method.body, let type = method.enclosingType else { return false }
        let typeName = ProjectIndex.simpleName(type.name)
        /// Whether `range` assigns `flag` (or `self.flag`) a value `value` accepts, by its one
        /// keyword (`.true`, `.nil`; `.none` for anything longer).
        func assigns(_ flag: String, in range: TokenRange, _ value: (Keyword) -> Bool) -> Bool {
            tree.assignments(in: range).contains { a in
                value(a.rhs.count == 1 ? tree.keyword(a.rhs.lowerBound) : .none) && tree.tokenIs(a.lhs.upperBound - 1, flag)
                    && (a.lhs.count == 1 || (a.lhs.count == 3 && tree.keyword(a.lhs.lowerBound) == .self))
            }
        }
        /// The flag set to `done`, or the token set to something other than `nil`.
        func marksDone(_ flag: String, isToken: Bool, done: Keyword, in range: TokenRange) -> Bool {
            assigns(flag, in: range) { isToken ? $0 != .nil : $0 == done }
        }
        for k in body.lowerBound..<token where tree.keyword(k) == .if || tree.keyword(k) == .guard {
            // `if !flag {` / `if !self.flag {` / `guard !flag else {`, or the same without `!`;
            // `if token == nil {` / `guard token == nil else {`, also through a local
            // (`let registered = token != nil; guard !registered else { return }`).
            let negated = tree.isToken(k + 1, "!")
            var f = negated ? k + 2 : k + 1
            if tree.keyword(f) == .self, tree.kind(f + 1) == .dot { f += 2 }
            guard tree.kind(f) == .identifier else { continue }
            var flag = tree.text(f)
            var end = f + 1
            var isToken = false
            if !negated, tree.isToken(f + 1, "=="), tree.keyword(f + 2) == .nil {
                isToken = true
                end = f + 3
            } else if negated, let alias = ProjectIndex.nilTestAlias(f, before: k, in: body, tree) {
                flag = alias
                isToken = true
            }
            // A `weak` token goes back to nil by itself when its object goes. A static method's
            // flag is a static stored property (`private static var initialized = false`).
            let flags = method.modifiers.isTypeMember ? staticStoredProperties(of: typeName) : storedProperties(of: typeName)
            guard flags.contains(where: { $0.name == flag && (!isToken || ProjectIndex.keepsStrongly($0)) }) else { continue }
            // The value the code sets once it ran, and the one that would let it run again.
            let done: Keyword = negated ? .true : .false
            let again: Set<Keyword> = isToken ? [.nil] : negated ? [.nil, .false] : [.true]
            let covers: Bool
            if tree.keyword(k) == .if {
                guard tree.kind(end) == .leftBrace, let close = tree.partner(end), token < close else { continue }
                covers = marksDone(flag, isToken: isToken, done: done, in: TokenRange(end, close))
            } else {
                // After `guard … else { … }`: the `else` block itself runs when the flag is set.
                guard tree.keyword(end) == .else, tree.kind(end + 1) == .leftBrace, let close = tree.partner(end + 1), close < token else { continue }
                // Only a `guard` in the block of `token` or one around it, not one nested in an
                // `if` or a closure that ends before it.
                guard tree.encloses(statement: k, before: token) else { continue }
                covers = marksDone(flag, isToken: isToken, done: done, in: body)
            }
            // Nothing sets it back (the type's own code, in any file, this method too).
            if covers && methodResetting([flag], to: again, inType: typeName, except: nil, in: tree) == nil { return true }
        }
        return false
    }

    /// Whether the statement ends after `token`: the next token is a `;`, on a later line, or
    /// closes the block (`let registered = token != nil` whole, not `… != nil && paused`).
    static func endsStatement(after token: Int, in tree: SyntaxTree) -> Bool {
        let next = token + 1
        guard next < tree.tokens.count else { return true }
        if tree.kind(next) == .semicolon || tree.kind(next) == .rightBrace { return true }
        return tree.location(ofToken: next).line > tree.location(ofToken: token).line
            && !(tree.kind(next) == .operator || tree.kind(next) == .dot)
    }

    /// For `!registered` at `f`, where the body binds `let registered = token != nil` (the whole
    /// value) before `limit`: `token`.
    static func nilTestAlias(_ f: Int, before limit: Int, in body: TokenRange, _ tree: SyntaxTree) -> String? {
        let name = tree.text(f)
        var k = limit - 1
        while k > body.lowerBound {
            if tree.tokenIs(k, name), tree.keyword(k - 1) == .let, tree.kind(k + 1) == .equal {
                var v = k + 2
                if tree.keyword(v) == .self, tree.kind(v + 1) == .dot { v += 2 }
                guard tree.kind(v) == .identifier, tree.isToken(v + 1, "!="), tree.keyword(v + 2) == .nil,
                      ProjectIndex.endsStatement(after: v + 2, in: tree) else { return nil }
                return tree.text(v)
            }
            k -= 1
        }
        return nil
    }

    /// For a `guard` before `token` in `method` (outside closures): the name its condition tests
    /// and a method of the type, other than `method`, that sets it back to `false` or `nil`
    /// (`hasRegisteredObserver = false` in `cleanup()`), if any.
    private func guardReset(before token: Int, in method: Declaration, _ tree: SyntaxTree, type: String) -> (flag: String, method: Declaration)? {
        guard let body = method.body else { return nil }
        var flags: Set<String> = []
        for k in body.lowerBound..<token where tree.keyword(k) == .guard {
            if let closure = tree.innermostClosure(containing: k), body.contains(closure.leftBrace) { continue }
            var j = k + 1
            while j < token, tree.keyword(j) != .else {
                if tree.kind(j) == .identifier && tree.kind(j + 1) != .leftParen { flags.insert(tree.text(j)) }
                j += 1
            }
        }
        guard !flags.isEmpty else { return nil }
        return methodResetting(flags, inType: type, except: method, in: tree)
    }

    /// A method (or `deinit`) of the type, other than `except` of `tree`, that sets one of `flags`
    /// back to one of `values` (`false` or `nil`), and the flag.
    private func methodResetting(_ flags: Set<String>, to values: Set<Keyword> = [.nil, .false], inType type: String,
                                 except method: Declaration?, in tree: SyntaxTree) -> (flag: String, method: Declaration)? {
        for site in (types[type] ?? []) + (extensions[type] ?? []) {
            let t = site.file.tree
            guard let typeBody = site.declaration.body else { continue }
            for a in t.assignments(in: typeBody) where a.rhs.count == 1 && values.contains(t.keyword(a.rhs.lowerBound)) && !t.declaresName(a) {
                let flag = t.text(a.lhs.upperBound - 1)
                guard flags.contains(flag), let f = ProjectIndex.innermostDeclaration(containing: a.equalToken, in: t) else { continue }
                let owner = f.nearestNonLocal
                if owner.kind == .function || owner.kind == .deinitializer, method.map({ owner.startToken != $0.startToken }) ?? true || t !== tree {
                    return (flag, owner)
                }
            }
        }
        return nil
    }

    /// Calls of the static method `method` of `typeName` outside test code: `Type.name(…)` or
    /// `Self.name(…)` anywhere, and `name(…)` or `self.name(…)` in the type's static members.
    private func staticCallers(of method: Declaration, in typeName: String) -> [(ParsedFile, Int)] {
        var result: [(ParsedFile, Int)] = []
        for f in facts where !f.file.isTestFile {
            let tree = f.file.tree
            for c in tree.calls where tree.tokenIs(c.nameToken, method.name) && method.accepts(argumentLabels: c.argumentLabels) {
                guard !f.file.isInTestDeclaration(c.nameToken) else { continue }
                let n = c.nameToken
                let qualified = n >= 2 && tree.kind(n - 1) == .dot && (tree.tokenIs(n - 2, typeName) || tree.isToken(n - 2, "Self"))
                    && tree.kind(n - 3) != .dot
                let inType = tree.innermostType(containing: n).map { ProjectIndex.simpleName($0.name) == typeName } ?? false
                let bare = c.calleeStart == n || (n >= 2 && tree.kind(n - 1) == .dot && tree.keyword(n - 2) == .self)
                if qualified || (inType && bare && ProjectIndex.isInStaticContext(n, in: tree)) { result.append((f.file, n)) }
            }
        }
        return result
    }

    /// A call of a static method that runs once per object of the calling type: once for the
    /// process when that type's objects live that long or the call is itself static, again for
    /// each new object when the tree shows them made again and again.
    private func onceInCaller(_ file: ParsedFile, _ call: Int, method: String, lifetimeDepth: Int?) -> RegistrationFrequency {
        let tree = file.tree
        if ProjectIndex.isInStaticContext(call, in: tree) { return .once }
        guard let caller = tree.innermostType(containing: call) else { return .once }   // a global function's one run
        let name = ProjectIndex.simpleName(caller.name)
        if callerLivesForever(name, lifetimeDepth: lifetimeDepth) { return .once }
        if let why = madeAgainAndAgain(name) {
            return .repeated("'\(method)' runs again for every new '\(name)' (\(why))")
        }
        return .unknown(method: method, guarded: false)
    }

    /// Whether objects of the calling type `name` live as long as the process: the rule's own
    /// question at the top, one level deeper (and never past the owner chain's limit) inside a
    /// lifetime question.
    private func callerLivesForever(_ name: String, lifetimeDepth: Int?) -> Bool {
        guard let depth = lifetimeDepth else { return processLifetime(ofType: name) != nil }
        return depth < ProjectIndex.maxOwnershipDepth && lifetimeReasonMemo(name, depth: depth) != nil
    }

    /// Calls of the global function `d` (`setUpListeners()`, no receiver, labels that fit) outside
    /// test code and outside any type that declares a method of the same name.
    private func globalCallSites(of d: Declaration) -> [(ParsedFile, Int)] {
        var result: [(ParsedFile, Int)] = []
        for (file, index) in callSitesByName()[SyntaxTree.nameHash(d.name)] ?? [] {
            let tree = file.tree
            let c = tree.calls[index]
            guard tree.tokenIs(c.nameToken, d.name), c.calleeStart == c.nameToken, d.accepts(argumentLabels: c.argumentLabels) else { continue }
            if let type = tree.innermostType(containing: c.nameToken),
               members(named: d.name, of: ProjectIndex.simpleName(type.name)).contains(where: { $0.kind == .function }) { continue }
            result.append((file, c.nameToken))
        }
        return result
    }

    /// Calls of `name(…)` or `self.name(…)` in the type's declaration and extensions.
    private func callSites(of name: String, inType typeName: String) -> [(ParsedFile, Int)] {
        var result: [(ParsedFile, Int)] = []
        for site in (types[typeName] ?? []) + (extensions[typeName] ?? []) {
            let tree = site.file.tree
            guard let body = site.declaration.body else { continue }
            for c in tree.calls where body.contains(c.nameToken) && tree.tokenIs(c.nameToken, name) {
                let bare = c.calleeStart == c.nameToken
                let viaSelf = c.nameToken >= 2 && tree.kind(c.nameToken - 1) == .dot && tree.keyword(c.nameToken - 2) == .self
                if bare || viaSelf { result.append((site.file, c.nameToken)) }
            }
        }
        return result
    }

    /// Whether the function has a `guard` or a `return` before `token` outside closures and
    /// not in another `case` of a `switch` around both: an early exit that may keep the code
    /// after it from running twice.
    static func mayReturnEarly(before token: Int, in d: Declaration, _ tree: SyntaxTree) -> Bool {
        guard let body = d.body else { return false }
        for k in body.lowerBound..<token where tree.keyword(k) == .guard || tree.keyword(k) == .return {
            let inClosure = tree.innermostClosure(containing: k).map { body.contains($0.leftBrace) } ?? false
            if !inClosure && !tree.isInAnotherCase(k, than: token) { return true }
        }
        return false
    }
}
