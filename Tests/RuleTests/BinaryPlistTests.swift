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
        // A dictionary that contains itself is walked once.
        var looped = Self.journal
        let trailer = looped.count - 32
        looped[trailer + 6] = 2
        _ = BinaryPlist.strings(forKeys: { _ in true }, in: looped)
    }
}
