/// Answers "is `start ..< end` exactly one statement?" for one file. The first few questions
/// are answered by a scan; after that a sorted key table is built once, so rules that ask
/// rarely pay nothing and rules that ask often pay one sort.
public struct StatementIndex {
    public let tree: SyntaxTree
    /// Statements as `start << 32 | end`, sorted; built once a file asks often enough.
    private var sorted: [UInt64]?
    private var queries = 0

    public init(tree: SyntaxTree) { self.tree = tree }

    /// Whether a statement spans exactly `start ..< end`.
    public mutating func isStatement(_ start: Int, _ end: Int) -> Bool {
        queries += 1
        if sorted == nil && queries <= 8 {
            return tree.statements.contains { $0.range.lowerBound == start && $0.range.upperBound == end }
        }
        if sorted == nil {
            sorted = tree.statements.map { UInt64($0.range.lowerBound) << 32 | UInt64($0.range.upperBound) }.sorted()
        }
        let key = UInt64(start) << 32 | UInt64(end)
        guard let keys = sorted else { return false }
        var lo = 0, hi = keys.count
        while lo < hi {
            let mid = (lo + hi) >> 1
            if keys[mid] < key { lo = mid + 1 } else { hi = mid }
        }
        return lo < keys.count && keys[lo] == key
    }
}
