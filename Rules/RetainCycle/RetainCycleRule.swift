import FlowLintKit

/// `retain-cycle`: classes that hold each other strongly in a loop of two objects or more,
/// found from the owner handing itself to what it owns, whatever the properties are called.
public let retainCycleRule = Rule(
    RuleDescription(
        id: "retain-cycle",
        name: "Retain cycle",
        summary: "A class keeps an object in a strong property and hands itself to a strong property of that object: neither is ever freed.",
        rationale: """
            When `Owner` keeps an `Owned` in a strong stored property and gives it `self` for a \
            strong stored property of its own (`viewModel.screen = self`, `Owned(screen: self)`), \
            each keeps the other alive: when the screen is dismissed, neither is deallocated, and \
            everything they hold (views, observers, timers) stays too. Xcode's memory graph shows \
            the loop at run time, for the screens you happened to open; the tree shows it before \
            the code ships. Delegate-named properties are strong-delegate's (it reports the same \
            shape by name); this rule finds the back-references with ordinary names.
            """,
        fix: """
            Make the back-reference (the owned object's property that points at its owner) \
            `weak` — `weak var screen: ProfileScreen?` — or `unowned` when the owned object never \
            outlives its owner. A protocol type needs `: AnyObject` before it can be `weak`.
            """,
        triggeringExamples: [
            """
            final class ProfileViewModel {
                var screen: ProfileViewController?   // expect: retain-cycle "'ProfileViewController' owns this 'ProfileViewModel' through 'viewModel'"
                func refresh() { screen?.render() }
            }
            final class ProfileViewController: UIViewController {
                private let viewModel = ProfileViewModel()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    viewModel.screen = self
                }
                func render() {}
            }
            """,
            """
            final class ReaderViewController: UIViewController {
                private let readerView = ReaderView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    readerView.pageView.controller = self
                }
            }
            final class ReaderView: UIView {
                let pageView = PageView()
            }
            final class PageView: UIView {
                var controller: ReaderViewController?   // expect: retain-cycle "a retain cycle of 3 objects"
            }
            """,
        ],
        nonTriggeringExamples: [
            """
            final class ProfileViewModel {
                weak var screen: ProfileViewController?   // weak: no cycle
            }
            final class ProfileViewController: UIViewController {
                private let viewModel = ProfileViewModel()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    viewModel.screen = self
                }
            }
            """,
            """
            final class UploadTask {
                var requester: UploadsViewController?
            }
            final class UploadsViewController: UIViewController {
                func start() {
                    let task = UploadTask()   // a local: the controller does not keep it
                    task.requester = self
                }
            }
            """,
        ],
        options: [.testCode]
    ),
    prepare: { index in index.prepareBackReferences() },
    check: { context in RetainCycle.run(&context) }
)

enum RetainCycle {
    /// Last words of property names, and of protocol names, that strong-delegate reports (its
    /// default `property-names` and `type-suffixes`): such a property is its finding, not ours.
    static let delegateWords = ["delegate", "dataSource"]

    static func isDelegateShaped(_ p: Declaration) -> Bool {
        if delegateWords.contains(where: { Naming.endsWithWord(p.name, $0) }) { return true }
        guard let text = p.typeText, let base = ProjectIndex.baseTypeName(text) else { return false }
        let lower = base.lowercased()
        return lower.hasSuffix("delegate") || lower.hasSuffix("datasource")
    }

    static func run(_ context: inout RuleContext) {
        var stack = context.tree.declarations
        while let d = stack.popLast() {
            stack.append(contentsOf: d.members)
            guard d.kind == .class || d.kind == .actor else { continue }
            let file = context.file
            let inTestCode = file.isTestFile || file.isInTestDeclaration(d.keywordToken)
            var reported: Set<Int> = []
            for loop in context.index.twoClassLoops(of: d, in: file, ownedInTestCode: inTestCode, including: { !isDelegateShaped($0) }) {
                report(loop.property.declaration, of: d.name, loop.cycle, &context)
                reported.insert(loop.property.declaration.keywordToken)
            }
            // Longer loops: owned classes in test code are left to the two-class evidence.
            guard !inTestCode, context.index.types[ProjectIndex.simpleName(d.name)]?.count == 1 else { continue }
            for p in d.members where ProjectIndex.isStrongStoredInstanceProperty(p) && !reported.contains(p.keywordToken) && !isDelegateShaped(p) {
                if let loop = context.index.pathLoop(backReference: p.name, of: ProjectIndex.simpleName(d.name)), loop.backReference.declaration === p {
                    report(loop, &context)
                }
            }
        }
    }

    /// What a back-reference typed by a protocol that is not class-bound needs before it can
    /// be `weak`, for the end of a message; empty otherwise.
    static func classBoundNote(_ p: Declaration, _ index: ProjectIndex) -> String {
        guard let text = p.typeText, let t = ProjectIndex.baseTypeName(text), index.kind(ofType: t) == .protocol,
              index.classBoundness(ofProtocol: t) == .no else { return "" }
        return " (which first needs protocol '\(t)' to be class-bound: 'protocol \(t): AnyObject')"
    }

    /// A loop of three classes or more: on the back-reference, with every link as a related location.
    static func report(_ loop: ProjectIndex.PathLoop, _ context: inout RuleContext) {
        let back = loop.backReference.declaration
        let owned = loop.types[loop.types.count - 1]
        let through = loop.steps.dropLast().map(\.declaration.name).joined(separator: ".")
        let message = "'\(owned).\(back.name)' holds '\(loop.owner)' strongly, and '\(loop.owner)' owns this '\(owned)' through '\(through)': "
            + "a retain cycle of \(loop.types.count) objects (\(loop.spelledOut)) keeps them all alive; declare it 'weak var \(back.name)'"
            + classBoundNote(back, context.index)
        var related: [RelatedLocation] = []
        for (type, step) in zip(loop.types, loop.steps).dropLast() {
            related.append(RelatedLocation(location: RuleContext.location(ofToken: step.declaration.keywordToken, in: step.file),
                                           message: "'\(type).\(step.declaration.name)' keeps the next object strongly"))
        }
        if let forward = loop.forward {
            let middle = loop.types[1]
            related.append(RelatedLocation(location: RuleContext.location(ofToken: loop.handoff.token, in: loop.handoff.file),
                                           message: "'\(loop.owner)' hands itself to the '\(middle)' here"))
            related.append(RelatedLocation(location: RuleContext.location(ofToken: forward.token, in: forward.file),
                                           message: "'\(middle)' passes it on to '\(back.name)' here"))
        } else {
            related.append(RelatedLocation(location: RuleContext.location(ofToken: loop.handoff.token, in: loop.handoff.file),
                                           message: "'\(loop.owner)' hands itself to '\(back.name)' here"))
        }
        context.report(at: back.keywordToken, message, related: related)
    }

    static func report(_ p: Declaration, of owned: String, _ cycle: ProjectIndex.TwoClassCycle, _ context: inout RuleContext) {
        let holder = cycle.ownerProperty.declaration.name
        let many = context.index.referencedType(of: cycle.ownerProperty.declaration, in: cycle.ownerProperty.file.tree)?.1 ?? false
        let keeps = many ? "keeps this '\(owned)' in '\(holder)', which it never empties" : "owns this '\(owned)' through '\(holder)'"
        let loop = "a retain cycle (\(context.index.spelledOut(cycle, owned: owned, backReference: p.name))) keeps both alive"
        // When nothing else can keep the owner, the loop is what keeps it alive while it works:
        // `weak` alone would free it at once, so the advice says what to do first.
        let fix = context.index.isKeptOnlyBy(ProjectIndex.simpleName(owned), cycle.owner)
            ? " after their work ends, and no other stored property of the tree holds a '\(cycle.owner)': the cycle is what keeps it "
                + "alive while it is in use, and 'weak' alone would free it at once; either keep the '\(cycle.owner)' where it is "
                + "made, let it go when its work ends and declare it 'weak var \(p.name)', or keep '\(p.name)' strong and set it to nil "
                + "when the work ends"
            : "; declare it 'weak var \(p.name)'"
        let message = "'\(owned).\(p.name)' holds '\(cycle.owner)' strongly, and '\(cycle.owner)' \(keeps): "
            + loop + fix + classBoundNote(p, context.index)
        let holderSite = cycle.ownerProperty
        context.report(at: p.keywordToken, message, related: [
            RelatedLocation(location: RuleContext.location(ofToken: holderSite.declaration.keywordToken, in: holderSite.file),
                            message: "'\(cycle.owner).\(holder)' keeps the '\(owned)' strongly"),
            RelatedLocation(location: RuleContext.location(ofToken: cycle.handoff.token, in: cycle.handoff.file),
                            message: "'\(cycle.owner)' hands itself to '\(p.name)' here"),
        ])
    }
}
