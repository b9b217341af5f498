import FlowLintPlatform

/// The bytes of one source file plus a line table. Positions inside the file are byte
/// offsets; `location(of:)` turns them into 1-based line and column, the column counted
/// in Unicode code points. `\n`, `\r\n` and `\r` all end a line; a UTF-8 byte order mark
/// at the start is not counted as a column.
public final class SourceText: Sendable {
    public let path: String
    public let bytes: [UInt8]
    /// Byte offset at which each line starts (line 1 at index 0). 32-bit: files are limited
    /// far below 4 GiB.
    public let lineStarts: [UInt32]
    /// Length of a leading UTF-8 byte order mark (0 or 3).
    public let bomLength: Int

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
        var starts: [UInt32] = [0]
        starts.reserveCapacity(bytes.count / 32 + 1)
        bytes.withUnsafeBufferPointer { buf in
            let n = buf.count
            guard n > 0, let base = buf.baseAddress else { return }
            // Pointers stay inside `buf` (`p < end`, and `memchr` searches `end - p` bytes from `p`).
            if Platform.firstByte(0x0D, in: base, count: n) == nil {
                // Only `\n` line breaks (the common case): let the C library find them.
                var p = UnsafeRawPointer(base)
                let end = UnsafeRawPointer(base + n)
                while p < end, let q = Platform.firstByte(0x0A, in: p, count: end - p) {
                    let next = UnsafeRawPointer(q) + 1
                    starts.append(UInt32(truncatingIfNeeded: next - UnsafeRawPointer(base)))
                    p = next
                }
                return
            }
            var i = 0
            while i < n {
                let b = buf[i]
                if b > 0x0D {
                    i += 1
                    continue
                }
                if b == 0x0A {
                    starts.append(UInt32(truncatingIfNeeded: i + 1))
                } else if b == 0x0D {
                    if i + 1 < n && buf[i + 1] == 0x0A { i += 1 }
                    starts.append(UInt32(truncatingIfNeeded: i + 1))
                }
                i += 1
            }
        }
        self.lineStarts = starts
        self.bomLength = bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF ? 3 : 0
    }

    public convenience init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }

    /// Number of lines (a final line without a line break counts; an empty file has 0 lines).
    public var lineCount: Int {
        if bytes.isEmpty { return 0 }
        return Int(lineStarts.last!) == bytes.count ? lineStarts.count - 1 : lineStarts.count
    }

    /// 1-based line of a byte offset.
    public func line(of offset: Int) -> Int {
        var lo = 0, hi = lineStarts.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) >> 1
            if Int(lineStarts[mid]) <= offset { lo = mid } else { hi = mid - 1 }
        }
        return lo + 1
    }

    /// 1-based line and column (in Unicode code points) of a byte offset.
    public func location(of offset: Int) -> (line: Int, column: Int) {
        let line = line(of: offset)
        var start = Int(lineStarts[line - 1])
        if line == 1 { start = max(start, min(bomLength, offset)) }
        var column = 1
        var i = start
        let end = min(offset, bytes.count)
        while i < end {
            // Count bytes that start a code point (anything but 10xxxxxx continuation bytes).
            if bytes[i] & 0xC0 != 0x80 { column += 1 }
            i += 1
        }
        return (line, column)
    }

    /// `location(of:)` of each offset, in the same order, in time linear in the length of the
    /// lines they are on: offsets on one line are counted from the one before, not each from
    /// the start of the line (`location(of:)` for each is quadratic on a long line with a
    /// problem every few bytes).
    public func locations(of offsets: [Int]) -> [(line: Int, column: Int)] {
        var result = [(line: Int, column: Int)](repeating: (1, 1), count: offsets.count)
        let order = offsets.indices.sorted { offsets[$0] < offsets[$1] }
        var line = 0, column = 1, i = 0
        for k in order {
            let offset = offsets[k]
            let l = self.line(of: offset)
            if l == 1 && offset < bomLength { continue }  // in the byte order mark: column 1
            if l != line {
                line = l
                column = 1
                i = Int(lineStarts[l - 1]) + (l == 1 ? bomLength : 0)
            }
            let end = min(offset, bytes.count)
            while i < end {
                if bytes[i] & 0xC0 != 0x80 { column += 1 }
                i += 1
            }
            result[k] = (l, column)
        }
        return result
    }

    /// The text between two byte offsets (invalid UTF-8 is repaired).
    public func text(from start: Int, to end: Int) -> String {
        let s = max(0, min(start, bytes.count)), e = max(s, min(end, bytes.count))
        // From the buffer, not an `ArraySlice` (which would retain and release the bytes).
        return bytes.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[s..<e]), as: UTF8.self) }
    }

    /// The text of a whole line, without its line break.
    public func lineText(_ line: Int) -> String {
        guard line >= 1 && line <= lineStarts.count else { return "" }
        let start = Int(lineStarts[line - 1])
        var end = line < lineStarts.count ? Int(lineStarts[line]) : bytes.count
        while end > start && (bytes[end - 1] == 0x0A || bytes[end - 1] == 0x0D) { end -= 1 }
        return text(from: start, to: end)
    }
}
