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
        ]
    ),
    check: { context in StrongDelegateCheck.run(&context) }
)

enum StrongDelegateCheck {
    /// Property wrappers that hold the application delegate.
    static let appDelegateWrappers: Set<String> = ["UIApplicationDelegateAdaptor", "NSApplicationDelegateAdaptor", "WKApplicationDelegateAdaptor"]

    static func run(_ context: inout RuleContext) {
        let names = context.options.strings("property-names")
        let suffixes = context.options.strings("type-suffixes")
        let tree = context.tree
        var stack = tree.declarations
        while let d = stack.popLast() {
            stack.append(contentsOf: d.members)
            guard d.kind == .class || d.kind == .actor else { continue }
            for property in d.members where property.kind == .variable {
                check(property, in: d, names: names, suffixes: suffixes, &context)
            }
        }
        _ = tree
    }

    static func check(_ p: Declaration, in type: Declaration, names: [String], suffixes: [String], _ context: inout RuleContext) {
        guard p.accessorKind == .stored || p.accessorKind == .observed,
              !p.modifiers.contains(.weak), !p.modifiers.contains(.unowned),
              !p.modifiers.isTypeMember, !p.modifiers.contains(.override), !p.isLocal else { return }
        if p.attributes.contains(where: { appDelegateWrappers.contains($0.name) }) { return }
        let typeName = p.typeText.flatMap(Naming.baseTypeName)
        let index = context.index
        let byName = names.contains { Naming.endsWithWord(p.name, $0) }
        // The type clause is about protocols: a type the tree declares as something else, or a
        // framework class named like a data source, is not matched by its name alone.
        let byType = typeName.map { t in
            suffixes.contains { t.hasSuffix($0) } && !knownClassTypes.contains(t)
                && (index.kind(ofType: t).map { $0 == .protocol } ?? true)
        } ?? false
        guard byName || byType else { return }

        let tree = context.tree
        // Standard-library value types (`[Product]`, `[String: Item]`, `Set<Int>`, `String`…)
        // are model data, not back-references.
        if let text = p.typeText, isStandardValueType(text) { return }
        if p.typeText == nil, let initializer = p.initializer, isValueLiteral(initializer, tree) { return }
        // A function type, or a type the tree declares as a struct, enum or closure alias, cannot form a cycle.
        if let text = p.typeText, Naming.isFunctionType(text) { return }
        if let t = typeName {
            if let kind = index.kind(ofType: t), kind == .struct || kind == .enum { return }
            if index.isClosureTypealias(t) { return }
            // The application delegate lives as long as the process.
            if t == "AppDelegate" || applicationDelegateProtocols.contains(t) { return }
            if index.kind(ofType: t) == .class, index.inheritedNames(of: t).contains(where: applicationDelegateProtocols.contains) { return }
        }
        if Naming.endsWithWord(p.name, "appDelegate") || Naming.endsWithWord(p.name, "applicationDelegate") { return }
        if let initializer = p.initializer {
            let text = tree.compactText(of: initializer)
            if text.contains("UIApplication.shared.delegate") || text.contains("NSApp.delegate") || text.contains("NSApplication.shared.delegate") { return }
            if createsInstance(initializer, tree) { return }
        }
        if assignsOwnInstance(to: p.name, in: type, tree) { return }

        var message = "Delegate property '\(p.name)' is a strong reference; declare it 'weak var' so the delegate and its owner can be deallocated"
        if let t = typeName, index.kind(ofType: t) == .protocol, index.classBoundness(ofProtocol: t) == .no {
            message += " ('weak' first needs protocol '\(t)' to be class-bound: 'protocol \(t): AnyObject')"
        }
        var related: [RelatedLocation] = []
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
        if let name = Naming.baseTypeName(text), standardValueTypes.contains(name), !text.contains("->") { return true }
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
    static func assignsOwnInstance(to name: String, in type: Declaration, _ tree: SyntaxTree) -> Bool {
        guard let body = type.body else { return false }
        for a in tree.assignments where body.contains(a.equalToken) {
            let lhs = a.lhs
            let isSelfName = (lhs.count == 1 && tree.tokenIs(lhs.lowerBound, name))
                || (lhs.count == 3 && tree.keyword(lhs.lowerBound) == .self && tree.kind(lhs.lowerBound + 1) == .dot && tree.tokenIs(lhs.lowerBound + 2, name))
            if isSelfName && createsInstance(a.rhs, tree) { return true }
        }
        return false
    }
}
