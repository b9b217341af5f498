import FlowLintKit

/// `non-class-delegate-protocol`: a `…Delegate`/`…DataSource` protocol that is not class-bound.
public let nonClassDelegateProtocolRule = Rule(
    RuleDescription(
        id: "non-class-delegate-protocol",
        name: "Non-class delegate protocol",
        summary: "A delegate or data source protocol that is not class-bound although a class stores it as a back-reference, so the cycle can't be broken with `weak`.",
        rationale: """
            Swift only allows `weak` and `unowned` references to class instances. When a delegate \
            protocol is not class-bound, every property that holds it must be strong, and the usual \
            delegate pattern (the delegate owns the delegating object) becomes a retain cycle that \
            leaks both objects, the screen and everything they observe.
            """,
        fix: "Constrain the protocol to classes: `protocol FooDelegate: AnyObject`, then declare the properties that hold it `weak var`.",
        triggeringExamples: [
            """
            protocol ComposerDelegate {   // expect: non-class-delegate-protocol
                func composerDidSend(_ text: String)
            }
            final class ComposerView: UIView {
                var delegate: ComposerDelegate?
            }
            final class ChatViewController: UIViewController, ComposerDelegate {
                let composer = ComposerView()
                override func viewDidLoad() { composer.delegate = self }
                func composerDidSend(_ text: String) {}
            }
            """,
        ],
        nonTriggeringExamples: [
            """
            protocol ComposerDelegate: AnyObject {
                func composerDidSend(_ text: String)
            }
            @objc protocol MessageCellDelegate {
                func messageCellDidLongPress()
            }
            protocol StickerPickerDelegate where Self: UIView {
                func stickerPicker(didPick id: String)
            }
            """,
            """
            // A strategy: structs adopt it, and the feed owns the value it is given.
            protocol FeedSortingDelegate {
                func sorted(_ ids: [String]) -> [String]
            }
            struct NewestFirst: FeedSortingDelegate {
                func sorted(_ ids: [String]) -> [String] { ids.reversed() }
            }
            final class Feed {
                private let delegate: FeedSortingDelegate
                init(delegate: FeedSortingDelegate) { self.delegate = delegate }
            }
            protocol SDKBridgeDelegate: SomeSDKProtocol {}   // not in the tree: benefit of the doubt
            protocol MessageRendering {}                     // not named like a delegate
            """,
        ],
        options: [
            RuleOptionDescription(name: "type-suffixes", type: .stringList, defaultValue: .stringList(["Delegate", "DataSource"]),
                                  summary: "Last words of protocol names that are delegate protocols (case-insensitive: `Datasource` matches)."),
            .testCode,
            .deadCode,
        ]
    ),
    prepare: { index in index.prepareBackReferences() },
    check: { context in NonClassDelegateProtocolCheck.run(&context) }
)

enum NonClassDelegateProtocolCheck {
    static func run(_ context: inout RuleContext) {
        let suffixes = context.options.strings("type-suffixes")
        let index = context.index
        var stack = context.tree.declarations
        while let d = stack.popLast() {
            if d.kind.isType { stack.append(contentsOf: d.members) }
            guard d.kind == .protocol, !d.name.isEmpty,
                  suffixes.contains(where: { Naming.endsWithWord(d.name, $0) }) else { continue }
            // `.unknown` (an inherited protocol outside the tree) gets the benefit of the doubt,
            // and so does a name declared more than once (no fact from an ambiguous name).
            guard index.types[d.name]?.count == 1, index.classBoundness(ofProtocol: d.name) == .no else { continue }
            // Only a protocol that a class really stores as a back-reference needs `AnyObject`:
            // strategies, services and owned helpers typed by it are fine as they are.
            guard let (owner, property, handoff, ownerLifetime) = storedBackReference(d.name, index, neverRuns: context.neverRuns(_:in:)) else { continue }
            let ownerName = owner.declaration.name
            let loop = ownerLifetime == nil ? provenLoop(through: property, of: ownerName, index) : nil
            let harm = ownerLifetime.map {
                "'\(ownerName)' lives as long as the process (\($0)), so the last '\(handoff.typeName)' stays in memory after it is closed"
            } ?? "a retain cycle\(loop.map { " (" + $0 + ")" } ?? "")"
            let message = "Protocol '\(d.name)' is not class-bound, so '\(ownerName).\(property.name)' must hold its delegate strongly, "
                + "and '\(handoff.typeName)' hands itself to it: \(harm); declare 'protocol \(d.name): AnyObject' "
                + "and make '\(property.name)' 'weak var'"
            context.report(at: d.keywordToken, message, related: [
                RelatedLocation(location: RuleContext.location(ofToken: property.keywordToken, in: owner.file),
                                message: "'\(ownerName).\(property.name)' stores it strongly here"),
                RelatedLocation(location: RuleContext.location(ofToken: handoff.token, in: handoff.file),
                                message: "'\(handoff.typeName)' passes 'self' as '\(property.name)' here"),
            ])
        }
    }

    /// The loop the ownership graph proves through `property` of `owned`, spelled out
    /// (`Owner.holder → Owned, Owned.delegate → Owner`), if there is one.
    static func provenLoop(through property: Declaration, of owned: String, _ index: ProjectIndex) -> String? {
        if let cycle = index.twoClassCycle(through: property, of: owned, ownedInTestCode: false) {
            return index.spelledOut(cycle, owned: owned, backReference: property.name)
        }
        guard let loop = index.pathLoop(backReference: property.name, of: owned), loop.backReference.declaration === property else { return nil }
        return loop.spelledOut
    }

    /// The first strong stored property typed by the protocol, in a class that is not
    /// process-lifetime, with evidence that what it holds can hold the owner back. Properties of
    /// classes never made and hand-offs in code that never runs (`neverRuns`: the rule's
    /// `RuleContext.neverRuns(_:in:)`) are no evidence (docs/lifetimes.md, "Code that never runs").
    /// An owner that lives as long as the process counts only with a screen for its delegate,
    /// which it keeps in memory after it is closed (`ownerLifetime` says why it lives so long),
    /// and only when no other owner gives evidence.
    static func storedBackReference(_ proto: String, _ index: ProjectIndex, neverRuns: (Int, ParsedFile) -> Bool = { _, _ in false })
        -> (owner: DeclarationSite, property: Declaration, handoff: ProjectIndex.SelfHandoff, ownerLifetime: String?)? {
        var pinning: (owner: DeclarationSite, property: Declaration, handoff: ProjectIndex.SelfHandoff, ownerLifetime: String?)?
        for (owner, property) in index.strongStoredProperties(ofType: proto) {
            let lifetime = index.processLifetime(ofType: index.lifetimeName(of: owner.declaration))
            if lifetime != nil && pinning != nil { continue }
            if neverRuns(property.keywordToken, owner.file) { continue }
            guard let h = index.backReference(to: property.name, protocolName: proto, typeText: property.typeText, owner: owner.declaration.name,
                                              ownerInTestCode: owner.file.isTestFile || owner.file.isInTestDeclaration(property.keywordToken),
                                              property: DeclarationSite(file: owner.file, declaration: property),
                                              skipping: { neverRuns($0.token, $0.file) || (lifetime != nil && !index.handsOverClosableScreen($0)) })
            else { continue }
            guard let lifetime else { return (owner, property, h, nil) }
            pinning = (owner, property, h, lifetime)
        }
        return pinning
    }
}
