import XCTest
import FlowLintLexer

/// Lines and columns of byte offsets, one at a time and many at once.
final class SourceTextTests: XCTestCase {
    /// `locations(of:)` gives what `location(of:)` gives for each offset, whatever their order:
    /// every line-break style, multi-byte code points, a byte order mark, offsets outside the file.
    func testLocationsOfManyOffsetsMatchOneAtATime() {
        let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
        let texts: [[UInt8]] = [
            [],
            Array("a".utf8),
            Array("let a = 1\nlet é = \"😀\"\r\n\rx\n".utf8),
            bom,
            bom + Array("é😀 x\r\ny".utf8),
            Array("\n\n\r\r\n".utf8),
            [0xFF, 0x80, 0xC3, 0x0A, 0x80],
        ]
        var generator = SystemRandomNumberGenerator()
        for bytes in texts {
            let source = SourceText(path: "a.swift", bytes: bytes)
            var offsets = Array(-2...(bytes.count + 2))
            offsets += offsets
            offsets.shuffle(using: &generator)
            let many = source.locations(of: offsets)
            XCTAssertEqual(many.count, offsets.count)
            for (offset, location) in zip(offsets, many) {
                let one = source.location(of: offset)
                XCTAssert(location == one, "\(bytes) offset \(offset): \(location) instead of \(one)")
            }
        }
        XCTAssert(SourceText(path: "a.swift", text: "x").locations(of: []).isEmpty)
    }
}
