import FlowLintLexer
import FlowLintParser

/// Whether the tree shows that a type is made more than once over the process's life.
///
/// A registration made once per object (in `init` or `viewDidLoad`) and never undone leaks
/// only when objects of the type come and go: a screen pushed on every tap, a cell per row, a
/// view model per presentation. An object made once, at launch, by code whose lifetime the
/// model cannot follow (a launch state machine, a pool, Objective-C) registers once and lives
/// on. The observation rules report such a one-time registration only when this evidence is
/// there (docs/lifetimes.md, "Made again and again"), or when the type has a `deinit` (its
/// author expects it to go away).
extension ProjectIndex {
    /// Framework classes whose subclasses are made again and again: cells and reusable views,
    /// one per row or item.
    static let reusableViewClasses: Set<String> = [
        "UITableViewCell", "UICollectionViewCell", "UITableViewHeaderFooterView", "UICollectionReusableView",
        "NSTableCellView", "NSTableRowView", "NSCollectionViewItem", "UICollectionViewListCell",
    ]

    /// The framework cell or reusable view class (`UITableViewCell`, …) the type named `name`
    /// inherits from through its superclasses in the tree, if any: one is made per row or item.
    public func reusableViewClass(of name: String) -> String? {
        guard let framework = frameworkSuperclass(of: name), ProjectIndex.reusableViewClasses.contains(framework) else { return nil }
        return framework
    }

    /// The first name the topmost class of the type's chain in the tree inherits from (a
    /// framework class, or a protocol), when every class of that name agrees on it.
    private func frameworkSuperclass(of name: String) -> String? {
        guard let top = superclassChain(of: name).last else { return nil }
        let classes = (types[top] ?? []).filter { $0.declaration.kind == .class }
        if classes.count > 1 {
            let firsts = Set(classes.map { $0.declaration.inheritance.first?.name ?? "" })
            guard firsts.count == 1, let only = firsts.first, !only.isEmpty else { return nil }
            return only
        }
        return inheritedNames(of: top).first
    }

    /// The framework controller class (`UIViewController`, `UITableViewController`,
    /// `NSWindowController`, …) the type named `name` inherits from through its superclasses in
    /// the tree, if any: a screen or window, shown and dismissed.
    public func frameworkControllerClass(of name: String) -> String? {
        guard let framework = frameworkSuperclass(of: name), types[framework] == nil,
              ProjectIndex.screenClassSuffixes.contains(where: framework.hasSuffix) else { return nil }
        return framework
    }

    /// Framework classes that are screens or windows: `UIViewController` and its kind
    /// (`UITableViewController`, `UISplitViewController`, …), navigation and tab bar controllers,
    /// SwiftUI hosting controllers, AppKit window controllers.
    static let screenClassSuffixes = ["ViewController", "WindowController", "NavigationController", "TabBarController", "HostingController"]

    /// Why the tree shows more than one instance of the type named `name` over the process's
    /// life ("a new one is made each time 'showSettings' runs, …"), or nil when it does not. A
    /// name that several types of the tree have (two targets' `MainViewController`) gives no
    /// answer: what makes one says nothing about the other.
    public func madeAgainAndAgain(_ name: String) -> String? {
        let table = memoTable("index.made-again", of: LifetimeEntry.self)
        return table.value(for: name) { LifetimeEntry(reason: madeAgainReason(name, depth: 0, visiting: [])) }.reason
    }

    /// Whether two or more classes, structs or actors of the tree, in different files, have this
    /// simple name (two targets' `MainViewController`, nested `ViewModel`s).
    public func isAmbiguousTypeName(_ name: String) -> Bool {
        guard let sites = types[name], sites.count > 1 else { return false }
        let files = Set(sites.filter { [.class, .struct, .actor].contains($0.declaration.kind) }.map { ObjectIdentifier($0.file) })
        return files.count > 1
    }

    private func madeAgainReason(_ name: String, depth: Int, visiting: Set<String>) -> String? {
        guard depth <= ProjectIndex.maxOwnershipDepth, !visiting.contains(name), types[name] != nil else { return nil }
        let visiting = visiting.union([name])
        if let framework = reusableViewClass(of: name) { return "a '\(framework)' subclass: one is made for each row or item" }
        if interface.nibClasses.contains(name) { return "a nib makes one each time it is loaded" }
        // Several types of this name: what makes one says nothing about another.
        if isAmbiguousTypeName(name) { return nil }
        if let reason = storyboardMakesAgain(name, depth: depth, visiting: visiting) { return reason }
        let made = constructions(ofType: name)
        // Nothing in the tree makes one (a storyboard scene nothing shows does not): the
        // model has no chain of makers to doubt, and the rule judges the type as before.
        let tables = storyboardTables()
        let placedWhereMade = (tables.placements[name] ?? []).contains { !(tables.ways[$0.scene] ?? []).isEmpty }
        if made.isEmpty, !placedWhereMade, directSubclasses(of: name).isEmpty {
            return "no code of the tree shows where it is made"
        }
        for site in made {
            if let reason = siteRunsAgain(site, depth: depth, visiting: visiting) { return reason }
        }
        // A registration in a superclass runs for every instance of each subclass.
        for sub in directSubclasses(of: name) {
            if let reason = madeAgainReason(sub, depth: depth + 1, visiting: visiting) { return reason }
        }
        return nil
    }

    /// A storyboard scene of the class shown by a segue (or placed in a cell) makes one each
    /// time; a scene code instantiates makes one each time that code runs again.
    private func storyboardMakesAgain(_ name: String, depth: Int, visiting: Set<String>) -> String? {
        guard !interface.storyboards.isEmpty else { return nil }
        let tables = storyboardTables()
        for placement in tables.placements[name] ?? [] {
            if placement.reusable { return "a storyboard places one in each cell" }
            var scenes = [placement.scene]
            var seen: Set<SceneRef> = []
            while let scene = scenes.popLast(), seen.insert(scene).inserted {
                for way in tables.ways[scene] ?? [] {
                    switch way {
                    case .launch: continue
                    case .child(let parent): scenes.append(parent)
                    case .again: return "a storyboard segue makes a new one each time it runs"
                    case .code(let site):
                        if let reason = siteRunsAgain(site, depth: depth, visiting: visiting) { return reason }
                    }
                }
            }
        }
        return nil
    }

    /// Why the code at `site` may run more than once over the process's life, or nil.
    func siteRunsAgain(_ site: TokenSite, depth: Int, visiting: Set<String>) -> String? {
        guard depth <= ProjectIndex.maxOwnershipDepth else { return nil }
        let tree = site.file.tree
        // `viewWillAppear`, `body`, an `@IBAction`, `.onAppear { … }`, a `didSet`.
        if let repeating = repeatingContext(of: site.token, in: tree) { return "made where \(repeating)" }
        if let reason = closureRunsAgain(around: site.token, tree) { return reason }
        guard let d = ProjectIndex.memberDeclaration(containing: site.token, in: tree) else { return nil }
        guard let type = d.enclosingType else { return nil }
        let owner = ProjectIndex.simpleName(type.name)
        if d.kind == .variable, d.accessorKind == .computed { return "made in the getter of '\(d.name)', which runs on every read" }
        if d.kind == .variable, d.modifiers.isTypeMember { return nil }
        // Code that runs once per object of the owner: as often as owners are made.
        let oncePerOwner = d.kind == .initializer || d.kind == .variable
            || (d.kind == .function && ProjectIndex.oneTimeMethods.contains(d.name) && d.parameters.isEmpty)
        if oncePerOwner {
            return madeAgainReason(owner, depth: depth + 1, visiting: visiting).map { "made by each '\(owner)', \($0)" }
        }
        switch d.kind {
        case .function where ProjectIndex.isLaunchMethod(d):
            return nil
        case .function:
            if d.hasAttribute("objc") { return "made in '\(d.name)', which actions and notifications call" }
            // A framework callback other than the one-time ones runs whenever the framework likes.
            if d.modifiers.contains(.override) { return "made in '\(d.name)', which the framework calls again and again" }
            return callersRunAgain(d, depth: depth, visiting: visiting)
        default:
            return nil
        }
    }

    /// Calls whose closure argument runs again and again: once per element, per event, per
    /// tap, per value, per presentation.
    static let repeatingClosureCalls: Set<String> = [
        "map", "compactMap", "flatMap", "forEach", "filter", "reduce", "sorted", "ForEach", "sink", "subscribe",
        "bind", "drive", "observe", "observeValues", "addObserver", "Button", "NavigationLink", "sheet",
        "fullScreenCover", "popover", "navigationDestination", "contextMenu", "swipeActions", "UIAction",
        "addAction", "UIAlertAction", "UIContextualAction", "UIBarButtonItem", "UIMenu", "Menu", "scheduledTimer",
        "addPeriodicTimeObserver", "publisher", "receive",
    ]

    /// Calls of `repeatingClosureCalls` that run their closure once per element, there and then.
    static let perElementClosureCalls: Set<String> = ["map", "compactMap", "flatMap", "forEach", "filter", "reduce", "sorted"]

    /// Argument labels of closures that run on every event: a button's action, a row's content.
    static let repeatingClosureLabels: Set<String> = ["action", "primaryAction", "handler", "content", "destination", "label"]

    /// Why a closure around `token` may run again and again: one a type stores or a function
    /// returns (a handler called later, as often as its caller likes), or one handed to a call
    /// that runs it per element or per event (`map`, `sink`, `Button(action:)`, `onSelect:`).
    /// A closure run once where it is written (`{ … }()`), or handed to one-shot code (a
    /// dispatch, a completion handler, a `Task`), runs as often as its function: nil.
    /// `verb` starts the reason ("made", "registered"). With `perElementRunsOnce` (how often code
    /// runs, not how many objects it makes), a closure run once per element of a collection
    /// (`forEach`, `map`) runs with its function.
    func closureRunsAgain(around token: Int, _ tree: SyntaxTree, verb: String = "made", perElementRunsOnce: Bool = false) -> String? {
        var c = tree.innermostClosure(containing: token)
        while let closure = c {
            defer { c = closure.parent }
            if closure.isImmediatelyApplied { continue }
            switch closure.use {
            case .assigned, .initialValue, .returned:
                return "\(verb) in a closure that is kept and called later"
            case .argument(let call, let label, _):
                let name = tree.text(tree.calls[call].nameToken)
                if perElementRunsOnce && ProjectIndex.perElementClosureCalls.contains(name) { continue }
                if ProjectIndex.repeatingClosureCalls.contains(name) { return "\(verb) in the closure of '\(name)', which runs again and again" }
                if let label, label.count > 2, label.hasPrefix("on"), label.dropFirst(2).first?.isUppercase == true {
                    return "\(verb) in the '\(label)' closure, which runs on every event"
                }
                if let label, ProjectIndex.repeatingClosureLabels.contains(label) {
                    return "\(verb) in the '\(label)' closure of '\(name)', which runs again and again"
                }
            case .other:
                continue
            }
        }
        return nil
    }

    /// Calls of the method outside test code: any call of its name whose labels fit (arguments
    /// with default values and trailing closures may be left out), on any receiver, in file order.
    func calls(of method: Declaration) -> [(file: ParsedFile, call: Call)] {
        (callSitesByName()[SyntaxTree.nameHash(method.name)] ?? []).compactMap { file, index in
            let call = file.tree.calls[index]
            guard file.tree.tokenIs(call.nameToken, method.name), method.accepts(argumentLabels: call.argumentLabels) else { return nil }
            return (file, call)
        }
    }

    /// Whether a caller of the method (any call of its name and labels in the tree) may run
    /// again; a method whose name is also used without a call (a selector, a function
    /// reference handed to a button) is called by events.
    private func callersRunAgain(_ method: Declaration, depth: Int, visiting: Set<String>) -> String? {
        for (file, call) in calls(of: method) {
            if let reason = siteRunsAgain(TokenSite(file: file, token: call.nameToken), depth: depth + 1, visiting: visiting) {
                return "made in '\(method.name)', called where it is \(reason)"
            }
        }
        if functionReferences().contains(SyntaxTree.nameHash(method.name)) {
            return "made in '\(method.name)', which is handed on as a selector or a function to call later"
        }
        return nil
    }

    /// Whether code outside tests uses the method's name without calling it (a selector, a
    /// function handed on to be called later).
    func isUsedAsFunctionValue(_ method: Declaration) -> Bool {
        functionReferences().contains(SyntaxTree.nameHash(method.name))
    }

    /// Whether no code outside tests calls the method (by its name and labels, on any receiver)
    /// or uses its name as a function value, and Objective-C cannot (it is not `@objc`).
    func isNeverCalled(_ method: Declaration) -> Bool {
        if method.hasAttribute("objc") || method.hasAttribute("IBAction") { return false }
        return calls(of: method).isEmpty && !functionReferences().contains(SyntaxTree.nameHash(method.name))
    }

    /// Whether no running code makes a static method run: every call of its name and labels
    /// outside tests is on another type of the tree (`Server.stub()` is not `Model.stub()`), or
    /// sits in a static method that in turn no running code calls (preview stubs built from
    /// each other: `Feed.stub()` calling `Model.stub()`, both only called from previews), four
    /// methods deep at most; and its name is never a function value.
    func isStaticMethodNeverRun(_ method: Declaration) -> Bool {
        var budget = 256
        return isStaticMethodNeverRun(method, depth: 0, visiting: [], budget: &budget)
    }

    /// `budget`: callers looked at before giving up (and answering that it may run), so that
    /// many stubs calling many stubs cannot make the walk explode.
    private func isStaticMethodNeverRun(_ method: Declaration, depth: Int, visiting: Set<ObjectIdentifier>, budget: inout Int) -> Bool {
        guard depth < 4, !visiting.contains(ObjectIdentifier(method)), method.modifiers.isTypeMember,
              !method.hasAttribute("objc"), !method.hasAttribute("IBAction"), let type = method.enclosingType,
              !functionReferences().contains(SyntaxTree.nameHash(method.name)) else { return false }
        let typeName = ProjectIndex.simpleName(type.name)
        let inside = visiting.union([ObjectIdentifier(method)])
        for (file, call) in calls(of: method) {
            let tree = file.tree
            // `Other.stub()`: a static method of another type of the tree (not a subclass's).
            if call.nameToken == call.calleeStart + 2, tree.kind(call.calleeStart + 1) == .dot, ProjectIndex.startsUppercase(call.calleeStart, tree) {
                let receiver = tree.text(call.calleeStart)
                if receiver != typeName, types[receiver] != nil, !superclassChain(of: receiver).contains(typeName) { continue }
            }
            budget -= 1
            guard budget > 0, let caller = ProjectIndex.memberDeclaration(containing: call.nameToken, in: tree), caller.kind == .function,
                  caller.modifiers.isTypeMember, caller !== method,
                  isStaticMethodNeverRun(caller, depth: depth + 1, visiting: inside, budget: &budget) else { return false }
        }
        return true
    }

    /// Names used as a function value rather than called: `#selector(name)`,
    /// `#selector(Type.name(_:))`, or a bare argument `action: name`, `(self.name)`,
    /// `forEach(name)` (outside test code, by the name's hash).
    private func functionReferences() -> Set<UInt64> {
        memoTable("index.function-references", of: Set<UInt64>.self).value(for: "") {
            var names: Set<UInt64> = []
            for f in files where !f.isTestFile {
                let tree = f.tree
                for k in 0..<tree.tokens.count {
                    if tree.tokenIs(k, "#selector"), tree.kind(k + 1) == .leftParen {
                        var j = k + 2
                        while tree.kind(j) == .identifier && tree.kind(j + 1) == .dot { j += 2 }
                        if tree.kind(j) == .identifier { names.insert(tree.nameHash(ofToken: j)) }
                        continue
                    }
                    guard tree.kind(k) == .identifier, tree.kind(k + 1) == .rightParen || tree.kind(k + 1) == .comma else { continue }
                    let before = tree.kind(k - 1)
                    let bare = before == .leftParen || before == .comma || before == .colon
                    let member = before == .dot && (tree.keyword(k - 2) == .self || tree.text(k - 2).first?.isUppercase == true)
                    if bare || member { names.insert(tree.nameHash(ofToken: k)) }
                }
            }
            return names
        }
    }

    /// Whether code outside tests may call the method `m`: a call of its name and labels on an object of
    /// its type, a superclass or a subclass (a bare or `self.` call in one of those, `super.`,
    /// a local or property declared so), or on a receiver whose type the code does not tell; not
    /// one on an object of another class of the tree, not the object's own call in its `deinit`
    /// (`deinit { unsubscribe() }` never runs while what the method would end holds the object;
    /// another object's `deinit { model.unsubscribe() }` does run), and not one in `except`
    /// (the method that stores what the teardown would end: `func bind() { unsubscribe(); … }`
    /// resets before it subscribes again). Decided on real code, 2026-12-07: an XMPP client's
    /// search screen and message-delivery manager reset their subscriptions in an
    /// `unsubscribe()` that only other screens' methods of the name, and the manager's own
    /// `deinit`, call; 2 findings judged correct.
    public func mayCallOwnMethod(_ m: Declaration, except: Declaration? = nil) -> Bool {
        guard let owner = m.enclosingType.map({ ProjectIndex.simpleName($0.name) }) else { return isCalledAnywhere(m.name) }
        for (file, call) in calls(of: m) {
            let tree = file.tree
            let k = call.nameToken
            let caller = ProjectIndex.memberDeclaration(containing: k, in: tree)
            if let except, caller === except { continue }
            if caller?.kind == .deinitializer && ProjectIndex.isCallOnSelf(call, tree) { continue }
            if receiver(of: call, tree, relativeTo: owner) != .other { return true }
        }
        return false
    }

    /// Whether code outside tests calls a function named `name` (by name: any type's).
    public func isCalledAnywhere(_ name: String) -> Bool {
        (callSitesByName()[SyntaxTree.nameHash(name)] ?? []).contains { $0.0.tree.tokenIs($0.0.tree.calls[$0.1].nameToken, name) }
    }

    /// Calls of every name outside test code (file and index into its `calls`), by the name's
    /// hash (one scan of every file).
    func callSitesByName() -> [UInt64: [(ParsedFile, Int)]] {
        // Built once by the first thread that asks while the others wait (a pass over every file).
        callSiteTable.get {
            // Each file's calls on all cores, merged in file order.
            let perFile = ProjectIndex.parallelMap(files) { f -> [(UInt64, Int)] in
                guard !f.isTestFile else { return [] }
                let tree = f.tree
                var found: [(UInt64, Int)] = []
                for (i, call) in tree.calls.enumerated() where !f.isInTestDeclaration(call.nameToken) {
                    found.append((tree.nameHash(ofToken: call.nameToken), i))
                }
                return found
            }
            var sites: [UInt64: [(ParsedFile, Int)]] = [:]
            for (f, found) in zip(files, perFile) {
                for (hash, i) in found { sites[hash, default: []].append((f, i)) }
            }
            return sites
        }
    }
}

extension ProjectIndex {
    /// Whether the type, or a superclass of it in the tree, declares a `deinit` (in its
    /// declaration or an extension's): its author expects instances to go away.
    public func declaresDeinit(_ name: String) -> Bool {
        superclassChain(of: name).contains { type in
            ((types[type] ?? []) + (extensions[type] ?? [])).contains { $0.declaration.members.contains { $0.kind == .deinitializer } }
        }
    }

    /// Whether a registration made once per object of `typeName` can be left unreported: the
    /// tree shows neither a second instance (`madeAgainAndAgain`) nor a `deinit`, so the one
    /// object may well live as long as the process, registered once.
    public func oneTimeRegistrationMayBeHarmless(in typeName: String) -> Bool {
        !declaresDeinit(typeName) && madeAgainAndAgain(typeName) == nil
    }
}

extension ProjectIndex {
    /// How a type (its declaration, its extensions and its superclasses in the tree) removes
    /// NotificationCenter observers: the method (or `deinit`) that calls `removeObserver(self)`,
    /// or `removeObserver(self, name: N, object:)` for the notification `name` (as written), a
    /// cleanup that removes selector-based observers only, never a block observer's token; and
    /// the one that passes something else (a kept token).
    public func observerRemovals(_ name: String, notification: String? = nil) -> (ofSelf: String?, ofTokens: String?) {
        var ofSelf: String?, ofTokens: String?
        for type in superclassChain(of: name) {
            for site in (types[type] ?? []) + (extensions[type] ?? []) {
                let tree = site.file.tree
                guard let body = site.declaration.body else { continue }
                for c in tree.calls where body.contains(c.nameToken) && tree.isToken(c.nameToken, "removeObserver") {
                    guard let first = c.arguments.first, first.label == nil,
                          c.arguments.dropFirst().allSatisfy({ $0.label == "name" || $0.label == "object" }),
                          let d = ProjectIndex.memberDeclaration(containing: c.nameToken, in: tree) else { continue }
                    let method = d.kind == .deinitializer ? "deinit" : d.name
                    if first.value.count == 1 && tree.keyword(first.value.lowerBound) == .self {
                        // `removeObserver(self, name: .other, …)` is about another notification.
                        if let n = c.argument(labeled: "name"), let notification,
                           ProjectIndex.notificationKey(tree.compactText(of: n.value)) != ProjectIndex.notificationKey(notification) { continue }
                        ofSelf = ofSelf ?? method
                    } else {
                        ofTokens = ofTokens ?? method
                    }
                }
            }
        }
        return (ofSelf, ofTokens)
    }
}

extension ProjectIndex {
    /// A notification name as written, in one spelling: `NSNotification.Name(x)` and
    /// `Notification.Name(x)`, `Notification.Name.x` and `.x` compare equal.
    static func notificationKey(_ text: String) -> String {
        var t = text
        if t.hasPrefix("NSNotification.Name") { t.removeFirst(2) }
        if t.hasPrefix("Notification.Name.") { t.removeFirst("Notification.Name".count) }
        return t
    }
}
