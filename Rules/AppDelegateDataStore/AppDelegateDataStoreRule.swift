import FlowLintKit

/// `app-delegate-data-store`: `UIApplication.shared.delegate as! AppDelegate` used to reach shared
/// state. See docs/rules/app-delegate-data-store.md.
public let appDelegateDataStoreRule = Rule(
    RuleDescription(
        id: "app-delegate-data-store",
        name: "App delegate data store",
        summary: "Stored properties of the app delegate read or written through `UIApplication.shared.delegate as! AppDelegate`.",
        rationale: """
            Reaching into `UIApplication.shared.delegate` turns the app delegate into a global, \
            mutable data bus: any screen can read and overwrite the current user, the cart or the \
            Core Data stack, in any order, and nothing in a screen's interface says it depends on \
            them. The screens can't be created in tests or previews without a fully launched app, \
            the state outlives logout and scene changes, and with scenes, app extensions or a test \
            host the delegate is not the type the cast expects (`as!` crashes, `as?` silently yields nil).
            """,
        fix: "Move the state into a model or service object owned by the app's composition root (scene delegate, coordinator) and pass it to the screens that need it (initializer or property injection).",
        defaultSeverity: .warning,
        enabledByDefault: false,
        triggeringExamples: [
            """
            final class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                var currentUser: User?
            }
            final class ProfileViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let appDelegate = UIApplication.shared.delegate as! AppDelegate   // expect: app-delegate-data-store
                    nameLabel.text = appDelegate.currentUser?.name
                }
            }
            """,
            """
            final class AppDelegate: UIResponder, UIApplicationDelegate {
                lazy var persistentContainer = NSPersistentContainer(name: "Model")
            }
            final class NotesViewController: UITableViewController {
                private var context: NSManagedObjectContext {
                    (UIApplication.shared.delegate as! AppDelegate).persistentContainer.viewContext   // expect: app-delegate-data-store
                }
            }
            """,
        ],
        nonTriggeringExamples: [
            """
            final class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                var currentUser: User?
                func resetAppearance() {}
            }
            final class SettingsViewController: UIViewController {
                func signOut() {
                    // The window and methods are not stored state.
                    let appDelegate = UIApplication.shared.delegate as! AppDelegate
                    appDelegate.window?.rootViewController = LoginViewController()
                    appDelegate.resetAppearance()
                }
            }
            """,
            """
            final class ProfileViewController: UIViewController {
                private let session: UserSession
                init(session: UserSession) {
                    self.session = session
                    super.init(nibName: nil, bundle: nil)
                }
            }
            """,
        ],
        options: [
            RuleOptionDescription(
                name: "ignored-properties", type: .stringList, defaultValue: .stringList(["window"]),
                summary: "App-delegate properties that may be reached (UIKit's own `window`)."),
        ]
    ),
    check: { context in AppDelegateDataStoreCheck.run(&context) }
)

enum AppDelegateDataStoreCheck {
    static func run(_ context: inout RuleContext) {
        guard !context.file.isTestFile else { return }
        var model = Model(context: context)
        model.checkAcquisitions(&context)
        model.checkAccessorUses(&context)
    }

    /// Where the app delegate is obtained by a cast in this file, and how its value flows.
    enum Flow {
        /// `(UIApplication.shared.delegate as! AppDelegate).state`
        case direct(closeParen: Int)
        /// `let appDelegate = …` inside code: uses within the binding's scope.
        case local(nameToken: Int, scope: TokenRange)
        /// A property, global or computed accessor declared in this file: uses anywhere in the file.
        case declaration(Declaration)
    }

    struct Model {
        let file: ParsedFile
        let tree: SyntaxTree
        let index: ProjectIndex
        let ignored: Set<String>
        /// State property names by app-delegate type name (nil: not an app delegate of the tree).
        private var stateCache: [String: Set<String>?] = [:]
        private var variableCache: [Declaration]?

        init(context: RuleContext) {
            file = context.file
            tree = context.tree
            index = context.index
            ignored = Set(context.options.strings("ignored-properties"))
        }

        // MARK: Acquisitions in this file

        mutating func checkAcquisitions(_ context: inout RuleContext) {
            for cast in tree.casts where cast.kind != .plain {
                guard let typeName = AppDelegateDataStoreCheck.acquiredType(cast.asToken, in: tree),
                      let state = statePropertyNames(of: typeName), !state.isEmpty else { continue }
                guard let flow = flow(of: cast) else { continue }
                var uses: [Int] = []
                switch flow {
                case .direct(let close):
                    if let m = memberAfter(close), state.contains(tree.text(m)) { uses.append(m) }
                case .local(let nameToken, let scope):
                    uses = stateUses(of: nameToken, in: TokenRange(nameToken + 1, scope.upperBound), state: state, allowQualified: false)
                case .declaration(let d):
                    // An instance member is used inside its type; a global or static member anywhere in the file.
                    var range = TokenRange(0, tree.tokens.count)
                    if !d.modifiers.isTypeMember, let parent = d.parent, parent.kind.isType, let body = parent.body { range = body }
                    uses = stateUses(of: d.nameToken, in: range, state: state, allowQualified: true)
                }
                guard !uses.isEmpty else { continue }
                let start = cast.operand.lowerBound
                let acquisition = AppDelegateDataStoreCheck.oneLine(TokenRange(start, cast.type.upperBound), tree) ?? "UIApplication.shared.delegate as \(typeName)"
                var names: [String] = []
                for u in uses {
                    let n = tree.text(u)
                    if !names.contains(n) { names.append(n) }
                }
                let related = uses.prefix(10).map { context.related($0, "'\(tree.text($0))' of '\(typeName)' used here") }
                context.report(at: start, message(typeName: typeName, names: names, via: "'\(acquisition)'", forced: cast.kind == .forced), related: Array(related))
            }
        }

        /// How the value of an acquisition cast is used.
        mutating func flow(of cast: Cast) -> Flow? {
            let s = cast.operand.lowerBound
            // `(… as! AppDelegate).member`
            if tree.kind(s - 1) == .leftParen, let close = tree.partner(s - 1), close == cast.type.upperBound {
                return .direct(closeParen: close)
            }
            // The value of a `let`/`var`: `let appDelegate = …`, `guard let appDelegate = … as? AppDelegate`,
            // `let appDelegate: AppDelegate = …`.
            if tree.kind(s - 1) == .equal {
                var name = s - 2
                if tree.kind(name) == .identifier, tree.kind(name - 1) == .colon { name -= 2 }
                else if let kind = tree.kind(name), kind == .postfixQuestion || kind == .postfixExclaim, tree.kind(name - 2) == .colon { name -= 3 }
                guard tree.kind(name) == .identifier, tree.keyword(name) == .none,
                      tree.keyword(name - 1) == .let || tree.keyword(name - 1) == .var else { return nil }
                if let d = variableDeclarations().first(where: { $0.nameToken == name }) { return .declaration(d) }
                if let b = tree.bindings.first(where: { $0.nameToken == name }) { return .local(nameToken: name, scope: b.scope) }
                return nil
            }
            // The getter of a computed accessor: `var appDelegate: AppDelegate { UIApplication.shared.delegate as! AppDelegate }`.
            for d in variableDeclarations() where d.accessorKind == .computed {
                if d.accessorBodies.contains(where: { $0.contains(cast.asToken) }), isWholeValue(cast, of: d) { return .declaration(d) }
            }
            return nil
        }

        /// The cast is the value the getter returns (alone, or after `return`).
        func isWholeValue(_ cast: Cast, of d: Declaration) -> Bool {
            guard let body = d.accessorBodies.first(where: { $0.contains(cast.asToken) }) else { return false }
            var start = body.lowerBound
            if tree.kind(start) == .leftBrace { start += 1 }
            if tree.keyword(start) == .return { start += 1 }
            return cast.operand.lowerBound == start
        }

        // MARK: Accessors declared in other files

        mutating func checkAccessorUses(_ context: inout RuleContext) {
            let toks = tree.tokens
            var resolved: [String: (Declaration, ParsedFile, String)?] = [:]
            var groups: [ObjectIdentifier: (declaration: Declaration, file: ParsedFile, typeName: String, uses: [Int])] = [:]
            var order: [ObjectIdentifier] = []
            var d = 1
            while d + 1 < toks.count {
                defer { d += 1 }
                guard toks[d].kind == .dot, toks[d + 1].kind == .identifier else { continue }
                var x = d - 1
                while x > 0, toks[x].kind == .postfixQuestion || toks[x].kind == .postfixExclaim { x -= 1 }
                guard toks[x].kind == .identifier, toks[x].keyword == .none else { continue }
                let key: String
                var qualifier: Int? = nil
                if x > 0 && toks[x - 1].kind == .dot {
                    // `AppDelegate.shared.state`, `self.appDelegate.state`
                    guard x >= 2, toks[x - 2].kind == .identifier, x < 3 || toks[x - 3].kind != .dot else { continue }
                    if toks[x - 2].keyword == .self {
                        guard mentionsDelegate(x) else { continue }
                        key = (tree.innermostType(containing: x)?.name ?? "") + "|" + tree.text(x)
                    } else {
                        guard toks[x - 2].keyword == .none, isUppercaseStart(x - 2) else { continue }
                        qualifier = x - 2
                        key = tree.text(x - 2) + "." + tree.text(x)
                    }
                } else {
                    guard mentionsDelegate(x) else { continue }
                    // A local binding of the name is this file's business (or not an accessor).
                    if hasBinding(named: x) { continue }
                    key = (tree.innermostType(containing: x)?.name ?? "") + "|" + tree.text(x)
                }
                let accessor: (Declaration, ParsedFile, String)?
                if let cached = resolved[key] {
                    accessor = cached
                } else {
                    accessor = resolveAccessor(x, qualifier: qualifier)
                    resolved[key] = accessor
                }
                guard let (decl, site, typeName) = accessor, let state = statePropertyNames(of: typeName),
                      state.contains(tree.text(d + 1)) else { continue }
                let id = ObjectIdentifier(decl)
                if groups[id] == nil { groups[id] = (decl, site, typeName, []); order.append(id) }
                groups[id]!.uses.append(d + 1)
            }
            for id in order {
                guard let g = groups[id], let first = g.uses.first else { continue }
                var names: [String] = []
                for u in g.uses {
                    let n = tree.text(u)
                    if !names.contains(n) { names.append(n) }
                }
                var related = g.uses.dropFirst().prefix(9).map { context.related($0, "'\(tree.text($0))' of '\(g.typeName)' used here") }
                related.append(RelatedLocation(location: RuleContext.location(ofToken: g.declaration.nameToken, in: g.file),
                                               message: "accessor '\(g.declaration.name)' casts UIApplication.shared.delegate here"))
                // Report on the accessor name of the first use (the token before the state member).
                var anchor = first - 2
                while anchor > 0, let k = tree.kind(anchor), k == .postfixQuestion || k == .postfixExclaim { anchor -= 1 }
                context.report(at: anchor, message(typeName: g.typeName, names: names, via: "the '\(g.declaration.name)' accessor (UIApplication.shared.delegate)", forced: false),
                               related: related)
            }
        }

        /// A variable declared elsewhere in the tree whose value is the app delegate cast:
        /// a static member of the qualifier type, or a member of the enclosing type, its
        /// superclasses or their extensions (`extension UIViewController { var appDelegate … }`).
        mutating func resolveAccessor(_ x: Int, qualifier: Int?) -> (Declaration, ParsedFile, String)? {
            let name = tree.text(x)
            var owners: [String] = []
            if let q = qualifier {
                owners = [tree.text(q)]
            } else if let type = tree.innermostType(containing: x) {
                let typeName = Naming.baseTypeName(type.name) ?? type.name
                owners = AppDelegateDataStoreCheck.classChain(of: typeName, index: index)
            } else {
                return nil
            }
            // The nearest declaration of the name wins (the type, then its superclasses; the type's
            // declaration, then its extensions): the first one found decides.
            for owner in owners {
                // One declaration per type name (the tree's simple names are merged; the first wins).
                for sites in [index.types[owner].map { Array($0.prefix(1)) }, index.extensions[owner]] {
                    for site in sites ?? [] {
                        for m in site.declaration.members where m.kind == .variable && m.name == name {
                            if qualifier != nil && !m.modifiers.isTypeMember { continue }
                            // This file's acquisitions are reported at the cast when the use is where
                            // `checkAcquisitions` looks: anywhere for static members, inside the type for
                            // instance members.
                            if site.file === file {
                                if m.modifiers.isTypeMember { return nil }
                                if let body = m.parent?.body, body.contains(x) { return nil }
                            }
                            guard let t = AppDelegateDataStoreCheck.accessorType(m, in: site.file.tree) else { return nil }
                            return (m, site.file, t)
                        }
                    }
                }
            }
            return nil
        }

        // MARK: Uses

        /// `x.state`, `x?.state`, `self.x.state`, `Type.x.state` for the name at `nameToken`
        /// within `range`, skipping places where another local binding of the name is in scope.
        func stateUses(of nameToken: Int, in range: TokenRange, state: Set<String>, allowQualified: Bool) -> [Int] {
            var result: [Int] = []
            var i = range.lowerBound
            while i < range.upperBound {
                defer { i += 1 }
                guard i != nameToken, tree.kind(i) == .identifier, tree.sameText(i, nameToken), let m = memberAfter(i) else { continue }
                if tree.kind(i - 1) == .dot {
                    guard allowQualified, tree.kind(i - 2) == .identifier, tree.kind(i - 3) != .dot,
                          tree.keyword(i - 2) == .self || isUppercaseStart(i - 2) else { continue }
                } else if allowQualified, hasBinding(named: i) {
                    continue
                }
                if state.contains(tree.text(m)) { result.append(m) }
            }
            return result
        }

        /// The member name after `x` in `x.member` / `x?.member` / `x!.member`.
        func memberAfter(_ x: Int) -> Int? {
            var k = x + 1
            while let kind = tree.kind(k), kind == .postfixQuestion || kind == .postfixExclaim { k += 1 }
            guard tree.kind(k) == .dot, tree.kind(k + 1) == .identifier else { return nil }
            return k + 1
        }

        func hasBinding(named use: Int) -> Bool {
            tree.bindings.contains { $0.nameToken != use && $0.nameToken < use && $0.scope.contains(use) && tree.sameText($0.nameToken, use) }
        }


        func isUppercaseStart(_ i: Int) -> Bool {
            let b = tree.source.bytes[Int(tree.tokens[i].start)]
            return b >= UInt8(ascii: "A") && b <= UInt8(ascii: "Z")
        }

        /// Whether the name contains `delegate`/`Delegate` (the names accessors use: `appDelegate`,
        /// `applicationDelegate`, `delegate`): keeps the cross-file lookup off ordinary member accesses.
        func mentionsDelegate(_ i: Int) -> Bool {
            let t = tree.tokens[i]
            let bytes = tree.source.bytes
            let word: [UInt8] = Array("elegate".utf8)
            let n = Int(t.length)
            guard n >= 8 else { return false }
            var s = Int(t.start)
            let end = Int(t.start) + n - word.count
            while s <= end {
                if bytes[s] == word[0] {
                    var k = 1
                    while k < word.count && bytes[s + k] == word[k] { k += 1 }
                    if k == word.count && s > Int(t.start) && (bytes[s - 1] == UInt8(ascii: "d") || bytes[s - 1] == UInt8(ascii: "D")) { return true }
                }
                s += 1
            }
            return false
        }

        // MARK: Declarations and types

        mutating func variableDeclarations() -> [Declaration] {
            if let v = variableCache { return v }
            var result: [Declaration] = []
            var stack: [Declaration] = tree.declarations.reversed()
            while let d = stack.popLast() {
                if d.kind == .variable { result.append(d) }
                stack.append(contentsOf: d.members.reversed())
            }
            variableCache = result
            return result
        }

        /// Stored instance properties of an app-delegate class of the tree (minus the ignored
        /// ones); nil when the name is not such a class.
        mutating func statePropertyNames(of typeName: String) -> Set<String>? {
            if let cached = stateCache[typeName] { return cached }
            var result: Set<String>? = nil
            if AppDelegateDataStoreCheck.isAppDelegateClass(typeName, index: index) {
                var names: Set<String> = []
                // The class's own declaration (the first one, should the tree declare the name twice).
                let declaration = index.types[typeName]?.first(where: { $0.declaration.kind == .class })?.declaration
                for p in declaration?.members ?? [] where p.kind == .variable && !p.modifiers.isTypeMember
                    && (p.accessorKind == .stored || p.accessorKind == .observed) && !ignored.contains(p.name) {
                    names.insert(p.name)
                }
                result = names
            }
            stateCache[typeName] = result
            return result
        }

        func message(typeName: String, names: [String], via: String, forced: Bool) -> String {
            let list = names.prefix(4).map { "'\($0)'" }.joined(separator: ", ") + (names.count > 4 ? ", …" : "")
            var text = "\(typeName) is used as a data store: \(list) \(names.count == 1 ? "is" : "are") reached through \(via); "
                + "move this state into a model object owned by the composition root and inject it into the screens that need it"
            if forced { text += " (the forced cast also crashes wherever the application delegate is another type, such as a test host)" }
            return text
        }
    }

    // MARK: Shared helpers

    /// For `UIApplication.shared.delegate as! T` / `as? T` (also `NSApp.delegate`,
    /// `NSApplication.shared.delegate`) with its `as` at `asToken`: T's simple name.
    static func acquiredType(_ asToken: Int, in tree: SyntaxTree) -> String? {
        guard tree.keyword(asToken) == .as else { return nil }
        var typeStart = asToken + 1
        if let kind = tree.kind(typeStart), kind == .postfixExclaim || kind == .postfixQuestion { typeStart += 1 }
        var e = asToken - 1
        while e > 0, let kind = tree.kind(e), kind == .postfixQuestion || kind == .postfixExclaim { e -= 1 }
        guard tree.tokenIs(e, "delegate") else { return nil }
        let chain = tree.memberChain(endingAt: e)
        let ok: Bool
        switch chain.count {
        case 2: ok = tree.tokenIs(chain[0], "NSApp")
        case 3:
            ok = (tree.tokenIs(chain[0], "UIApplication") && (tree.tokenIs(chain[1], "shared") || tree.tokenIs(chain[1], "sharedApplication")))
                || (tree.tokenIs(chain[0], "NSApplication") && tree.tokenIs(chain[1], "shared"))
        default: ok = false
        }
        guard ok else { return nil }
        // The type: a (possibly module-qualified) name.
        var k = typeStart, last = -1
        while tree.kind(k) == .identifier {
            last = k
            guard tree.kind(k + 1) == .dot else { break }
            k += 2
        }
        return last >= 0 ? tree.text(last) : nil
    }

    /// The app-delegate type an accessor variable yields: its initializer or getter is the cast.
    static func accessorType(_ d: Declaration, in tree: SyntaxTree) -> String? {
        var ranges = d.accessorBodies
        if let i = d.initializer { ranges.append(i) }
        for r in ranges {
            var start = r.lowerBound
            if tree.kind(start) == .leftBrace { start += 1 }
            if tree.keyword(start) == .return { start += 1 }
            // The cast must be the whole value: find the first top-level `as` after the operand.
            var k = start
            while k < r.upperBound {
                if let kind = tree.kind(k), kind == .leftParen || kind == .leftBracket || kind == .leftBrace, let m = tree.partner(k), m > k { k = m + 1; continue }
                if tree.keyword(k) == .as { break }
                k += 1
            }
            guard k < r.upperBound, let t = acquiredType(k, in: tree),
                  tree.postfixExpressionStart(endingAt: k - 1, lowerLimit: start) == start else { continue }
            return t
        }
        return nil
    }

    /// A class of the tree that adopts `UIApplicationDelegate`/`NSApplicationDelegate` (or is
    /// named `AppDelegate`).
    static func isAppDelegateClass(_ name: String, index: ProjectIndex) -> Bool {
        var current = name
        var seen: Set<String> = []
        while !seen.contains(current) {
            seen.insert(current)
            guard let declaration = index.types[current]?.first(where: { $0.declaration.kind == .class })?.declaration else { return false }
            if current == "AppDelegate" { return true }
            var inherited = declaration.inheritance.map(\.name)
            for e in index.extensions[current] ?? [] { inherited += e.declaration.inheritance.map(\.name) }
            if inherited.contains("UIApplicationDelegate") || inherited.contains("NSApplicationDelegate") { return true }
            guard let superclass = declaration.inheritance.first?.name else { return false }
            current = superclass
        }
        return false
    }

    /// UIKit superclasses, for accessors declared in extensions of framework classes.
    static let frameworkSuperclass: [String: String] = [
        "UITableViewController": "UIViewController", "UICollectionViewController": "UIViewController",
        "UINavigationController": "UIViewController", "UITabBarController": "UIViewController",
        "UIPageViewController": "UIViewController", "UISplitViewController": "UIViewController",
        "UISearchController": "UIViewController", "UIAlertController": "UIViewController",
        "UIHostingController": "UIViewController", "UIViewController": "UIResponder",
        "UITableViewCell": "UIView", "UICollectionViewCell": "UICollectionReusableView",
        "UICollectionReusableView": "UIView", "UITableViewHeaderFooterView": "UIView",
        "UIControl": "UIView", "UIButton": "UIControl", "UIStackView": "UIView", "UIScrollView": "UIView",
        "UITableView": "UIScrollView", "UICollectionView": "UIScrollView", "UIView": "UIResponder",
        "UIResponder": "NSObject", "NSViewController": "NSResponder", "NSView": "NSResponder",
        "NSWindowController": "NSResponder", "NSResponder": "NSObject",
    ]

    /// The type itself, its superclasses in the tree, then its framework superclasses.
    static func classChain(of name: String, index: ProjectIndex) -> [String] {
        var result: [String] = []
        var current: String? = name
        while let c = current, !result.contains(c), result.count < 16 {
            result.append(c)
            if let d = index.types[c]?.first?.declaration {
                current = d.kind == .class ? d.inheritance.first?.name : nil
            } else {
                current = frameworkSuperclass[c]
            }
        }
        return result
    }

    static func oneLine(_ range: TokenRange, _ tree: SyntaxTree, limit: Int = 80) -> String? {
        guard !range.isEmpty else { return nil }
        for i in range.indices.dropFirst() where tree.tokens[i].newlineBefore { return nil }
        let text = tree.text(of: range)
        return text.count <= limit ? text : nil
    }
}
