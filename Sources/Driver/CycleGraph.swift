import FlowLintKit
import FlowLintReporters

/// The two-class retain cycles of a tree as a picture (`--cycles-graph FILE`): Graphviz DOT, or
/// a self-contained SVG that flowlint draws itself (no external tool). Strong edges are solid;
/// the edge to make `weak` (the one `retain-cycle` reports) is red.
public enum CycleGraph {
    /// One loop, as the picture shows it.
    struct Loop {
        let owner: String
        let ownerProperty: String
        let owned: String
        let backProperty: String
    }

    static func loops(_ index: ProjectIndex) -> [Loop] {
        index.allTwoClassLoops().map {
            Loop(owner: $0.cycle.owner, ownerProperty: $0.cycle.ownerProperty.declaration.name,
                 owned: $0.owned, backProperty: $0.property.declaration.name)
        }
    }

    /// `path` ending in `.svg`: SVG; anything else: DOT.
    public static func render(_ index: ProjectIndex, forPath path: String) -> String {
        let found = loops(index)
        return path.hasSuffix(".svg") ? svg(found) : dot(found)
    }

    static func dot(_ loops: [Loop]) -> String {
        var out = "// Retain cycles found by flowlint (retain-cycle): the red edge is the one to make weak.\n"
        out += "digraph retain_cycles {\n  rankdir=LR;\n  node [shape=box, fontname=\"Helvetica\"];\n"
        for (n, l) in loops.enumerated() {
            out += "  subgraph cluster_\(n) {\n    label=\"\(dotEscaped(l.owner)) ↔ \(dotEscaped(l.owned))\";\n    color=gray;\n"
            out += "    \"\(n):\(dotEscaped(l.owner))\" [label=\"\(dotEscaped(l.owner))\"];\n"
            out += "    \"\(n):\(dotEscaped(l.owned))\" [label=\"\(dotEscaped(l.owned))\"];\n"
            out += "    \"\(n):\(dotEscaped(l.owner))\" -> \"\(n):\(dotEscaped(l.owned))\" [label=\"\(dotEscaped(l.ownerProperty)) (strong)\"];\n"
            out += "    \"\(n):\(dotEscaped(l.owned))\" -> \"\(n):\(dotEscaped(l.owner))\" [label=\"\(dotEscaped(l.backProperty)) (strong: make it weak)\", color=red, fontcolor=red];\n"
            out += "  }\n"
        }
        return out + "}\n"
    }

    static func dotEscaped(_ s: String) -> String {
        var out = ""
        for c in s {
            if c == "\\" || c == "\"" { out.append("\\") }
            out.append(c)
        }
        return out
    }

    /// One row per loop: the owner's box on the left, the owned object's on the right, the
    /// owning edge above and the back-reference below (red).
    static func svg(_ loops: [Loop]) -> String {
        let rowHeight = 110, width = 640, boxWidth = 200, boxHeight = 36
        let height = max(1, loops.count) * rowHeight + 40
        var out = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\" viewBox=\"0 0 \(width) \(height)\" font-family=\"Helvetica, Arial, sans-serif\" font-size=\"13\">\n"
        out += "  <title>Retain cycles found by flowlint</title>\n"
        out += "  <defs>\n"
        out += "    <marker id=\"arrow\" viewBox=\"0 0 10 10\" refX=\"10\" refY=\"5\" markerWidth=\"8\" markerHeight=\"8\" orient=\"auto-start-reverse\"><path d=\"M 0 0 L 10 5 L 0 10 z\" fill=\"#333\"/></marker>\n"
        out += "    <marker id=\"arrow-red\" viewBox=\"0 0 10 10\" refX=\"10\" refY=\"5\" markerWidth=\"8\" markerHeight=\"8\" orient=\"auto-start-reverse\"><path d=\"M 0 0 L 10 5 L 0 10 z\" fill=\"#c00\"/></marker>\n"
        out += "  </defs>\n"
        out += "  <rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n"
        if loops.isEmpty {
            out += "  <text x=\"20\" y=\"40\">No retain cycle found.</text>\n"
        }
        let left = 20, right = width - 20 - boxWidth
        for (n, l) in loops.enumerated() {
            let top = 20 + n * rowHeight + 24
            let mid = top + boxHeight / 2
            out += "  <g>\n"
            for (x, name) in [(left, l.owner), (right, l.owned)] {
                out += "    <rect x=\"\(x)\" y=\"\(top)\" width=\"\(boxWidth)\" height=\"\(boxHeight)\" rx=\"6\" fill=\"#f4f4f4\" stroke=\"#333\"/>\n"
                out += "    <text x=\"\(x + boxWidth / 2)\" y=\"\(mid + 5)\" text-anchor=\"middle\">\(xmlEscaped(name))</text>\n"
            }
            let x1 = left + boxWidth, x2 = right
            out += "    <line x1=\"\(x1)\" y1=\"\(mid - 8)\" x2=\"\(x2)\" y2=\"\(mid - 8)\" stroke=\"#333\" stroke-width=\"1.5\" marker-end=\"url(#arrow)\"/>\n"
            out += "    <text x=\"\((x1 + x2) / 2)\" y=\"\(mid - 14)\" text-anchor=\"middle\">\(xmlEscaped(l.ownerProperty)) (strong)</text>\n"
            out += "    <line x1=\"\(x2)\" y1=\"\(mid + 8)\" x2=\"\(x1)\" y2=\"\(mid + 8)\" stroke=\"#c00\" stroke-width=\"1.5\" marker-end=\"url(#arrow-red)\"/>\n"
            out += "    <text x=\"\((x1 + x2) / 2)\" y=\"\(mid + 26)\" text-anchor=\"middle\" fill=\"#c00\">\(xmlEscaped(l.backProperty)) (strong: make it weak)</text>\n"
            out += "  </g>\n"
        }
        return out + "</svg>\n"
    }

    static func xmlEscaped(_ s: String) -> String { Escape.xml(s) }
}
