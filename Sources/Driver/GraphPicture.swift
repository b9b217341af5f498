import FlowLintKit
import FlowLintReporters

/// The ownership graph (or the part of it around one type) as a picture: Graphviz DOT, or a
/// self-contained SVG drawn here with a layered layout. Weak and unowned edges are dashed;
/// edges of a loop that a hand-off of `self` proves are red.
public enum GraphPicture {
    static let arrowMarkers = """
          <defs>
            <marker id="arrow" viewBox="0 0 10 10" refX="10" refY="5" markerWidth="8" markerHeight="8" orient="auto-start-reverse"><path d="M 0 0 L 10 5 L 0 10 z" fill="#333"/></marker>
            <marker id="arrow-red" viewBox="0 0 10 10" refX="10" refY="5" markerWidth="8" markerHeight="8" orient="auto-start-reverse"><path d="M 0 0 L 10 5 L 0 10 z" fill="#c00"/></marker>
          </defs>

        """

    /// What an edge's label says: `viewModel`, `rows: RowSource` (through a protocol), `items[]`
    /// (many), `onChange { self }` (a closure that captures the target), with `weak`/`unowned`
    /// in front.
    static func label(_ e: OwnershipGraph.Edge) -> String {
        var text = e.shownLabel + (e.many ? "[]" : "")
        if let p = e.viaProtocol { text += ": " + p }
        if e.strength != .strong { text = e.strength.rawValue + " " + text }
        return text
    }

    public static func dot(_ graph: OwnershipGraph, title: String) -> String {
        var out = "// Ownership graph made by flowlint: \(title). Dashed: weak or unowned; red: a proven retain cycle.\n"
        out += "digraph ownership {\n  rankdir=LR;\n  node [shape=box, fontname=\"Helvetica\"];\n  edge [fontname=\"Helvetica\", fontsize=10];\n"
        for n in graph.nodes { out += "  \"\(CycleGraph.dotEscaped(n))\";\n" }
        for e in graph.edges {
            var attributes = ["label=\"\(CycleGraph.dotEscaped(label(e)))\""]
            if e.strength != .strong { attributes.append("style=dashed") }
            if e.onProvenLoop { attributes += ["color=red", "fontcolor=red"] }
            out += "  \"\(CycleGraph.dotEscaped(e.from))\" -> \"\(CycleGraph.dotEscaped(e.to))\" [\(attributes.joined(separator: ", "))];\n"
        }
        return out + "}\n"
    }

    /// Columns by longest path over the edges that are not back edges (a depth-first search
    /// from the nodes in name order decides which are), then one row per node of a column, in
    /// the order of the nodes they are reached from.
    static func layers(_ graph: OwnershipGraph) -> [String: Int] {
        var out: [String: [String]] = [:]
        for e in graph.edges where e.from != e.to { out[e.from, default: []].append(e.to) }
        var state: [String: Int] = [:]   // 1: on the path, 2: done
        var order: [String] = []
        var back: Set<String> = []
        for start in graph.nodes where state[start] == nil {
            // Iterative depth-first search: (node, next child position).
            var stack: [(String, Int)] = [(start, 0)]
            state[start] = 1
            while let (node, i) = stack.last {
                let children = out[node] ?? []
                if i < children.count {
                    stack[stack.count - 1].1 += 1
                    let child = children[i]
                    switch state[child] {
                    case nil: state[child] = 1; stack.append((child, 0))
                    case 1: back.insert(node + "\u{0}" + child)
                    default: break
                    }
                } else {
                    state[node] = 2
                    order.append(node)
                    stack.removeLast()
                }
            }
        }
        var layer: [String: Int] = [:]
        for node in order.reversed() {
            let l = layer[node] ?? 0
            layer[node] = l
            for child in out[node] ?? [] where !back.contains(node + "\u{0}" + child) {
                layer[child] = max(layer[child] ?? 0, l + 1)
            }
        }
        return layer
    }

    /// Around one type: the type in the first column of what it keeps, each object as many
    /// columns to the right as it is steps away from the type, and objects that only point at
    /// them in a column of their own on the left.
    static func layers(_ graph: OwnershipGraph, root: String) -> [String: Int] {
        var out: [String: [String]] = [:]
        for e in graph.edges where e.from != e.to { out[e.from, default: []].append(e.to) }
        var layer: [String: Int] = [root: 1]
        var queue = [root], head = 0
        while head < queue.count {
            let node = queue[head]
            head += 1
            for child in out[node] ?? [] where layer[child] == nil {
                layer[child] = layer[node]! + 1
                queue.append(child)
            }
        }
        for n in graph.nodes where layer[n] == nil { layer[n] = 0 }
        if !layer.values.contains(0) { for (n, l) in layer { layer[n] = l - 1 } }
        return layer
    }

    /// Nodes by column, each column ordered by the mean row of the nodes that point at it from
    /// the columns on its left (then by name): fewer crossings.
    static func columns(_ graph: OwnershipGraph, _ layer: [String: Int]) -> [[String]] {
        var columns: [[String]] = []
        for n in graph.nodes {
            let l = layer[n] ?? 0
            while columns.count <= l { columns.append([]) }
            columns[l].append(n)
        }
        var row: [String: Int] = [:]
        for c in columns.indices {
            func key(_ n: String) -> Double {
                let parents = graph.edges.filter { $0.to == n && (layer[$0.from] ?? 0) < c }.compactMap { row[$0.from] }
                return parents.isEmpty ? Double(Int.max) : Double(parents.reduce(0, +)) / Double(parents.count)
            }
            let keys = Dictionary(uniqueKeysWithValues: columns[c].map { ($0, key($0)) })
            columns[c].sort { (keys[$0]!, $0) < (keys[$1]!, $1) }
            for (r, n) in columns[c].enumerated() { row[n] = r }
        }
        return columns
    }

    public static func svg(_ graph: OwnershipGraph, title: String, around root: String? = nil) -> String {
        let boxWidth = 210, boxHeight = 34, columnGap = 170, rowGap = 40, margin = 30
        let layer = root.map { layers(graph, root: $0) } ?? layers(graph)
        let columns = columns(graph, layer)
        var position: [String: (x: Int, y: Int)] = [:]
        for (c, names) in columns.enumerated() {
            for (r, n) in names.enumerated() {
                position[n] = (margin + c * (boxWidth + columnGap), margin + 30 + r * (boxHeight + rowGap))
            }
        }
        let rows = columns.map(\.count).max() ?? 0
        let width = max(400, 2 * margin + columns.count * boxWidth + max(0, columns.count - 1) * columnGap)
        let height = max(120, 2 * margin + 30 + rows * (boxHeight + rowGap) + 80)
        var out = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\" viewBox=\"0 0 \(width) \(height)\" font-family=\"Helvetica, Arial, sans-serif\" font-size=\"12\">\n"
        out += "  <title>\(Escape.xml(title))</title>\n" + arrowMarkers
        out += "  <rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n"
        out += "  <text x=\"\(margin)\" y=\"\(margin)\" font-size=\"14\">\(Escape.xml(title))</text>\n"
        if graph.nodes.isEmpty { out += "  <text x=\"\(margin)\" y=\"\(margin + 40)\">No ownership edge found.</text>\n" }
        // Edges between the same two objects are drawn as one, their labels joined.
        var drawn: [(edge: OwnershipGraph.Edge, labels: [String])] = []
        for e in graph.edges {
            if let last = drawn.last, last.edge.from == e.from, last.edge.to == e.to {
                let strongest = last.edge.strength == .strong || e.strength == .strong ? OwnershipGraph.Strength.strong : last.edge.strength
                let merged = OwnershipGraph.Edge(from: e.from, to: e.to, label: last.edge.label, strength: strongest, evidence: last.edge.evidence,
                                                 viaProtocol: last.edge.viaProtocol, many: last.edge.many,
                                                 onProvenLoop: last.edge.onProvenLoop || e.onProvenLoop)
                drawn[drawn.count - 1] = (merged, last.labels + [label(e)])
            } else {
                drawn.append((e, [label(e)]))
            }
        }
        for (e, labels) in drawn {
            guard let a = position[e.from], let b = position[e.to] else { continue }
            out += "  <g>\n" + edgePath(e, labels.joined(separator: ", "), from: a, to: b, boxWidth: boxWidth, boxHeight: boxHeight) + "  </g>\n"
        }
        for n in graph.nodes {
            guard let p = position[n] else { continue }
            out += "  <g>\n"
            out += "    <rect x=\"\(p.x)\" y=\"\(p.y)\" width=\"\(boxWidth)\" height=\"\(boxHeight)\" rx=\"6\" fill=\"#f4f4f4\" stroke=\"#333\"/>\n"
            out += "    <text x=\"\(p.x + boxWidth / 2)\" y=\"\(p.y + boxHeight / 2 + 4)\" text-anchor=\"middle\">\(Escape.xml(n))</text>\n"
            out += "  </g>\n"
        }
        return out + "</svg>\n"
    }

    /// A curve from the right side of `from` to the left side of `to` (or, for an edge that
    /// goes back or stays in its column, from the left side round to the right side), with the
    /// label at its middle.
    static func edgePath(_ e: OwnershipGraph.Edge, _ text: String, from a: (x: Int, y: Int), to b: (x: Int, y: Int), boxWidth: Int, boxHeight: Int) -> String {
        let color = e.onProvenLoop ? "#c00" : "#333"
        let marker = e.onProvenLoop ? "url(#arrow-red)" : "url(#arrow)"
        let dash = e.strength == .strong ? "" : " stroke-dasharray=\"5,4\""
        // Control points and where on the curve the label goes: near the target for edges
        // that go right (they fan out from one side), near the source for the others.
        let p0: (Double, Double), p1: (Double, Double), p2: (Double, Double), p3: (Double, Double), t: Double
        if b.x > a.x {
            p0 = (Double(a.x + boxWidth), Double(a.y + boxHeight / 2)); p3 = (Double(b.x), Double(b.y + boxHeight / 2))
            p1 = (p0.0 + 70, p0.1); p2 = (p3.0 - 70, p3.1); t = 0.72
        } else if e.from == e.to {
            p0 = (Double(a.x + boxWidth), Double(a.y + 8)); p3 = (Double(a.x + boxWidth), Double(a.y + boxHeight - 8))
            p1 = (p0.0 + 50, p0.1 - 20); p2 = (p3.0 + 50, p3.1 + 20); t = 0.5
        } else {
            // Back (or within a column): from under the source, below the rows, up under the target.
            let bend = Double(boxHeight + 30 + 12 * max(0, (a.x - b.x) / (boxWidth + 170)))
            p0 = (Double(a.x + boxWidth / 2 + 20), Double(a.y + boxHeight)); p3 = (Double(b.x + boxWidth / 2 + 20), Double(b.y + boxHeight))
            p1 = (p0.0, p0.1 + bend); p2 = (p3.0, p3.1 + bend); t = 0.2
        }
        func f(_ v: Double) -> String { String(Int(v.rounded())) }
        var out = "    <path d=\"M \(f(p0.0)) \(f(p0.1)) C \(f(p1.0)) \(f(p1.1)), \(f(p2.0)) \(f(p2.1)), \(f(p3.0)) \(f(p3.1))\" fill=\"none\" stroke=\"\(color)\" stroke-width=\"1.3\"\(dash) marker-end=\"\(marker)\"/>\n"
        let u = 1 - t
        let x = u * u * u * p0.0 + 3 * u * u * t * p1.0 + 3 * u * t * t * p2.0 + t * t * t * p3.0
        let y = u * u * u * p0.1 + 3 * u * u * t * p1.1 + 3 * u * t * t * p2.1 + t * t * t * p3.1
        out += "    <text x=\"\(f(x))\" y=\"\(f(y - 4))\" text-anchor=\"middle\" fill=\"\(color)\" font-size=\"11\">\(Escape.xml(text))</text>\n"
        return out
    }
}
