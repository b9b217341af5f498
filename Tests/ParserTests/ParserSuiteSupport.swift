import Foundation
import XCTest
import FlowLintLexer
import FlowLintParser

/// Helpers for the parser suites (namespaced so they cannot clash with other test files).
enum ParserSuite {
    static func parse(_ text: String, path: String = "Sample.swift") -> SyntaxTree {
        Parser.parse(SourceText(path: path, text: text))
    }

    /// Every declaration in the tree, depth first, in source order.
    static func allDeclarations(_ tree: SyntaxTree) -> [Declaration] {
        var result: [Declaration] = []
        var stack: [Declaration] = tree.declarations.reversed()
        while let d = stack.popLast() {
            result.append(d)
            stack.append(contentsOf: d.members.reversed())
        }
        return result
    }

    /// The declarations named `name` (any depth).
    static func declarations(named name: String, in tree: SyntaxTree) -> [Declaration] {
        allDeclarations(tree).filter { $0.name == name }
    }

    static func declaration(_ name: String, kind: DeclarationKind? = nil, in tree: SyntaxTree,
                            file: StaticString = #filePath, line: UInt = #line) -> Declaration? {
        let found = declarations(named: name, in: tree).filter { kind == nil || $0.kind == kind }
        XCTAssertEqual(found.count, 1, "declarations named \(name)", file: file, line: line)
        return found.first
    }

    static func member(_ name: String, of d: Declaration?, file: StaticString = #filePath, line: UInt = #line) -> Declaration? {
        let found = d?.members.filter { $0.name == name } ?? []
        XCTAssertEqual(found.count, 1, "members named \(name) of \(d?.name ?? "nil")", file: file, line: line)
        return found.first
    }

    static func text(_ tree: SyntaxTree, _ range: TokenRange?) -> String? {
        range.map { tree.text(of: $0) }
    }

    /// Index of the `occurrence`-th token whose text is `text`.
    static func token(_ text: String, in tree: SyntaxTree, occurrence: Int = 0) -> Int? {
        var seen = 0
        for i in tree.tokens.indices where tree.text(i) == text {
            if seen == occurrence { return i }
            seen += 1
        }
        return nil
    }

    /// Calls whose name token has the given text.
    static func calls(named name: String, in tree: SyntaxTree) -> [Call] {
        tree.calls.filter { tree.text($0.nameToken) == name }
    }

    /// The closure whose `{` is on the given 1-based line (the first one on it).
    static func closure(onLine line: Int, in tree: SyntaxTree) -> Closure? {
        tree.closures.first { tree.location(ofToken: $0.leftBrace).line == line }
    }

    /// Runs `body` on a thread with a bounded stack (4 MB: a debug build needs about 2 MB at the
    /// parser's maximum declaration depth; unbounded recursion would need hundreds) and
    /// returns how long it took, or nil when it did not finish within `seconds`.
    static func timed(seconds: Double, stackSize: Int = 4 << 20, _ body: @escaping @Sendable () -> Void) -> Double? {
        let done = DispatchSemaphore(value: 0)
        let started = Date()
        let thread = Thread {
            body()
            done.signal()
        }
        thread.stackSize = stackSize
        thread.start()
        if done.wait(timeout: .now() + seconds) == .timedOut { return nil }
        return Date().timeIntervalSince(started)
    }
}
