extension StringProtocol {
    /// Whether `needle` occurs in this text: a plain byte search over UTF-8, much cheaper
    /// than the generic `contains(_:)` of the string-processing library.
    public func containsText(_ needle: String) -> Bool {
        var needle = needle
        return needle.withUTF8 { n -> Bool in
            guard let first = n.first else { return true }
            let found = self.utf8.withContiguousStorageIfAvailable { h -> Bool in
                let limit = h.count - n.count
                if limit < 0 { return false }
                var i = 0
                while i <= limit {
                    if h[i] == first {
                        var k = 1
                        while k < n.count && h[i + k] == n[k] { k += 1 }
                        if k == n.count { return true }
                    }
                    i += 1
                }
                return false
            }
            if let found { return found }
            return Array(self.utf8).withUnsafeBufferPointer { h in
                let limit = h.count - n.count
                if limit < 0 { return false }
                var i = 0
                while i <= limit {
                    var k = 0
                    while k < n.count && h[i + k] == n[k] { k += 1 }
                    if k == n.count { return true }
                    i += 1
                }
                return false
            }
        }
    }
}
