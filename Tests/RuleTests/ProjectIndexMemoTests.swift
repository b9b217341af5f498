import Dispatch
import Foundation
import FlowLintKit
import XCTest

/// Values rules derive from the index once per run and share across files and threads.
final class ProjectIndexMemoTests: XCTestCase {
    private func index() -> ProjectIndex {
        let source = SourceText(path: "A.swift", text: "final class A { var x = 1 }\nstruct B {}\n")
        return ProjectIndex(files: [ParsedFile(path: "A.swift", tree: Parser.parse(source))])
    }

    func testMemoizedValuesAreComputedOncePerNameAndKeptApartByNamespaceAndType() {
        let index = index()
        var computed = 0
        let first = index.memoized("test", "A") { () -> Int in computed += 1; return 41 }
        let second = index.memoized("test", "A") { () -> Int in computed += 1; return 0 }
        XCTAssertEqual([first, second], [41, 41])
        XCTAssertEqual(computed, 1)
        XCTAssertEqual(index.memoized("other", "A") { () -> Int in 7 }, 7)
        XCTAssertEqual(index.memoized("test", "A") { () -> String in "text" }, "text")
        XCTAssertEqual(ProjectIndex(files: []).memoized("test", "A") { () -> Int in 3 }, 3, "one memo per index")
    }

    func testMemoTableIsSharedAndGivesOneValuePerNameAcrossThreads() {
        let index = index()
        let table = index.memoTable("test.kinds", of: String.self)
        XCTAssertTrue(table === index.memoTable("test.kinds", of: String.self))
        // Every computation gives a different value (a counter), so a race in which two
        // threads store their own value for one name shows as two different answers.
        let counterLock = NSLock()
        var computations = 0
        let results = UnsafeMutablePointer<String>.allocate(capacity: 64)
        results.initialize(repeating: "", count: 64)
        defer { results.deinitialize(count: 64); results.deallocate() }
        DispatchQueue.concurrentPerform(iterations: 64) { k in
            let name = k < 48 ? "A" : "B"
            results[k] = index.memoTable("test.kinds", of: String.self).value(for: name) {
                // Slow enough that the first computations of a name overlap on different threads.
                Thread.sleep(forTimeInterval: 0.002)
                counterLock.lock()
                computations += 1
                let n = computations
                counterLock.unlock()
                return "\(name) #\(n)"
            }
        }
        let forA = Set((0..<48).map { results[$0] })
        let forB = Set((48..<64).map { results[$0] })
        XCTAssertEqual(forA.count, 1, "one value for A: \(forA)")
        XCTAssertEqual(forB.count, 1, "one value for B: \(forB)")
        XCTAssert(forA.first?.hasPrefix("A #") == true && forB.first?.hasPrefix("B #") == true)
        XCTAssertEqual(index.memoTable("test.kinds", of: String.self).value(for: "A") { "later" }, forA.first, "the stored value stays")
    }
}
