import FlowLintKit

/// `singleton-overuse`: a class or actor singleton used as a global data bus between screens.
public let singletonOveruseRule = Rule(
    RuleDescription(
        id: "singleton-overuse",
        name: "Singleton overuse",
        summary: "A replaceable (`static var`) singleton, or a singleton with public mutable state that many files reach for directly.",
        rationale: """
            A singleton with public mutable state is a global variable: any screen can write a value \
            that another screen reads later, so data flows between screens through a hidden channel \
            instead of through initializers and properties. The order of writes decides behaviour, \
            tests leak state into each other, and no screen can be reused or previewed with other \
            data. A `static var` instance is worse: anyone can replace the global itself.
            """,
        fix: """
            Make the instance `static let`, keep its state `private(set)` behind methods, and pass the \
            instance into the types that need it (initializer injection) instead of reading `Type.shared` \
            from every file.
            """,
        triggeringExamples: [
            """
            final class ThemeManager {
                static var shared = ThemeManager()   // expect: singleton-overuse
                private(set) var accentColor = "blue"
            }
            """,
            """
            actor DownloadCoordinator {
                public static var current: DownloadCoordinator = DownloadCoordinator()   // expect: singleton-overuse
                private var active: Set<String> = []
            }
            """,
        ],
        nonTriggeringExamples: [
            """
            // Mutable state, but no other file references `UserSessionStore.shared`.
            final class UserSessionStore {
                static let shared = UserSessionStore()
                var authToken: String?
                private init() {}
            }
            final class LoginScreen {
                func logout() { UserSessionStore.shared.authToken = nil }
            }
            """,
            """
            final class AppLogger {
                static let shared = AppLogger()   // stateless helper
                private let prefix = "app"
                func info(_ message: String) { print(prefix, message) }
            }
            struct AppConfiguration {
                static var current = AppConfiguration()   // a struct is not a singleton
                var timeout = 30.0
            }
            extension UserDefaults {
                static let appGroup = UserDefaults(suiteName: "group.example")!   // framework type
            }
            """,
        ],
        options: [
            RuleOptionDescription(name: "max-files", type: .int, defaultValue: .int(3),
                                  summary: "A `static let` singleton with public mutable state is reported when at least this many other files reference its instance."),
            .testCode,
        ]
    ),
    check: { context in SingletonOveruseCheck.run(&context) }
)

enum SingletonOveruseCheck {
    /// A token of some file: a referencing site.
    struct Site: Hashable {
        let file: ParsedFile
        let token: Int
        static func == (a: Site, b: Site) -> Bool { a.file === b.file && a.token == b.token }
        func hash(into h: inout Hasher) { h.combine(ObjectIdentifier(file)); h.combine(token) }
    }

    /// Most related locations attached to one finding.
    static let maxRelated = 10

    /// Framework types whose shared instances are never reported (in case the tree redeclares one).
    static let frameworkTypes: Set<String> = [
        "UserDefaults", "NotificationCenter", "URLSession", "UIApplication", "NSApplication", "FileManager",
        "Bundle", "ProcessInfo", "UIDevice", "UIScreen", "DispatchQueue", "OperationQueue", "RunLoop",
        "NSWorkspace", "UNUserNotificationCenter", "UIPasteboard", "NSPasteboard", "WKExtension", "HTTPCookieStorage",
        "URLCache", "CLLocationManager",
    ]

    static func run(_ context: inout RuleContext) {
        let maxFiles = max(1, context.options.int("max-files"))
        var stack = context.tree.declarations
        while let d = stack.popLast() {
            if d.kind.isType { stack.append(contentsOf: d.members) }
            guard d.kind == .class || d.kind == .actor || d.kind == .extension else { continue }
            let typeName = d.kind == .extension ? (d.name.split(separator: ".").last.map(String.init) ?? d.name) : d.name
            guard !typeName.isEmpty, !frameworkTypes.contains(typeName) else { continue }
            // An extension only declares a singleton for a class or actor of the tree.
            if d.kind == .extension {
                guard let kind = context.index.kind(ofType: typeName), kind == .class || kind == .actor else { continue }
            }
            for member in d.members where member.kind == .variable && member.modifiers.contains(.static)
                && (member.accessorKind == .stored || member.accessorKind == .observed) {
                guard isInstance(member, of: typeName, context.tree) else { continue }
                check(member, in: d, typeName: typeName, maxFiles: maxFiles, &context)
            }
        }
    }

    static func check(_ instance: Declaration, in type: Declaration, typeName: String, maxFiles: Int, _ context: inout RuleContext) {
        let index = context.index
        let qualified = qualifiedPath(of: type, typeName: typeName)
        let display = qualified.joined(separator: ".") + "." + instance.name
        let replaceable = !instance.isLet && !instance.modifiers.contains(.private)
            && !instance.modifiers.contains(.fileprivate) && !instance.modifiers.contains(.privateSet)
        // When several files declare a type of this simple name, a use of `Name.instance`
        // can't be attributed to this one: no reference counting (and no related locations).
        let declarations = index.types[typeName] ?? []
        let ambiguous = declarations.contains { $0.file !== declarations[0].file }
        // Stateless types only matter when the instance itself is replaceable: skip the reference scan.
        let mutable = replaceable || ambiguous ? [] : mutableState(of: typeName, index)
        guard replaceable || !mutable.isEmpty else { return }

        var fileCount = 0
        var sites: [Site] = []
        if !ambiguous {
            // The static instance, and get-only computed statics that hand it out.
            var accessNames: Set<String> = [instance.name]
            for site in declarations + (index.extensions[typeName] ?? []) {
                for m in site.declaration.members where m.kind == .variable && m.modifiers.contains(.static)
                    && m.accessorKind == .computed && m.typeText.flatMap(Naming.baseTypeName).map({ $0 == typeName || $0 == "Self" }) == true {
                    accessNames.insert(m.name)
                }
            }
            (fileCount, sites) = references(to: accessNames, path: qualified, excluding: context.file, index)
        }
        let related = sites.map { r in
            RelatedLocation(location: RuleContext.location(ofToken: r.token, in: r.file), message: "'\(display)' used here")
        }
        if replaceable {
            let usedFrom = fileCount == 0 ? "" : " (used from \(fileCount) other file\(fileCount == 1 ? "" : "s"))"
            context.report(at: instance.keywordToken,
                           "Singleton '\(display)' is a 'static var': any code can replace this global instance\(usedFrom); "
                           + "declare it 'static let' and pass the instance to the types that need it",
                           related: related)
            return
        }
        guard fileCount >= maxFiles else { return }
        let names = mutable.prefix(3).map { "'\($0)'" }.joined(separator: ", ") + (mutable.count > 3 ? ", …" : "")
        context.report(at: instance.keywordToken,
                       "Singleton '\(display)' has mutable state (\(names)) and is used from \(fileCount) other files as a global data bus; "
                       + "make its state 'private(set)' and inject the instance instead of reading '\(display)'",
                       related: related)
    }

    /// Whether a static stored property holds an instance of the type itself: its declared type
    /// is the type (or `Self`), or its initial value constructs one (`Foo()`, `Self()`, `.init()`).
    static func isInstance(_ p: Declaration, of typeName: String, _ tree: SyntaxTree) -> Bool {
        if let text = p.typeText {
            guard let base = Naming.baseTypeName(text) else { return false }
            return base == typeName || base == "Self"
        }
        guard let range = p.initializer, !range.isEmpty else { return false }
        var i = range.lowerBound
        if tree.kind(i) == .dot && tree.keyword(i + 1) == .`init` {
            i += 2
        } else if tree.keyword(i) == .SelfType || tree.tokenIs(i, typeName) {
            i += 1
            if tree.kind(i) == .dot && tree.keyword(i + 1) == .`init` { i += 2 }
        } else {
            return false
        }
        guard tree.kind(i) == .leftParen, let close = tree.partner(i) else { return false }
        var end = close + 1
        // Trailing closures of the initializer call.
        while end < range.upperBound, tree.kind(end) == .leftBrace, let r = tree.partner(end) { end = r + 1 }
        return end == range.upperBound
    }

    /// `Outer.Inner` for a type nested in other types (extensions use their written name).
    static func qualifiedPath(of type: Declaration, typeName: String) -> [String] {
        if type.kind == .extension { return type.name.split(separator: ".").map(String.init) }
        var path = [typeName]
        var p = type.parent
        while let t = p {
            if t.kind.isType { path.insert(t.kind == .extension ? (t.name.split(separator: ".").last.map(String.init) ?? t.name) : t.name, at: 0) }
            p = t.parent
        }
        return path
    }

    /// Code references `Type.instance` (or `Outer.Type.instance`) in files other than `file`:
    /// the number of distinct files, and the first `maxRelated` sites by path and position.
    static func references(to names: Set<String>, path: [String], excluding file: ParsedFile, _ index: ProjectIndex) -> (files: Int, sites: [Site]) {
        var files: Set<ObjectIdentifier> = []
        var first: [Site] = []   // sorted, at most maxRelated
        var seen: Set<Site> = []
        func before(_ a: Site, _ b: Site) -> Bool {
            if a.file === b.file { return a.token < b.token }
            let pa = index.filePositions[ObjectIdentifier(a.file)], pb = index.filePositions[ObjectIdentifier(b.file)]
            if let pa, let pb { return pa < pb }
            return a.file.path < b.file.path
        }
        // `Type.instance` (unqualified, or qualified by a module/outer type the collector skipped),
        // and `Outer.….Type.instance` through the outermost name.
        let heads = path.count > 1 ? [path[path.count - 1], path[0]] : [path[0]]
        for (n, head) in heads.enumerated() {
            let rest = n == 0 ? [] : Array(path.dropFirst())
            for r in index.memberReferences(toType: head) where r.file !== file {
                let tree = r.file.tree
                var m = r.memberToken
                var ok = true
                for component in rest {
                    guard tree.tokenIs(m, component), tree.kind(m + 1) == .dot, tree.kind(m + 2) == .identifier else { ok = false; break }
                    m += 2
                }
                guard ok, names.contains(where: { tree.tokenIs(m, $0) }) else { continue }
                let site = Site(file: r.file, token: r.typeToken)
                guard seen.insert(site).inserted else { continue }
                files.insert(ObjectIdentifier(r.file))
                if first.count < maxRelated || before(site, first[first.count - 1]) {
                    let at = first.firstIndex { before(site, $0) } ?? first.count
                    first.insert(site, at: at)
                    if first.count > maxRelated { first.removeLast() }
                }
            }
        }
        return (files.count, first)
    }

    /// Names of stored instance `var`s that code outside the type can write: not `private`,
    /// `fileprivate`, `private(set)` or `fileprivate(set)`; including those of superclasses in the tree.
    static func mutableState(of typeName: String, _ index: ProjectIndex) -> [String] {
        var result: [String] = []
        var visited: Set<String> = []
        var current: String? = typeName
        while let t = current, visited.insert(t).inserted {
            for p in index.storedProperties(of: t) where !p.isLet && !p.isLocal
                && !p.modifiers.contains(.private) && !p.modifiers.contains(.fileprivate) && !p.modifiers.contains(.privateSet) {
                result.append(p.name)
            }
            // The superclass, when it is a class of the tree.
            current = index.types[t]?.first?.declaration.inheritance.first.map(\.name).flatMap { index.kind(ofType: $0) == .class ? $0 : nil }
        }
        return result
    }
}
