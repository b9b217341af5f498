import FlowLintIndex
import FlowLintPlatform

/// Reads a source file's bytes and checks that they are text flowlint can analyse.
public enum SourceReader {
    /// Files larger than this are reported and not analysed.
    public static let maxFileSize = 64 * 1024 * 1024

    public enum Outcome {
        case text([UInt8])
        case problem(String)
    }

    /// `binaryPlist`: the file is read for the index (an `Info.plist`), where a well-formed binary
    /// property list is as good as an XML one; linted files never are.
    /// `anyBytes`: any content is fine (Objective-C sources, read only for the words they spell,
    /// may be in another encoding than UTF-8).
    public static func read(_ path: String, binaryPlist: Bool = false, anyBytes: Bool = false) -> Outcome {
        let fd = Platform.openForReading(path)
        guard fd >= 0 else { return .problem("cannot read file: \(Platform.message(Platform.lastError))") }
        defer { _ = Platform.closeFile(fd) }
        guard let status = Platform.status(of: fd) else {
            return .problem("cannot read file: \(Platform.message(Platform.lastError))")
        }
        if status.kind == .directory { return .problem("is a directory") }
        let size = status.size
        if size > maxFileSize {
            return .problem("file is \(size / (1024 * 1024)) MiB, larger than the \(maxFileSize / (1024 * 1024)) MiB limit; not analysed")
        }
        // No unsafe initializer for an empty file: it would write into the empty-array
        // singleton, which every thread shares.
        if size == 0 { return .text([]) }
        var failure: Int32 = 0
        // Read straight into the array's storage (no zero-fill of memory about to be overwritten).
        // Invariant: `total <= size`, every read goes to `total..<size`, and `initialized` is the
        // number of bytes actually read (a short read leaves the rest uninitialized and uncounted).
        let bytes = [UInt8](unsafeUninitializedCapacity: size) { buf, initialized in
            var total = 0
            while total < size {
                let n = Platform.readSome(fd, into: buf.baseAddress! + total, count: size - total)
                if n < 0 { failure = Platform.lastError }
                if n <= 0 { break }
                total += n
            }
            initialized = total
        }
        if failure != 0 { return .problem("cannot read file: \(Platform.message(failure))") }
        if bytes.starts(with: binaryPlistMagic) {
            // A binary Info.plist is read like an XML one; anything else starting so is not text.
            guard binaryPlist, BinaryPlist.strings(forKeys: { _ in false }, in: bytes) != nil else {
                return .problem(binaryPlistMessage)
            }
            return .text(bytes)
        }
        if bytes.starts(with: gitCryptMagic) { return .problem(gitCryptMessage) }
        if !anyBytes, let problem = textProblem(bytes) { return .problem(problem) }
        return .text(bytes)
    }

    /// The first bytes of a binary property list (Xcode writes XML ones; built frameworks and
    /// some tools write binary ones, which `BinaryPlist` reads when they are `bplist00`).
    static let binaryPlistMagic = Array("bplist".utf8)
    static let binaryPlistMessage = "a binary property list flowlint cannot read (malformed, or a version other than bplist00); "
        + "convert it with 'plutil -convert xml1', or exclude it in the configuration; not analysed"

    /// The header of a file git-crypt keeps encrypted in a repository that is not unlocked.
    static let gitCryptMagic: [UInt8] = [0] + Array("GITCRYPT".utf8) + [0]
    static let gitCryptMessage = "encrypted with git-crypt (run 'git-crypt unlock', or exclude it in the configuration); not analysed"

    /// Why these bytes are not Swift source text, or nil when they are valid UTF-8 without NUL.
    public static func textProblem(_ bytes: [UInt8]) -> String? {
        bytes.withUnsafeBufferPointer { buf -> String? in
            let n = buf.count
            var i = 0
            /// Line of byte `k`, counted only when there is a problem to report.
            func line(_ k: Int) -> Int {
                var line = 1
                for j in 0..<k where buf[j] == 0x0A { line += 1 }
                return line
            }
            while i < n {
                // Fast path: sixteen, then eight, ASCII bytes without NUL at a time. The unaligned
                // loads read `i..<i + 16` (or `+ 8`) only after checking that many bytes remain.
                while i + 16 <= n {
                    let a = UnsafeRawPointer(buf.baseAddress! + i).loadUnaligned(as: UInt64.self)
                    let b = UnsafeRawPointer(buf.baseAddress! + i + 8).loadUnaligned(as: UInt64.self)
                    // High bit set, or a zero byte (the classic "has zero byte" test).
                    let za = (a &- 0x0101_0101_0101_0101) & ~a
                    let zb = (b &- 0x0101_0101_0101_0101) & ~b
                    if (a | b | za | zb) & 0x8080_8080_8080_8080 != 0 { break }
                    i += 16
                }
                if i + 8 <= n {
                    let a = UnsafeRawPointer(buf.baseAddress! + i).loadUnaligned(as: UInt64.self)
                    if (a | ((a &- 0x0101_0101_0101_0101) & ~a)) & 0x8080_8080_8080_8080 == 0 {
                        i += 8
                        continue
                    }
                }
                guard i < n else { break }
                let b = buf[i]
                if b < 0x80 {
                    if b == 0 { return "binary file (contains a NUL byte on line \(line(i))); not analysed" }
                    i += 1
                    continue
                }
                var need = 0
                var minimum: UInt32 = 0
                var scalar: UInt32 = 0
                if b & 0xE0 == 0xC0 { need = 1; minimum = 0x80; scalar = UInt32(b & 0x1F) }
                else if b & 0xF0 == 0xE0 { need = 2; minimum = 0x800; scalar = UInt32(b & 0x0F) }
                else if b & 0xF8 == 0xF0 { need = 3; minimum = 0x10000; scalar = UInt32(b & 0x07) }
                else { return "not UTF-8 text (invalid byte on line \(line(i))); not analysed" }
                guard i + need < n else {
                    return "not UTF-8 text (truncated character on line \(line(i))); not analysed"
                }
                for k in 1...need {
                    let c = buf[i + k]
                    if c & 0xC0 != 0x80 { return "not UTF-8 text (invalid byte on line \(line(i))); not analysed" }
                    scalar = scalar << 6 | UInt32(c & 0x3F)
                }
                if scalar < minimum || scalar > 0x10FFFF || (scalar >= 0xD800 && scalar <= 0xDFFF) {
                    return "not UTF-8 text (invalid character on line \(line(i))); not analysed"
                }
                i += need + 1
            }
            return nil
        }
    }

    /// Everything readable from an open descriptor (standard input), up to `maxFileSize`.
    public static func read(descriptor fd: Int32) -> Outcome {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let n = chunk.withUnsafeMutableBytes { Platform.readSome(fd, into: $0.baseAddress!, count: $0.count) }
            if n < 0 { return .problem("cannot read standard input: \(Platform.message(Platform.lastError))") }
            if n == 0 { return .text(bytes) }
            bytes += chunk[0..<n]
            if bytes.count > maxFileSize {
                return .problem("standard input is larger than the \(maxFileSize / (1024 * 1024)) MiB limit; not analysed")
            }
        }
    }
}
