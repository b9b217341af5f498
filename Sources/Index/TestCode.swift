import FlowLintLexer
import FlowLintParser

/// What counts as test code. XCTest keeps every `XCTestCase` instance alive for the whole test
/// run, mocks and previews are made by tests and the canvas, so the leak rules skip them by
/// default (`test-code: skip`; see docs/configuration.md).
///
/// - a test file: a folder of its path named `Tests`, `…Tests`, `…Test`, `Mocks`, `TestSupport`,
///   `…TestUtilities`, `…TestUtils`, `…TestKit`, `Fakes`, `Stubs` or `Preview Content`, or a sample, demo or example app's folder (`Samples`, `sampleapps`,
///   `…SampleApp`, `…DemoApp`; `Frameworks/<name>/Example`, `Packages/<name>/Examples`: a vendored
///   framework's example app); a name ending `Tests.swift`, `Test.swift`, `.test.swift`,
///   `Mock.swift`, `Mocks.swift`; or a file importing XCTest, Testing, Quick or Nimble, or
///   with a `@testable import`;
/// - in other files, test declarations: SwiftUI preview providers (`PreviewProvider`
///   adopters, `…_Previews`), `#Preview { … }` blocks, types named `Mock…`, `Fake…`,
///   `Stub…`, `Spy…`, `…Mock`, `…Fake`, `…Stub`, `…Spy`, preview scaffolding (`…PreviewWrapper`,
///   `…PreviewHelper`), static preview builders
///   (`static var preview`, `previewValue`, `testValue`, `mockUser`, …), and private types that
///   only such declarations use (a `#Preview` block's wrapper view).
public enum TestCode {
    /// Modules whose import makes a file test code.
    public static let testFrameworks: Set<String> = ["XCTest", "Testing", "Quick", "Nimble", "SnapshotTesting", "iOSSnapshotTestCase", "FBSnapshotTestCase"]

    static let testFolders: [String] = [
        "Tests", "Test", "Mocks", "TestSupport", "TestHelpers", "TestUtilities", "TestUtils", "TestKit", "TestDoubles",
        "Fakes", "Stubs", "Preview Content", "PreviewContent",
    ]
    static let lowercaseTestFolders: Set<String> = Set(testFolders.map { $0.lowercased() })
    /// `Preview` + one of these is a folder of preview scaffolding.
    static let previewFolderSuffixes: Set<String> = [
        "ViewModels", "Models", "Data", "Support", "Helpers", "Mocks", "Fixtures", "Utilities", "Samples",
    ]
    static let testFileSuffixes: [String] = ["Tests.swift", "Test.swift", ".test.swift", "Mock.swift", "Mocks.swift", "Spec.swift"]

    /// Folders of sample and demo apps (compared case-insensitively), and suffixes of such
    /// folders: code that is not shipped.
    static let sampleFolders: Set<String> = ["sample", "samples", "sampleapp", "sampleapps", "demo", "demos", "demoapp", "demoapps"]
    static let sampleFolderSuffixes: [String] = ["SampleApp", "SampleApps", "DemoApp", "DemoApps"]
    /// A vendored framework's example app: an `Example` or `Examples` folder of a folder of
    /// dependencies (`Frameworks/RichEditor/Example/`, `Packages/RxRealm/Examples/`). Elsewhere
    /// (`Example/` at the top of a library whose example app ships, a showcase app's
    /// `ChartExample/` screen) it may be shipped code.
    static let exampleFolders: Set<String> = ["example", "examples"]
    static let dependencyFolders: Set<String> = [
        "frameworks", "vendor", "vendors", "vendored", "packages", "pods", "carthage", "submodules", "thirdparty",
        "third-party", "third_party", "external", "externals", "libraries", "libs", "dependencies",
    ]

    /// A folder of the path is a test folder (`Tests`, `AppTests`, `Mocks`, …) or a sample,
    /// demo or example app's (`Samples`, `sampleapps`, `OnboardingSampleApp`, `Demo`,
    /// `Frameworks/RichEditor/Example`), or the file name
    /// ends like a test file.
    public static func isTestPath(_ path: String) -> Bool {
        var components = path.split(separator: "/", omittingEmptySubsequences: true)
        guard let name = components.popLast() else { return false }
        // Case matters for a suffix: `IntegrationTests/` is a test folder, `Contests/` and
        // `Latest/` are not. A whole folder name may be in any case (`tests/unit/…`).
        if components.contains(where: { folder in testFolders.contains { folder.hasSuffix($0) } }) { return true }
        if components.contains(where: { lowercaseTestFolders.contains($0.lowercased()) }) { return true }
        // A module or folder of preview scaffolding (`PreviewViewModels/`, `PreviewData/`).
        if components.contains(where: { folder in
            folder.hasPrefix("Preview") && previewFolderSuffixes.contains(String(folder.dropFirst("Preview".count)))
        }) { return true }
        if components.contains(where: { folder in
            sampleFolders.contains(folder.lowercased()) || sampleFolderSuffixes.contains { folder.hasSuffix($0) }
        }) { return true }
        if components.indices.contains(where: { i in
            i >= 2 && exampleFolders.contains(components[i].lowercased()) && dependencyFolders.contains(components[i - 2].lowercased())
        }) { return true }
        return testFileSuffixes.contains { name.hasSuffix($0) && name.count > $0.count }
    }

    /// The file imports a test framework or has a `@testable import`.
    public static func importsTestFramework(_ tree: SyntaxTree) -> Bool {
        tree.declarations.contains { d in
            d.kind == .import && (testFrameworks.contains(d.name) || d.hasAttribute("testable"))
        }
    }

    /// Token ranges of the test declarations of a file that is not itself test code: preview
    /// providers, `#Preview` blocks and mock types.
    public static func testDeclarationRanges(in tree: SyntaxTree) -> [TokenRange] {
        var ranges: [TokenRange] = []
        var stack = tree.declarations
        while let d = stack.popLast() {
            guard d.kind.isType else { continue }
            if d.kind != .extension && isTestTypeName(d) {
                ranges.append(TokenRange(d.startToken, d.endToken))
            } else {
                for m in d.members where isPreviewMember(m) { ranges.append(TokenRange(m.startToken, m.endToken)) }
                stack.append(contentsOf: d.members)
            }
        }
        let tokens = tree.tokens
        for k in tokens.indices where tokens[k].kind == .pound && tokens[k].length == 8 && tree.tokenIs(k, "#Preview") {
            var j = k + 1
            if tree.kind(j) == .leftParen, let close = tree.partner(j) { j = close + 1 }
            if tree.kind(j) == .leftBrace, let close = tree.partner(j) { ranges.append(TokenRange(k, close + 1)) }
        }
        return ranges + previewOnlyTypes(in: tree, outside: ranges)
    }

    /// Static members that build preview or test data by the usual names: `preview`,
    /// `previews`, `previewValue`, `testValue`, `mock`, `mocked`, or `preview…`/`mock…` followed
    /// by a capital (`previewData`, `mockUser`).
    static func isPreviewMember(_ m: Declaration) -> Bool {
        guard m.modifiers.contains(.static), m.kind == .variable || m.kind == .function else { return false }
        let name = m.name
        if ["preview", "previews", "previewValue", "testValue", "mock", "mocked"].contains(name) { return true }
        for prefix in ["preview", "mock"] where name.hasPrefix(prefix) && name.count > prefix.count {
            if name[name.index(name.startIndex, offsetBy: prefix.count)].isUppercase { return true }
        }
        return false
    }

    /// `private` and `fileprivate` types of the file that only test declarations use (the
    /// wrapper view a `#Preview` block shows): test code too.
    static func previewOnlyTypes(in tree: SyntaxTree, outside ranges: [TokenRange]) -> [TokenRange] {
        guard !ranges.isEmpty else { return [] }
        // The file's private types outside previews, by name hash (one pass over the tokens).
        var candidates: [(declaration: Declaration, used: Bool, onlyInTests: Bool)] = []
        var byHash: [UInt64: [Int]] = [:]
        for d in tree.declarations where d.kind.isType && d.kind != .extension
            && (d.modifiers.contains(.private) || d.modifiers.contains(.fileprivate))
            && !ranges.contains(where: { $0.contains(d.startToken) }) {
            byHash[SyntaxTree.nameHash(d.name), default: []].append(candidates.count)
            candidates.append((d, false, true))
        }
        guard !candidates.isEmpty else { return [] }
        for k in tree.tokens.indices where tree.kind(k) == .identifier {
            guard let hits = byHash[tree.nameHash(ofToken: k)] else { continue }
            for c in hits where tree.tokenIs(k, candidates[c].declaration.name) {
                let d = candidates[c].declaration
                if d.startToken <= k && k < d.endToken { continue }
                candidates[c].used = true
                if !ranges.contains(where: { $0.contains(k) }) { candidates[c].onlyInTests = false }
            }
        }
        return candidates.filter { $0.used && $0.onlyInTests }.map { TokenRange($0.declaration.startToken, $0.declaration.endToken) }
    }

    /// The token ranges of the `#if DEBUG` / `#if !RELEASE` branches of a file (`#if DEBUG &&
    /// …` too, by the exact flag names; not their `#else`), outermost first, in one pass.
    public static func debugOnlyRanges(in tree: SyntaxTree) -> [TokenRange] {
        var ranges: [TokenRange] = []
        var open: [Int?] = []   // per open `#if`: where its current debug-only branch began
        let tokens = tree.tokens
        for k in tokens.indices where tokens[k].kind == .pound {
            let text = tree.text(k)
            switch text {
            case "#if", "#elseif":
                if text == "#elseif" {
                    guard let begin = open.popLast() else { continue }
                    if let b = begin { ranges.append(TokenRange(b, k)) }
                }
                let debug = tree.isToken(k + 1, "DEBUG") || (tree.isToken(k + 1, "!") && tree.isToken(k + 2, "RELEASE"))
                open.append(debug ? k : nil)
            case "#else":
                if let begin = open.popLast() {
                    if let b = begin { ranges.append(TokenRange(b, k)) }
                    open.append(nil)
                }
            case "#endif":
                if let begin = open.popLast(), let b = begin { ranges.append(TokenRange(b, k)) }
            default:
                break
            }
        }
        for case let b? in open { ranges.append(TokenRange(b, tree.tokens.count)) }
        return ranges.sorted { $0.lowerBound < $1.lowerBound }
    }

    static let mockWords: [String] = ["Mock", "Fake", "Stub", "Spy", "Dummy"]

    /// Endings of the names of views and values made only for SwiftUI previews
    /// (`SearchFiltersViewPreviewWrapper`, `ChartPreviewHelpers`); not `Preview…` alone,
    /// which names real features (link previews, Quick Look).
    static let previewScaffoldingSuffixes: [String] = ["PreviewWrapper", "PreviewHelper", "PreviewHelpers"]

    /// A preview provider or a type named like a test double.
    static func isTestTypeName(_ d: Declaration) -> Bool {
        if d.inheritance.contains(where: { $0.name == "PreviewProvider" }) || d.name.hasSuffix("_Previews") { return true }
        let name = d.name
        if previewScaffoldingSuffixes.contains(where: { name.hasSuffix($0) }) { return true }
        for w in mockWords {
            if name.hasSuffix(w) && name.count > w.count { return true }
            if name.hasPrefix(w), name.count > w.count,
               name[name.index(name.startIndex, offsetBy: w.count)].isUppercase { return true }
        }
        return false
    }
}
