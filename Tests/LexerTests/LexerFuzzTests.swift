import Foundation
import XCTest
import FlowLintLexer

/// Random and mutated inputs: every one terminates quickly, never crashes, and round-trips.
final class LexerFuzzTests: XCTestCase {
    /// Bytes that matter to the lexer, chosen often so random input exercises its states.
    static let interestingBytes: [UInt8] = Array("\"\\#()/*`@$_.?!<>=-{}[]\n\r \t0x1e9pa_".utf8) + [0x00, 0x07, 0x80, 0xBF, 0xC0, 0xC3, 0xE2, 0xED, 0xEF, 0xF0, 0xF4, 0xFF]

    /// Snippets that open or close constructs.
    static let snippets: [String] = [
        "\"", "\"\"\"", "#\"", "\"#", "##\"", "\\(", "\\#(", ")", "(", "/*", "*/", "//", "///", "#/", "/#", "/",
        "`", "{", "}", "[", "]", "\n", "\r\n", "#if ", "#endif", "@objc ", "$0", "0x1p-2", "\\u{1F600}", "as! ",
        "?.", "!", "..<", "•", "café", "\u{FEFF}", "\u{A0}", "\0",
    ]

    func testRandomByteStrings() {
        let failures = Deadline.run(seconds: 120) { deadline in
            var rng = SplitMix64(seed: 0xF10_417)
            var failures: [String] = []
            for n in 0..<2_000 {
                let length = Int.random(in: 0...(n % 10 == 0 ? 2_000 : 200), using: &rng)
                var bytes: [UInt8] = []
                bytes.reserveCapacity(length)
                let mode = n % 3
                for _ in 0..<length {
                    switch mode {
                    case 0: bytes.append(UInt8.random(in: 0...255, using: &rng))
                    case 1: bytes.append(Self.interestingBytes.randomElement(using: &rng)!)
                    default:
                        if Bool.random(using: &rng) {
                            bytes += Array(Self.snippets.randomElement(using: &rng)!.utf8)
                        } else {
                            bytes.append(UInt8.random(in: 0x20...0x7E, using: &rng))
                        }
                    }
                }
                deadline.working(on: "random input \(n): \(Self.describe(bytes))")
                let started = Date()
                let problems = roundTripProblems(bytes)
                let elapsed = Date().timeIntervalSince(started)
                if !problems.isEmpty { failures.append("input \(n) \(Self.describe(bytes)): \(problems)") }
                if elapsed > 1 { failures.append("input \(n) took \(elapsed) s") }
                if failures.count > 5 { break }
            }
            return failures
        }
        XCTAssertEqual(failures, [])
    }

    func testMutatedFixtureFiles() throws {
        let fixtures = try fixtureFiles().map { Array(try Data(contentsOf: $0)) }
        guard !fixtures.isEmpty else { return XCTFail("no fixture files found") }
        let failures = Deadline.run(seconds: 300) { deadline in
            var rng = SplitMix64(seed: 0x5EED_2025)
            var failures: [String] = []
            for n in 0..<2_000 {
                var bytes = fixtures[n % fixtures.count]
                let mutations = Int.random(in: 1...8, using: &rng)
                for _ in 0..<mutations {
                    Self.mutate(&bytes, using: &rng)
                }
                deadline.working(on: "mutation \(n) of fixture \(n % fixtures.count)")
                let started = Date()
                let problems = roundTripProblems(bytes)
                let elapsed = Date().timeIntervalSince(started)
                if !problems.isEmpty { failures.append("mutation \(n): \(problems) in \(Self.describe(bytes))") }
                if elapsed > 1 { failures.append("mutation \(n) took \(elapsed) s") }
                if failures.count > 3 { break }
            }
            return failures
        }
        XCTAssertEqual(failures, [])
    }

    /// A short, reproducible description of an input for failure messages.
    static func describe(_ bytes: [UInt8]) -> String {
        let text = String(decoding: bytes.prefix(300), as: UTF8.self).debugDescription
        return bytes.count > 300 ? "\(text)… (\(bytes.count) bytes)" : text
    }

    static func mutate(_ bytes: inout [UInt8], using rng: inout SplitMix64) {
        let count = bytes.count
        let at = count == 0 ? 0 : Int.random(in: 0...count, using: &rng)
        switch Int.random(in: 0..<7, using: &rng) {
        case 0: // insert a snippet
            bytes.insert(contentsOf: Array(snippets.randomElement(using: &rng)!.utf8), at: at)
        case 1: // insert an interesting byte
            bytes.insert(interestingBytes.randomElement(using: &rng)!, at: at)
        case 2: // delete a range
            guard count > 0 else { return }
            let start = min(at, count - 1)
            let end = min(count, start + Int.random(in: 1...64, using: &rng))
            bytes.removeSubrange(start..<end)
        case 3: // replace a byte with a random one
            guard count > 0 else { return }
            bytes[min(at, count - 1)] = UInt8.random(in: 0...255, using: &rng)
        case 4: // duplicate a range
            guard count > 0 else { return }
            let start = min(at, count - 1)
            let end = min(count, start + Int.random(in: 1...256, using: &rng))
            bytes.insert(contentsOf: Array(bytes[start..<end]), at: Int.random(in: 0...count, using: &rng))
        case 5: // truncate
            bytes.removeSubrange(at..<count)
        default: // cut into the middle of a multi-byte character or swap two bytes
            guard count > 1 else { return }
            let i = min(at, count - 2)
            bytes.swapAt(i, i + 1)
        }
    }
}
