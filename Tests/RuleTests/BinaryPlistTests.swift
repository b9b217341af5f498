import FlowLintKit
import Foundation
import XCTest

/// Binary property lists (`bplist00`): the storyboard keys are read wherever they sit, and
/// malformed input of any shape gives nil, never a trap.
final class BinaryPlistTests: XCTestCase {
    /// Written by Python's `plistlib` (`FMT_BINARY`): a scene manifest nested four levels deep
    /// (dictionaries and an array), an ASCII and a UTF-16 string among the values.
    static let journal = [UInt8](Data(base64Encoded: "YnBsaXN0MDDUAQIDBAUGBxFcQ0ZCdW5kbGVOYW1lXxAUTlNNYWluU3Rvcnlib2FyZEZpbGVfEBpVSUFwcGxpY2F0aW9uU2NlbmVNYW5pZmVzdF8QFlVJTGF1bmNoU3Rvcnlib2FyZE5hbWVXSm91cm5hbGsAUAByAOkAZgDpAHIAZQBuAGMAZQBz0QgJXxAVVUlTY2VuZUNvbmZpZ3VyYXRpb25z0QoLXxAjVUlXaW5kb3dTY2VuZVNlc3Npb25Sb2xlQXBwbGljYXRpb26hDNINDg8QXxAYVUlTY2VuZUNvbmZpZ3VyYXRpb25OYW1lXxAVVUlTY2VuZVN0b3J5Ym9hcmRGaWxlV0RlZmF1bHRUTWFpblZMYXVuY2gACAARAB4ANQBSAGsAcwCKAI0ApQCoAM4A0ADVAPABCAEQARUAAAAAAAACAQAAAAAAAAASAAAAAAAAAAAAAAAAAAABHA==")!)

    func testReadsTheStoryboardKeysAtAnyDepth() {
        let names = BinaryPlist.strings(forKeys: { key in key.hasSuffix("StoryboardFile") }, in: Self.journal)
        XCTAssertEqual(names.map(Set.init), ["Main", "Préférences"])
        XCTAssertEqual(BinaryPlist.strings(forKeys: { $0 == "CFBundleName" }, in: Self.journal), ["Journal"])
        var facts = InterfaceFacts()
        facts.read(Self.journal, path: "Journal/Info.plist")
        XCTAssertEqual(facts.mainStoryboardNames, ["Main", "Préférences"])
    }

    func testMalformedInputGivesNilAndNeverTraps() {
        XCTAssertNil(BinaryPlist.strings(forKeys: { _ in true }, in: Array("bplist00".utf8) + [0xD1, 0x01, 0x02, 0x5F, 0x10, 0x0F]))
        XCTAssertNil(BinaryPlist.strings(forKeys: { _ in true }, in: Array("bplist15".utf8) + [UInt8](repeating: 0, count: 40)))
        for cut in 0..<Self.journal.count {
            _ = BinaryPlist.strings(forKeys: { _ in true }, in: Array(Self.journal[..<cut]))
        }
        // Every byte set to a few telling values: lengths, markers, sizes and offsets go wrong.
        for k in Self.journal.indices {
            for value: UInt8 in [0x00, 0x0F, 0x1F, 0x5F, 0x6F, 0xAF, 0xDF, 0xFF] {
                var bytes = Self.journal
                bytes[k] = value
                _ = BinaryPlist.strings(forKeys: { _ in true }, in: bytes)
            }
        }
        // A string whose length says Int.max: no arithmetic overflow.
        var huge = Array("bplist00".utf8) + [0x5F, 0x13, 0x7F, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF] + [0x08]
        huge += [UInt8](repeating: 0, count: 6) + [1, 1] + [0, 0, 0, 0, 0, 0, 0, 1] + [UInt8](repeating: 0, count: 8)
            + [0, 0, 0, 0, 0, 0, 0, UInt8(huge.count - 1)]
        XCTAssertNil(BinaryPlist.strings(forKeys: { _ in true }, in: huge))
        // 400 arrays that each list all 400: walked once each, quickly, not 400² times.
        let n = 400
        var dense = Array("bplist00".utf8)
        var offsets: [Int] = []
        for _ in 0..<n {
            offsets.append(dense.count)
            dense += [0xAF, 0x11, UInt8(n >> 8), UInt8(n & 0xFF)]
            for r in 0..<n { dense += [UInt8(r >> 8), UInt8(r & 0xFF)] }
        }
        let table = dense.count
        for o in offsets { dense += [UInt8((o >> 16) & 0xFF), UInt8((o >> 8) & 0xFF), UInt8(o & 0xFF)] }
        dense += [UInt8](repeating: 0, count: 6) + [3, 2]
        dense += (0..<8).map { UInt8((n >> (8 * (7 - $0))) & 0xFF) } + [UInt8](repeating: 0, count: 8)
        dense += (0..<8).map { UInt8((table >> (8 * (7 - $0))) & 0xFF) }
        XCTAssertEqual(BinaryPlist.strings(forKeys: { _ in true }, in: dense), [])
        // A dictionary that contains itself is walked once.
        var looped = Self.journal
        let trailer = looped.count - 32
        looped[trailer + 6] = 2
        _ = BinaryPlist.strings(forKeys: { _ in true }, in: looped)
    }
}
