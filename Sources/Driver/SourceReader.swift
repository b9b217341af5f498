#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a source file's bytes and checks that they are text flowlint can analyse.
public enum SourceReader {
    /// Files larger than this are reported and not analysed.
    public static let maxFileSize = 64 * 1024 * 1024

    public enum Outcome {
        case text([UInt8])
        case problem(String)
    }

    public static func read(_ path: String) -> Outcome {
        let fd = open(path, O_RDONLY)
        guard fd >= 0 else { return .problem("cannot read file: \(String(cString: strerror(errno)))") }
        defer { close(fd) }
        var st = stat()
        guard fstat(fd, &st) == 0 else { return .problem("cannot read file: \(String(cString: strerror(errno)))") }
        if (st.st_mode & S_IFMT) == S_IFDIR { return .problem("is a directory") }
        let size = Int(st.st_size)
        if size > maxFileSize {
            return .problem("file is \(size / (1024 * 1024)) MiB, larger than the \(maxFileSize / (1024 * 1024)) MiB limit; not analysed")
        }
        var bytes = [UInt8](repeating: 0, count: size)
        var total = 0
        while total < size {
            let n = bytes.withUnsafeMutableBytes { buf in Glibc.read(fd, buf.baseAddress! + total, size - total) }
            if n < 0 {
                if errno == EINTR { continue }
                return .problem("cannot read file: \(String(cString: strerror(errno)))")
            }
            if n == 0 { break }
            total += n
        }
        if total < size { bytes.removeSubrange(total...) }
        if let problem = textProblem(bytes) { return .problem(problem) }
        return .text(bytes)
    }

    /// Why these bytes are not Swift source text, or nil when they are valid UTF-8 without NUL.
    public static func textProblem(_ bytes: [UInt8]) -> String? {
        bytes.withUnsafeBufferPointer { buf -> String? in
            let n = buf.count
            var i = 0
            var line = 1
            while i < n {
                // Fast path: eight ASCII bytes without NUL or line feed at a time.
                if i + 8 <= n {
                    let word = UnsafeRawPointer(buf.baseAddress! + i).loadUnaligned(as: UInt64.self)
                    let hasHigh = word & 0x8080_8080_8080_8080 != 0
                    // Bytes equal to 0x00 or 0x0A (classic "has zero byte" test on word and word ^ 0x0A…).
                    let z0 = (word &- 0x0101_0101_0101_0101) & ~word & 0x8080_8080_8080_8080
                    let x = word ^ 0x0A0A_0A0A_0A0A_0A0A
                    let z1 = (x &- 0x0101_0101_0101_0101) & ~x & 0x8080_8080_8080_8080
                    if !hasHigh && z0 == 0 && z1 == 0 {
                        i += 8
                        continue
                    }
                }
                let b = buf[i]
                if b < 0x80 {
                    if b == 0 { return "binary file (contains a NUL byte on line \(line)); not analysed" }
                    if b == 0x0A { line += 1 }
                    i += 1
                    continue
                }
                var need = 0
                var minimum: UInt32 = 0
                var scalar: UInt32 = 0
                if b & 0xE0 == 0xC0 { need = 1; minimum = 0x80; scalar = UInt32(b & 0x1F) }
                else if b & 0xF0 == 0xE0 { need = 2; minimum = 0x800; scalar = UInt32(b & 0x0F) }
                else if b & 0xF8 == 0xF0 { need = 3; minimum = 0x10000; scalar = UInt32(b & 0x07) }
                else { return "not UTF-8 text (invalid byte on line \(line)); not analysed" }
                guard i + need < n else {
                    return "not UTF-8 text (truncated character on line \(line)); not analysed"
                }
                for k in 1...need {
                    let c = buf[i + k]
                    if c & 0xC0 != 0x80 { return "not UTF-8 text (invalid byte on line \(line)); not analysed" }
                    scalar = scalar << 6 | UInt32(c & 0x3F)
                }
                if scalar < minimum || scalar > 0x10FFFF || (scalar >= 0xD800 && scalar <= 0xDFFF) {
                    return "not UTF-8 text (invalid character on line \(line)); not analysed"
                }
                i += need + 1
            }
            return nil
        }
    }
}
