import FlowLintKit

/// `strong-delegate`: a stored delegate property of a class or actor that is not `weak`/`unowned`.
public let strongDelegateRule = Rule(
    RuleDescription(
        id: "strong-delegate",
        name: "Strong delegate",
        summary: "A delegate or data source held by a strong stored property of a class or actor.",
        rationale: """
            The delegate usually owns the object that stores it (a view controller owns its table \
            view, a coordinator owns its child). A strong back-reference closes the loop: neither \
            object is ever deallocated, and the screen, its observers and its network work leak.
            """,
        fix: "Declare the property `weak var` (the delegate protocol must be class-bound: `protocol FooDelegate: AnyObject`).",
        triggeringExamples: [
            """
            protocol ProfileViewDelegate: AnyObject {}
            final class ProfileView: UIView {
                var delegate: ProfileViewDelegate?   // expect: strong-delegate
            }
            final class ProfileViewController: UIViewController, ProfileViewDelegate {
                let profileView = ProfileView()
                override func viewDidLoad() { profileView.delegate = self }
            }
            """,
            """
            protocol ReceiptPrinterDelegate {}
            protocol CartUpdateDelegate: AnyObject {}
            actor ReceiptPrinter {
                var delegate: ReceiptPrinterDelegate?   // expect: strong-delegate
                let listener: CartUpdateDelegate        // expect: strong-delegate
                var statusDelegate: AnyObject? {        // expect: strong-delegate
                    didSet { print("changed") }
                }
                init(listener: CartUpdateDelegate) { self.listener = listener }
            }
            final class CheckoutViewController: UIViewController, ReceiptPrinterDelegate, CartUpdateDelegate {
                lazy var printer = ReceiptPrinter(listener: self)
                func start() {
                    printer.delegate = self
                    printer.statusDelegate = self
                }
            }
            """,
        ],
        nonTriggeringExamples: [
            """
            protocol ProfileViewDelegate: AnyObject {}
            final class ProfileView: UIView {
                weak var delegate: ProfileViewDelegate?
                var delegateCount = 0
                private let dataSource = FeedDataSource()
            }
            """,
            """
            // Owned helpers and services named like delegates: nothing hands 'self' to them.
            protocol FeedLayoutDelegate {}
            protocol PlaybackDelegate: AnyObject {}
            final class FeedViewController: UIViewController {
                private let layoutDelegate: FeedLayoutDelegate
                private let playbackDelegate: PlaybackDelegate
                init(layoutDelegate: FeedLayoutDelegate, playbackDelegate: PlaybackDelegate = PlaybackManager.shared) {
                    self.layoutDelegate = layoutDelegate
                    self.playbackDelegate = playbackDelegate
                    super.init(nibName: nil, bundle: nil)
                }
            }
            """,
            """
            final class SearchResultsDataSource: NSObject, UITableViewDataSource {}
            struct GridLayoutDataSource { var columns = 2 }
            final class ProductListViewController: UITableViewController {
                var scrollDelegate: UIScrollViewDelegate? { tableView.delegate }
                var dataSource: [String] = []
                var layoutDataSource = GridLayoutDataSource()
                private let resultsProvider: SearchResultsDataSource
                static var fallbackDelegate: UITableViewDelegate?
                private let appDelegate = UIApplication.shared.delegate as? AppDelegate
                init(resultsProvider: SearchResultsDataSource) {
                    self.resultsProvider = resultsProvider
                    super.init(style: .plain)
                }
            }
            struct ProductCellConfiguration {
                var actionDelegate: UITableViewDelegate?
            }
            final class PagingCollectionView: UICollectionView {
                override var delegate: UICollectionViewDelegate? { didSet { print("set") } }
            }
            """,
        ],
        options: [
            RuleOptionDescription(name: "property-names", type: .stringList, defaultValue: .stringList(["delegate", "dataSource"]),
                                  summary: "Last words of property names that hold a back-reference (case-insensitive); add e.g. `parentCoordinator`."),
            RuleOptionDescription(name: "type-suffixes", type: .stringList, defaultValue: .stringList(["Delegate", "DataSource"]),
                                  summary: "Suffixes of protocol names whose values are back-references."),
            .testCode,
            .deadCode,
        ]
    ),
    prepare: { index in index.prepareBackReferences() },
    check: { context in StrongDelegateCheck.run(&context) }
)

enum StrongDelegateCheck {
    /// Property wrappers that hold the application delegate.
    static let appDelegateWrappers: Set<String> = ["UIApplicationDelegateAdaptor", "NSApplicationDelegateAdaptor", "WKApplicationDelegateAdaptor"]

    static func run(_ context: inout RuleContext) {
        let names = context.options.strings("property-names")
        let suffixes = context.options.strings("type-suffixes")
        let tree = context.tree
        // The bodies of the file's top-level extensions, by the extended type's simple name.
        var extensionBodies: [String: [TokenRange]] = [:]
        for d in tree.declarations where d.kind == .extension {
            if let b = d.body { extensionBodies[Declaration.simpleName(d.name), default: []].append(b) }
        }
        var stack = tree.declarations
        while let d = stack.popLast() {
            stack.append(contentsOf: d.members)
            guard d.kind == .class || d.kind == .actor else { continue }
            for property in d.members where property.kind == .variable {
                check(property, in: d, extensionBodies: extensionBodies[d.name] ?? [], names: names, suffixes: suffixes, &context)
            }
        }
    }

    static func check(_ p: Declaration, in type: Declaration, extensionBodies: [TokenRange], names: [String], suffixes: [String],
                      _ context: inout RuleContext) {
        guard p.accessorKind == .stored || p.accessorKind == .observed,
              !p.modifiers.contains(.weak), !p.modifiers.contains(.unowned),
              !p.modifiers.isTypeMember, !p.modifiers.contains(.override), !p.isLocal else { return }
        if p.attributes.contains(where: { appDelegateWrappers.contains($0.name) }) { return }
        let index = context.index
        let byName = names.contains { Naming.endsWithWord(p.name, $0) }
        // Only work out the written type's name when it can matter (cheap substring test first).
        let typeName = byName || mayEndWithSuffix(p.typeText, suffixes)
            ? p.typeText.flatMap(Naming.baseTypeName) : nil
        // The type clause is about protocols: a type the tree declares as something else, or a
        // framework class named like a data source, is not matched by its name alone.
        let byType = typeName.map { t in
            suffixes.contains { t.hasSuffix($0) } && !knownClassTypes.contains(t)
                && (index.kind(ofType: t).map { $0 == .protocol } ?? true)
        } ?? false
        guard byName || byType else { return }
        // A diffable data source is only held weakly by its view: the owner must keep it strongly.
        if let t = typeName, knownClassTypes.contains(t) { return }

        let tree = context.tree
        // Standard-library value types (`[Product]`, `[String: Item]`, `Set<Int>`, `String`…)
        // are model data, not back-references.
        if let text = p.typeText, isStandardValueType(text) { return }
        if p.typeText == nil, let initializer = p.initializer, isValueLiteral(initializer, tree) { return }
        // A function type, or a type the tree declares as a struct, enum or closure alias, cannot form a cycle.
        if let text = p.typeText, Naming.isFunctionType(text) { return }
        if let t = typeName {
            // Value types cannot form a cycle; a class type is not guessed to be a back-reference.
            if let kind = index.kind(ofType: t), kind != .protocol { return }
            if index.isClosureTypealias(t) { return }
            // The application delegate lives as long as the process.
            if t == "AppDelegate" || applicationDelegateProtocols.contains(t) { return }
            if index.kind(ofType: t) == .class, index.inheritedNames(of: t).contains(where: applicationDelegateProtocols.contains) { return }
        }
        if Naming.endsWithWord(p.name, "appDelegate") || Naming.endsWithWord(p.name, "applicationDelegate") { return }
        if let initializer = p.initializer {
            let text = tree.compactText(of: initializer)
            if text.containsText("UIApplication.shared.delegate") || text.containsText("NSApp.delegate") || text.containsText("NSApplication.shared.delegate") { return }
            if createsInstance(initializer, tree) || appliedClosureCreatesInstance(initializer, tree) { return }
        }
        if assignsOwnInstance(to: p.name, in: type, extensionBodies: extensionBodies, tree) { return }

        // A strong reference is only a cycle when what it holds can hold the owner back: some
        // object must hand itself to the property. Without that evidence, stay silent.
        let ownerLifetime = index.processLifetime(ofType: index.lifetimeName(of: type))
        // An object never made holds nothing, and a hand-off in code that never runs hands
        // nothing over (docs/lifetimes.md, "Code that never runs").
        if context.neverRuns(p.keywordToken) { return }
        // A process-lifetime owner: only a hand-off by a screen it would keep after it closes.
        let skipped: (ProjectIndex.SelfHandoff) -> Bool = ownerLifetime == nil
            ? context.handoffNeverRuns : { context.handoffNeverRuns($0) || !index.handsOverClosableScreen($0) }
        guard let handoff = index.backReference(to: p.name, protocolName: typeName, typeText: p.typeText, owner: type.name,
                                                    ownerInTestCode: context.file.isTestFile || context.file.isInTestDeclaration(p.keywordToken),
                                                    property: DeclarationSite(file: context.file, declaration: p),
                                                    skipping: skipped) else { return }
        let owned = ProjectIndex.simpleName(type.name)
        // An owner that lives as long as the process leaks nothing through a loop, but a screen
        // it holds strongly stays in memory after it is closed (decided on real code, 2026-12-07:
        // a messenger's registration, password and signature singletons, and a podcast app's
        // download service, each keeping the last screen that set itself as their delegate; 5
        // judged correct, 1 debatable).
        if let ownerLifetime {
            var message = "Delegate property '\(p.name)' is a strong reference, and '\(handoff.typeName)' hands itself to it: "
                + "'\(owned)' lives as long as the process (\(ownerLifetime)), so the last '\(handoff.typeName)' stays in memory after it "
                + "is closed, until another one takes its place; declare it 'weak var'"
            if let t = typeName, index.kind(ofType: t) == .protocol, index.classBoundness(ofProtocol: t) == .no {
                message += " (which first needs protocol '\(t)' to be class-bound: 'protocol \(t): AnyObject')"
            }
            context.report(at: p.keywordToken, message, related: [
                RelatedLocation(location: RuleContext.location(ofToken: handoff.token, in: handoff.file),
                                message: "'\(handoff.typeName)' passes 'self' as '\(p.name)' here"),
            ])
            return
        }
        // The strongest message when the ownership graph proves the loop: the one handing itself
        // over also keeps this object.
        let cycle = index.twoClassCycle(through: p, of: owned, ownedInTestCode: context.file.isTestFile || context.file.isInTestDeclaration(p.keywordToken))
        let longer = cycle == nil ? index.pathLoop(backReference: p.name, of: owned).flatMap { $0.backReference.declaration === p ? $0 : nil } : nil
        var message: String
        if let loop = longer {
            message = "Delegate property '\(p.name)' is a strong reference, and '\(loop.owner)' hands itself to it: "
                + "a retain cycle of \(loop.types.count) objects (\(loop.spelledOut)) keeps them all alive; declare it 'weak var'"
        } else if let cycle {
            message = "Delegate property '\(p.name)' is a strong reference, and '\(cycle.owner)' hands itself to it: "
                + "a retain cycle (\(index.spelledOut(cycle, owned: owned, backReference: p.name))) keeps both alive; declare it 'weak var'"
        } else {
            message = "Delegate property '\(p.name)' is a strong reference, and '\(handoff.typeName)' hands itself to it: "
                + "this '\(owned)' keeps its delegate alive, a retain cycle as soon as '\(handoff.typeName)' keeps it, directly or through what it owns; declare it 'weak var'"
        }
        if let t = typeName, index.kind(ofType: t) == .protocol, index.classBoundness(ofProtocol: t) == .no {
            message += " (which first needs protocol '\(t)' to be class-bound: 'protocol \(t): AnyObject')"
        }
        var related = [RelatedLocation(location: RuleContext.location(ofToken: handoff.token, in: handoff.file),
                                       message: "'\(handoff.typeName)' passes 'self' as '\(p.name)' here")]
        for (from, step) in zip(longer?.types ?? [], longer?.steps.dropLast() ?? []) {
            related.append(RelatedLocation(location: RuleContext.location(ofToken: step.declaration.keywordToken, in: step.file),
                                           message: "'\(from).\(step.declaration.name)' keeps the next object strongly"))
        }
        if let cycle {
            let holder = cycle.ownerProperty
            related.append(RelatedLocation(location: RuleContext.location(ofToken: holder.declaration.keywordToken, in: holder.file),
                                           message: "'\(cycle.owner).\(holder.declaration.name)' keeps the '\(owned)' strongly"))
        }
        if let t = typeName, let site = index.types[t]?.first, site.declaration.kind == .protocol {
            related.append(RelatedLocation(location: RuleContext.location(ofToken: site.declaration.keywordToken, in: site.file),
                                           message: "protocol '\(t)' declared here"))
        }
        context.report(at: p.keywordToken, message, related: related)
    }

    static let applicationDelegateProtocols: Set<String> = ["UIApplicationDelegate", "NSApplicationDelegate", "WKApplicationDelegate", "WKExtensionDelegate"]

    /// Framework classes whose names end like delegate protocols.
    static let knownClassTypes: Set<String> = [
        "UITableViewDiffableDataSource", "UICollectionViewDiffableDataSource",
        "NSTableViewDiffableDataSource", "NSCollectionViewDiffableDataSource",
        "UITableViewDiffableDataSourceReference", "UICollectionViewDiffableDataSourceReference",
        "NSCollectionViewDiffableDataSourceReference",
    ]

    /// Standard-library value types that a property named `dataSource` often holds.
    static let standardValueTypes: Set<String> = [
        "Array", "Dictionary", "Set", "ContiguousArray", "String", "Substring", "Int", "Int8", "Int16", "Int32", "Int64",
        "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double", "Float", "CGFloat", "Bool", "Character",
        "Decimal", "Data", "Date", "URL", "UUID", "IndexPath", "IndexSet",
    ]

    /// `[T]`, `[K: V]` (optional or not), or a standard-library value type.
    static func isStandardValueType(_ text: String) -> Bool {
        var s = Substring(text)
        while let last = s.last, last == "?" || last == "!" { s = s.dropLast() }
        if s.hasPrefix("[") && s.hasSuffix("]") { return true }
        if let name = Naming.baseTypeName(text), standardValueTypes.contains(name), !text.containsText("->") { return true }
        return false
    }

    /// An array/dictionary, string, number or boolean literal (`= []`, `= [:]`, `= ""`, `= 0`), or `[T]()`.
    static func isValueLiteral(_ range: TokenRange, _ tree: SyntaxTree) -> Bool {
        guard let k = tree.kind(range.lowerBound) else { return false }
        switch k {
        case .leftBracket, .stringStart:
            // The literal must be the whole initializer (`[a, b]`, not `[a, b].first!`), or an
            // empty collection construction (`[Product]()`, `[String: Int]()`).
            guard let close = tree.partner(range.lowerBound) else { return false }
            if close + 1 == range.upperBound { return true }
            return k == .leftBracket && tree.kind(close + 1) == .leftParen && tree.partner(close + 1).map { $0 + 1 == range.upperBound } == true
        case .integerLiteral, .floatLiteral:
            return range.count == 1
        default:
            return tree.keyword(range.lowerBound) == .true || tree.keyword(range.lowerBound) == .false
        }
    }

    /// Whether a written type, without trailing `?`, `!` and `)`, ends with one of the suffixes
    /// (a cheap filter before the type's name is worked out).
    static func mayEndWithSuffix(_ typeText: String?, _ suffixes: [String]) -> Bool {
        guard var text = typeText?[...] else { return false }
        while let last = text.last, last == "?" || last == "!" || last == ")" { text = text.dropLast() }
        return suffixes.contains { text.hasSuffix($0) }
    }

    /// `Foo(…)`, `Foo.init(…)`, `.init(…)`, `Foo { … }` — an instance created right here.
    static func createsInstance(_ range: TokenRange, _ tree: SyntaxTree) -> Bool {
        var i = range.lowerBound
        guard i < range.upperBound else { return false }
        if tree.kind(i) == .dot && tree.keyword(i + 1) == .`init` { return true }
        guard tree.kind(i) == .identifier, let first = tree.text(i).unicodeScalars.first, first.properties.isUppercase else { return false }
        // Walk a dotted type path (`Module.Foo`, `Foo.init`).
        while tree.kind(i + 1) == .dot && tree.kind(i + 2) == .identifier && i + 2 < range.upperBound {
            if tree.keyword(i + 2) == .`init` { return true }
            i += 2
        }
        if tree.kind(i + 1) == .operator && tree.tokenIs(i + 1, "<") { return true }
        guard let callee = tree.call(named: i) else { return false }
        return callee.endToken >= range.upperBound || tree.kind(callee.endToken) != .dot
    }

    /// `name = Foo(…)` or `self.name = Foo(…)` inside the type's own code.
    static func assignsOwnInstance(to name: String, in type: Declaration, extensionBodies: [TokenRange], _ tree: SyntaxTree) -> Bool {
        guard let body = type.body else { return false }
        // The type's body and its extensions in the same file (`private extension Foo { … }`).
        let bodies = [body] + extensionBodies
        for a in bodies.lazy.flatMap({ tree.assignments(in: $0) }) {
            let lhs = a.lhs
            let isSelfName = (lhs.count == 1 && tree.tokenIs(lhs.lowerBound, name))
                || (lhs.count == 3 && tree.keyword(lhs.lowerBound) == .self && tree.kind(lhs.lowerBound + 1) == .dot && tree.tokenIs(lhs.lowerBound + 2, name))
            if isSelfName && (createsInstance(a.rhs, tree) || localCreatesInstance(a.rhs, before: a.equalToken, tree)) { return true }
        }
        return false
    }

    /// `lazy var x = { … return Foo(…) }()` or `{ Foo(…) }()`: an applied closure whose result
    /// (a `return` of the closure itself, or its single expression) is a construction.
    static func appliedClosureCreatesInstance(_ range: TokenRange, _ tree: SyntaxTree) -> Bool {
        let open = range.lowerBound
        guard tree.kind(open) == .leftBrace, let close = tree.partner(open), close + 3 == range.upperBound,
              tree.kind(close + 1) == .leftParen, tree.kind(close + 2) == .rightParen,
              let ci = tree.closureIndex(brace: open) else { return false }
        let body = tree.closures[ci].bodyRange
        if createsInstance(body, tree) && tree.statements.contains(where: { $0.range == body }) { return true }
        var sawReturn = false
        for k in body.indices where tree.keyword(k) == .return {
            // Only the applied closure's own `return`s, not those of nested closures.
            guard tree.innermostClosure(containing: k)?.index == ci else { continue }
            guard createsInstance(TokenRange(k + 1, body.upperBound), tree) else { return false }
            sawReturn = true
        }
        return sawReturn
    }

    /// `self.x = manager` where `manager` is a local bound to a construction in the same code
    /// (`let manager = Foo(); …; self.x = manager`): still an instance the type creates.
    static func localCreatesInstance(_ rhs: TokenRange, before token: Int, _ tree: SyntaxTree) -> Bool {
        guard rhs.count == 1, tree.kind(rhs.lowerBound) == .identifier else { return false }
        let name = tree.text(rhs.lowerBound)
        for b in tree.bindings where b.nameToken < token && b.scope.indices.contains(token) && tree.tokenIs(b.nameToken, name) {
            let kw = tree.keyword(b.nameToken - 1)
            guard kw == .let || kw == .var,
                  tree.kind(b.nameToken + 1) == .equal else { continue }
            if createsInstance(TokenRange(b.nameToken + 2, token), tree) { return true }
        }
        return false
    }
}
