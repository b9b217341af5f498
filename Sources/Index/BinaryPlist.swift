/// A reader of binary property lists (`bplist00`), the form built frameworks, some tools and
/// some projects keep their `Info.plist` files in. flowlint needs only the string values of a
/// few keys (the storyboard an app launches with), wherever they sit in the nesting of
/// dictionaries and arrays, so that is all this reads. Malformed input gives nil; nothing traps.
///
/// The format: the header `bplist00`, the objects, a table of their offsets, and a 32-byte
/// trailer (the size of an offset and of an object reference, the number of objects, the top
/// object, where the offset table starts). An object starts with a marker byte: its type in the
/// high four bits, its length (or `0xF` and an integer object holding it) in the low four.
public enum BinaryPlist {
    /// The header of the only version read (`bplist15` and later are not written by Xcode).
    public static let header = Array("bplist00".utf8)

    /// The string values of the keys `wanted` accepts, in any dictionary of the list (depth
    /// first, in the order keys are stored), or nil when the bytes are not a well-formed binary
    /// property list.
    public static func strings(forKeys wanted: (String) -> Bool, in bytes: [UInt8]) -> [String]? {
        guard let list = Reader(bytes) else { return nil }
        var result: [String] = []
        // Each object is walked once (a reference seen before is not pushed again), and the
        // references looked at are capped: a crafted list of N arrays of N references each
        // would otherwise cost N² steps.
        var visited: Set<Int> = [list.top]
        var pending = [(list.top, 0)]
        var looked = 0
        while let (ref, depth) = pending.popLast() {
            guard let object = list.object(ref) else { return nil }
            var children: [Int] = []
            switch object {
            case .array(let refs):
                children = refs.reversed()
            case .dictionary(let keys, let values):
                for (k, v) in zip(keys, values).reversed() {
                    if case .string(let key)? = list.object(k), wanted(key), case .string(let value)? = list.object(v) {
                        result.append(value)
                    }
                    children.append(v)
                }
            case .string, .other:
                break
            }
            looked += children.count
            guard looked <= 1_000_000 else { return nil }
            guard depth < 32 else { continue }
            for child in children where visited.insert(child).inserted { pending.append((child, depth + 1)) }
        }
        return result
    }

    enum Object {
        case string(String)
        case array([Int])
        case dictionary(keys: [Int], values: [Int])
        case other
    }

    struct Reader {
        let bytes: [UInt8]
        let offsetSize: Int
        let refSize: Int
        let count: Int
        let top: Int
        let tableStart: Int

        init?(_ bytes: [UInt8]) {
            guard bytes.count >= BinaryPlist.header.count + 32, bytes.starts(with: BinaryPlist.header) else { return nil }
            self.bytes = bytes
            let t = bytes.count - 32
            offsetSize = Int(bytes[t + 6])
            refSize = Int(bytes[t + 7])
            guard (1...8).contains(offsetSize), (1...8).contains(refSize),
                  let count = Reader.unsigned(bytes, at: t + 8, size: 8), let top = Reader.unsigned(bytes, at: t + 16, size: 8),
                  let tableStart = Reader.unsigned(bytes, at: t + 24, size: 8),
                  count > 0, count <= bytes.count, top < count, tableStart >= BinaryPlist.header.count,
                  tableStart <= t, count <= (t - tableStart) / offsetSize else { return nil }
            self.count = count
            self.top = top
            self.tableStart = tableStart
        }

        /// A big-endian unsigned integer of `size` bytes at `at`, if it is in the bytes and fits an `Int`.
        static func unsigned(_ bytes: [UInt8], at: Int, size: Int) -> Int? {
            guard at >= 0, size >= 1, size <= 8, at + size <= bytes.count else { return nil }
            var value: UInt64 = 0
            for k in at..<(at + size) { value = value << 8 | UInt64(bytes[k]) }
            return value <= UInt64(Int.max) ? Int(value) : nil
        }

        /// Where object `ref` starts, if the offset table says a place inside the objects.
        func offset(of ref: Int) -> Int? {
            guard ref >= 0, ref < count, let at = Reader.unsigned(bytes, at: tableStart + ref * offsetSize, size: offsetSize),
                  at >= BinaryPlist.header.count, at < tableStart else { return nil }
            return at
        }

        /// The length in the marker at `at` and where the object's data starts after it.
        func length(at: Int) -> (length: Int, data: Int)? {
            let info = Int(bytes[at] & 0x0F)
            if info != 0x0F { return (info, at + 1) }
            guard at + 1 < tableStart, bytes[at + 1] >> 4 == 0x1 else { return nil }
            let size = 1 << Int(bytes[at + 1] & 0x0F)
            guard size <= 8, at + 2 + size <= tableStart, let n = Reader.unsigned(bytes, at: at + 2, size: size) else { return nil }
            return (n, at + 2 + size)
        }

        /// `n` object references starting at `at`, if they all lie before the offset table.
        func refs(_ n: Int, at: Int) -> [Int]? {
            guard n >= 0, n <= count, at <= tableStart, n <= (tableStart - at) / refSize else { return nil }
            var refs: [Int] = []
            refs.reserveCapacity(n)
            for k in 0..<n {
                guard let r = Reader.unsigned(bytes, at: at + k * refSize, size: refSize), r < count else { return nil }
                refs.append(r)
            }
            return refs
        }

        func object(_ ref: Int) -> Object? {
            guard let at = offset(of: ref) else { return nil }
            let type = bytes[at] >> 4
            switch type {
            case 0x5, 0x6, 0xA, 0xD:
                guard let (n, data) = length(at: at) else { return nil }
                switch type {
                case 0x5:
                    // ASCII.
                    guard n <= tableStart - data else { return nil }
                    return .string(String(decoding: bytes[data..<(data + n)], as: UTF8.self))
                case 0x6:
                    // UTF-16, big-endian.
                    guard n <= (tableStart - data) / 2 else { return nil }
                    let units = (0..<n).map { UInt16(bytes[data + 2 * $0]) << 8 | UInt16(bytes[data + 2 * $0 + 1]) }
                    return .string(String(decoding: units, as: UTF16.self))
                case 0xA:
                    return refs(n, at: data).map { .array($0) }
                default:
                    guard let keys = refs(n, at: data), let values = refs(n, at: data + n * refSize) else { return nil }
                    return .dictionary(keys: keys, values: values)
                }
            default:
                return .other
            }
        }
    }
}
