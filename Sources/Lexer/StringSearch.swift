extension UnsafeBufferPointer where Element == UInt8 {
    /// Offset of the first occurrence of `needle` in these bytes (0 for an empty needle), or nil:
    /// a plain byte search.
    public func firstOffset(of needle: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let first = needle.first else { return 0 }
        let limit = count - needle.count
        guard limit >= 0 else { return nil }
        var i = 0
        while i <= limit {
            if self[i] == first {
                var k = 1
                while k < needle.count && self[i + k] == needle[k] { k += 1 }
                if k == needle.count { return i }
            }
            i += 1
        }
        return nil
    }
}

extension StringProtocol {
    /// Whether `needle` occurs in this text: a plain byte search over UTF-8, much cheaper
    /// than the generic `contains(_:)` of the string-processing library.
    public func containsText(_ needle: String) -> Bool {
        var needle = needle
        return needle.withUTF8 { n -> Bool in
            if let found = self.utf8.withContiguousStorageIfAvailable({ $0.firstOffset(of: n) != nil }) { return found }
            return Array(self.utf8).withUnsafeBufferPointer { $0.firstOffset(of: n) != nil }
        }
    }
}
