import Foundation
import XCTest
import FlowLintLexer
import FlowLintParser

/// Broken, hostile and huge input: the parser recovers locally, never overflows the stack,
/// and stays fast.
final class ParserRobustnessTests: XCTestCase {
    // MARK: Recovery

    func testMissingClosingBraceInOneMethodKeepsTheFollowingTypes() {
        let tree = ParserSuite.parse("""
        import UIKit

        class A: UIViewController {
            func broken() {
                if ready {
                    print(1)
            }

            func ok() {
                view.backgroundColor = .red
            }
        }

        class B: NSObject {
            weak var delegate: BDelegate?
            func f() {}
        }

        struct C {}
        """)
        XCTAssertEqual(tree.declarations.map(\.name), ["UIKit", "A", "B", "C"])
        let b = tree.declarations.first { $0.name == "B" }
        XCTAssertEqual(b?.members.map(\.name), ["delegate", "f"])
        XCTAssertEqual(b?.members.first?.modifiers, .weak)
        XCTAssertTrue(b?.parent == nil)
        XCTAssertEqual(tree.declarations.first { $0.name == "A" }?.members.first?.name, "broken")
    }

    func testMissingClosingBraceOfATypeKeepsTheFollowingExtension() {
        let tree = ParserSuite.parse("""
        final class Player {
            var url: URL?
            func play() {
                start()
            }

        extension Player: AVPlayerDelegate {
            func didFinish() {}
        }
        """)
        XCTAssertEqual(tree.declarations.map { "\($0.kind) \($0.name)" }, ["class Player", "extension Player"])
        XCTAssertEqual(tree.declarations.first?.members.map(\.name), ["url", "play"])
        XCTAssertEqual(tree.declarations.last?.members.map(\.name), ["didFinish"])
    }

    func testAnUnclosedBraceInsideAnUnclosedCallStaysInsideItsClosure() {
        // Found by the mutation test below: the inner `{` paired with a brace past the end of
        // the closure around it.
        for text in ["f(x {\n    var x: String { g(\nclass F {", "exten(sion Price {\n    var t: String { s(for: x\nfinal class F {"] {
            let tree = Parser.parse(SourceText(path: "Broken.swift", text: text))
            XCTAssertNil(ParserRobustnessTests.inconsistency(in: tree), text)
        }
    }

    func testExtraClosingBraces() {
        let tree = ParserSuite.parse("""
        class A {
            func f() {}
            }
        }
        }
        class B { var x = 1 }
        """)
        XCTAssertEqual(tree.declarations.map(\.name), ["A", "B"])
        XCTAssertEqual(tree.declarations.last?.members.map(\.name), ["x"])
    }

    func testUnknownSyntaxIsSkipped() {
        let tree = ParserSuite.parse("""
        @@@ ??? :: ;; ] ) #garbage
        class A {
            ^^^ %%% $$$
            var x = 1
            func f() { ) ] + + }
            °°° \u{7}
            let y: Int = 2
        }
        <<<>>> ~~~
        class B {}
        """)
        let a = tree.declarations.first { $0.name == "A" }
        XCTAssertEqual(a?.members.map(\.name), ["x", "f", "y"])
        XCTAssertTrue(tree.declarations.contains { $0.name == "B" })
        XCTAssertFalse(tree.problems.isEmpty, "lexer problems are reported in the tree")
    }

    func testTruncatedDeclarations() {
        for source in ["class", "class A", "class A:", "class A: B,", "func", "func f(", "func f(a:", "func f() ->",
                       "var", "var x:", "var x =", "let (a, b", "enum E { case", "extension", "protocol P { var x: Int {",
                       "init(", "subscript(i: Int) -> Int {", "@objc", "private(", "#if", "{ [weak self] in",
                       "f(a: { x in", "x = ", "a as!", "case let .some(x", "typealias T =", "import"] {
            let tree = ParserSuite.parse(source)
            XCTAssertNotNil(tree, source)
            for d in ParserSuite.allDeclarations(tree) {
                XCTAssertLessThanOrEqual(d.endToken, tree.tokens.count, source)
                XCTAssertLessThanOrEqual(d.startToken, d.endToken, source)
            }
        }
    }

    func testEmptyFile() {
        let tree = ParserSuite.parse("")
        XCTAssertTrue(tree.tokens.isEmpty)
        XCTAssertTrue(tree.declarations.isEmpty)
        XCTAssertTrue(tree.closures.isEmpty)
        XCTAssertTrue(tree.calls.isEmpty)
        XCTAssertTrue(tree.statements.isEmpty)
        XCTAssertTrue(tree.problems.isEmpty)
        XCTAssertEqual(tree.location(ofToken: 0).line, 1)
    }

    func testFileOfOnlyComments() {
        let tree = ParserSuite.parse("""
        // Copyright
        /// Doc comment for nothing.
        /* block
           /* nested */ */
        /** doc block */
        """)
        XCTAssertTrue(tree.tokens.isEmpty)
        XCTAssertTrue(tree.declarations.isEmpty)
        XCTAssertEqual(tree.comments.map(\.kind), [.lineComment, .docLineComment, .blockComment, .docBlockComment])
        XCTAssertTrue(tree.problems.isEmpty)
    }

    func testFileOfOnlyWhitespaceAndDirectives() {
        let tree = ParserSuite.parse("\n\n   \n#if DEBUG\n#else\n#endif\n")
        XCTAssertTrue(tree.declarations.isEmpty)
        XCTAssertEqual(tree.conditionalClauses.count, 2)
    }

    // MARK: Deep nesting (must not overflow a 4 MB stack, must finish quickly)

    private static let depth = 10_000

    private func assertParsesQuickly(_ name: String, _ source: String, seconds: Double = 30,
                                     check: (@Sendable (SyntaxTree) -> Bool)? = nil,
                                     file: StaticString = #filePath, line: UInt = #line) {
        let ok = ParserSuiteFlag()
        let elapsed = ParserSuite.timed(seconds: seconds) {
            let tree = ParserSuite.parse(source)
            ok.set(check?(tree) ?? true)
        }
        XCTAssertNotNil(elapsed, "\(name) did not finish within \(seconds) s", file: file, line: line)
        XCTAssertTrue(ok.get(), "\(name): check failed", file: file, line: line)
    }

    /// Below the code depth limit every level is parsed; above it the innermost code is skipped,
    /// reported once, and the time and memory stay linear (Benchmarks/scaling.py).
    private static let parsedDepth = Parser.maxCodeDepth - 8

    private func reportsDepth(_ tree: SyntaxTree) -> Bool {
        tree.problems.filter { $0.message.hasPrefix("code nested more than") }.count == 1
    }

    func testDeeplyNestedBraces() {
        let n = Self.depth, p = Self.parsedDepth
        assertParsesQuickly("braces", String(repeating: "{", count: p) + String(repeating: "}", count: p)) { $0.closures.count == p }
        assertParsesQuickly("too deep braces", String(repeating: "{", count: n) + String(repeating: "}", count: n)) {
            $0.closures.count < Parser.maxCodeDepth && self.reportsDepth($0)
        }
        assertParsesQuickly("braces in a function", "func f() {\n" + String(repeating: "{", count: n) + String(repeating: "}", count: n) + "\n}")
        assertParsesQuickly("if blocks", "func f() {\n" + String(repeating: "if x {\n", count: n) + String(repeating: "}\n", count: n) + "}")
    }

    func testDeeplyNestedParentheses() {
        let n = Self.depth, p = Self.parsedDepth
        assertParsesQuickly("parens", "let x = " + String(repeating: "(", count: n) + "1" + String(repeating: ")", count: n)) {
            $0.declarations.first?.initializer?.count == 2 * n + 1
        }
        assertParsesQuickly("nested calls", "func f() {\n let x = " + String(repeating: "g(", count: p) + "1" + String(repeating: ")", count: p) + "\n}") {
            $0.calls.count == p
        }
        assertParsesQuickly("too deep calls", "func f() {\n let x = " + String(repeating: "g(", count: n) + "1" + String(repeating: ")", count: n) + "\n}") {
            $0.calls.count < Parser.maxCodeDepth && self.reportsDepth($0)
        }
        assertParsesQuickly("brackets", "let x = " + String(repeating: "[", count: n) + "1" + String(repeating: "]", count: n))
    }

    func testDeeplyNestedClosures() {
        let n = Self.depth, p = Self.parsedDepth
        assertParsesQuickly("closures", "func f() {\n" + String(repeating: "run { ", count: p) + String(repeating: "}", count: p) + "\n}") { tree in
            tree.closures.count == p && tree.closures.last?.parent === tree.closures[p - 2]
        }
        assertParsesQuickly("too deep closures", "func f() {\n" + String(repeating: "run { ", count: n) + String(repeating: "}", count: n) + "\n}") { tree in
            tree.closures.count < Parser.maxCodeDepth && self.reportsDepth(tree)
        }
        var source = "func f() {\n"
        for i in 0..<p { source += "call\(i)(x) { [weak self] value in\n" }
        source += String(repeating: "}\n", count: p) + "}\n"
        assertParsesQuickly("closures with captures", source) { tree in
            tree.closures.count == p && tree.closures.allSatisfy { $0.captures.first?.specifier == .weak }
        }
        assertParsesQuickly("closure initial value", "var x = " + String(repeating: "{ ", count: n) + String(repeating: "}", count: n))
    }

    func testDeeplyNestedTypes() {
        let n = Self.depth
        var source = ""
        for i in 0..<n { source += "class A\(i) {\n" }
        source += String(repeating: "}\n", count: n)
        assertParsesQuickly("types", source) { tree in
            var depth = 0
            var d = tree.declarations.first
            while let current = d { depth += 1; d = current.members.first }
            return tree.declarations.count == 1 && depth >= 10 && depth <= Parser.maxDepth + 1
                && tree.problems.contains { $0.message.contains("nested") }
        }
    }

    func testDeeplyNestedFunctionsAndMixedNesting() {
        let n = Self.depth
        var funcs = ""
        for i in 0..<n { funcs += "func f\(i)() {\n" }
        funcs += String(repeating: "}\n", count: n)
        assertParsesQuickly("functions", funcs) { $0.declarations.count == 1 }

        // Types inside closures inside types inside closures…
        var mixed = ""
        for i in 0..<n { mixed += "enum E\(i) {\n x {\n" }
        mixed += String(repeating: "}\n}\n", count: n)
        assertParsesQuickly("enum / closure", mixed) { $0.declarations.count == 1 }

        var mixed2 = ""
        for i in 0..<n { mixed2 += "struct S\(i) { var v\(i) = { func g\(i)() {\n" }
        mixed2 += String(repeating: "} }() }\n", count: n)
        assertParsesQuickly("struct / initial value closure / local function", mixed2) { $0.declarations.count == 1 }
    }

    func testUnbalancedDeepInput() {
        let n = Self.depth
        assertParsesQuickly("only openers", String(repeating: "{", count: n))
        assertParsesQuickly("parens closed by braces", String(repeating: "(", count: n) + String(repeating: "}", count: n))
        assertParsesQuickly("only closers", String(repeating: "}", count: n) + String(repeating: ")", count: n))
        assertParsesQuickly("interleaved", String(repeating: "{ ( [ ", count: n / 3) + String(repeating: "} ) ] ", count: n / 3))
        assertParsesQuickly("deep string interpolation", "let s = " + String(repeating: "\"\\(", count: n) + "x" + String(repeating: ")\"", count: n))
    }

    // MARK: Mutated real files

    func testMutatedFixtureFilesParseWithConsistentFacts() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Fixtures").resolvingSymlinksInPath()
        var files: [[UInt8]] = []
        if let e = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) {
            for case let url as URL in e where url.pathExtension == "swift" { files.append(Array(try Data(contentsOf: url))) }
        }
        guard !files.isEmpty else { return XCTFail("no fixture files under \(root.path)") }
        let inputs = files
        let failures = ParserSuiteFailures()
        let elapsed = ParserSuite.timed(seconds: 300) {
            var state: UInt64 = 0xC0FFEE
            func next(_ bound: Int) -> Int {
                state = state &* 6364136223846793005 &+ 1442695040888963407
                return bound <= 0 ? 0 : Int((state >> 33) % UInt64(bound))
            }
            let snippets = ["{", "}", "(", ")", "[", "]", "\"", "\"\"\"", "\\(", "/*", "//", "#if X\n", "#endif\n", "in ",
                            "class ", "func ", "let ", "var ", "= ", "as! ", "!", "?", ",", ":", "@objc ", "\n", "$0"]
            for n in 0..<600 {
                var bytes = inputs[n % inputs.count]
                for _ in 0..<(1 + next(6)) {
                    let at = next(bytes.count + 1)
                    switch next(4) {
                    case 0: bytes.insert(contentsOf: Array(snippets[next(snippets.count)].utf8), at: at)
                    case 1: if at < bytes.count { bytes.removeSubrange(at..<min(bytes.count, at + 1 + next(80))) }
                    case 2: if at < bytes.count { bytes[at] = UInt8(truncatingIfNeeded: next(256)) }
                    default:
                        let end = min(bytes.count, at + next(200))
                        bytes.insert(contentsOf: Array(bytes[at..<end]), at: next(bytes.count + 1))
                    }
                }
                let tree = Parser.parse(SourceText(path: "m\(n).swift", bytes: bytes))
                if let problem = ParserRobustnessTests.inconsistency(in: tree) { failures.append("mutation \(n): \(problem)") }
            }
        }
        XCTAssertNotNil(elapsed, "parsing mutated fixtures did not finish in time")
        XCTAssertEqual(failures.all, [])
    }

    /// A fact of the tree that points outside it or contradicts another, if any.
    static func inconsistency(in tree: SyntaxTree) -> String? {
        let n = tree.tokens.count
        for d in ParserSuite.allDeclarations(tree) {
            if d.startToken > d.endToken || d.endToken > n { return "declaration \(d.name) spans \(d.startToken)..<\(d.endToken) of \(n)" }
            for m in d.members where m.parent !== d { return "member \(m.name) of \(d.name) has another parent" }
            if let b = d.body, b.upperBound > n { return "body of \(d.name) ends past the tokens" }
        }
        for c in tree.closures {
            if tree.kind(c.leftBrace) != .leftBrace || c.rightBrace < c.leftBrace || c.rightBrace >= n { return "closure \(c.index) braces" }
            if let p = c.parent, !(p.leftBrace < c.leftBrace && p.rightBrace >= c.rightBrace) { return "closure \(c.index) outside its parent" }
            _ = c.declaration?.name
        }
        for (k, call) in tree.calls.enumerated() {
            if call.nameToken >= n || call.calleeStart > call.nameToken || call.endToken > n { return "call \(k) tokens" }
            for a in call.arguments where a.value.upperBound > n { return "call \(k) argument" }
            for t in call.trailingClosures where t.closure >= tree.closures.count { return "call \(k) trailing closure" }
        }
        for a in tree.assignments where a.lhs.upperBound != a.equalToken || a.rhs.lowerBound != a.equalToken + 1 || a.rhs.upperBound > n {
            return "assignment at \(a.equalToken)"
        }
        for c in tree.casts where c.operand.upperBound != c.asToken || c.type.upperBound > n { return "cast at \(c.asToken)" }
        for b in tree.bindings where b.nameToken >= n || b.scope.upperBound > n + 1 { return "binding \(b.nameToken)" }
        for s in tree.statements where s.range.upperBound > n { return "statement \(s.range)" }
        return nil
    }

    // MARK: Size

    func testFiveMegabyteFileParsesInReasonableTime() {
        let unit = ParserSuite.profileViewController
        var source = ""
        source.reserveCapacity(5_300_000)
        var copy = 0
        while source.utf8.count < 5_000_000 {
            // Rename the types so that each copy declares its own.
            source += unit.replacingOccurrences(of: "ProfileViewController", with: "ProfileViewController\(copy)")
            source += "\n"
            copy += 1
        }
        let lines = source.utf8.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
        let expectedTypes = copy
        assertParsesQuickly("5 MB file (\(lines) lines)", source, seconds: 120) { tree in
            tree.declarations.filter { $0.kind == .class && $0.name.hasPrefix("ProfileViewController") }.count == expectedTypes
                && tree.problems.isEmpty
        }
    }
}

final class ParserSuiteFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false
    func set(_ v: Bool) { lock.lock(); value = v; lock.unlock() }
    func get() -> Bool { lock.lock(); defer { lock.unlock() }; return value }
}

final class ParserSuiteFailures: @unchecked Sendable {
    private let lock = NSLock()
    private var items: [String] = []
    func append(_ s: String) { lock.lock(); if items.count < 10 { items.append(s) }; lock.unlock() }
    var all: [String] { lock.lock(); defer { lock.unlock() }; return items }
}
