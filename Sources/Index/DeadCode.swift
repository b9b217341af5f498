import FlowLintParser

/// Code that never runs: a method no code of the tree calls, names as a function value or lets
/// the runtime call. A leak found there leaks nothing, so the leak rules stay silent (decided on
/// real code, 2026-12-06: six findings in uncalled set-up methods judged wrong, among them a
/// cell's video observer whose only caller was deleted and a timer whose one call is commented
/// out; docs/lifetimes.md, "Code that never runs").
extension ProjectIndex {
    /// Whether the code at `token` is in a method that never runs: a `private` one nothing in its
    /// file names (`isInUnusedPrivateMember`), or any other non-public method that no code of
    /// the tree outside tests calls by its name and labels, that is never used as a selector or a
    /// function value, and that no framework can call (see `mayRunUncalled`). Linting part of a
    /// tree sees only that part's callers.
    public func isInUncalledMethod(_ token: Int, in file: ParsedFile) -> Bool {
        let tree = file.tree
        if ProjectIndex.isInUnusedPrivateMember(token, in: tree) { return true }
        guard !file.isTestFile, isWholeApp, let d = ProjectIndex.memberDeclaration(containing: token, in: tree),
              d.kind == .function, let type = d.enclosingType, !mayRunUncalled(d, in: type) else { return false }
        return isNeverCalled(d)
    }

    /// Whether the code at `token` never runs: it is in a method nothing calls
    /// (`isInUncalledMethod`), or in an instance member of a class the tree never makes
    /// (`isNeverMade`).
    public func neverRuns(_ token: Int, in file: ParsedFile) -> Bool {
        isOutsideXcodeProject(file) || isInUncalledMethod(token, in: file) || isInNeverMadeClass(token, in: file)
    }

    /// Whether `file` is a Swift file that the tree's Xcode projects do not compile: a project
    /// (or a workspace) sits in a folder around it, no project of the tree lists the file's name
    /// (by `path` or `name`, whatever the case), none compiles whole folders
    /// (`PBXFileSystemSynchronizedRootGroup`), and no other
    /// build description governs a folder around the file (a SwiftPM `Package.swift`, a Tuist
    /// `Project.swift`, a `.podspec`, a Bazel or Buck `BUILD` file, an XcodeGen `project.yml`).
    /// A stale copy or an orphaned module left on disk is never built, so nothing it would leak
    /// exists (decided on real code, 2026-12-07: a job app's document-upload module folder that
    /// no project or workspace lists, 13 findings judged wrong, and a chat app's stale copy of a
    /// profile screen).
    public func isOutsideXcodeProject(_ file: ParsedFile) -> Bool {
        let facts = interface
        guard facts.xcodeProjects > 0, !facts.xcodeProjectSyncsFolders, !file.isTestFile,
              !facts.filesCompiledAnyway.contains(file.path) else { return false }
        // Only a project (or a workspace) in a folder around the file decides for it: a vendored
        // library's project says nothing about the app files beside it.
        guard facts.xcodeProjectFolders.contains(where: { $0.isEmpty || file.path.hasPrefix($0 + "/") }) else { return false }
        let name = (file.path.split(separator: "/").last.map(String.init) ?? file.path).lowercased()
        guard !facts.xcodeProjectFileNames.contains(name) else { return false }
        let governed = memoTable("index.build-description-folders", of: [String].self).value(for: "") {
            var folders = Array(facts.buildManifestFolders)
            for f in files {
                let base = f.path.split(separator: "/").last.map(String.init) ?? f.path
                guard ["Package.swift", "Project.swift", "Workspace.swift"].contains(base) else { continue }
                folders.append(String(f.path.dropLast(base.count + (f.path.count > base.count ? 1 : 0))))
            }
            return folders.sorted()
        }
        // A generator that makes the projects (Tuist, XcodeGen) governs the whole tree from its folder.
        return !governed.contains { folder in folder.isEmpty || file.path.hasPrefix(folder + "/") }
    }

    /// Whether the code at `token` is in an instance member of a class the tree never makes
    /// (`isNeverMade`), when the tree is a whole app.
    func isInNeverMadeClass(_ token: Int, in file: ParsedFile) -> Bool {
        guard !file.isTestFile, isWholeApp, let d = ProjectIndex.memberDeclaration(containing: token, in: file.tree),
              !d.kind.isType, !d.modifiers.isTypeMember, let type = d.enclosingType else { return false }
        return isNeverMade(ProjectIndex.simpleName(type.name))
    }

    /// Whether the tree is a whole app, whose callers and makers are all in it: it has the
    /// app's entry point (an `@main`, `@UIApplicationMain` or `@NSApplicationMain` type, an
    /// application delegate, or a `main.swift`). A library, a feature folder linted on its own
    /// or a fixture of a few files is not: code outside it may call and make what it declares.
    public var isWholeApp: Bool {
        memoTable("index.whole-app", of: Bool.self).value(for: "") {
            if files.contains(where: { !$0.isTestFile && ($0.path == "main.swift" || $0.path.hasSuffix("/main.swift")) }) { return true }
            return types.values.contains { sites in
                sites.contains { site in
                    let d = site.declaration
                    guard !site.file.isTestFile, d.kind == .class || d.kind == .struct else { return false }
                    return d.attributes.contains { ProjectIndex.entryPointAttributes.contains($0.name) }
                        || d.inheritance.contains { ProjectIndex.applicationDelegateProtocols.contains($0.name) }
                }
            }
        }
    }

    /// Whether no instance of the class `name` is ever made: no storyboard or nib places it, no
    /// Objective-C source, `Info.plist` or test file spells it, and every place where code names
    /// it (a construction, `Foo.self`, `as? Foo`, a type annotation, a subclass: it may be made
    /// where the tree does not show it), other than its own declarations and instance members,
    /// is code that never runs itself — a method nothing calls, a preview or mock, or an instance
    /// member (or the declaration) of another class that is never made. So a screen made only by
    /// a screen nothing makes is never made either (decided on real code, 2026-12-07: a feature
    /// whose one entry is commented out kept three timer findings alive). Classes the system
    /// makes by name from files flowlint does not read (Core Data entities, documents, scene
    /// delegates) and classes with an Objective-C name of their own are left out. A struct
    /// adopting SwiftUI's `View` or a representable protocol is judged the same way.
    public func isNeverMade(_ name: String) -> Bool {
        neverMadeClasses().contains(name)
    }

    /// The classes (and SwiftUI view structs) `isNeverMade` holds for, found once for the whole
    /// tree as the candidates running code cannot reach: one named by code that runs whatever is
    /// made (a static member, a member of a type that is no candidate) is reached, and so is one
    /// named in the instance code of a reached candidate, and so on. So classes that only name each other (a
    /// screen making its calendar view, the calendar view making the screen) are never made when
    /// nothing else makes either.
    func neverMadeClasses() -> Set<String> {
        neverMadeTable.get {
            let candidates = Set(types.keys.filter(isNeverMadeCandidate))
            var reached: Set<String> = []
            var queue: [String] = []
            // Mentions in each candidate's instance code, by the candidate: looked at only once
            // it is reached.
            var named: [String: [(name: String, site: TokenSite)]] = [:]
            var uncalled = UncalledMethods()
            let mentions = outsideMentions(of: Array(candidates))
            // Names a test file spells are left out of `mentions`: they count as made.
            for name in candidates where mentions[name] == nil {
                reached.insert(name)
                queue.append(name)
            }
            for (name, sites) in mentions {
                for site in sites {
                    switch runner(of: site, candidates) {
                    case .always:
                        if !uncalled.contains(site, self), reached.insert(name).inserted { queue.append(name) }
                    case .instancesOf(let maker):
                        named[maker, default: []].append((name, site))
                    }
                    if reached.contains(name) { break }
                }
            }
            while let maker = queue.popLast() {
                for (name, site) in named[maker] ?? [] where !reached.contains(name) && !uncalled.contains(site, self) {
                    reached.insert(name)
                    queue.append(name)
                }
            }
            return candidates.subtracting(reached)
        }
    }

    /// Whether a mention is in a preview or mock, or in a method nothing calls
    /// (`isInUncalledMethod`), answered once per method.
    private struct UncalledMethods {
        private var known: [ObjectIdentifier: Bool] = [:]

        mutating func contains(_ site: TokenSite, _ index: ProjectIndex) -> Bool {
            let file = site.file
            if file.isInTestDeclaration(site.token) { return true }
            // Outside any declaration: top-level code, which runs.
            guard let d = ProjectIndex.memberDeclaration(containing: site.token, in: file.tree) else { return false }
            if let answer = known[ObjectIdentifier(d)] { return answer }
            let answer = index.isInUncalledMethod(site.token, in: file)
            known[ObjectIdentifier(d)] = answer
            return answer
        }
    }

    /// When the code at a mention runs, unless it is in a method nothing calls or in a preview.
    private enum Runner {
        /// Whatever is made: a static member, global code, a member of a type that is no candidate.
        case always
        /// Once an instance of the candidate class exists: its instance members, or its
        /// declaration (a subclass's inheritance clause).
        case instancesOf(String)
    }

    private func runner(of site: TokenSite, _ candidates: Set<String>) -> Runner {
        guard let owner = instanceOwner(of: site) else { return .always }
        let name = ProjectIndex.simpleName(owner.type.name)
        return candidates.contains(name) && (owner.type.kind == .class || !owner.isDeclaration) ? .instancesOf(name) : .always
    }

    /// The type whose instance runs the code at `site`: the type itself for its declaration's
    /// name and inheritance clause (`isDeclaration`), the enclosing type for an instance member;
    /// nil for a static member and for code outside any type, which run whatever is made.
    private func instanceOwner(of site: TokenSite) -> (type: Declaration, isDeclaration: Bool)? {
        guard let d = ProjectIndex.memberDeclaration(containing: site.token, in: site.file.tree) else { return nil }
        if d.kind.isType { return (d, true) }
        guard !d.modifiers.isTypeMember, let enclosing = d.enclosingType else { return nil }
        return (enclosing, false)
    }

    /// Whether the class `name` could be never made, leaving aside where code names it.
    private func isNeverMadeCandidate(_ name: String) -> Bool {
        guard let sites = types[name], !sites.isEmpty, sites.allSatisfy({ site in
            (site.declaration.kind == .class || isSwiftUIViewStruct(name, site)) && !site.file.isTestFile
                && !site.declaration.modifiers.contains(.public) && !site.declaration.modifiers.contains(.open)
                && !site.declaration.attributes.contains { $0.name == "objc" || ProjectIndex.entryPointAttributes.contains($0.name) }
        }) else { return false }
        if placedByInterfaceFiles(name) || interface.namesOutsideSwift.contains(name) { return false }
        return !superclassChain(of: name).contains(where: { ProjectIndex.madeByNameClasses.contains($0) })
            && !(sites + (extensions[name] ?? [])).contains(where: { $0.declaration.inheritance.contains { ProjectIndex.madeByNameClasses.contains($0.name) } })
    }

    /// A struct adopting SwiftUI's `View` or a representable protocol (in its declaration or an
    /// extension): made only where code names it, never by a decoder or the system (decided on
    /// real code, 2026-12-07: a window accessor view nothing used, whose observer piled up,
    /// judged wrong).
    private func isSwiftUIViewStruct(_ name: String, _ site: DeclarationSite) -> Bool {
        guard site.declaration.kind == .struct else { return false }
        return ([site] + (extensions[name] ?? [])).contains { s in
            s.declaration.inheritance.contains { ProjectIndex.swiftUIViewProtocols.contains($0.name) }
        }
    }

    static let swiftUIViewProtocols: Set<String> = [
        "View", "UIViewRepresentable", "NSViewRepresentable", "UIViewControllerRepresentable", "NSViewControllerRepresentable",
    ]

    /// Where identifier tokens spell each of `names`, leaving out the class's own name and
    /// instance members (one scan of every file); names spelled in a test file are left out.
    private func outsideMentions(of names: [String]) -> [String: [TokenSite]] {
        var byHash: [UInt64: [String]] = [:]
        for name in names { byHash[SyntaxTree.nameHash(name), default: []].append(name) }
        let named = Set(names)
        var mentions: [String: [TokenSite]] = Dictionary(uniqueKeysWithValues: names.map { ($0, []) })
        var spelledInTests: Set<String> = []
        for f in files {
            let tree = f.tree
            for k in 0..<tree.tokens.count {
                let name: String
                switch tree.kind(k) {
                case .identifier:
                    guard let found = byHash[tree.nameHash(ofToken: k)]?.first(where: { tree.tokenIs(k, $0) }) else { continue }
                    name = found
                case .attribute:
                    // A property wrapper or result builder class used as `@Atomic`.
                    let text = String(tree.text(k).dropFirst())
                    guard named.contains(text) else { continue }
                    name = text
                default:
                    continue
                }
                if f.isTestFile { spelledInTests.insert(name) } else { mentions[name, default: []].append(TokenSite(file: f, token: k)) }
            }
        }
        for name in spelledInTests { mentions[name] = nil }
        let readsStoryboards = !interface.storyboards.isEmpty
        for (name, sites) in mentions {
            mentions[name] = sites.filter { !isOwnInstanceMention($0, of: name) && !(readsStoryboards && ProjectIndex.isSegueDestinationCast($0)) }
        }
        return mentions
    }

    /// Whether the mention at `site` is the type of a cast of a segue's destination (`segue.
    /// destination as? EditorViewController`, also `destinationController` and
    /// `destinationViewController`): storyboards are read, and a segue shows only scenes they
    /// place, so the cast makes nothing (decided on real code, 2026-12-07: a media app's
    /// management screen, placed only in a storyboard nothing loads, whose delegate a preview
    /// screen set in `prepare(for:sender:)`; 2 judged wrong).
    static func isSegueDestinationCast(_ site: TokenSite) -> Bool {
        let tree = site.file.tree
        // `as? Foo`, `as! Foo`, `as Foo`: only then is the cast looked up.
        let k = site.token
        guard tree.keyword(k - 1) == .as || (tree.keyword(k - 2) == .as && (tree.kind(k - 1) == .postfixQuestion || tree.kind(k - 1) == .postfixExclaim)),
              let cast = tree.casts.first(where: { $0.type.contains(site.token) }), cast.operand.count >= 2 else { return false }
        let last = cast.operand.upperBound - 1
        return tree.kind(last - 1) == .dot
            && (tree.isToken(last, "destination") || tree.isToken(last, "destinationController") || tree.isToken(last, "destinationViewController"))
    }

    /// Whether the mention at `site` of the class `name` is its own declaration's or an
    /// extension's name, or inside one of its own instance members: code that runs only once an
    /// instance exists. A static member that makes one (`static let shared = Player()`) still
    /// counts, as does a nested type's code.
    private func isOwnInstanceMention(_ site: TokenSite, of name: String) -> Bool {
        guard let owner = instanceOwner(of: site) else { return false }
        return ProjectIndex.simpleName(owner.type.name) == name
    }

    /// Framework classes and protocols whose subclasses and adopters the system makes from a
    /// name in a file flowlint does not read (a Core Data model, a document type, build settings
    /// that generate `Info.plist`) or from keys of a binary plist: application, scene and
    /// extension delegates, extensions' principal classes, screensavers. Everything they make in
    /// turn may run, so they are the roots of `neverMadeClasses`.
    static let madeByNameClasses: Set<String> = Set([
        "NSManagedObject", "NSDocument", "NSPersistentDocument", "UIDocument", "UIApplication", "NSApplication",
        "UNNotificationServiceExtension", "UNNotificationContentExtension", "NSExtensionRequestHandling",
        "WKInterfaceController", "CXCallDirectoryProvider", "MSMessagesAppViewController", "SLComposeServiceViewController",
        "UIInputViewController", "ASCredentialProviderViewController", "SFSafariExtensionHandler",
        "SFSafariExtensionViewController", "ScreenSaverView", "CLKComplicationDataSource",
        "NSFileProviderReplicatedExtension", "QLPreviewingController", "CPTemplateApplicationSceneDelegate",
        "PHContentEditingController", "AUAudioUnitFactory",
    ]).union(applicationDelegateProtocols).union(sceneDelegateProtocols).union(extensionPrincipalClasses)

    /// Names the language or a framework calls without a call the tree shows (`for … in`, a
    /// call of an instance, result builders, `Codable`, `Hashable`, SwiftUI's coordinator).
    static let implicitlyCalledNames: Set<String> = [
        "callAsFunction", "makeIterator", "next", "makeAsyncIterator", "hash", "encode", "main", "body",
        "makeCoordinator", "makeBody", "dynamicallyCall", "buildBlock", "buildExpression", "buildOptional",
        "buildEither", "buildArray", "buildFinalResult", "buildLimitedAvailability", "buildPartialBlock",
        "awakeAfter", "isEqual", "copy", "mutableCopy", "observeValue", "reduce", "update",
    ]

    /// Whether something other than a call the tree shows may run the method: it is public (code
    /// outside the tree may call it), an override, exposed to Objective-C, an operator, a name
    /// the language calls on its own, a requirement of a protocol of the tree the type adopts, or
    /// may be one of a protocol from outside the tree that the type adopts. A framework's
    /// delegate requirements take the calling object first (`tableView(_:cellForRowAt:)`) or
    /// nothing; a method whose first parameter is a plain value (`setUpVideo(_ url: String)`) is
    /// not one.
    private func mayRunUncalled(_ d: Declaration, in type: Declaration) -> Bool {
        if d.modifiers.contains(.public) || d.modifiers.contains(.open) || d.hasAttribute("usableFromInline") { return true }
        if ProjectIndex.runtimeMayCall(d) || ProjectIndex.implicitlyCalledNames.contains(d.name) { return true }
        guard let first = d.name.unicodeScalars.first, first == "_" || first.properties.isAlphabetic else { return true }
        if type.kind == .protocol { return true }
        let adopted = adoptedRequirements(of: ProjectIndex.simpleName(type.name))
        if adopted.names.contains(d.name) { return true }
        return adopted.outside && !ProjectIndex.takesPlainValueFirst(d)
    }

    /// Method names required by the tree's protocols that a type (its declarations, extensions and
    /// superclasses of the tree) adopts, and whether it adopts one from outside the tree.
    struct AdoptedRequirements {
        var names: Set<String> = []
        var outside = false
    }

    func adoptedRequirements(of typeName: String) -> AdoptedRequirements {
        memoTable("index.adopted-requirements", of: AdoptedRequirements.self).value(for: typeName) {
            var result = AdoptedRequirements()
            var seen: Set<String> = []
            collectRequirements(of: typeName, into: &result, seen: &seen)
            return result
        }
    }

    private func collectRequirements(of name: String, into result: inout AdoptedRequirements, seen: inout Set<String>) {
        guard seen.insert(name).inserted, seen.count < 64 else { return }
        let sites = (types[name] ?? []) + (extensions[name] ?? [])
        for site in sites {
            let d = site.declaration
            if d.kind == .protocol {
                for member in d.members where member.kind == .function { result.names.insert(member.name) }
            }
            for (k, ref) in d.inheritance.enumerated() {
                if let known = types[ref.name], !known.isEmpty {
                    collectRequirements(of: ref.name, into: &result, seen: &seen)
                    continue
                }
                if ProjectIndex.requirementFreeNames.contains(ref.name) { continue }
                // A class's first unknown entry is its framework superclass (whose methods an
                // override must say `override` to replace), a protocol's its class constraint
                // (`protocol AnimatableLayer: CALayer`), unless it is named like a protocol. A
                // class's is taken for a superclass only when it is spelled like a framework
                // class (`UIView`, `NSObject`, `ASDisplayNode`) or the class overrides something:
                // `class Repository: Assembly` adopts a library's protocol, whose `assemble`
                // the library calls (decided on real code, 2026-12-07).
                if k == 0, !ProjectIndex.looksLikeProtocolName(ref.name),
                   d.kind == .protocol || (d.kind == .class && (ProjectIndex.hasFrameworkPrefix(ref.name) || overridesSomething(name))) {
                    continue
                }
                result.outside = true
            }
        }
    }

    /// Standard-library and Foundation names whose adoption asks for no method the runtime calls
    /// by name (or only for ones in `implicitlyCalledNames`), and raw-value types.
    static let requirementFreeNames: Set<String> = [
        "Equatable", "Hashable", "Comparable", "Codable", "Encodable", "Decodable", "CaseIterable", "Identifiable",
        "CustomStringConvertible", "CustomDebugStringConvertible", "Error", "LocalizedError", "Sendable", "AnyObject",
        "ObservableObject", "RawRepresentable", "NSObject", "NSObjectProtocol", "Any", "String", "Int", "UInt", "Int8",
        "Int16", "Int32", "Int64", "UInt8", "UInt16", "UInt32", "UInt64", "Double", "Float", "Character", "CGFloat",
    ]

    /// Whether `name` starts with a framework's capital prefix and then a word (`UIView`,
    /// `NSObject`, `CALayer`, `ASDisplayNode`).
    static func hasFrameworkPrefix(_ name: String) -> Bool {
        let s = Array(name.unicodeScalars.prefix(5)).map { $0.properties.isUppercase ? "A" : $0.properties.isLowercase ? "a" : "-" }.joined()
        return s.hasPrefix("AAAa") || s.hasPrefix("AAAAa")
    }

    /// Whether a declaration or extension of the type `name` says `override` anywhere.
    private func overridesSomething(_ name: String) -> Bool {
        ((types[name] ?? []) + (extensions[name] ?? [])).contains { site in
            var found = false
            site.declaration.forEachDescendant { if $0.modifiers.contains(.override) { found = true } }
            return found
        }
    }

    static func looksLikeProtocolName(_ name: String) -> Bool {
        ["Delegate", "DataSource", "Protocol", "Type", "able", "ible", "ing", "Source", "Provider", "Handler", "Observer"]
            .contains { name.hasSuffix($0) }
    }

    /// Whether the method's first parameter is a plain value (a string, number, flag, URL, date,
    /// data, an array or optional of those, or a closure): no framework delegate method starts so.
    static func takesPlainValueFirst(_ d: Declaration) -> Bool {
        guard let p = d.parameters.first, !p.isInout else { return false }
        let text = p.typeText.filter { !$0.isWhitespace }
        if text.contains("->") { return true }
        let core = text.filter { !"?![]".contains($0) }
        return plainValueTypes.contains(core)
    }

    static let plainValueTypes: Set<String> = [
        "String", "Substring", "Character", "Int", "UInt", "Int8", "Int16", "Int32", "Int64", "UInt8", "UInt16", "UInt32",
        "UInt64", "Double", "Float", "CGFloat", "Bool", "URL", "Data", "Date", "UUID", "TimeInterval",
    ]
}
