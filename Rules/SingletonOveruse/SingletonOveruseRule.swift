import FlowLintKit

/// `singleton-overuse`: a class or actor singleton used as a global data bus between screens.
public let singletonOveruseRule = Rule(
    RuleDescription(
        id: "singleton-overuse",
        name: "Singleton overuse",
        summary: "A singleton whose state other files write through its shared instance (a global data bus), or a `static var` instance that code replaces.",
        rationale: """
            A singleton whose state several screens write is a global variable: one screen writes a \
            value that another reads later, so data flows between screens through a hidden channel \
            instead of through initializers and properties. The order of writes decides behaviour, \
            tests leak state into each other, and no screen can be reused or previewed with other \
            data. A `static var` instance that code replaces is worse: every reader depends on which \
            instance was set last. Reading a singleton, calling its methods, or the app delegate \
            configuring it at launch is not reported: that is a service, not a data bus.
            """,
        fix: """
            Keep the state `private(set)` behind methods that say what happens, and pass the instance \
            (or just the values) into the types that need them (initializer injection) instead of \
            writing `Type.shared.value` from every screen. Declare the instance `static let`.
            """,
        triggeringExamples: [
            """
            // file: CheckoutSession.swift
            final class CheckoutSession {
                static let shared = CheckoutSession()   // expect: singleton-overuse "5 other files write its state"
                var couponCode: String?
                var shippingOption = "standard"
                var giftMessage: String?
            }
            // file: CartViewController.swift
            final class CartViewController: UIViewController {
                func apply(_ code: String) { CheckoutSession.shared.couponCode = code }
            }
            // file: ShippingViewController.swift
            final class ShippingViewController: UIViewController {
                func choose(_ option: String) { CheckoutSession.shared.shippingOption = option }
            }
            // file: GiftViewController.swift
            final class GiftViewController: UIViewController {
                func save(_ text: String) { CheckoutSession.shared.giftMessage = text }
            }
            // file: PromoBannerView.swift
            final class PromoBannerView: UIView {
                func redeem(_ code: String) { CheckoutSession.shared.couponCode = code }
            }
            // file: OrderConfirmationViewController.swift
            final class OrderConfirmationViewController: UIViewController {
                func finish() { CheckoutSession.shared.couponCode = nil }
            }
            """,
            """
            // file: SharePayload.swift
            // Replaced by a factory that three screens call (`min-replacing-files`).
            final class SharePayload {
                static var current: SharePayload!   // expect: singleton-overuse
                var text = ""
                static func make(_ text: String) -> SharePayload {
                    current = SharePayload()
                    current.text = text
                    return current
                }
            }
            // file: StatsViewController.swift
            final class StatsViewController: UIViewController {
                func share() { present(UIActivityViewController(activityItems: [SharePayload.make("stats")], applicationActivities: nil), animated: true) }
            }
            // file: BadgeViewController.swift
            final class BadgeViewController: UIViewController {
                func share() { present(UIActivityViewController(activityItems: [SharePayload.make("badge")], applicationActivities: nil), animated: true) }
            }
            // file: RecapViewController.swift
            final class RecapViewController: UIViewController {
                func share() { present(UIActivityViewController(activityItems: [SharePayload.make("recap")], applicationActivities: nil), animated: true) }
            }
            """,
        ],
        nonTriggeringExamples: [
            """
            // file: UserSessionStore.swift
            // Read from everywhere, written by two screens only (fewer than `min-writing-files`).
            final class UserSessionStore {
                static let shared = UserSessionStore()
                var authToken: String?
                private init() {}
            }
            // file: LoginViewController.swift
            final class LoginViewController: UIViewController {
                func logout() { UserSessionStore.shared.authToken = nil }
            }
            // file: ProfileViewController.swift
            final class ProfileViewController: UIViewController {
                var isSignedIn: Bool { UserSessionStore.shared.authToken != nil }
                func signOut() { UserSessionStore.shared.authToken = nil }
            }
            """,
            """
            // file: Theme.swift
            // Replaced from one file only (fewer than `min-replacing-files`): a setting that
            // screen manages. With a `didSet`, a holder tells its readers it changed.
            final class Theme {
                static var current = Theme(accent: .systemBlue)
                static var branding = Theme(accent: .systemBlue) {
                    didSet { NotificationCenter.default.post(name: .themeDidChange, object: nil) }
                }
                let accent: UIColor
                init(accent: UIColor) { self.accent = accent }
            }
            // file: AppearanceViewController.swift
            final class AppearanceViewController: UIViewController {
                @objc func contrastChanged(_ sender: UISwitch) { Theme.current = Theme(accent: sender.isOn ? .label : .systemBlue) }
            }
            // file: StorePickerViewController.swift
            final class StorePickerViewController: UIViewController {
                func pick(_ color: UIColor) { Theme.branding = Theme(accent: color) }
            }
            // file: DebugMenuViewController.swift
            final class DebugMenuViewController: UIViewController {
                func reset() { Theme.branding = Theme(accent: .systemRed) }
            }
            // file: OnboardingViewController.swift
            final class OnboardingViewController: UIViewController {
                func finish() { Theme.branding = Theme(accent: .systemGreen); view.tintColor = Theme.current.accent }
            }
            // file: SettingsStore.swift
            // Screens set the value of a persisted-value object the store holds: that object
            // changes, not the store's state.
            final class PersistedValue<T> {
                var value: T
                init(key: String, defaultValue: T) { value = defaultValue }
            }
            final class SettingsStore {
                static let shared = SettingsStore()
                var showsPrices = PersistedValue<Bool>(key: "showsPrices", defaultValue: true)
            }
            // file: CatalogViewController.swift
            final class CatalogViewController: UIViewController { func hide() { SettingsStore.shared.showsPrices.value = false } }
            // file: CartViewController.swift
            final class CartViewController: UIViewController { func show() { SettingsStore.shared.showsPrices.value = true } }
            // file: SettingsViewController.swift
            final class SettingsViewController: UIViewController { func toggle(_ on: Bool) { SettingsStore.shared.showsPrices.value = on } }
            // file: WidgetConfigurator.swift
            final class WidgetConfigurator { func apply() { SettingsStore.shared.showsPrices.value = true } }
            // file: KioskModeController.swift
            final class KioskModeController { func enter() { SettingsStore.shared.showsPrices.value = false } }
            """,
            """
            final class AppLogger {
                static var shared = AppLogger()   // a 'static var' nobody replaces
                lazy var formatter = DateFormatter()
                func info(_ message: String) { print(formatter.string(from: Date()), message) }
            }
            struct AppConfiguration {
                static var current = AppConfiguration()   // a struct is not a singleton
                var timeout = 30.0
            }
            private final class PermissionRequestHolder {
                static var pending: PermissionRequestHolder?   // private: no global
            }
            """,
        ],
        options: [
            RuleOptionDescription(name: "min-writing-files", type: .int, defaultValue: .int(5),
                                  summary: "A singleton is reported as a data bus when code in at least this many other files (test code aside; a file and its extension files named `Name+Topic.swift` count once) writes its state through the shared instance. On real apps, singletons written from 2 to 4 other files were judgment calls (a settable input, a UI flag); from 9 up they were data buses."),
            RuleOptionDescription(name: "min-replacing-files", type: .int, defaultValue: .int(3),
                                  summary: "A `static var` instance is reported as replaceable when code in at least this many files (test code aside; calls of a static factory of the type that assigns it count where they are made) replaces it. On real apps, holders replaced from one or two files were settings and slots their code manages (a theme rebuilt when the user picks another, a per-call session); from three up, screens swapped the global for each other."),
            .testCode,
        ]
    ),
    prepare: { index in index.prepareLifetimes() },
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
        let minFiles = max(1, context.options.int("min-writing-files"))
        let minReplacingFiles = max(1, context.options.int("min-replacing-files"))
        var stack = context.tree.declarations
        while let d = stack.popLast() {
            if d.kind.isType { stack.append(contentsOf: d.members) }
            guard d.kind == .class || d.kind == .actor || d.kind == .extension else { continue }
            let typeName = d.simpleTypeName
            guard !typeName.isEmpty, !frameworkTypes.contains(typeName) else { continue }
            // An extension only declares a singleton for a class or actor of the tree.
            if d.kind == .extension {
                guard let kind = context.index.kind(ofType: typeName), kind == .class || kind == .actor else { continue }
            }
            for member in d.members where member.kind == .variable && member.modifiers.contains(.static)
                && (member.accessorKind == .stored || member.accessorKind == .observed) {
                guard isInstance(member, of: typeName, context.tree) else { continue }
                check(member, in: d, typeName: typeName, minFiles: minFiles, minReplacingFiles: minReplacingFiles, &context)
            }
        }
    }

    static func check(_ instance: Declaration, in type: Declaration, typeName: String, minFiles: Int, minReplacingFiles: Int,
                      _ context: inout RuleContext) {
        let index = context.index
        // A holder nobody outside the file can reach is no global.
        if isFilePrivate(instance) || sequence(first: type, next: { $0.parent }).contains(where: isFilePrivate) { return }
        // When several files declare a type of this simple name, a use of `Name.instance`
        // can't be attributed to this one: no fact.
        let declarations = index.types[typeName] ?? []
        if declarations.contains(where: { $0.file !== declarations[0].file }) { return }
        let qualified = qualifiedPath(of: type, typeName: typeName)
        let display = qualified.joined(separator: ".") + "." + instance.name
        let ownFiles = Set((declarations + (index.extensions[typeName] ?? [])).map { ObjectIdentifier($0.file) })
        var uses = writes(to: instance.name, path: qualified, ownFiles: ownFiles, index)
        // Only stored state is a channel between screens: a computed property's setter (saving a
        // setting to UserDefaults, posting a notification) is an API of the type.
        let stored = storedVariables(of: typeName, index)
        uses.stateWrites.removeAll { !stored.contains($0.property) }
        uses.stateWrites.removeAll { $0.throughMember && holdsObject($0.property, of: typeName, index) }

        // Filled by a static method that runs once for the process (`Core.initApp()`, called
        // from the `@main` app's `init`): set once, not replaced.
        uses.replacements.removeAll { site in
            ProjectIndex.isInStaticContext(site.token, in: site.file.tree) && index.registrationFrequency(of: site.token, in: site.file) == .once
        }
        // A holder with a `didSet`/`willSet` tells its readers when it is replaced (a theme
        // that reapplies the appearance and posts a change notification): designed to change.
        let replaceable = !instance.isLet && !instance.modifiers.contains(.privateSet) && instance.accessorKind != .observed
        // A holder that is set but never read keeps its object alive and couples nobody to it.
        // A holder that the code filling it also empties (`Session.current = nil` where the panel
        // hides, in the file that makes the session) has a lifetime that code manages: a session,
        // not a replaceable global.
        // Replaced from one or two files, it is a setting or a slot that code manages (a theme
        // rebuilt when the user picks another, a per-call session): reported from
        // `min-replacing-files` files on, where screens swap it for each other.
        if replaceable && !uses.replacements.isEmpty && hasReaders(instance, typeName: typeName, path: qualified, index)
            && Set(uses.replacements.map { ObjectIdentifier($0.file) }).isDisjoint(with: emptyingFiles(instance, typeName: typeName, path: qualified, index)) {
            let reach = replacingSites(uses.replacements, typeName: typeName, display: display, index)
            let files = Set(reach.map { writer(of: $0.site) })
            if files.count >= minReplacingFiles {
                context.report(at: instance.keywordToken,
                               "Singleton '\(display)' is a 'static var' that code in \(files.count) file\(files.count == 1 ? "" : "s") replaces: "
                               + "every reader depends on which instance was set last; declare it 'static let' and pass the instance "
                               + "to the types that need it",
                               related: related(reach.map { ($0.site, $0.how) }))
            }
            return
        }
        let writers = Set(uses.stateWrites.map { writer(of: $0.site) })
        guard writers.count >= minFiles else { return }
        var names: [String] = []
        for w in uses.stateWrites where !names.contains(w.property) { names.append(w.property) }
        let shown = names.prefix(3).map { "'\($0)'" }.joined(separator: ", ") + (names.count > 3 ? ", …" : "")
        context.report(at: instance.keywordToken,
                       "Singleton '\(display)' is a global data bus: \(writers.count) other files write its state (\(shown)) "
                       + "through the shared instance; keep that state 'private(set)' behind methods and pass the instance "
                       + "(or the values) to the types that need it",
                       related: related(uses.stateWrites.map { ($0.site, "'\($0.property)' written here") }))
    }

    /// Who writes at `site`: its file, with a file and its extension files named after it
    /// (`PlayerSheet.swift`, `PlayerSheet+Orientation.swift`) counted as one.
    static func writer(of site: Site) -> String {
        let name = site.file.path.split(separator: "/").last.map(String.init) ?? site.file.path
        let stem = name.hasSuffix(".swift") ? String(name.dropLast(6)) : name
        return stem.split(separator: "+", maxSplits: 1).first.map(String.init) ?? stem
    }

    /// `private` or `fileprivate`.
    static func isFilePrivate(_ d: Declaration) -> Bool {
        d.modifiers.contains(.private) || d.modifiers.contains(.fileprivate)
    }

    /// The first `maxRelated` sites, in file and token order.
    static func related(_ sites: [(Site, String)]) -> [RelatedLocation] {
        sites.prefix(maxRelated).map { RelatedLocation(location: RuleContext.location(ofToken: $0.0.token, in: $0.0.file), message: $0.1) }
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
            if t.kind.isType { path.insert(t.simpleTypeName, at: 0) }
            p = t.parent
        }
        return path
    }

    /// What code outside test files does with `Type.instance` (or `Outer.Type.instance`):
    /// assignments that replace the instance (anywhere), and writes to its state
    /// (`Type.instance.x = …`, `+=`, `.x.append(…)`) in files other than the type's own, in file
    /// and token order.
    static func writes(to instance: String, path: [String], ownFiles: Set<ObjectIdentifier>, _ index: ProjectIndex)
        -> (replacements: [Site], stateWrites: [StateWrite]) {
        var replacements: [Site] = []
        var stateWrites: [StateWrite] = []
        // `Type.instance` (unqualified, or qualified by a module/outer type the collector skipped),
        // and `Outer.….Type.instance` through the outermost name.
        let heads = path.count > 1 ? [path[path.count - 1], path[0]] : [path[0]]
        var seen: Set<Site> = []
        for (n, head) in heads.enumerated() {
            let rest = n == 0 ? [] : Array(path.dropFirst())
            for r in index.memberReferences(toType: head) where !r.file.isTestFile {
                let tree = r.file.tree
                var m = r.memberToken
                var ok = true
                for component in rest {
                    guard tree.tokenIs(m, component), tree.kind(m + 1) == .dot, tree.kind(m + 2) == .identifier else { ok = false; break }
                    m += 2
                }
                guard ok, tree.tokenIs(m, instance), seen.insert(Site(file: r.file, token: r.typeToken)).inserted else { continue }
                // Previews and mocks inside app files are test code.
                if r.file.isInTestDeclaration(m) { continue }
                if tree.kind(m + 1) == .equal {
                    // Emptying the holder swaps in no other instance.
                    if tree.keyword(m + 2) == .nil && tree.kind(m + 3) != .operator { continue }
                    if !isOneTimeSetup(of: instance, equalToken: m + 1, tree) && !isLaunchConfiguration(m, in: r.file, index)
                        && !isSelfRegistrationOnce(equalToken: m + 1, in: r.file, index) {
                        replacements.append(Site(file: r.file, token: r.typeToken))
                    }
                    continue
                }
                // `Type.shared.x`, `Type.current?.x`, `Type.current!.x`.
                var dot = m + 1
                if tree.kind(dot) == .postfixQuestion || tree.kind(dot) == .postfixExclaim { dot += 1 }
                guard !ownFiles.contains(ObjectIdentifier(r.file)), tree.kind(dot) == .dot, tree.kind(dot + 1) == .identifier else { continue }
                if isWrite(afterMember: dot + 1, tree) && !isLaunchConfiguration(m, in: r.file, index) {
                    stateWrites.append((Site(file: r.file, token: dot + 1), tree.text(dot + 1), assignsMemberOfMember(dot + 1, tree)))
                }
            }
        }
        replacements += ownReplacements(of: instance, typeName: path[path.count - 1], index)
        func before(_ a: Site, _ b: Site) -> Bool {
            if a.file === b.file { return a.token < b.token }
            return (index.filePositions[ObjectIdentifier(a.file)] ?? 0) < (index.filePositions[ObjectIdentifier(b.file)] ?? 0)
        }
        replacements.sort(by: before)
        stateWrites.sort { before($0.site, $1.site) }
        return (replacements, stateWrites)
    }

    /// Whether code outside test code reads the holder: `Type.instance` (or through its outer
    /// types) not assigned to, or in the type's own bodies `instance` / `Self.instance` (or
    /// `self.instance` in a static method) not assigned to. Asked only for a holder that code
    /// replaces, so the second walk over its references is rare.
    static func hasReaders(_ instance: Declaration, typeName: String, path: [String], _ index: ProjectIndex) -> Bool {
        let name = instance.name
        for head in Set([path[0], path[path.count - 1]]) {
            for r in index.memberReferences(toType: head) where !r.file.isTestFile {
                let tree = r.file.tree
                var m = r.memberToken
                while !tree.tokenIs(m, name), tree.kind(m + 1) == .dot, tree.kind(m + 2) == .identifier, m < r.memberToken + 2 * path.count { m += 2 }
                if tree.tokenIs(m, name) && tree.kind(m + 1) != .equal && !r.file.isInTestDeclaration(m) { return true }
            }
        }
        for site in (index.types[typeName] ?? []) + (index.extensions[typeName] ?? []) where !site.file.isTestFile {
            let tree = site.file.tree
            guard let body = site.declaration.body else { continue }
            for t in body.lowerBound..<body.upperBound where t != instance.nameToken && tree.tokenIs(t, name) {
                let bare = tree.kind(t - 1) != .dot
                // `Self.instance`, or `self.instance` in a static method (`self` is the type there).
                let viaSelf = tree.kind(t - 1) == .dot && (tree.keyword(t - 2) == .SelfType
                    || (tree.keyword(t - 2) == .self && ProjectIndex.isInStaticContext(t, in: tree)))
                if (bare || viaSelf) && tree.kind(t + 1) != .equal && tree.kind(t + 1) != .colon { return true }
            }
        }
        return false
    }

    /// The files whose code outside tests sets the holder to nil: `Type.instance = nil` (or
    /// through its outer types), or `instance = nil` / `Self.instance = nil` in the type's bodies.
    static func emptyingFiles(_ instance: Declaration, typeName: String, path: [String], _ index: ProjectIndex) -> Set<ObjectIdentifier> {
        let name = instance.name
        var files: Set<ObjectIdentifier> = []
        for head in Set([path[0], path[path.count - 1]]) {
            for r in index.memberReferences(toType: head) where !r.file.isTestFile {
                let tree = r.file.tree
                var m = r.memberToken
                while !tree.tokenIs(m, name), tree.kind(m + 1) == .dot, tree.kind(m + 2) == .identifier, m < r.memberToken + 2 * path.count { m += 2 }
                if tree.tokenIs(m, name), tree.kind(m + 1) == .equal, tree.keyword(m + 2) == .nil, !r.file.isInTestDeclaration(m) {
                    files.insert(ObjectIdentifier(r.file))
                }
            }
        }
        for site in (index.types[typeName] ?? []) + (index.extensions[typeName] ?? []) where !site.file.isTestFile {
            let tree = site.file.tree
            guard let body = site.declaration.body else { continue }
            for a in tree.assignments(in: body) where a.rhs.count == 1 && tree.keyword(a.rhs.lowerBound) == .nil {
                let lhs = a.lhs
                let bare = lhs.count == 1 && tree.tokenIs(lhs.lowerBound, name)
                let viaSelf = lhs.count == 3 && tree.keyword(lhs.lowerBound) == .SelfType && tree.tokenIs(lhs.lowerBound + 2, name)
                if (bare || viaSelf) && !site.file.isInTestDeclaration(a.equalToken) { files.insert(ObjectIdentifier(site.file)) }
            }
        }
        return files
    }

    /// Where code replaces the holder, through whom: each assignment outside the type's own
    /// static methods, and for one inside a static method of the type (a factory,
    /// `static func new(_ view:) { shared = Provider(); … }`) each call of that method outside
    /// test code instead (`Provider.new(…)` in ten story views).
    static func replacingSites(_ replacements: [Site], typeName: String, display: String, _ index: ProjectIndex)
        -> [(site: Site, how: String)] {
        var result: [(site: Site, how: String)] = []
        var factories: Set<String> = []
        for site in replacements {
            let tree = site.file.tree
            guard let f = ProjectIndex.innermostDeclaration(containing: site.token, in: tree), f.kind == .function,
                  f.modifiers.isTypeMember, let owner = f.parent, owner.simpleTypeName == typeName else {
                result.append((site, "'\(display)' replaced here"))
                continue
            }
            // A factory that assigns the holder twice is called as often as once.
            guard factories.insert(f.name).inserted else { continue }
            // The app delegate or `@main` type setting it up at launch replaces nothing.
            for r in staticCalls(of: f.name, on: typeName, index) where !isLaunchConfiguration(r.memberToken, in: r.file, index) {
                result.append((Site(file: r.file, token: r.memberToken), "'\(display)' replaced through '\(f.name)' here"))
            }
        }
        return result
    }

    /// Calls `Type.method(…)` outside test code.
    static func staticCalls(of method: String, on typeName: String, _ index: ProjectIndex) -> [MemberReference] {
        index.memberReferences(toType: typeName).filter { r in
            !r.file.isTestFile && r.file.tree.tokenIs(r.memberToken, method) && r.file.tree.kind(r.memberToken + 1) == .leftParen
                && !r.file.isInTestDeclaration(r.memberToken)
        }
    }

    /// `shared = Foo()` or `Self.shared = …` in a static method of the type itself.
    static func ownReplacements(of instance: String, typeName: String, _ index: ProjectIndex) -> [Site] {
        var result: [Site] = []
        for site in (index.types[typeName] ?? []) + (index.extensions[typeName] ?? []) where !site.file.isTestFile {
            let tree = site.file.tree
            guard let body = site.declaration.body else { continue }
            for a in tree.assignments where body.contains(a.equalToken) {
                let lhs = a.lhs
                let bare = lhs.count == 1 && tree.tokenIs(lhs.lowerBound, instance)
                let viaSelf = lhs.count == 3 && tree.keyword(lhs.lowerBound) == .SelfType && tree.tokenIs(lhs.lowerBound + 2, instance)
                guard bare || viaSelf, !(a.rhs.count == 1 && tree.keyword(a.rhs.lowerBound) == .nil),
                      !site.file.isInTestDeclaration(a.equalToken),
                      let f = ProjectIndex.innermostDeclaration(containing: a.equalToken, in: tree),
                      f.kind == .function || f.kind == .initializer,
                      f.modifiers.isTypeMember || f.kind == .initializer,
                      !isOneTimeSetup(of: instance, equalToken: a.equalToken, tree) else { continue }
                if f.kind == .function && isCalledOnlyAtLaunch(f.name, of: typeName, instance: instance, index) { continue }
                result.append(Site(file: site.file, token: lhs.lowerBound))
            }
        }
        return result
    }

    /// A static factory that fills the holder (`static func initialize() { shared = Foo(…) }`)
    /// sets it up once when every call, outside test code, is in a launch method of the
    /// application or scene delegate, or guarded by a check that the holder is still unset
    /// (`if Foo.shared == nil { Foo.initialize() }`). A factory the type calls itself, or that
    /// nothing calls, is judged as before.
    static func isCalledOnlyAtLaunch(_ method: String, of typeName: String, instance: String, _ index: ProjectIndex) -> Bool {
        var calls = 0
        for r in staticCalls(of: method, on: typeName, index) {
            let tree = r.file.tree
            guard let caller = ProjectIndex.innermostDeclaration(containing: r.memberToken, in: tree) else { return false }
            // In a launch method of the application delegate, or in a helper only launch code calls.
            let atLaunch = caller.kind == .function && isLaunchConfiguration(r.memberToken, in: r.file, index)
                && (ProjectIndex.isLaunchMethod(caller) || index.registrationFrequency(of: r.memberToken, in: r.file) == .once)
            guard atLaunch || checksUnset(instance, before: r.memberToken, in: caller, tree) else { return false }
            calls += 1
        }
        guard calls > 0 else { return false }
        // Calls without the type's name (from the type's own code) are not seen above.
        for site in (index.types[typeName] ?? []) + (index.extensions[typeName] ?? []) {
            let tree = site.file.tree
            guard let body = site.declaration.body else { continue }
            for k in body.lowerBound..<body.upperBound where tree.tokenIs(k, method) && tree.kind(k + 1) == .leftParen
                && tree.kind(k - 1) != .dot && tree.keyword(k - 1) != .`func` { return false }
        }
        return true
    }

    /// `instance == nil` or `instance != nil` in `d`'s body before `token`.
    static func checksUnset(_ instance: String, before token: Int, in d: Declaration, _ tree: SyntaxTree) -> Bool {
        guard let body = d.body else { return false }
        for k in body.lowerBound..<max(body.lowerBound, token - 2) where tree.tokenIs(k, instance) {
            if tree.kind(k + 1) == .operator, tree.tokenIs(k + 1, "==") || tree.tokenIs(k + 1, "!="), tree.keyword(k + 2) == .nil { return true }
            // `guard let current = instance else { instance = Foo(…); return instance! }`: the
            // else block runs only while the holder is unset (decided on real code, 2026-12-07:
            // a team service filled lazily under a mutex, judged wrong as replaced).
            // Also the short form, `guard let instance else { … }`.
            let bound = tree.kind(k - 1) == .equal && tree.kind(k - 2) == .identifier
                && (tree.keyword(k - 3) == .let || tree.keyword(k - 3) == .var) && tree.keyword(k - 4) == .guard
            let short = (tree.keyword(k - 1) == .let || tree.keyword(k - 1) == .var) && tree.keyword(k - 2) == .guard
            if bound || short, tree.keyword(k + 1) == .else, tree.kind(k + 2) == .leftBrace,
               let close = tree.partner(k + 2), k + 2 < token, token < close { return true }
        }
        return false
    }

    /// Assignments to the holder that set it up once rather than replace it: the object
    /// registering itself from its `init` (`AppDelegate.current = self`, created once by the
    /// system), or an assignment guarded by a check that the holder is still unset
    /// (`guard Logger.global == nil else { return }`, `if shared != nil { return }`).
    static func isOneTimeSetup(of instance: String, equalToken: Int, _ tree: SyntaxTree) -> Bool {
        guard let f = ProjectIndex.innermostDeclaration(containing: equalToken, in: tree) else { return false }
        if f.kind == .initializer { return tree.keyword(equalToken + 1) == .self && tree.kind(equalToken + 2) != .dot }
        return checksUnset(instance, before: equalToken, in: f, tree)
    }

    /// `Holder.current = self` run once for the process: in code that runs once per object
    /// (`viewDidLoad`, a set-up method only such code calls) of an object that lives as long as
    /// the process (the storyboard's initial tab bar controller registering itself). Set once,
    /// not replaced.
    static func isSelfRegistrationOnce(equalToken: Int, in file: ParsedFile, _ index: ProjectIndex) -> Bool {
        let tree = file.tree
        guard tree.keyword(equalToken + 1) == .self, tree.kind(equalToken + 2) != .dot,
              let type = tree.innermostType(containing: equalToken),
              index.processLifetime(ofType: ProjectIndex.simpleName(type.name)) != nil else { return false }
        return index.registrationFrequency(of: equalToken, in: file) == .once
    }

    /// A write made by the application or scene delegate or the `@main` type: the app wiring
    /// its services together at launch, not screens passing data.
    static func isLaunchConfiguration(_ token: Int, in file: ParsedFile, _ index: ProjectIndex) -> Bool {
        guard let type = file.tree.innermostType(containing: token),
              let reason = index.processLifetime(ofType: ProjectIndex.simpleName(type.name)) else { return false }
        return reason == ProjectIndex.Lifetime.applicationDelegate || reason == ProjectIndex.Lifetime.sceneDelegate
            || reason == ProjectIndex.Lifetime.mainType
    }

    /// Names of the stored instance `var`s of the type and its superclasses in the tree that
    /// other files can write (not `private`, `fileprivate` or `private(set)`).
    static func storedVariables(of typeName: String, _ index: ProjectIndex) -> Set<String> {
        var result: Set<String> = []
        for t in index.superclassChain(of: typeName) {
            let observable = (index.types[t] ?? []).contains { $0.declaration.hasAttribute("Observable") }
            for p in index.storedProperties(of: t) where !p.isLet && !isPersisted(p) && !observable && !p.hasAttribute("Published")
                && !p.modifiers.contains(.private) && !p.modifiers.contains(.fileprivate) && !p.modifiers.contains(.privateSet) {
                result.insert(p.name)
            }
        }
        return result
    }

    /// A property wrapped to persist its value (`@AppStorage`, `@UserDefault`,
    /// `@UserDefaultsBacked`, `@Keychain…`, `@SceneStorage`): a setting saved on every write, not
    /// state passed between screens.
    static func isPersisted(_ p: Declaration) -> Bool {
        p.attributes.contains { a in
            ["Default", "Storage", "Keychain", "Persist", "Setting"].contains { a.name.contains($0) }
        }
    }

    /// Methods that mutate a collection or value in place.
    static let mutatingMethods: Set<String> = [
        "append", "insert", "remove", "removeAll", "removeFirst", "removeLast", "removeValue", "updateValue",
        "toggle", "formUnion", "subtract", "merge", "sort", "reverse", "appendContentsOf",
    ]

    /// Whether the member chain starting at `member` (`x`, `x.y`, `x[k]`) is assigned to or
    /// mutated in place: `= …`, a compound assignment, or a mutating collection method.
    /// A write through the instance: the site, the instance's property written or mutated, and
    /// whether the code assigns a member of that property (`Type.shared.screen?.title = …`)
    /// rather than the property itself.
    typealias StateWrite = (site: Site, property: String, throughMember: Bool)

    /// `.property.member = …` or `.property?.member = …` after the property at `member`.
    static func assignsMemberOfMember(_ member: Int, _ tree: SyntaxTree) -> Bool {
        var k = member + 1
        if tree.kind(k) == .postfixQuestion || tree.kind(k) == .postfixExclaim { k += 1 }
        return tree.kind(k) == .dot && tree.kind(k + 1) == .identifier && tree.kind(k + 2) != .leftParen
    }

    /// Whether the stored property `name` of the type holds an object rather than a value: its
    /// declared (or constructed) type is a class or actor of the tree, or named like a UIKit or
    /// AppKit object (`…Controller`, `…View`, `UI…`, `NS…`). Setting a member of such an object
    /// changes that object, not the singleton's state.
    static func holdsObject(_ name: String, of typeName: String, _ index: ProjectIndex) -> Bool {
        for t in index.superclassChain(of: typeName) {
            for site in (index.types[t] ?? []) + (index.extensions[t] ?? []) {
                for m in site.declaration.members where m.kind == .variable && m.name == name {
                    guard let base = storedTypeName(of: m, site.file.tree) else { continue }
                    return isObjectType(base, index)
                }
            }
        }
        return false
    }

    /// The type a stored property is declared with (`let tabs: TabsController`), or, without an
    /// annotation, the type its initializer constructs (`var showGMI = StorageValue<Bool>(key: …)`).
    static func storedTypeName(of m: Declaration, _ tree: SyntaxTree) -> String? {
        if let text = m.typeText { return ProjectIndex.baseTypeName(text) }
        guard let value = m.initializer, value.count >= 2 else { return nil }
        let k = value.lowerBound
        guard tree.kind(k) == .identifier, tree.text(k).first?.isUppercase ?? false,
              tree.kind(k + 1) == .leftParen || tree.isToken(k + 1, "<") || tree.kind(k + 1) == .dot && tree.isToken(k + 2, "init")
        else { return nil }
        return tree.text(k)
    }

    /// Whether the type named `base` makes objects: a class or actor of the tree, or a name
    /// like a UIKit or AppKit object's (`…Controller`, `…View`, `UI…`, `NS…`).
    static func isObjectType(_ base: String, _ index: ProjectIndex) -> Bool {
        if let kind = index.kind(ofType: base) { return kind == .class || kind == .actor }
        if base.hasSuffix("Controller") || base.hasSuffix("View") { return true }
        for prefix in ["UI", "NS"] where base.hasPrefix(prefix) && base.count > 2 {
            if base[base.index(base.startIndex, offsetBy: 2)].isUppercase { return true }
        }
        return false
    }

    static func isWrite(afterMember member: Int, _ tree: SyntaxTree) -> Bool {
        var k = member + 1
        while true {
            if tree.kind(k) == .dot, tree.kind(k + 1) == .identifier {
                if tree.kind(k + 2) == .leftParen { return mutatingMethods.contains(tree.text(k + 1)) }
                k += 2
            } else if tree.kind(k) == .leftBracket, let close = tree.partner(k) {
                k = close + 1
            } else if tree.kind(k) == .postfixQuestion || tree.kind(k) == .postfixExclaim {
                k += 1
            } else {
                break
            }
        }
        if tree.kind(k) == .equal { return true }
        guard tree.kind(k) == .operator else { return false }
        let op = tree.text(k)
        return op.count >= 2 && op.hasSuffix("=") && op != "==" && op != "!=" && op != ">=" && op != "<=" && op != "==="
    }
}
