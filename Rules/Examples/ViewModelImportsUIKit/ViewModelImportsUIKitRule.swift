import FlowLintKit

/// `view-model-imports-uikit`: an example of a custom rule, kept outside `BuiltinRules` and the
/// default `flowlint` binary. docs/writing-rules.md walks through it from an empty target to CI;
/// `flowlint-with-examples` is a flowlint build that includes it.
public let viewModelImportsUIKitRule = Rule(
    RuleDescription(
        id: "view-model-imports-uikit",
        name: "View model imports UIKit",
        summary: "A file that declares a view model imports UIKit.",
        rationale: """
            View models hold the state and logic of a screen so that they can be unit-tested \
            without a simulator and shared with SwiftUI, widgets or macOS. Once a view model's \
            file imports UIKit, UIKit types (UIImage, UIColor, UIViewController) creep into its \
            API and it can no longer be tested or reused without UIKit.
            """,
        fix: """
            Remove `import UIKit` and expose plain values (String, Bool, URL, Data, an enum of \
            states); the view controller or view maps them to UIKit types.
            """,
        triggeringExamples: [
            """
            import Foundation
            import UIKit   // expect: view-model-imports-uikit

            final class ProfileViewModel {
                var avatar: UIImage?
            }
            """,
            """
            #if canImport(UIKit)
            import class UIKit.UIImage   // expect: view-model-imports-uikit
            #endif

            struct OrderRowViewModel {
                let title: String
            }
            protocol OrderListViewModel: AnyObject {
                var rows: [OrderRowViewModel] { get }
            }
            """,
        ],
        nonTriggeringExamples: [
            """
            import Combine
            import Foundation

            final class CheckoutViewModel: ObservableObject {
                @Published var total = "0.00"
            }
            """,
            """
            import UIKit

            final class CheckoutViewController: UIViewController {
                let viewModel = CheckoutViewModel()
            }
            extension CheckoutViewModel {
                var totalColor: UIColor { .label }
            }
            """,
        ],
        options: [
            RuleOptionDescription(name: "type-suffixes", type: .stringList, defaultValue: .stringList(["ViewModel"]),
                                  summary: "Last camel-case words of the names of view model types (case-insensitive), e.g. add `Presenter` or `Store`."),
        ],
        documentationURI: "https://github.com/flowlint/flowlint/blob/main/docs/writing-rules.md"
    ),
    check: { context in ViewModelImportsUIKit.run(&context) }
)

enum ViewModelImportsUIKit {
    /// The module the rule keeps out of view models.
    static let module = "UIKit"

    static func run(_ context: inout RuleContext) {
        // Test doubles (`MockProfileViewModel`) may use UIKit freely.
        if context.file.isTestFile { return }
        let tree = context.tree
        // Imports are top-level statements (also inside `#if`): find them first, cheaply.
        let imports = tree.declarations.filter { $0.kind == .import && importedModuleToken(of: $0, tree).map { tree.tokenIs($0, module) } == true }
        if imports.isEmpty { return }

        // Type declarations (not extensions) named like view models, nested ones included.
        let suffixes = context.options.strings("type-suffixes")
        var viewModels: [Declaration] = []
        var stack: [Declaration] = tree.declarations.reversed()
        while let d = stack.popLast() {
            stack.append(contentsOf: d.members.reversed())
            switch d.kind {
            case .class, .struct, .enum, .actor, .protocol:
                if suffixes.contains(where: { Naming.endsWithWord(d.name, $0) }) { viewModels.append(d) }
            default:
                break
            }
        }
        guard let first = viewModels.first else { return }

        let names = viewModels.prefix(3).map { "'\($0.name)'" }.joined(separator: ", ") + (viewModels.count > 3 ? ", …" : "")
        let message = "This file declares the view model\(viewModels.count > 1 ? "s" : "") \(names) but imports UIKit; "
            + "remove the UIKit import and expose plain values (String, Bool, URL, an enum of states) that the view maps to UIKit types"
        let related = [context.related(first.nameToken, "view model '\(first.name)' declared here")]
        for d in imports {
            context.report(at: d.keywordToken, message, related: related)
        }
    }

    /// The token of the module name of an `import` declaration: `import UIKit`,
    /// `@testable import UIKit`, `import class UIKit.UIImage`, `import UIKit.UIGestureRecognizerSubclass`.
    static func importedModuleToken(of d: Declaration, _ tree: SyntaxTree) -> Int? {
        var i = d.keywordToken + 1
        switch tree.keyword(i) {
        case .class, .struct, .enum, .protocol, .func, .var, .let, .typealias:
            i += 1
        default:
            break
        }
        return tree.kind(i) == .identifier ? i : nil
    }
}
