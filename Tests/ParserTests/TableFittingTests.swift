import Dispatch
import Foundation
import XCTest
import FlowLintLexer
@testable import FlowLintParser

/// The parser's tables are trimmed to their size when the tree is built.
final class TableFittingTests: XCTestCase {
    func testEmptyTableBecomesTheEmptyArray() {
        var table: [Int] = []
        table.reserveCapacity(1_000)
        let fitted = ParserState.fitted(table)
        XCTAssertTrue(fitted.isEmpty)
        XCTAssertEqual(fitted.capacity, 0, "no storage of its own: the plain empty array")
    }

    func testSparseTableIsCopiedToItsSize() {
        var table: [Int] = []
        table.reserveCapacity(1_000)
        table += [3, 1, 2]
        let fitted = ParserState.fitted(table)
        XCTAssertEqual(fitted, [3, 1, 2])
        XCTAssertLessThan(fitted.capacity, 1_000)
    }

    /// Under ThreadSanitizer this shows whether fitting empty tables on several threads races
    /// (parse workers do it for every file without closures, calls or assignments).
    func testEmptyTablesFittedOnSeveralThreads() {
        let counts = Counts()
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            for _ in 0..<1_000 {
                var table: [Int] = []
                table.reserveCapacity(100)
                counts.add(ParserState.fitted(table).count)
            }
        }
        XCTAssertEqual(counts.total, 0)
    }

    func testParsingFilesWithEmptyTablesOnSeveralThreads() {
        let text = "struct P {\n" + (0..<300).map { "    var v\($0) = 0\n" }.joined() + "}\n"
        let counts = Counts()
        DispatchQueue.concurrentPerform(iterations: 64) { _ in
            let tree = Parser.parse(SourceText(path: "P.swift", text: text))
            counts.add(tree.closures.count + tree.callTable.count + tree.assignments.count)
        }
        XCTAssertEqual(counts.total, 0)
    }
}

private final class Counts: @unchecked Sendable {
    private let lock = NSLock()
    private var sum = 0
    func add(_ n: Int) { lock.lock(); sum += n; lock.unlock() }
    var total: Int { lock.lock(); defer { lock.unlock() }; return sum }
}
