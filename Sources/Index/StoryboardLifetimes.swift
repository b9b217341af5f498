import FlowLintLexer
import FlowLintParser

/// Which storyboard scenes, and so which controllers and views, live as long as the process.
///
/// The storyboard an Info.plist launches with makes its initial controller once; a navigation
/// controller's root, a tab bar controller's tabs, a split view's columns, a window's content and
/// embedded children are made with their parent and live as long (relationship and embed
/// segues). A scene that code instantiates by identifier (`instantiateViewController(withIdentifier:
/// "Prefs")`) lives as long as the process when every place that does so is kept by a
/// process-lifetime object (`if prefs == nil { prefs = … }` in the application delegate).
/// A scene that another storyboard references is made with the controller whose relationship or
/// embed segue leads to the reference (a tab that is another storyboard's initial controller).
/// A scene that any other segue shows, or that code may instantiate with an identifier the tree
/// does not spell out, is made again and again.
///
/// A class of the tree lives as long as the process when every object of that class that the
/// storyboards make sits in such a scene (and not in a table or collection cell), no nib makes
/// one, and Swift code makes none except where process-lifetime objects keep it: the root
/// controller's outlets (a map view, a control pad) are the common case.
extension ProjectIndex {
    struct SceneRef: Hashable, Sendable {
        var board: Int
        var scene: Int
    }

    /// The ways a scene's controller gets made.
    enum SceneWay: Sendable {
        /// The initial controller of a storyboard an Info.plist launches with.
        case launch
        /// Made with the controller of that scene (a relationship or embed segue).
        case child(of: SceneRef)
        /// Instantiated by code at this place.
        case code(TokenSite)
        /// Shown by another kind of segue (also through a storyboard reference), or maybe
        /// instantiated by code the tree does not spell out.
        case again
    }

    struct StoryboardTables: Sendable {
        var ways: [SceneRef: [SceneWay]] = [:]
        /// Where the storyboards place objects of each class: the scene, and whether inside a
        /// reusable cell.
        var placements: [String: [(scene: SceneRef, reusable: Bool, controller: Bool)]] = [:]
    }

    /// Calls that make a storyboard's controllers.
    static let instantiateByIdentifier: Set<String> = ["instantiateViewController", "instantiateController"]
    static let instantiateInitial: Set<String> = ["instantiateInitialViewController", "instantiateInitialController"]

    func storyboardTables() -> StoryboardTables {
        memoTable("index.storyboards", of: StoryboardTables.self).value(for: "") { buildStoryboardTables() }
    }

    private func buildStoryboardTables() -> StoryboardTables {
        var tables = StoryboardTables()
        let boards = interface.storyboards
        guard !boards.isEmpty else { return tables }
        var byID: [[String: Int]] = []
        var byIdentifier: [String: [SceneRef]] = [:]
        let unloaded = unloadedStoryboards()
        for (b, board) in boards.enumerated() {
            var ids: [String: Int] = [:]
            for (s, scene) in board.scenes.enumerated() {
                ids[scene.controllerID] = s
                // A storyboard nothing loads places nothing.
                if unloaded.contains(b) { continue }
                let ref = SceneRef(board: b, scene: s)
                if let identifier = scene.storyboardIdentifier { byIdentifier[identifier, default: []].append(ref) }
                if let cls = scene.controllerClass { tables.placements[cls, default: []].append((ref, false, true)) }
                for cls in scene.objectClasses { tables.placements[cls, default: []].append((ref, false, false)) }
                for cls in scene.reusableClasses { tables.placements[cls, default: []].append((ref, true, false)) }
            }
            byID.append(ids)
        }
        func initialScene(_ b: Int) -> SceneRef? {
            boards[b].initialControllerID.flatMap { byID[b][$0] }.map { SceneRef(board: b, scene: $0) }
        }
        func named(_ name: String) -> [Int] { boards.indices.filter { boards[$0].name == name } }
        for (b, board) in boards.enumerated() {
            for (s, scene) in board.scenes.enumerated() {
                for child in scene.children {
                    if let c = byID[b][child] { tables.ways[SceneRef(board: b, scene: c), default: []].append(.child(of: SceneRef(board: b, scene: s))) }
                }
                for shown in scene.shown {
                    if let c = byID[b][shown] { tables.ways[SceneRef(board: b, scene: c), default: []].append(.again) }
                }
            }
            for reference in board.references {
                let ways = referenceWays(reference.id, in: b, board)
                for target in named(reference.storyboard) {
                    let refs = reference.identifier.map { id in byIdentifier[id, default: []].filter { $0.board == target } }
                        ?? initialScene(target).map { [$0] } ?? []
                    for r in refs { tables.ways[r, default: []] += ways }
                }
            }
            // A WatchKit app has no `rootViewController`: only `reloadRootPageControllers` (and
            // its older forms) replaces the storyboard's first controllers.
            let replaced = board.isWatchKit ? reloadsWatchRoot() : assignsRootViewController()
            if interface.mainStoryboardNames.contains(board.name), !replaced, let initial = initialScene(b) {
                tables.ways[initial, default: []].append(.launch)
            }
        }
        for (site, call) in instantiationCalls() {
            let tree = site.file.tree
            let initial = ProjectIndex.instantiateInitial.contains(tree.text(call.nameToken))
            // `instantiateController` is AppKit's, `instantiateViewController` UIKit's.
            let appKit = tree.isToken(call.nameToken, "instantiateController") || tree.isToken(call.nameToken, "instantiateInitialController")
            func made(_ r: SceneRef) -> Bool { boards[r.board].isAppKit == appKit }
            /// Any scene with an identifier (of the class the result is cast to, if it is).
            func anyIdentifiedScene() -> [SceneRef] {
                let cast = ProjectIndex.castTarget(after: call.endToken - 1, in: tree)
                return byIdentifier.values.joined().filter { r in made(r) && cast.map({ sceneMayBe(boards[r.board].scenes[r.scene], $0) }) ?? true }
            }
            let value: TokenRange?
            if initial {
                value = storyboardNameValue(before: call.nameToken, in: tree)
            } else {
                value = call.argument(labeled: "withIdentifier")?.value
                guard value != nil else { continue }
            }
            if !initial, fillsKeyedCache(site) {
                // A cache by identifier: whatever the identifier, its scene is made once per owner, here.
                for r in anyIdentifiedScene() { tables.ways[r, default: []].append(.code(site)) }
                continue
            }
            let strings = value.map { stringValues(of: $0, at: site, in: site.file, depth: 0) } ?? [(site, nil)]
            for (place, string) in strings {
                switch (initial, string) {
                case (true, let name?):
                    for b in named(name) { if let r = initialScene(b), made(r) { tables.ways[r, default: []].append(.code(place)) } }
                case (true, nil):
                    for b in boards.indices { if let r = initialScene(b), made(r) { tables.ways[r, default: []].append(.again) } }
                case (false, let identifier?):
                    for r in byIdentifier[identifier] ?? [] where made(r) { tables.ways[r, default: []].append(.code(place)) }
                case (false, nil):
                    // An identifier the tree does not spell out: any scene with an identifier
                    // may be made here, or only those of the class the result is cast to.
                    for r in anyIdentifiedScene() { tables.ways[r, default: []].append(.again) }
                }
            }
        }
        for call in swiftGenSceneCalls() {
            for b in boards.indices where ProjectIndex.swiftGenKey(boards[b].name) == ProjectIndex.swiftGenKey(call.storyboard) {
                if call.scene == "initialScene" {
                    if let r = initialScene(b) { tables.ways[r, default: []].append(.code(call.site)) }
                    continue
                }
                for (s, scene) in boards[b].scenes.enumerated()
                where scene.storyboardIdentifier.map({ ProjectIndex.swiftGenKey($0) == ProjectIndex.swiftGenKey(call.scene) }) == true {
                    tables.ways[SceneRef(board: b, scene: s), default: []].append(.code(call.site))
                }
            }
        }
        return tables
    }

    /// The storyboards nothing loads (by index in `interface.storyboards`): not a launch
    /// storyboard an Info.plist names (nor any other name a plist or Objective-C source spells),
    /// not referred to by another storyboard, and never named by the Swift code, as a string
    /// (`UIStoryboard(name: "Settings", …)`) or a name (SwiftGen's `StoryboardScene.Settings`,
    /// R.swift's `R.storyboard.settings`). When some code makes a storyboard from a name it
    /// computes, any may be loaded: none is left out. Decided on real code, 2026-12-07: a
    /// calendar app's old launch storyboard, which its Info.plist no longer names (it uses a
    /// `UILaunchScreen` dictionary), still placed a launch screen controller, so that base class's
    /// findings were taken as code that runs (2 judged wrong).
    func unloadedStoryboards() -> Set<Int> {
        let boards = interface.storyboards
        var candidates: [String: [Int]] = [:]
        for (b, board) in boards.enumerated() where !interface.mainStoryboardNames.contains(board.name)
            && !interface.namesOutsideSwift.contains(board.name) {
            candidates[board.name, default: []].append(b)
        }
        for board in boards { for reference in board.references where reference.storyboard != board.name { candidates[reference.storyboard] = nil } }
        guard !candidates.isEmpty else { return [] }
        // Each candidate's name and its lower-camel spelling (R.swift's), by hash, with the
        // storyboard name each stands for.
        var spellings: [UInt64: (spelled: String, board: String)] = [:]
        for name in candidates.keys {
            for spelled in [name, name.prefix(1).lowercased() + name.dropFirst()] {
                spellings[SyntaxTree.nameHash(spelled)] = (spelled, name)
            }
        }
        for file in files {
            let tree = file.tree
            for k in tree.tokens.indices where tree.kind(k) == .identifier || tree.kind(k) == .stringSegment {
                if let s = spellings[tree.nameHash(ofToken: k)], tree.kind(k) == .identifier || tree.text(k) == s.spelled {
                    candidates[s.board] = nil
                }
                // `UIStoryboard(name: computed, …)`: any storyboard may be loaded.
                if tree.kind(k) == .identifier, tree.isToken(k, "UIStoryboard") || tree.isToken(k, "NSStoryboard"),
                   tree.kind(k + 1) == .leftParen, tree.isToken(k + 2, "name"), tree.kind(k + 3) == .colon,
                   !(tree.kind(k + 4) == .stringStart && tree.kind(k + 5) == .stringSegment && tree.kind(k + 6) == .stringEnd) {
                    return []
                }
            }
            if candidates.isEmpty { return [] }
        }
        return Set(candidates.values.joined())
    }

    /// How the scene a storyboard reference stands for is made: with the controller of each scene
    /// whose relationship or embed segue leads to the reference (a tab bar controller's tab that
    /// is another storyboard's initial controller is made with the tab bar), and again and again
    /// for any other segue to it, or when no segue of its storyboard leads to it.
    private func referenceWays(_ id: String, in b: Int, _ board: InterfaceFacts.Storyboard) -> [SceneWay] {
        var ways: [SceneWay] = []
        for (s, scene) in board.scenes.enumerated() {
            if scene.children.contains(id) { ways.append(.child(of: SceneRef(board: b, scene: s))) }
            if scene.shown.contains(id) { ways.append(.again) }
        }
        return ways.isEmpty ? [.again] : ways
    }

    /// Whether the instantiation at `site` is the value of a local that fills a cache by key
    /// (`keyedCacheProperty`): each identifier's scene is made once per owner there.
    private func fillsKeyedCache(_ site: TokenSite) -> Bool {
        let tree = site.file.tree
        guard let d = ProjectIndex.memberDeclaration(containing: site.token, in: tree) else { return false }
        guard d.kind == .function, let type = d.enclosingType else { return false }
        // `let vc = storyboard.instantiate…(…)`: the construction starts the local's value.
        var start = site.token
        while start > 0, tree.kind(start - 1) == .dot || (tree.kind(start - 1) == .identifier && tree.kind(start) == .dot) { start -= 1 }
        return keyedCacheProperty(start, in: d, tree, of: ProjectIndex.simpleName(type.name)) != nil
    }

    /// The strings an argument can be, each with the place that makes the scene: a literal
    /// (`"Settings"`) at `place`; or, when the argument is a parameter of the enclosing
    /// function (`instantiate(_:identifier:)` passing its `identifier` on), what each caller
    /// passes, at the caller's place — three functions up at most. nil: not known.
    /// A function already being followed (an overload passing its argument to another of the
    /// same name) adds nothing.
    ///
    /// An identifier spelt from a type's name (`String(describing: type)`, `"\(T.self)"`, the
    /// storyboard-instantiable idiom) is followed as a type: `Foo.self` is `"Foo"`, `Self.self`
    /// or a static method's `self` the enclosing class's name (or, in an extension of a framework
    /// class or a protocol, the type each caller names: `FooViewController.instantiate()`), and a
    /// `T.Type` parameter what each caller passes.
    func stringValues(of value: TokenRange, at place: TokenSite, in file: ParsedFile, depth: Int,
                      following: Set<String> = [], typeName: Bool = false) -> [(TokenSite, String?)] {
        let tree = file.tree
        if !typeName, let described = describedType(in: value, tree) {
            return stringValues(of: described, at: place, in: file, depth: depth, following: following, typeName: true)
        }
        if typeName {
            // `Foo.self`
            if value.count == 3, tree.kind(value.lowerBound) == .identifier, tree.kind(value.lowerBound + 1) == .dot,
               tree.keyword(value.lowerBound + 2) == .self {
                return [(place, tree.text(value.lowerBound))]
            }
            // `Self.self`, `Self`, `self` (in a static method): the type the method runs on.
            // (A bare `self` names the type only in a static method; in an instance method
            // `String(describing: self)` describes the instance.)
            let isSelfType = (value.count == 3 && tree.keyword(value.lowerBound) == .SelfType && tree.kind(value.lowerBound + 1) == .dot
                              && tree.keyword(value.lowerBound + 2) == .self)
                || (value.count == 1 && tree.keyword(value.lowerBound) == .SelfType)
                || (value.count == 1 && tree.keyword(value.lowerBound) == .self && isInStaticMethod(value.lowerBound, tree))
            if isSelfType { return selfTypeNames(at: value.lowerBound, place: place, in: file, depth: depth) }
        }
        // AppKit's wrappers (`NSStoryboard.Name(name)`, `NSStoryboard.SceneIdentifier(id)`): their argument.
        if let inner = ProjectIndex.appKitNameArgument(value, tree) {
            return stringValues(of: inner, at: place, in: file, depth: depth, following: following)
        }
        if let literal = ProjectIndex.spelledString(value, tree) { return [(place, literal)] }
        // `KeyValue.enrollNavigation.rawValue`: a case of a string enum of the tree, by its raw
        // value.
        if !typeName, let raw = enumCaseRawString(value, tree) { return [(place, raw)] }
        // `.onboardingSearch` or `SceneIdentifier.onboardingSearch`: a static constant of the tree
        // spelled out as a string (`static let onboardingSearch = NSStoryboard.SceneIdentifier("…")`).
        let member = value.upperBound - 1
        if !typeName, tree.kind(member) == .identifier, tree.kind(member - 1) == .dot,
           value.count == 2 || (value.count == 3 && tree.kind(value.lowerBound) == .identifier && ProjectIndex.startsUppercase(value.lowerBound, tree)),
           let constant = staticStringConstant(named: tree.text(member)) {
            return [(place, constant)]
        }
        // `SettingsViewController.identifier`, with `extension UIViewController { static var
        // identifier: String { String(describing: self) } }`: the type's name.
        if !typeName, value.count == 3, tree.kind(value.lowerBound) == .identifier, ProjectIndex.startsUppercase(value.lowerBound, tree),
           tree.kind(member - 1) == .dot, tree.kind(member) == .identifier,
           describesOwnType(staticMember: tree.text(member), of: tree.text(value.lowerBound)) {
            return [(place, tree.text(value.lowerBound))]
        }
        // A local constant (`let identifier = String(describing: RegionPanel.self)`): its value.
        if depth < 3, value.count == 1, let initial = ProjectIndex.localConstantValue(value.lowerBound, tree) {
            return stringValues(of: initial, at: place, in: file, depth: depth + 1, following: following, typeName: typeName)
        }
        guard depth < 3, value.count == 1, tree.kind(value.lowerBound) == .identifier,
              let function = ProjectIndex.memberDeclaration(containing: value.lowerBound, in: tree) else { return [(place, nil)] }
        guard function.kind == .function || function.kind == .initializer,
              let index = function.parameters.firstIndex(where: { tree.tokenIs(value.lowerBound, $0.name) }) else { return [(place, nil)] }
        let parameter = function.parameters[index]
        let key = function.name + "(" + (parameter.label ?? "_") + ":"
        guard !following.contains(key) else { return [] }
        var result: [(TokenSite, String?)] = []
        for (f, ci) in callSitesByName()[SyntaxTree.nameHash(function.name)] ?? [] {
            let t = f.tree
            let call = t.calls[ci]
            guard t.tokenIs(call.nameToken, function.name) else { continue }
            let arguments = Array(call.arguments)
            let argument: Argument?
            if let label = parameter.label {
                argument = arguments.first { $0.label == label }
            } else {
                argument = index < arguments.count && arguments[index].label == nil ? arguments[index] : nil
            }
            guard let argument else { continue }
            let callerPlace = t.assignments.first { $0.rhs.contains(call.nameToken) }?.rhs.lowerBound ?? call.nameToken
            result += stringValues(of: argument.value, at: TokenSite(file: f, token: callerPlace), in: f, depth: depth + 1,
                                   following: following.union([key]), typeName: typeName)
        }
        return result.isEmpty ? [(place, nil)] : result
    }

    /// The value of the local `let` the identifier at `token` names (`let identifier = …`, up to
    /// the end of its statement), or nil.
    static func localConstantValue(_ token: Int, _ tree: SyntaxTree) -> TokenRange? {
        guard tree.kind(token) == .identifier, tree.kind(token - 1) != .dot, let b = tree.binding(of: token), b.nameToken < token,
              tree.keyword(b.nameToken - 1) == .let, tree.kind(b.nameToken + 1) == .equal,
              let statement = tree.statements.first(where: { $0.range.lowerBound == b.nameToken - 1 }),
              b.nameToken + 2 < statement.range.upperBound else { return nil }
        return TokenRange(b.nameToken + 2, statement.range.upperBound)
    }

    /// The type in `String(describing: T)` / `String(describing: T.self)` or a string that is one
    /// interpolation of it (`"\(T)"`), or nil.
    private func describedType(in value: TokenRange, _ tree: SyntaxTree) -> TokenRange? {
        let v = value.lowerBound
        if value.count >= 6, tree.isToken(v, "String"), tree.kind(v + 1) == .leftParen, tree.partner(v + 1) == value.upperBound - 1,
           tree.isToken(v + 2, "describing"), tree.kind(v + 3) == .colon {
            return TokenRange(v + 4, value.upperBound - 1)
        }
        if value.count >= 5, tree.kind(v) == .stringStart, tree.kind(v + 1) == .interpolationStart,
           tree.kind(value.upperBound - 1) == .stringEnd, tree.kind(value.upperBound - 2) == .interpolationEnd {
            let inner = TokenRange(v + 2, value.upperBound - 2)
            for k in inner.indices where tree.kind(k) == .interpolationStart || tree.kind(k) == .stringSegment { return nil }
            return inner
        }
        return nil
    }

    /// Whether the code at `token` is in a `static` or `class` method.
    private func isInStaticMethod(_ token: Int, _ tree: SyntaxTree) -> Bool {
        guard let d = ProjectIndex.memberDeclaration(containing: token, in: tree) else { return false }
        return d.kind == .function && d.modifiers.isTypeMember
    }

    /// The names `Self` (or a static method's `self`) at `token` can stand for: the enclosing
    /// class, struct or enum when it has no subclass; otherwise (an extension of a framework
    /// class or of a protocol, a class with subclasses) the type each call of the static
    /// method names (`FooViewController.instantiate()`).
    private func selfTypeNames(at token: Int, place: TokenSite, in file: ParsedFile, depth: Int) -> [(TokenSite, String?)] {
        let tree = file.tree
        guard let function = ProjectIndex.memberDeclaration(containing: token, in: tree) else { return [(place, nil)] }
        guard let type = function.enclosingType else { return [(place, nil)] }
        let typeName = ProjectIndex.simpleName(type.name)
        if type.kind == .struct || type.kind == .enum || ((type.kind == .class || (type.kind == .extension && kind(ofType: typeName) == .class))
                                                           && directSubclasses(of: typeName).isEmpty) {
            return [(place, typeName)]
        }
        guard depth < 3, function.kind == .function, function.modifiers.isTypeMember else { return [(place, nil)] }
        var result: [(TokenSite, String?)] = []
        for (f, index) in callSitesByName()[SyntaxTree.nameHash(function.name)] ?? [] {
            let t = f.tree
            let n = t.calls[index].nameToken
            guard t.tokenIs(n, function.name), n >= 2, t.kind(n - 1) == .dot, t.kind(n - 2) == .identifier, t.kind(n - 3) != .dot,
                  kind(ofType: t.text(n - 2)) == .class else { continue }
            let callerPlace = t.assignments.first { $0.rhs.contains(n) }?.rhs.lowerBound ?? n
            result.append((TokenSite(file: f, token: callerPlace), t.text(n - 2)))
        }
        return result.isEmpty ? [(place, nil)] : result
    }

    /// The string of the one static constant of the tree named `name` (in a type or an
    /// extension: `extension NSStoryboard.SceneIdentifier { static let search = …("searchVC") }`)
    /// whose initial value spells one out, plain or in AppKit's wrappers; nil when there is no such
    /// constant, or several with different strings.
    func staticStringConstant(named name: String) -> String? {
        memoized("index.static-string", name, as: SpelledString.self) {
            var found: Set<String> = []
            for site in Array(types.values.joined()) + Array(extensions.values.joined()) {
                let tree = site.file.tree
                for m in site.declaration.members where m.name == name && m.kind == .variable && m.modifiers.isTypeMember {
                    guard m.isLet, let ini = m.initializer, let s = ProjectIndex.spelledString(ini, tree) else { return SpelledString(value: nil) }
                    found.insert(s)
                }
            }
            return SpelledString(value: found.count == 1 ? found.first : nil)
        }.value
    }

    /// Whether the static property `name` read on the class `type` is the type's own name: the
    /// class and its superclasses in the tree declare no member of that name, and every static
    /// property of that name the tree declares (in an extension of a framework class or a
    /// protocol: `extension UIViewController { static var identifier: String {
    /// String(describing: self) } }`) is a getter of just `String(describing: self)`.
    func describesOwnType(staticMember name: String, of type: String) -> Bool {
        guard kind(ofType: type) == .class,
              !superclassChain(of: type).contains(where: { !members(named: name, of: $0).isEmpty }) else { return false }
        return memoTable("index.self-describing-static", of: Bool.self).value(for: name) {
            var found = false
            for site in Array(types.values.joined()) + Array(extensions.values.joined()) {
                let tree = site.file.tree
                for m in site.declaration.members where m.name == name && m.kind == .variable && m.modifiers.isTypeMember {
                    guard m.accessorKind == .computed, m.accessorBodies.count == 1, let body = m.accessorBodies.first,
                          isSelfDescription(body, tree) else { return false }
                    found = true
                }
            }
            return found
        }
    }

    /// A getter body of just `String(describing: self)` (or `Self.self`, `Self`), with or
    /// without `return`.
    private func isSelfDescription(_ body: TokenRange, _ tree: SyntaxTree) -> Bool {
        var k = body.lowerBound
        if tree.kind(k) == .leftBrace { k += 1 }
        if tree.isToken(k, "get"), tree.kind(k + 1) == .leftBrace { k += 2 }
        if tree.keyword(k) == .return { k += 1 }
        guard tree.isToken(k, "String"), tree.kind(k + 1) == .leftParen, let close = tree.partner(k + 1),
              tree.isToken(k + 2, "describing"), tree.kind(k + 3) == .colon else { return false }
        let inner = TokenRange(k + 4, close)
        let isSelf = (inner.count == 1 && (tree.keyword(inner.lowerBound) == .self || tree.keyword(inner.lowerBound) == .SelfType))
            || (inner.count == 3 && tree.keyword(inner.lowerBound) == .SelfType && tree.kind(inner.lowerBound + 1) == .dot
                && tree.keyword(inner.lowerBound + 2) == .self)
        // Nothing follows in the getter.
        return isSelf && (close + 1 >= body.upperBound || tree.kind(close + 1) == .rightBrace)
    }

    /// The raw value of the enum case `value` reads it from (`KeyValue.enrollNavigation.rawValue`):
    /// the string literal the case is given (`case enrollNavigation =
    /// "EnrollNavigationViewController"`), or its name in an enum whose raw type is `String`;
    /// nil when the tree has no such case, or several with different strings.
    func enumCaseRawString(_ value: TokenRange, _ tree: SyntaxTree) -> String? {
        let end = value.upperBound
        guard value.count == 5, tree.isToken(end - 1, "rawValue"), tree.kind(end - 2) == .dot,
              tree.kind(end - 3) == .identifier, tree.kind(end - 4) == .dot, tree.kind(value.lowerBound) == .identifier else { return nil }
        let enumName = tree.text(value.lowerBound)
        let caseName = tree.text(end - 3)
        var found: Set<String> = []
        for site in types[enumName] ?? [] where site.declaration.kind == .enum {
            let t = site.file.tree
            for c in site.declaration.members where c.kind == .enumCase && c.name == caseName {
                let n = c.nameToken
                if t.kind(n + 1) == .equal {
                    guard let s = ProjectIndex.spelledString(TokenRange(n + 2, n + 5), t) else { return nil }
                    found.insert(s)
                } else if site.declaration.inheritance.first?.name == "String" {
                    found.insert(caseName)
                } else {
                    return nil
                }
            }
        }
        return found.count == 1 ? found.first : nil
    }

    /// The argument of AppKit's name wrappers, `NSStoryboard.Name(x)` and
    /// `NSStoryboard.SceneIdentifier(x)`, when `value` is one whole.
    static func appKitNameArgument(_ value: TokenRange, _ tree: SyntaxTree) -> TokenRange? {
        guard value.count >= 6, tree.isToken(value.lowerBound, "NSStoryboard"), tree.kind(value.lowerBound + 1) == .dot,
              tree.isToken(value.lowerBound + 2, "Name") || tree.isToken(value.lowerBound + 2, "SceneIdentifier"),
              tree.kind(value.lowerBound + 3) == .leftParen, tree.partner(value.lowerBound + 3) == value.upperBound - 1 else { return nil }
        return TokenRange(value.lowerBound + 4, value.upperBound - 1)
    }

    /// `"x"`, or `NSStoryboard.SceneIdentifier("x")` / `NSStoryboard.Name("x")`: the string `x`.
    static func spelledString(_ value: TokenRange, _ tree: SyntaxTree) -> String? {
        let v = appKitNameArgument(value, tree) ?? value
        guard v.count == 3, tree.kind(v.lowerBound) == .stringStart, tree.kind(v.lowerBound + 1) == .stringSegment else { return nil }
        return tree.text(v.lowerBound + 1)
    }

    /// Whether a scene's controller may be an instance of `cast`: the scene's class is `cast`
    /// or a subclass of it; for a framework container controller (`as! UINavigationController`,
    /// `as? NSWindowController`), a scene of that element (`navigationController`,
    /// `windowController`), whose custom class can only subclass it;
    /// or `cast` is another class the tree does not declare. Decided on real code, 2026-12-07: an
    /// authenticator's popovers, made from `name + "Nav"` cast to a navigation controller, were
    /// taken as making its root collection view controller again (1 judged wrong).
    private func sceneMayBe(_ scene: InterfaceFacts.Scene, _ cast: String) -> Bool {
        if kind(ofType: cast) == nil, let tag = ProjectIndex.containerControllerTags[cast] { return scene.controllerTag == tag }
        guard kind(ofType: cast) == .class else { return true }
        guard let cls = scene.controllerClass else { return false }
        return cls == cast || superclassChain(of: cls).contains(cast)
    }

    /// The storyboard element of each framework container controller class: a scene that
    /// another element stands for (`viewController`, `collectionViewController`) cannot be one.
    static let containerControllerTags: [String: String] = [
        "UINavigationController": "navigationController", "UITabBarController": "tabBarController",
        "UISplitViewController": "splitViewController", "UIPageViewController": "pageViewController",
        "NSWindowController": "windowController", "NSTabViewController": "tabViewController",
        "NSSplitViewController": "splitViewController",
    ]

    /// Calls of the instantiate methods in the tree's code (tests left out), with the place
    /// they count as (the right-hand side of the assignment they are part of, or the call).
    private func instantiationCalls() -> [(TokenSite, Call)] {
        var result: [(TokenSite, Call)] = []
        for file in files where !file.isTestFile {
            let tree = file.tree
            for call in tree.calls {
                let name = tree.text(call.nameToken)
                guard ProjectIndex.instantiateByIdentifier.contains(name) || ProjectIndex.instantiateInitial.contains(name),
                      !file.isInTestDeclaration(call.nameToken), !ProjectIndex.isInSwiftGenSceneType(call.nameToken, tree) else { continue }
                guard !ProjectIndex.isInUncalledFunction(call.nameToken, file, self) else { continue }
                let place = tree.assignments.first { $0.rhs.contains(call.nameToken) }?.rhs.lowerBound ?? call.nameToken
                result.append((TokenSite(file: file, token: place), call))
            }
        }
        return result
    }

    /// SwiftGen's generated `SceneType.instantiate()` (and `InitialSceneType`'s), which
    /// instantiates whatever scene its value names: the scene is told at each call site
    /// (`swiftGenSceneCalls()`), not here.
    static func isInSwiftGenSceneType(_ token: Int, _ tree: SyntaxTree) -> Bool {
        guard let type = tree.innermostType(containing: token) else { return false }
        let name = Declaration.simpleName(type.name)
        return name == "SceneType" || name == "InitialSceneType"
    }

    /// SwiftGen's scene calls, `StoryboardScene.Settings.profile.instantiate()` and
    /// `StoryboardScene.Settings.initialScene.instantiate()`, in the tree's code (tests left
    /// out): the place they count as, the storyboard's and the scene's Swift names.
    private func swiftGenSceneCalls() -> [(site: TokenSite, storyboard: String, scene: String)] {
        var result: [(site: TokenSite, storyboard: String, scene: String)] = []
        for file in files where !file.isTestFile {
            let tree = file.tree
            for ci in tree.callIndices(named: ["instantiate"]) {
                let call = tree.calls[ci]
                let chain = tree.memberChainText(endingAt: call.nameToken)
                guard chain.count == 4, chain[0] == "StoryboardScene", !file.isInTestDeclaration(call.nameToken),
                      !ProjectIndex.isInUncalledFunction(call.nameToken, file, self) else { continue }
                let place = tree.assignments.first { $0.rhs.contains(call.nameToken) }?.rhs.lowerBound ?? call.nameToken
                result.append((TokenSite(file: file, token: place), chain[1], chain[2]))
            }
        }
        return result
    }

    /// A name as SwiftGen spells it in Swift, to compare without case: ASCII letters and digits
    /// only (`Goal List` and `goal-list` are both `goallist`).
    static func swiftGenKey(_ name: String) -> String {
        String(name.lowercased().filter { $0.isASCII && ($0.isLetter || $0.isNumber) })
    }

    /// Whether the code at `token` is in a method or function whose name no other code of the
    /// tree mentions (not called, not passed as a selector): it makes nothing. Methods the
    /// frameworks call (`override`, `@objc`, `@IBAction`) are always called.
    static func isInUncalledFunction(_ token: Int, _ file: ParsedFile, _ index: ProjectIndex) -> Bool {
        let tree = file.tree
        guard let d = ProjectIndex.memberDeclaration(containing: token, in: tree) else { return false }
        guard d.kind == .function, !d.modifiers.contains(.override), d.attributes.isEmpty,
              !d.name.isEmpty, d.name.first?.isLetter == true else { return false }
        return !index.isMentionedMoreThanOnce(d.name)
    }

    /// Whether identifier tokens spell `name` more than once in the tree (its declaration is
    /// one; comments and strings do not count). Names are counted by hash, so a rare collision
    /// counts as a mention: the safe side.
    func isMentionedMoreThanOnce(_ name: String) -> Bool {
        identifierCount(name) > 1
    }

    /// How many identifier tokens of the tree spell `name` (by hash).
    func identifierCount(_ name: String) -> Int {
        // How often each name is spelled in the tree, counted once (one scan of every file).
        let counts = memoTable("index.identifier-counts", of: [UInt64: Int].self).value(for: "") {
            var counts: [UInt64: Int] = [:]
            for f in files {
                let tree = f.tree
                for k in 0..<tree.tokens.count where tree.kind(k) == .identifier { counts[tree.nameHash(ofToken: k), default: 0] += 1 }
            }
            return counts
        }
        return counts[SyntaxTree.nameHash(name)] ?? 0
    }

    /// The storyboard named before an `instantiateInitial…` call in its function: the value
    /// after the nearest `name:` (`UIStoryboard(name: "Settings", bundle: nil)`) or inside the
    /// nearest `Name(…)` (`NSStoryboard.Name(storyboardName)`) before it.
    private func storyboardNameValue(before token: Int, in tree: SyntaxTree) -> TokenRange? {
        guard let d = ProjectIndex.innermostDeclaration(containing: token, in: tree), let body = d.body ?? d.initializer else { return nil }
        var k = token - 1
        while k >= body.lowerBound {
            let afterLabel = tree.kind(k - 1) == .colon && tree.isToken(k - 2, "name")
            let inName = tree.kind(k - 1) == .leftParen && tree.isToken(k - 2, "Name")
            if afterLabel || inName {
                if tree.kind(k) == .stringStart && tree.kind(k + 1) == .stringSegment && tree.kind(k + 2) == .stringEnd {
                    return TokenRange(k, k + 3)
                }
                if tree.kind(k) == .identifier, tree.kind(k + 1) == .comma || tree.kind(k + 1) == .rightParen {
                    return TokenRange(k, k + 1)
                }
                // `NSStoryboard(name: .player, bundle: nil)`: a static constant of the tree (decided
                // on real code, 2026-12-07: a stream player's main window was taken as made again
                // by the player storyboard's initial-controller call, 6 judged wrong).
                if tree.kind(k) == .dot, tree.kind(k + 1) == .identifier, tree.kind(k + 2) == .comma || tree.kind(k + 2) == .rightParen {
                    return TokenRange(k, k + 2)
                }
            }
            k -= 1
        }
        return nil
    }

    /// Whether any code of the tree assigns a window's `rootViewController` (the first root
    /// may then be replaced). A window the same code has just made (`let window =
    /// UIWindow(frame: …)`; `window.rootViewController = …`, a privacy cover or an alert window)
    /// is another window: its root does not replace the app's. Test code does not count.
    func assignsRootViewController() -> Bool {
        memoTable("index.assigns-root", of: Bool.self).value(for: "") {
            // A test that puts the screen it tests in a window replaces nothing of the app's.
            facts.contains { f in
                let tree = f.file.tree
                return !f.file.isTestFile && tree.assignments.contains { a in
                    tree.isToken(a.lhs.upperBound - 1, "rootViewController") && !ProjectIndex.isOnNewWindow(a.lhs, tree)
                        && !f.file.isInTestDeclaration(a.equalToken) && !tree.declaresName(a)
                }
            }
        }
    }

    /// Whether code replaces a WatchKit app's root interface controllers
    /// (`reloadRootPageControllers(withNames:…)`, `reloadRootControllers(withNames:…)`).
    func reloadsWatchRoot() -> Bool {
        ["reloadRootPageControllers", "reloadRootControllers"].contains(where: isCalledAnywhere)
    }

    /// `window.rootViewController` where `window` is a local made just before, in the same
    /// function or closure, by `let window = UIWindow(…)` (or `NSWindow(…)`).
    static func isOnNewWindow(_ lhs: TokenRange, _ tree: SyntaxTree) -> Bool {
        guard lhs.count == 3, tree.kind(lhs.lowerBound) == .identifier, tree.kind(lhs.lowerBound + 1) == .dot else { return false }
        let name = lhs.lowerBound
        let scopeStart = tree.innermostClosure(containing: name).map { $0.leftBrace }
            ?? ProjectIndex.innermostDeclaration(containing: name, in: tree)?.body?.lowerBound ?? max(0, name - 200)
        var k = name - 1
        while k > scopeStart {
            if tree.tokenIs(k, tree.text(name)), tree.kind(k + 1) == .equal, tree.keyword(k - 1) == .let || tree.keyword(k - 1) == .var {
                return tree.isToken(k + 2, "UIWindow") || tree.isToken(k + 2, "NSWindow")
            }
            k -= 1
        }
        return false
    }

    /// Whether the scene's controller is made only where it lives as long as the process.
    private func sceneLivesForever(_ scene: SceneRef, _ tables: StoryboardTables, depth: Int, visiting: Set<SceneRef> = []) -> Bool {
        guard let ways = tables.ways[scene], !ways.isEmpty, !visiting.contains(scene) else { return false }
        return ways.allSatisfy { way in
            switch way {
            case .launch: return true
            case .child(let parent): return sceneLivesForever(parent, tables, depth: depth, visiting: visiting.union([scene]))
            case .code(let site): return depth < ProjectIndex.maxOwnershipDepth && processLifetimeOwner(of: site, depth: depth) != nil
            case .again: return false
            }
        }
    }

    /// Why instances of the class `name` live as long as the process, when the storyboards make
    /// them (see above); `made` are the places Swift code makes one.
    func storyboardLifetime(_ name: String, made: [TokenSite], depth: Int) -> String? {
        guard !interface.storyboards.isEmpty, !interface.nibClasses.contains(name) else { return nil }
        let tables = storyboardTables()
        guard let placements = tables.placements[name], !placements.isEmpty,
              placements.allSatisfy({ !$0.reusable && sceneLivesForever($0.scene, tables, depth: depth) }) else { return nil }
        guard made.allSatisfy({ depth < ProjectIndex.maxOwnershipDepth && keptOrInNeverMadeClass($0, depth: depth) }) else { return nil }
        return placements.contains(where: \.controller) ? Lifetime.storyboardRoot : Lifetime.storyboardObject
    }
}

extension ProjectIndex {
    /// Whether the name at `token` is a local bound to a segue's destination (`let detail =
    /// segue.destination as! DetailViewController`, also with `as?` in `if`/`guard let`) whose
    /// class the storyboards place only as scene controllers that segues show, never as an
    /// embedded or relationship child; and the local is not stored anywhere. UIKit presents or
    /// pushes such a destination: the presentation or the navigation stack keeps it, not the
    /// source of the segue.
    func isShownSegueDestination(local token: Int, in tree: SyntaxTree) -> Bool {
        guard !interface.storyboards.isEmpty, tree.kind(token) == .identifier,
              let b = tree.binding(of: token)
        else { return false }
        let name = b.nameToken
        // `= segue.destination as! T`, or `= nav.topViewController as? T` where `nav` is a local
        // bound to `segue.destination as? UINavigationController`: the root of a shown navigation
        // controller, which that navigation controller keeps.
        let throughNavigation = ProjectIndex.boundToMember(name, "topViewController", tree) && isSegueDestinationLocal(name + 2, in: tree)
        guard ProjectIndex.boundToMember(name, "destination", tree) || throughNavigation,
              let cast = ProjectIndex.castTarget(after: name + 4, in: tree) else { return false }
        for a in tree.assignments where b.scope.contains(a.equalToken) && a.rhs.count == 1 && tree.sameText(a.rhs.lowerBound, name) {
            return false   // kept (`self.detail = detail`)
        }
        let tables = storyboardTables()
        guard let placements = tables.placements[cast], !placements.isEmpty,
              placements.allSatisfy({ $0.controller && !$0.reusable }) else { return false }
        func isShown(_ ways: [SceneWay]) -> Bool {
            let again = ways.contains { if case .again = $0 { return true } else { return false } }
            return again && !ways.contains { if case .child = $0 { return true } else { return false } }
        }
        return placements.allSatisfy { p in
            let ways = tables.ways[p.scene] ?? []
            if isShown(ways) { return true }
            // The root of a navigation controller that segues show, and nothing else.
            guard throughNavigation, !ways.isEmpty else { return false }
            return ways.allSatisfy { way in
                if case .child(let parent) = way { return isShown(tables.ways[parent] ?? []) }
                return false
            }
        }
    }

    /// Whether the name at `token` is a local bound to `segue.destination` (cast or not), also
    /// by an earlier clause of the same condition (`if let nav = segue.destination as? …, let x =
    /// nav.topViewController as? …`), whose binding the tree scopes to the body.
    private func isSegueDestinationLocal(_ token: Int, in tree: SyntaxTree) -> Bool {
        if let b = tree.binding(of: token), b.nameToken < token { return ProjectIndex.boundToMember(b.nameToken, "destination", tree) }
        var k = token - 1
        while k > 0, k > token - 64, tree.kind(k) != .leftBrace, tree.kind(k) != .rightBrace {
            if tree.sameText(k, token), tree.keyword(k - 1) == .let || tree.keyword(k - 1) == .var {
                return ProjectIndex.boundToMember(k, "destination", tree)
            }
            k -= 1
        }
        return false
    }

    /// Whether the name declared at `name` is bound to `x.member` (`let detail = segue.destination …`).
    static func boundToMember(_ name: Int, _ member: StaticString, _ tree: SyntaxTree) -> Bool {
        tree.kind(name + 1) == .equal && tree.kind(name + 2) == .identifier && tree.kind(name + 3) == .dot && tree.isToken(name + 4, member)
    }
}

/// A memoized `staticStringConstant(named:)` answer (`MemoTable` values are not optional).
struct SpelledString {
    let value: String?
}
