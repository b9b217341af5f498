import XCTest
import FlowLintLexer
import FlowLintParser

/// Declarations of a representative UIKit file (ParserSuite.profileViewController).
final class DeclarationParsingTests: XCTestCase {
    private static let tree = ParserSuite.parse(ParserSuite.profileViewController)
    private var tree: SyntaxTree { Self.tree }
    private var controller: Declaration? { tree.declarations.first { $0.kind == .class && $0.name == "ProfileViewController" } }

    func testTopLevelDeclarations() {
        XCTAssertEqual(tree.declarations.map { "\($0.kind) \($0.name)" }, [
            "import UIKit", "import Combine", "protocol ProfileViewControllerDelegate",
            "extension ProfileViewControllerDelegate", "class ProfileViewController", "extension ProfileViewController",
            "enum LoadState", "class Repository", "actor ImageCache",
        ])
        XCTAssertTrue(tree.problems.isEmpty, "\(tree.problems)")
        XCTAssertTrue(tree.declarations.allSatisfy { $0.parent == nil && !$0.isLocal })
    }

    func testViewControllerHeader() throws {
        let vc = try XCTUnwrap(controller)
        XCTAssertEqual(vc.inheritance.map(\.name), ["UIViewController", "UITableViewDelegate"])
        XCTAssertTrue(vc.modifiers.contains(.final))
        XCTAssertEqual(tree.text(vc.nameToken), "ProfileViewController")
        XCTAssertEqual(tree.text(vc.keywordToken), "class")
        XCTAssertEqual(vc.body.map { tree.text($0.lowerBound) }, "{")
        XCTAssertEqual(vc.body.map { tree.text($0.upperBound - 1) }, "}")
        XCTAssertEqual(vc.endToken, vc.body?.upperBound)
    }

    func testMembersInSourceOrder() {
        XCTAssertEqual(controller?.members.map(\.name), [
            "tableView", "nameLabel", "delegate", "coordinator", "formatter", "reuseIdentifier", "items", "isLoading",
            "name", "count", "title", "cancellables", "onSelect", "init", "init", "deinit", "viewDidLoad", "loadItems",
            "configure", "reload", "debugDump", "releaseOnly", "Section", "Item",
        ])
        XCTAssertTrue(controller?.members.allSatisfy { $0.parent === controller && !$0.isLocal } ?? false)
    }

    func testOutlets() {
        let tableView = ParserSuite.member("tableView", of: controller)
        XCTAssertEqual(tableView?.kind, .variable)
        XCTAssertTrue(tableView?.hasAttribute("IBOutlet") ?? false)
        XCTAssertTrue(tableView?.modifiers.contains(.weak) ?? false)
        XCTAssertEqual(tableView?.typeText, "UITableView!")
        XCTAssertEqual(tableView?.accessorKind, .stored)
        XCTAssertNil(tableView?.initializer)

        let label = ParserSuite.member("nameLabel", of: controller)
        XCTAssertTrue(label?.hasAttribute("IBOutlet") ?? false)
        XCTAssertTrue(label?.modifiers.isSuperset(of: [.private, .weak]) ?? false)
        XCTAssertEqual(label?.typeText, "UILabel?")
        XCTAssertEqual(label.map { tree.text($0.startToken) }, "@IBOutlet")
    }

    func testWeakUnownedLazyStaticProperties() {
        let delegate = ParserSuite.member("delegate", of: controller)
        XCTAssertEqual(delegate?.modifiers, .weak)
        XCTAssertEqual(delegate?.typeText, "ProfileViewControllerDelegate?")
        XCTAssertFalse(delegate?.isLet ?? true)

        let coordinator = ParserSuite.member("coordinator", of: controller)
        XCTAssertEqual(coordinator?.modifiers, .unowned)
        XCTAssertTrue(coordinator?.isLet ?? false)

        let formatter = ParserSuite.member("formatter", of: controller)
        XCTAssertEqual(formatter?.modifiers, .lazy)
        XCTAssertEqual(formatter?.typeText, "DateFormatter")
        XCTAssertEqual(formatter.flatMap { ParserSuite.text(tree, $0.initializer) }?.hasSuffix("}()"), true)
        XCTAssertEqual(formatter?.accessorKind, .stored)

        let reuse = ParserSuite.member("reuseIdentifier", of: controller)
        XCTAssertTrue(reuse?.modifiers.isTypeMember ?? false)
        XCTAssertTrue(reuse?.isLet ?? false)
        XCTAssertNil(reuse?.typeText)
        XCTAssertEqual(reuse.flatMap { ParserSuite.text(tree, $0.initializer) }, "\"ProfileCell\"")
    }

    func testPrivateSetAndPublished() {
        let items = ParserSuite.member("items", of: controller)
        XCTAssertTrue(items?.modifiers.contains(.privateSet) ?? false)
        XCTAssertFalse(items?.modifiers.contains(.private) ?? true, "private(set) restricts only the setter")
        XCTAssertEqual(items?.typeText, "[Item]")

        let loading = ParserSuite.member("isLoading", of: controller)
        XCTAssertTrue(loading?.hasAttribute("Published") ?? false)
        XCTAssertEqual(loading.flatMap { ParserSuite.text(tree, $0.initializer) }, "false")

        let cancellables = ParserSuite.member("cancellables", of: controller)
        XCTAssertEqual(cancellables?.modifiers, .private)
        XCTAssertEqual(cancellables.flatMap { ParserSuite.text(tree, $0.initializer) }, "Set<AnyCancellable>()")
    }

    func testObservedComputedAndRequirementProperties() {
        let name = ParserSuite.member("name", of: controller)
        XCTAssertEqual(name?.accessorKind, .observed)
        XCTAssertEqual(name?.accessorBodies.count, 2)
        XCTAssertEqual(name.flatMap { ParserSuite.text(tree, $0.initializer) }, "\"\"")

        let count = ParserSuite.member("count", of: controller)
        XCTAssertEqual(count?.accessorKind, .computed)
        XCTAssertEqual(count?.accessorBodies.count, 1)
        XCTAssertEqual(count?.typeText, "Int")

        let title = ParserSuite.member("title", of: controller)
        XCTAssertEqual(title?.accessorKind, .computed)
        XCTAssertEqual(title?.accessorBodies.count, 2)

        let proto = tree.declarations.first { $0.kind == .protocol }
        XCTAssertEqual(ParserSuite.member("title", of: proto)?.accessorKind, .requirement)
        XCTAssertEqual(ParserSuite.member("subtitle", of: proto)?.accessorKind, .requirement)
        XCTAssertEqual(ParserSuite.member("subtitle", of: proto)?.typeText, "String?")

        let onSelect = ParserSuite.member("onSelect", of: controller)
        XCTAssertEqual(onSelect?.typeText, "((Item)->Void)?")
        XCTAssertEqual(onSelect?.accessorKind, .stored)
    }

    func testInitializersAndDeinit() {
        let inits = controller?.members.filter { $0.kind == .initializer } ?? []
        XCTAssertEqual(inits.count, 2)
        XCTAssertEqual(inits.first?.parameters.map(\.name), ["coordinator"])
        XCTAssertEqual(inits.first?.parameters.first?.label, "coordinator")
        XCTAssertTrue(inits.last?.modifiers.contains(.required) ?? false, "required init?(coder:)")
        XCTAssertEqual(inits.last?.parameters.map(\.typeText), ["NSCoder"])
        XCTAssertNotNil(inits.last?.body)

        let deinitDecl = controller?.members.first { $0.kind == .deinitializer }
        XCTAssertEqual(deinitDecl?.name, "deinit")
        XCTAssertNotNil(deinitDecl?.body)
        XCTAssertEqual(deinitDecl?.parameters.count, 0)
    }

    func testIsolatedDeinitIsADeinitializer() {
        // Swift 6.2: a main-actor class may run its deinit on the actor.
        let tree = Parser.parse(SourceText(path: "Prompt.swift", text: """
        @MainActor final class Prompt {
            isolated deinit {
                center.removeObserver(observer)
            }
            func go() {}
        }
        """))
        let members = tree.declarations.first?.members ?? []
        XCTAssertEqual(members.map(\.kind), [.deinitializer, .function])
        XCTAssertNotNil(members.first?.body)
    }

    /// A call may leave out parameters with defaults and closure parameters (trailing closures),
    /// never others, and never reorder labels.
    func testAcceptedArgumentLabels() {
        let tree = Parser.parse(SourceText(path: "Client.swift", text: """
        final class Client {
            func request(endpoint: String, method: String = "GET", params: [String: String]? = nil) -> Int { 0 }
            func load(_ id: Int, into cache: Cache, completion: @escaping (Data) -> Void) {}
        }
        """))
        let members = tree.declarations.first?.members ?? []
        let request = try? XCTUnwrap(members.first { $0.name == "request" })
        let load = try? XCTUnwrap(members.first { $0.name == "load" })
        XCTAssertEqual(request?.accepts(argumentLabels: ["endpoint"]), true)
        XCTAssertEqual(request?.accepts(argumentLabels: ["endpoint", "params"]), true)
        XCTAssertEqual(request?.accepts(argumentLabels: ["endpoint", "method", "params"]), true)
        XCTAssertEqual(request?.accepts(argumentLabels: ["params", "endpoint"]), false)
        XCTAssertEqual(request?.accepts(argumentLabels: []), false)
        XCTAssertEqual(request?.accepts(argumentLabels: ["endpoint", "body"]), false)
        XCTAssertEqual(load?.accepts(argumentLabels: [nil, "into"]), true, "trailing closure")
        XCTAssertEqual(load?.accepts(argumentLabels: [nil]), false, "'into' has no default")
        XCTAssertEqual(load?.accepts(argumentLabels: [nil, "into", "completion"]), true)
    }

    func testMethodsAndParameters() {
        let viewDidLoad = ParserSuite.member("viewDidLoad", of: controller)
        XCTAssertEqual(viewDidLoad?.kind, .function)
        XCTAssertTrue(viewDidLoad?.modifiers.contains(.override) ?? false)

        let load = ParserSuite.member("loadItems", of: controller)
        XCTAssertEqual(load?.parameters.count, 1)
        XCTAssertEqual(load?.parameters.first?.isEscaping, true)
        XCTAssertEqual(load?.parameters.first?.label, "completion")
        XCTAssertEqual(load?.parameters.first?.typeText, "@escaping([Item])->Void")

        let configure = ParserSuite.member("configure", of: controller)
        let params = configure?.parameters ?? []
        XCTAssertEqual(params.map(\.name), ["cell", "indexPath", "handler"])
        XCTAssertEqual(params.map(\.label), [nil, "at", "handler"])
        XCTAssertEqual(params.map(\.isEscaping), [false, false, false], "an optional closure parameter is implicitly escaping but not marked")
        XCTAssertEqual(params.last.flatMap { ParserSuite.text(tree, $0.defaultValue) }, "nil")
        XCTAssertEqual(params.last?.typeText, "(()->Void)?")
        XCTAssertNil(configure?.returnType)

        let reload = ParserSuite.member("reload", of: controller)
        XCTAssertTrue(reload?.hasAttribute("objc") ?? false)
        XCTAssertTrue(reload?.modifiers.contains(.private) ?? false)
    }

    func testConditionalCompilationMembers() {
        let debug = ParserSuite.member("debugDump", of: controller)
        let release = ParserSuite.member("releaseOnly", of: controller)
        XCTAssertEqual(debug?.inConditionalCompilation, true)
        XCTAssertEqual(release?.inConditionalCompilation, true)
        XCTAssertEqual(ParserSuite.member("viewDidLoad", of: controller)?.inConditionalCompilation, false)
        XCTAssertEqual(ParserSuite.member("Section", of: controller)?.inConditionalCompilation, false, "after #endif")
        XCTAssertEqual(tree.conditionalClauses.map { tree.text($0.directiveToken) }, ["#if", "#else"])
        XCTAssertEqual(tree.conditionalClauses.first.map { tree.text(of: $0.condition) }, "DEBUG")
    }

    func testEveryConditionalBranchIsParsed() {
        let t = ParserSuite.parse("""
        #if canImport(UIKit)
        import UIKit
        #endif

        final class Settings {
            #if DEBUG
            var endpoint = URL(string: "http://localhost")!
            #elseif STAGING
            var endpoint = URL(string: "https://staging.example.com")!
            #else
            var endpoint = URL(string: "https://example.com")!
            #if os(iOS)
            weak var delegate: SettingsDelegate?
            #endif
            let afterInner = 1
            #endif
            let always = 2

            func load() {
                #if DEBUG
                print("debug")
                #else
                func releaseHelper() {}
                #endif
            }
        }

        #if DEBUG
        struct DebugMenu {
            func show() {}
        }
        #endif
        """)
        let settings = t.declarations.first { $0.name == "Settings" }
        XCTAssertEqual(settings?.members.map { "\($0.name):\($0.inConditionalCompilation)" },
                       ["endpoint:true", "endpoint:true", "endpoint:true", "delegate:true", "afterInner:true",
                        "always:false", "load:false"])
        XCTAssertEqual(t.declarations.first?.inConditionalCompilation, true, "import UIKit")
        let menu = t.declarations.first { $0.name == "DebugMenu" }
        XCTAssertEqual(menu?.inConditionalCompilation, true)
        XCTAssertEqual(menu?.members.first?.inConditionalCompilation, true)
        XCTAssertEqual(t.conditionalClauses.map { t.text($0.directiveToken) },
                       ["#if", "#if", "#elseif", "#else", "#if", "#if", "#else", "#if"])
        XCTAssertEqual(t.localDeclarations.map { "\($0.name):\($0.inConditionalCompilation)" }, ["releaseHelper:true"])
        XCTAssertEqual(ParserSuite.calls(named: "print", in: t).count, 1)
    }

    func testNestedTypes() {
        let section = ParserSuite.member("Section", of: controller)
        XCTAssertEqual(section?.kind, .enum)
        XCTAssertEqual(section?.inheritance.map(\.name), ["Int", "CaseIterable"])
        XCTAssertEqual(section?.members.map(\.name), ["header", "body", "footer"])
        XCTAssertTrue(section?.members.allSatisfy { $0.kind == .enumCase && $0.parent === section } ?? false)
        XCTAssertTrue(section?.enclosingType === controller)

        let item = ParserSuite.member("Item", of: controller)
        XCTAssertEqual(item?.kind, .struct)
        XCTAssertEqual(item?.members.map { "\($0.isLet ? "let" : "var") \($0.name): \($0.typeText ?? "")" },
                       ["let id: UUID", "var name: String"])
        XCTAssertTrue(item?.members.first?.enclosingType === item)
    }

    func testProtocolAndItsExtension() {
        let proto = tree.declarations.first { $0.kind == .protocol }
        XCTAssertEqual(proto?.inheritance.map(\.name), ["AnyObject"])
        XCTAssertEqual(proto?.members.map(\.kind), [.function, .variable, .variable])
        XCTAssertNil(proto?.members.first?.body, "a requirement has no body")
        XCTAssertEqual(proto?.members.first?.parameters.map(\.label), [nil])

        let ext = tree.declarations.first { $0.kind == .extension && $0.name == "ProfileViewControllerDelegate" }
        XCTAssertEqual(ext?.members.map(\.name), ["profileViewControllerDidFinish"])
        XCTAssertNotNil(ext?.members.first?.body, "a default implementation has a body")
    }

    func testDataSourceExtensionInTheSameFile() {
        let ext = tree.declarations.first { $0.kind == .extension && $0.name == "ProfileViewController" }
        XCTAssertEqual(ext?.inheritance.map(\.text), ["UITableViewDataSource"])
        XCTAssertEqual(ext?.members.map(\.name), ["tableView", "tableView"])
        XCTAssertEqual(ext?.members.map { $0.parameters.compactMap(\.label) }, [["numberOfRowsInSection"], ["cellForRowAt"]])
        XCTAssertEqual(ext?.members.map { ParserSuite.text(tree, $0.returnType) }, ["Int", "UITableViewCell"])
    }

    func testEnumWithAssociatedValues() {
        let state = tree.declarations.first { $0.name == "LoadState" }
        XCTAssertEqual(state.flatMap { ParserSuite.text(tree, $0.genericParameters) }, "<Value>")
        XCTAssertEqual(state?.members.map(\.name), ["idle", "loading", "loaded", "failed"])
        XCTAssertTrue(state?.members.allSatisfy { $0.kind == .enumCase } ?? false)
    }

    func testGenericsWithWhereClauses() {
        let repo = tree.declarations.first { $0.name == "Repository" }
        XCTAssertEqual(repo.flatMap { ParserSuite.text(tree, $0.genericParameters) }, "<Model: Decodable, Key>")
        XCTAssertEqual(repo?.inheritance.map(\.name), ["NSObject"])
        XCTAssertEqual(repo.flatMap { ParserSuite.text(tree, $0.whereClause) }, "Key: Hashable")

        let fetch = ParserSuite.member("fetch", of: repo)
        XCTAssertEqual(fetch.flatMap { ParserSuite.text(tree, $0.genericParameters) }, "<T>")
        XCTAssertEqual(fetch?.parameters.map(\.label), [nil, "as"])
        XCTAssertEqual(fetch?.parameters.map(\.typeText), ["Key", "T.Type"])
        XCTAssertEqual(fetch.flatMap { ParserSuite.text(tree, $0.returnType) }, "T")
        XCTAssertEqual(fetch.flatMap { ParserSuite.text(tree, $0.whereClause) }, "T: Decodable")
        XCTAssertNotNil(fetch?.body)
    }

    func testActor() {
        let cache = tree.declarations.last
        XCTAssertEqual(cache?.kind, .actor)
        XCTAssertEqual(cache?.members.map(\.name), ["images", "image"])
        XCTAssertEqual(cache?.members.first?.typeText, "[URL:UIImage]")
        XCTAssertEqual(cache?.members.last.flatMap { ParserSuite.text(tree, $0.returnType) }, "UIImage?")
    }

    func testForEachDescendantVisitsEveryDeclaration() {
        var names: [String] = []
        controller?.forEachDescendant { names.append($0.name) }
        XCTAssertEqual(Array(names.suffix(7)), ["Section", "header", "body", "footer", "Item", "id", "name"])
        XCTAssertEqual(names.count, (controller?.members.count ?? 0) + 3 + 2)
    }
}
