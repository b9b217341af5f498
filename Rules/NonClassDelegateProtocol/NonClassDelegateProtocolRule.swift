import FlowLintKit

/// `non-class-delegate-protocol`: a `…Delegate`/`…DataSource` protocol that is not class-bound.
public let nonClassDelegateProtocolRule = Rule(
    RuleDescription(
        id: "non-class-delegate-protocol",
        name: "Non-class delegate protocol",
        summary: "A delegate or data source protocol that is not class-bound, so conforming objects can't be held `weak`.",
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
            """,
            """
            protocol ReadReceiptDelegate: Hashable, Sendable {   // expect: non-class-delegate-protocol
                func readReceiptsDidChange()
            }
            protocol Paging {}
            protocol MessageListDataSource: Paging {   // expect: non-class-delegate-protocol
                func numberOfMessages() -> Int
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
            protocol ConversationParticipant: AnyObject {}
            protocol MessageListDelegate: ConversationParticipant {}
            protocol SDKBridgeDelegate: SomeSDKProtocol {}   // not in the tree: benefit of the doubt
            protocol MessageRendering {}                     // not named like a delegate
            """,
        ],
        options: [
            RuleOptionDescription(name: "type-suffixes", type: .stringList, defaultValue: .stringList(["Delegate", "DataSource"]),
                                  summary: "Last words of protocol names that are delegate protocols (case-insensitive: `Datasource` matches)."),
            .testCode,
        ]
    ),
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
            // `.unknown` (an inherited protocol outside the tree) gets the benefit of the doubt.
            guard index.classBoundness(ofProtocol: d.name) == .no else { continue }
            let message = "Protocol '\(d.name)' is not class-bound, so conforming delegates can't be held 'weak'; "
                + "declare it 'protocol \(d.name): AnyObject'"
            context.report(at: d.keywordToken, message)
        }
    }
}
