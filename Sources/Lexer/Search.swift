extension RandomAccessCollection where Index == Int {
    /// Binary search: the first index whose element satisfies `isAtOrAfter`, or `endIndex`.
    /// The predicate must be false for a prefix of the collection and true for the rest (the
    /// tree's tables are in source order, so "starts at or after token i" qualifies).
    // The one `@inlinable` of the lexer and parser: a generic algorithm over the public
    // `Collection` API (no stored layout is exposed), inlined so that callers specialise it
    // (unspecialised, it reads every element through generic witnesses).
    @inlinable public func partitionPoint(where isAtOrAfter: (Element) throws -> Bool) rethrows -> Int {
        var lo = startIndex, hi = endIndex
        while lo < hi {
            let mid = lo + (hi - lo) / 2
            if try isAtOrAfter(self[mid]) { hi = mid } else { lo = mid + 1 }
        }
        return lo
    }
}
