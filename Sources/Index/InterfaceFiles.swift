/// What Interface Builder files and Info.plist files say about object lifetimes. flowlint does
/// not lint these files; it reads them so that the index knows which controllers a storyboard
/// makes once at launch (the main storyboard's initial controller, the tabs of its tab bar
/// controller, …) and which classes storyboards and nibs make at all.
///
/// Storyboards and nibs are XML written by Xcode, so a small tag scanner over the bytes is
/// enough: it reads start tags and their attributes, and end tags, and skips comments,
/// processing instructions and text.
public struct InterfaceFacts: Sendable {
    /// Storyboards, in path order.
    public var storyboards: [Storyboard] = []
    /// Names of the storyboards an app's Info.plist launches with (`UIMainStoryboardFile`,
    /// `UISceneStoryboardFile`, `NSMainStoryboardFile`), without the extension.
    public var mainStoryboardNames: Set<String> = []
    /// Classes named by objects of nibs (`.xib`), which a nib makes every time it is loaded.
    public var nibClasses: Set<String> = []
    /// Type-like names (capitalized words) that Objective-C sources (`.m`, `.mm`) and XML
    /// `Info.plist` files spell: a Swift class named there may be made there (`[[Foo alloc]
    /// init]`, an extension's `NSExtensionPrincipalClass`), where Swift code does not show it.
    public var namesOutsideSwift: Set<String> = []
    /// Classes that Objective-C declares as the application delegate (`@interface AppDelegate :
    /// UIResponder <UIApplicationDelegate>`, or a category adopting it): Swift extensions of
    /// such a class extend the object the application keeps for the whole process.
    public var objectiveCApplicationDelegates: Set<String> = []
    /// Names of the Swift files (the last path component, lowercased) that the Xcode projects of
    /// the tree (`*.xcodeproj/project.pbxproj`) refer to, by their `path` or `name`: a Swift file
    /// whose name none of them lists is not compiled by them (see
    /// `ProjectIndex.isOutsideXcodeProject`).
    public var xcodeProjectFileNames: Set<String> = []
    /// How many Xcode project files were read that name at least one Swift file (one that
    /// names none, in a format not read or empty, says nothing).
    public var xcodeProjects = 0
    /// Folders the projects decide for: the folder holding each such `.xcodeproj`, and the
    /// folder holding each workspace (`*.xcworkspace/contents.xcworkspacedata`, not the one
    /// inside a project), which gathers projects of its subfolders. `""` is the tree's top.
    public var xcodeProjectFolders: Set<String> = []
    /// Whether a project lists folders whose files it compiles without naming them (Xcode 16's
    /// `PBXFileSystemSynchronizedRootGroup`): its file names say nothing about membership.
    public var xcodeProjectSyncsFolders = false
    /// Folders holding a build description other than an Xcode project (a CocoaPods `.podspec`,
    /// a Bazel or Buck `BUILD` file, an XcodeGen `project.yml`): the Swift files under them may
    /// be compiled without any Xcode project of the tree naming them.
    public var buildManifestFolders: Set<String> = []
    /// Swift files (as displayed) that the projects do not decide for: an editor's buffer
    /// (`--stdin-path`), which may be a file not added to the project yet.
    public var filesCompiledAnyway: Set<String> = []

    public init() {}

    public static let empty = InterfaceFacts()

    /// One storyboard file.
    public struct Storyboard: Sendable {
        /// The file's name without `.storyboard` (`Main` for `Base.lproj/Main.storyboard`).
        public var name: String
        /// Path as shown in diagnostics.
        public var path: String
        /// The scene the storyboard starts with (`initialViewController`).
        public var initialControllerID: String?
        /// An AppKit storyboard (`targetRuntime="MacOSX.Cocoa"`): only `NSStoryboard`'s
        /// `instantiateController` makes its scenes; UIKit's `instantiateViewController` makes
        /// the others'.
        public var isAppKit = false
        /// A WatchKit storyboard (`targetRuntime="watchKit"`), whose interface controllers are
        /// `<controller>` elements without a `sceneMemberID`.
        public var isWatchKit = false
        public var scenes: [Scene] = []
        /// Storyboard references (`viewControllerPlaceholder`): the storyboard and the
        /// identifier of the scene they stand for (nil: its initial scene), and the reference's
        /// own element id (segues name it as their destination).
        public var references: [(storyboard: String, identifier: String?, id: String)] = []
    }

    /// One scene: its controller and the objects it makes with it.
    public struct Scene: Sendable {
        /// The controller's element id (segues name it as their destination).
        public var controllerID: String
        /// The controller's tag (`viewController`, `navigationController`, `windowController`, …).
        public var controllerTag: String
        /// The controller's `customClass`, when it has one.
        public var controllerClass: String?
        /// `storyboardIdentifier`, which code passes to `instantiateViewController(withIdentifier:)`.
        public var storyboardIdentifier: String?
        /// Classes of the other objects of the scene (views, gesture recognizers, custom
        /// objects): made once with each instance of the scene's controller.
        public var objectClasses: [String] = []
        /// Classes of objects inside table and collection cells and other reusable views: made
        /// again and again.
        public var reusableClasses: [String] = []
        /// Controllers that are made with this one and live as long: a navigation controller's
        /// root, a tab bar controller's tabs, a split view's columns, a window's content, an
        /// embedded child (`relationship` and `embed` segues).
        public var children: [String] = []
        /// Controllers other segues of the scene show (`show`, `presentation`, `popover`, …):
        /// made every time the segue runs.
        public var shown: [String] = []
    }

    /// Adds what another set of files says (files read on other cores, merged in path order).
    public mutating func merge(_ other: InterfaceFacts) {
        storyboards += other.storyboards
        mainStoryboardNames.formUnion(other.mainStoryboardNames)
        nibClasses.formUnion(other.nibClasses)
        namesOutsideSwift.formUnion(other.namesOutsideSwift)
        objectiveCApplicationDelegates.formUnion(other.objectiveCApplicationDelegates)
        xcodeProjectFileNames.formUnion(other.xcodeProjectFileNames)
        xcodeProjects += other.xcodeProjects
        xcodeProjectFolders.formUnion(other.xcodeProjectFolders)
        xcodeProjectSyncsFolders = xcodeProjectSyncsFolders || other.xcodeProjectSyncsFolders
        buildManifestFolders.formUnion(other.buildManifestFolders)
        filesCompiledAnyway.formUnion(other.filesCompiledAnyway)
    }

    // MARK: Reading

    /// Adds what the file at `path` says: a storyboard, a nib, an `Info.plist`, an Objective-C
    /// source, an Xcode project or workspace file, or another build description.
    public mutating func read(_ bytes: [UInt8], path: String) {
        let components = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        let name = components.last ?? path
        /// The folder holding the component at `k` (`""` for the top).
        func folder(above k: Int) -> String { components[..<k].joined(separator: "/") }
        if name == "project.pbxproj" {
            let swiftNames = InterfaceFacts.referencedFileNames(inProject: bytes).filter { $0.hasSuffix(".swift") }
            if InterfaceFacts.find(Array("PBXFileSystemSynchronizedRootGroup".utf8), in: bytes, from: 0) != nil {
                xcodeProjectSyncsFolders = true
            }
            guard !swiftNames.isEmpty, components.count >= 2, components[components.count - 2].hasSuffix(".xcodeproj") else { return }
            xcodeProjects += 1
            xcodeProjectFileNames.formUnion(swiftNames)
            xcodeProjectFolders.insert(folder(above: components.count - 2))
        } else if name == "contents.xcworkspacedata" {
            // A workspace of its own, not the one every project holds inside it.
            guard components.count >= 2, components[components.count - 2].hasSuffix(".xcworkspace"),
                  !components.contains(where: { $0.hasSuffix(".xcodeproj") }) else { return }
            xcodeProjectFolders.insert(folder(above: components.count - 2))
        } else if InterfaceFacts.isBuildManifest(name) {
            buildManifestFolders.insert(folder(above: components.count - 1))
        } else if path.hasSuffix(".storyboard") {
            // `Main~.storyboard`: a tilde with no device after it (`~ipad`, `~iphone`) marks a
            // backup copy left beside the real file, which no target builds (2026-12-06: a
            // scholars directory's stale `Nearby~.storyboard` repeated the launch tab bar).
            guard !path.dropLast(".storyboard".count).hasSuffix("~") else { return }
            storyboards.append(InterfaceFacts.storyboard(bytes, path: path))
        } else if path.hasSuffix(".xib") {
            InterfaceFacts.scan(bytes) { tag in
                // Placeholders stand for objects made elsewhere: File's Owner, First
                // Responder, Application (`placeholderIdentifier`, or in older files the ids
                // -1, -2 and -3).
                if case .start(_, let attributes, _) = tag, let cls = attributes["customClass"],
                   attributes["placeholderIdentifier"] == nil, attributes["id"]?.hasPrefix("-") != true {
                    nibClasses.insert(cls)
                }
            }
        } else if path.hasSuffix(".plist") {
            if bytes.starts(with: BinaryPlist.header) {
                mainStoryboardNames.formUnion(BinaryPlist.strings(forKeys: InterfaceFacts.isMainStoryboardKey, in: bytes) ?? [])
            } else {
                mainStoryboardNames.formUnion(InterfaceFacts.mainStoryboards(inPlist: bytes))
                namesOutsideSwift.formUnion(InterfaceFacts.capitalizedWords(bytes))
            }
        } else if InterfaceFacts.isObjectiveCSource(path) {
            // Headers declare; vendored libraries' headers and their comments name anything.
            // Only sources (`.m`, `.mm`) count as code that may make a class.
            if !path.hasSuffix(".h") { namesOutsideSwift.formUnion(InterfaceFacts.capitalizedWords(bytes)) }
            objectiveCApplicationDelegates.formUnion(InterfaceFacts.interfaces(in: bytes, adopting: InterfaceFacts.applicationDelegateProtocols))
        }
    }

    /// The elements a WatchKit storyboard's scenes are made of: interface controllers, SwiftUI
    /// hosting controllers and notification controllers (decided on real code, 2026-12-07: a
    /// dining app's watch hosting controller was dropped with its scene, and the SwiftUI views
    /// it shows were taken for dead code).
    static let watchControllerTags: Set<String> = ["controller", "hostingController", "notificationController"]

    static let applicationDelegateProtocols: Set<String> = ["UIApplicationDelegate", "NSApplicationDelegate"]

    /// Classes whose Objective-C `@interface` (a class's, `@interface Name : Super <P, Q>`, or a
    /// category's, `@interface Name (Category) <P>`) lists one of `protocols`.
    static func interfaces(in bytes: [UInt8], adopting protocols: Set<String>) -> Set<String> {
        let keyword = Array("@interface".utf8)
        var result: Set<String> = []
        var k = 0
        func skipSpace() { while k < bytes.count, bytes[k] == 0x20 || bytes[k] == 0x09 || bytes[k] == 0x0A || bytes[k] == 0x0D { k += 1 } }
        func word() -> String {
            let start = k
            while k < bytes.count, isWordByte(bytes[k]) { k += 1 }
            return String(decoding: bytes[start..<k], as: UTF8.self)
        }
        while let at = firstIndex(of: keyword, in: bytes, from: k) {
            k = at + keyword.count
            skipSpace()
            let name = word()
            guard !name.isEmpty else { continue }
            skipSpace()
            if k < bytes.count, bytes[k] == UInt8(ascii: "(") {
                while k < bytes.count, bytes[k] != UInt8(ascii: ")") { k += 1 }
                k += 1
                skipSpace()
            }
            if k < bytes.count, bytes[k] == UInt8(ascii: ":") {
                k += 1
                skipSpace()
                _ = word()
                skipSpace()
            }
            guard k < bytes.count, bytes[k] == UInt8(ascii: "<") else { continue }
            k += 1
            while k < bytes.count, bytes[k] != UInt8(ascii: ">") {
                skipSpace()
                if protocols.contains(word()) { result.insert(name) }
                skipSpace()
                if k < bytes.count, !isWordByte(bytes[k]), bytes[k] != UInt8(ascii: ">") { k += 1 }
            }
        }
        return result
    }

    /// Where `needle` next occurs in `bytes` at or after `from`.
    private static func firstIndex(of needle: [UInt8], in bytes: [UInt8], from: Int) -> Int? {
        guard !needle.isEmpty, bytes.count >= needle.count else { return nil }
        var k = from
        while k <= bytes.count - needle.count {
            if bytes[k] == needle[0], (1..<needle.count).allSatisfy({ bytes[k + $0] == needle[$0] }) { return k }
            k += 1
        }
        return nil
    }

    /// Whether flowlint reads a file of this name for the index (never lints it): storyboards,
    /// nibs, `Info.plist` files, Objective-C sources, Xcode project files and other build
    /// descriptions.
    public static func isInterfaceFile(_ name: String) -> Bool {
        name.hasSuffix(".storyboard") || name.hasSuffix(".xib") || name.hasSuffix("Info.plist") || isObjectiveCSource(name)
            || isBuildDescription(name)
    }

    /// Whether the file at `path` is an Xcode project or workspace file or another build
    /// description. One that cannot be read is left out without a word: it only ever narrows
    /// what the project decides.
    public static func isBuildDescription(_ path: String) -> Bool {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return name == "project.pbxproj" || name == "contents.xcworkspacedata" || isBuildManifest(name)
    }

    /// Build descriptions other than Xcode projects, which compile the Swift files of their
    /// folder without an Xcode project naming them: a CocoaPods `.podspec`, Bazel's and Buck's
    /// `BUILD` files, an XcodeGen `project.yml`. (SwiftPM's `Package.swift` and Tuist's
    /// `Project.swift` are Swift files, seen among the linted ones.)
    public static func isBuildManifest(_ name: String) -> Bool {
        name.hasSuffix(".podspec") || name.hasSuffix(".podspec.json") || name == "BUILD" || name == "BUILD.bazel" || name == "BUCK"
            || name == "project.yml" || name == "project.yaml"
    }

    /// The last path components, lowercased, of the values of `path = …;` and `name = …;` in an
    /// Xcode project file (`path = "Views/Feed Cell.swift";` gives `feed cell.swift`), also
    /// written without spaces (`path=Feed.swift;`). XML and JSON project files give nothing.
    public static func referencedFileNames(inProject bytes: [UInt8]) -> Set<String> {
        var names: Set<String> = []
        let n = bytes.count
        func isSeparator(_ b: UInt8) -> Bool {
            b == UInt8(ascii: " ") || b == UInt8(ascii: "\t") || b == UInt8(ascii: "{") || b == UInt8(ascii: ";")
                || b == UInt8(ascii: "\n") || b == UInt8(ascii: "\r")
        }
        var k = 0
        while k + 4 < n {
            // `path` or `name` as a whole key, then optional spaces, `=`, optional spaces.
            let isKey = (bytes[k..<k + 4].elementsEqual("path".utf8) || bytes[k..<k + 4].elementsEqual("name".utf8))
                && (k == 0 || isSeparator(bytes[k - 1]))
            guard isKey else { k += 1; continue }
            var j = k + 4
            while j < n, bytes[j] == UInt8(ascii: " ") || bytes[j] == UInt8(ascii: "\t") { j += 1 }
            guard j < n, bytes[j] == UInt8(ascii: "=") else { k += 1; continue }
            j += 1
            while j < n, bytes[j] == UInt8(ascii: " ") || bytes[j] == UInt8(ascii: "\t") { j += 1 }
            var value: [UInt8] = []
            if j < n, bytes[j] == UInt8(ascii: "\"") {
                j += 1
                while j < n, bytes[j] != UInt8(ascii: "\"") {
                    if bytes[j] == UInt8(ascii: "\\"), j + 1 < n { j += 1 }
                    value.append(bytes[j])
                    j += 1
                }
            } else {
                while j < n, bytes[j] != UInt8(ascii: ";"), bytes[j] != UInt8(ascii: "\n"), bytes[j] != UInt8(ascii: "}") {
                    value.append(bytes[j])
                    j += 1
                }
            }
            if let last = value.split(separator: UInt8(ascii: "/")).last {
                names.insert(String(decoding: last, as: UTF8.self).lowercased())
            }
            k = max(j, k + 1)
        }
        return names
    }

    /// An Objective-C source or header (`.m`, `.mm`, `.h`), read only for the names a source
    /// spells and the application delegate a source or header declares.
    public static func isObjectiveCSource(_ path: String) -> Bool {
        path.hasSuffix(".m") || path.hasSuffix(".mm") || path.hasSuffix(".h")
    }

    /// Words of letters, digits and `_` that start with a capital letter, three bytes or more
    /// (comments and strings included: a class named anywhere may be made there).
    static func capitalizedWords(_ bytes: [UInt8]) -> Set<String> {
        var words: Set<String> = []
        var k = 0
        while k < bytes.count {
            let b = bytes[k]
            guard InterfaceFacts.isWordByte(b) else { k += 1; continue }
            let start = k
            while k < bytes.count && InterfaceFacts.isWordByte(bytes[k]) { k += 1 }
            let first = bytes[start]
            let precededByWord = start > 0 && bytes[start - 1] >= 0x80
            if first >= 0x41 && first <= 0x5A && k - start >= 3 && !precededByWord {
                words.insert(String(decoding: bytes[start..<k], as: UTF8.self))
            }
        }
        return words
    }

    private static func isWordByte(_ b: UInt8) -> Bool {
        (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || b == 0x5F
    }

    static func storyboard(_ bytes: [UInt8], path: String) -> Storyboard {
        let file = path.split(separator: "/").last.map(String.init) ?? path
        var board = Storyboard(name: String(file.dropLast(".storyboard".count)), path: path)
        var scene: Scene?
        var sceneDepth = 0
        var depth = 0
        var reusableDepth: Int?
        InterfaceFacts.scan(bytes) { tag in
            switch tag {
            case .start(let name, let attributes, let closes):
                depth += 1
                defer { if closes { depth -= 1 } }
                if name == "document" {
                    board.initialControllerID = attributes["initialViewController"]
                    board.isAppKit = attributes["targetRuntime"]?.hasPrefix("MacOSX") ?? false
                    board.isWatchKit = attributes["targetRuntime"] == "watchKit"
                }
                if name == "scene" {
                    scene = Scene(controllerID: "", controllerTag: "")
                    sceneDepth = depth
                    if closes { scene = nil }
                    return
                }
                guard scene != nil else { return }
                if reusableDepth == nil && InterfaceFacts.isReusable(name) { reusableDepth = depth }
                if name == "viewControllerPlaceholder" {
                    board.references.append((attributes["storyboardName"] ?? board.name, attributes["referencedIdentifier"], attributes["id"] ?? ""))
                } else if (attributes["sceneMemberID"] == "viewController" || (board.isWatchKit && InterfaceFacts.watchControllerTags.contains(name)))
                            && scene!.controllerID.isEmpty {
                    scene!.controllerID = attributes["id"] ?? ""
                    scene!.controllerTag = name
                    scene!.controllerClass = attributes["customClass"]
                    scene!.storyboardIdentifier = attributes["storyboardIdentifier"]
                } else if name == "segue", let destination = attributes["destination"] {
                    if attributes["kind"] == "relationship" || attributes["kind"] == "embed" {
                        scene!.children.append(destination)
                    } else {
                        scene!.shown.append(destination)
                    }
                } else if let cls = attributes["customClass"], name != "placeholder" {
                    if reusableDepth != nil { scene!.reusableClasses.append(cls) } else { scene!.objectClasses.append(cls) }
                }
                if closes, reusableDepth == depth { reusableDepth = nil }
            case .end(let name):
                if reusableDepth == depth { reusableDepth = nil }
                if name == "scene" && depth == sceneDepth, let s = scene {
                    if !s.controllerID.isEmpty { board.scenes.append(s) }
                    scene = nil
                }
                depth -= 1
            }
        }
        return board
    }

    /// Table and collection cells, their header and footer views, and AppKit's table cell
    /// and row views: a storyboard holds one prototype, the app makes many. AppKit's control
    /// cells (`textFieldCell`, `buttonCell`) and a grid view's `gridCell` are laid out once with
    /// their control or grid: what they hold is made once with the scene (decided on real code,
    /// 2026-12-07: a mouse utility's capture fields in a grid view of its one window's scroll
    /// tab, taken as reusable, 2 judged wrong).
    static func isReusable(_ tag: String) -> Bool {
        tag == "tableViewCell" || tag == "collectionViewCell" || tag.hasSuffix("CellView") || tag.hasSuffix("RowView")
            || tag.hasPrefix("collectionReusableView") || tag == "tableViewHeaderFooterView"
    }

    /// Keys of an Info.plist that name the storyboard an app or a scene starts with.
    static func isMainStoryboardKey(_ key: String) -> Bool {
        key.hasPrefix("UIMainStoryboardFile") || key == "UISceneStoryboardFile" || key == "NSMainStoryboardFile"
    }

    /// `<key>UIMainStoryboardFile</key><string>Main</string>` and the like, in an XML plist.
    static func mainStoryboards(inPlist bytes: [UInt8]) -> [String] {
        var names: [String] = []
        var lastKey: String?
        var text: [UInt8] = []
        InterfaceFacts.scan(bytes, text: { text.append(contentsOf: $0) }) { tag in
            switch tag {
            case .start(let name, _, let closes):
                // A WatchKit app (`<key>WKWatchKitApp</key><true/>`) launches with its
                // `Interface.storyboard`, which its Info.plist does not name.
                if closes, name == "true", lastKey == "WKWatchKitApp" { names.append("Interface") }
                if closes { lastKey = nil }
                text = []
            case .end(let name):
                let value = trimmed(String(decoding: text, as: UTF8.self))
                if name == "key" {
                    lastKey = value
                } else {
                    if name == "string", let key = lastKey, isMainStoryboardKey(key), !value.isEmpty { names.append(value) }
                    lastKey = nil
                }
                text = []
            }
        }
        return names
    }

    // MARK: The tag scanner

    enum Tag {
        /// A start tag: its name, attributes (entities decoded), and whether it closes itself (`/>`).
        case start(String, [String: String], closes: Bool)
        case end(String)
    }

    /// Calls `tag` for every start and end tag of an XML document, in order, and `text` for
    /// the character data between tags. Comments, `<?…?>`, `<!…>` and CDATA sections are
    /// skipped. Malformed input ends the scan early; it never traps.
    static func scan(_ bytes: [UInt8], text: ([UInt8]) -> Void = { _ in }, _ tag: (Tag) -> Void) {
        var i = 0
        let n = bytes.count
        while i < n {
            guard bytes[i] == UInt8(ascii: "<") else {
                let start = i
                while i < n && bytes[i] != UInt8(ascii: "<") { i += 1 }
                text(Array(bytes[start..<i]))
                continue
            }
            guard i + 1 < n else { return }
            switch bytes[i + 1] {
            case UInt8(ascii: "!"):
                let terminator: [UInt8] = bytes[(i + 2)...].starts(with: Array("--".utf8)) ? Array("-->".utf8)
                    : bytes[(i + 2)...].starts(with: Array("[CDATA[".utf8)) ? Array("]]>".utf8) : Array(">".utf8)
                guard let end = find(terminator, in: bytes, from: i + 2) else { return }
                i = end + terminator.count
            case UInt8(ascii: "?"):
                guard let end = find(Array("?>".utf8), in: bytes, from: i + 2) else { return }
                i = end + 2
            case UInt8(ascii: "/"):
                var k = i + 2
                let nameStart = k
                while k < n && isNameByte(bytes[k]) { k += 1 }
                let name = String(decoding: bytes[nameStart..<k], as: UTF8.self)
                while k < n && bytes[k] != UInt8(ascii: ">") { k += 1 }
                guard k < n else { return }
                tag(.end(name))
                i = k + 1
            default:
                guard let (parsed, next) = startTag(bytes, at: i) else { return }
                tag(parsed)
                i = next
            }
        }
    }

    /// The start tag at `i` (`<name a="v" …>` or `…/>`) and the index after it.
    private static func startTag(_ bytes: [UInt8], at i: Int) -> (Tag, Int)? {
        let n = bytes.count
        var k = i + 1
        let nameStart = k
        while k < n && isNameByte(bytes[k]) { k += 1 }
        let name = String(decoding: bytes[nameStart..<k], as: UTF8.self)
        var attributes: [String: String] = [:]
        while k < n {
            while k < n && isSpace(bytes[k]) { k += 1 }
            guard k < n else { return nil }
            if bytes[k] == UInt8(ascii: ">") { return (.start(name, attributes, closes: false), k + 1) }
            if bytes[k] == UInt8(ascii: "/") {
                guard k + 1 < n, bytes[k + 1] == UInt8(ascii: ">") else { return nil }
                return (.start(name, attributes, closes: true), k + 2)
            }
            let keyStart = k
            while k < n && isNameByte(bytes[k]) { k += 1 }
            guard k > keyStart else { return nil }
            let key = String(decoding: bytes[keyStart..<k], as: UTF8.self)
            while k < n && isSpace(bytes[k]) { k += 1 }
            guard k < n, bytes[k] == UInt8(ascii: "=") else { return nil }
            k += 1
            while k < n && isSpace(bytes[k]) { k += 1 }
            guard k < n, bytes[k] == UInt8(ascii: "\"") || bytes[k] == UInt8(ascii: "'") else { return nil }
            let quote = bytes[k]
            k += 1
            let valueStart = k
            while k < n && bytes[k] != quote { k += 1 }
            guard k < n else { return nil }
            attributes[key] = decodeEntities(bytes[valueStart..<k])
            k += 1
        }
        return nil
    }

    private static func isNameByte(_ b: UInt8) -> Bool {
        (b >= UInt8(ascii: "a") && b <= UInt8(ascii: "z")) || (b >= UInt8(ascii: "A") && b <= UInt8(ascii: "Z"))
            || (b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9")) || b == UInt8(ascii: "_") || b == UInt8(ascii: "-")
            || b == UInt8(ascii: ".") || b == UInt8(ascii: ":") || b >= 0x80
    }

    private static func isSpace(_ b: UInt8) -> Bool {
        b == UInt8(ascii: " ") || b == UInt8(ascii: "\n") || b == UInt8(ascii: "\t") || b == UInt8(ascii: "\r")
    }

    static func find(_ needle: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        guard !needle.isEmpty, bytes.count >= needle.count, start <= bytes.count - needle.count else { return nil }
        var k = start
        while k <= bytes.count - needle.count {
            if bytes[k] == needle[0] && bytes[k..<(k + needle.count)].elementsEqual(needle) { return k }
            k += 1
        }
        return nil
    }

    /// An attribute value with `&amp;`, `&lt;`, `&gt;`, `&quot;` and `&apos;` decoded.
    private static func decodeEntities(_ raw: ArraySlice<UInt8>) -> String {
        let text = String(decoding: raw, as: UTF8.self)
        guard text.utf8.contains(UInt8(ascii: "&")) else { return text }
        var result = ""
        var rest = Substring(text)
        let entities = ["&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": "\"", "&apos;": "'"]
        while let amp = rest.firstIndex(of: "&") {
            result += rest[..<amp]
            rest = rest[amp...]
            if let (entity, value) = entities.first(where: { rest.hasPrefix($0.key) }) {
                result += value
                rest = rest.dropFirst(entity.count)
            } else {
                result += "&"
                rest = rest.dropFirst()
            }
        }
        return result + rest
    }
}

extension InterfaceFacts {
    static func trimmed(_ text: String) -> String {
        var s = Substring(text)
        while let f = s.first, f == " " || f == "\n" || f == "\t" || f == "\r" { s = s.dropFirst() }
        while let l = s.last, l == " " || l == "\n" || l == "\t" || l == "\r" { s = s.dropLast() }
        return String(s)
    }
}
