/// Per-file lookups about code, built on first use so rules that never ask pay nothing:
/// "is `start ..< end` exactly one statement?" (the first few questions are answered by a
/// scan, then a sorted key table is built once) and "which declaration's body opens here?".
public struct CodeIndex {
    public let tree: SyntaxTree
    /// Statements as `start << 32 | end`, sorted; built once a file asks often enough.
    private var sorted: [UInt64]?
    private var queries = 0
    private var declarationsByBrace: [Int: Declaration]?

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
        let lo = keys.partitionPoint { $0 >= key }
        return lo < keys.count && keys[lo] == key
    }

    /// The function, initializer, subscript or property accessor whose body opens at `{` `brace`.
    public mutating func declaration(openingAt brace: Int) -> Declaration? {
        if declarationsByBrace == nil {
            var map: [Int: Declaration] = [:]
            var stack = tree.declarations
            while let d = stack.popLast() {
                stack.append(contentsOf: d.members)
                if d.kind.isFunctionLike, let body = d.body { map[body.lowerBound] = d }
                for b in d.accessorBodies { map[b.lowerBound] = d }
            }
            declarationsByBrace = map
        }
        return declarationsByBrace?[brace]
    }
}
