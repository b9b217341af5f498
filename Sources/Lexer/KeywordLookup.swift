/// Keyword lookup without allocating or reference counting: one flat table of spellings,
/// bucketed by first byte.
enum KeywordTable {
    /// All spellings, concatenated.
    static let spellingBytes: [UInt8] = Keyword.allCases.filter { $0 != .none }
        .sorted { Array($0.text.utf8)[0] < Array($1.text.utf8)[0] }
        .flatMap { Array($0.text.utf8) }
    /// Entries sorted by first byte: (offset in spellingBytes, length, keyword raw value).
    static let entries: [(offset: Int32, length: Int32, keyword: UInt8)] = {
        var result: [(offset: Int32, length: Int32, keyword: UInt8)] = []
        var offset: Int32 = 0
        for k in Keyword.allCases.filter({ $0 != .none }).sorted(by: { Array($0.text.utf8)[0] < Array($1.text.utf8)[0] }) {
            let n = Int32(k.text.utf8.count)
            result.append((offset, n, k.rawValue))
            offset += n
        }
        return result
    }()

    static let slotCount = 1024

    @inline(__always) static func hash(_ b0: UInt8, _ b1: UInt8, _ last: UInt8, _ length: Int) -> Int {
        (Int(b0) &* 31 &+ Int(b1) &* 7 &+ Int(last) &* 3 &+ length &* 101) & (slotCount - 1)
    }

    /// Open-addressing table: entry index + 1 for each slot (0 = empty).
    static let slots: [Int16] = {
        var slots = [Int16](repeating: 0, count: slotCount)
        for (index, e) in entries.enumerated() {
            let o = Int(e.offset), n = Int(e.length)
            var h = hash(spellingBytes[o], spellingBytes[o + 1], spellingBytes[o + n - 1], n)
            while slots[h] != 0 { h = (h + 1) & (slotCount - 1) }
            slots[h] = Int16(index + 1)
        }
        return slots
    }()

    /// The keyword spelled by `length` bytes at `start`, or `.none`.
    struct Lookup {
        let spellings = KeywordTable.spellingBytes
        let entries = KeywordTable.entries
        let slots = KeywordTable.slots

        @inline(__always) func callAsFunction(_ buf: UnsafeBufferPointer<UInt8>, _ start: Int, _ length: Int) -> Keyword {
            if length < 2 || length > 15 { return .none }
            // Keywords start with a lowercase letter, except `Any`, `Self`, `_modify` and `_read`:
            // other capitalised names (most type names) need no lookup.
            let b0 = buf[start]
            if b0 < UInt8(ascii: "a") && b0 != UInt8(ascii: "A") && b0 != UInt8(ascii: "S") && b0 != UInt8(ascii: "_") {
                return .none
            }
            var h = KeywordTable.hash(buf[start], buf[start + 1], buf[start + length - 1], length)
            while true {
                let slot = Int(slots[h])
                if slot == 0 { return .none }
                let entry = entries[slot - 1]
                if Int(entry.length) == length {
                    let o = Int(entry.offset)
                    var k = 0
                    while k < length && spellings[o + k] == buf[start + k] { k += 1 }
                    if k == length { return unsafeBitCast(entry.keyword, to: Keyword.self) }  // table entries are valid raw values
                }
                h = (h + 1) & (KeywordTable.slotCount - 1)
            }
        }
    }
}
