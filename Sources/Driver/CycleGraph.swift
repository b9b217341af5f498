import FlowLintKit
import FlowLintReporters

/// The retain cycles of a tree as a picture (`--cycles-graph FILE`, `flowlint graph`): Graphviz
/// DOT, or a self-contained SVG that flowlint draws itself (no external tool). Each loop is a
/// row of its objects, the owner first; strong edges are solid, and the edge to make `weak`
/// (the back-reference that `retain-cycle` or `strong-delegate` reports, or the stored closure
/// that `strong-self-capture` reports, which should capture `self` weakly) is red.
public enum CycleGraph {
    /// One loop, as the picture shows it: its edges in order, the last one back to the first object.
    struct Loop {
        let links: [(from: String, label: String, to: String)]
        /// The last link is a stored closure that captures the first object.
        let backIsClosure: Bool
        var objects: [String] { links.map(\.from) }
        /// What the red link's label says to do.
        var fix: String { backIsClosure ? "strong: capture self weakly" : "strong: make it weak" }
    }

    static func loops(_ index: ProjectIndex) -> [Loop] {
        index.ownershipGraph().provenLoops.map { loop in
            Loop(links: loop.map { ($0.from, $0.shownLabel, $0.to) },
                 backIsClosure: loop.last?.evidence == .closure || loop.last?.evidence == .subscription)
        }
    }

    /// `path` ending in `.svg`: SVG; anything else: DOT.
    public static func render(_ index: ProjectIndex, forPath path: String) -> String {
        let found = loops(index)
        return path.hasSuffix(".svg") ? svg(found) : dot(found)
    }

    static func dot(_ loops: [Loop]) -> String {
        var out = "// Retain cycles found by flowlint (retain-cycle, strong-delegate, strong-self-capture): the red edge is the one to make weak.\n"
        out += "digraph retain_cycles {\n  rankdir=LR;\n  node [shape=box, fontname=\"Helvetica\"];\n"
        for (n, l) in loops.enumerated() {
            let title = l.objects.map(dotEscaped).joined(separator: " → ")
            out += "  subgraph cluster_\(n) {\n    label=\"\(title)\";\n    color=gray;\n"
            for o in l.objects { out += "    \"\(n):\(dotEscaped(o))\" [label=\"\(dotEscaped(o))\"];\n" }
            for (k, link) in l.links.enumerated() {
                let back = k == l.links.count - 1
                let attributes = back ? "[label=\"\(dotEscaped(link.label)) (\(l.fix))\", color=red, fontcolor=red]"
                    : "[label=\"\(dotEscaped(link.label)) (strong)\"]"
                out += "    \"\(n):\(dotEscaped(link.from))\" -> \"\(n):\(dotEscaped(link.to))\" \(attributes);\n"
            }
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

    /// One row per loop: the objects' boxes left to right, each owning edge above the row, and
    /// the back-reference (red) curving below from the last object to the first.
    static func svg(_ loops: [Loop]) -> String {
        let rowHeight = 130, boxWidth = 200, boxHeight = 36, gap = 170
        let widest = loops.map(\.objects.count).max() ?? 2
        let width = max(640, 40 + widest * boxWidth + (widest - 1) * gap)
        let height = max(1, loops.count) * rowHeight + 40
        var out = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\" viewBox=\"0 0 \(width) \(height)\" font-family=\"Helvetica, Arial, sans-serif\" font-size=\"13\">\n"
        out += "  <title>Retain cycles found by flowlint</title>\n"
        out += GraphPicture.arrowMarkers
        out += "  <rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n"
        if loops.isEmpty {
            out += "  <text x=\"20\" y=\"40\">No retain cycle found.</text>\n"
        }
        for (n, l) in loops.enumerated() {
            let top = 20 + n * rowHeight + 24
            let mid = top + boxHeight / 2
            let objects = l.objects
            // Two objects spread across the picture, as wide as a longer loop would be.
            let step = objects.count == 2 ? width - 40 - boxWidth : boxWidth + gap
            let xs = objects.indices.map { 20 + $0 * step }
            out += "  <g>\n"
            for (x, name) in zip(xs, objects) {
                out += "    <rect x=\"\(x)\" y=\"\(top)\" width=\"\(boxWidth)\" height=\"\(boxHeight)\" rx=\"6\" fill=\"#f4f4f4\" stroke=\"#333\"/>\n"
                out += "    <text x=\"\(x + boxWidth / 2)\" y=\"\(mid + 5)\" text-anchor=\"middle\">\(xmlEscaped(name))</text>\n"
            }
            for (k, link) in l.links.enumerated().dropLast() {
                let x1 = xs[k] + boxWidth, x2 = xs[k + 1]
                out += "    <line x1=\"\(x1)\" y1=\"\(mid)\" x2=\"\(x2)\" y2=\"\(mid)\" stroke=\"#333\" stroke-width=\"1.5\" marker-end=\"url(#arrow)\"/>\n"
                out += "    <text x=\"\((x1 + x2) / 2)\" y=\"\(mid - 8)\" text-anchor=\"middle\">\(xmlEscaped(link.label)) (strong)</text>\n"
            }
            if let back = l.links.last, let lastX = xs.last {
                // From the bottom of the last box, under the row, up into the bottom of the first.
                // A loop of one object (a subscription in its own bag) leaves and comes back
                // under the same box.
                let alone = objects.count == 1
                let x1 = lastX + (alone ? boxWidth * 3 / 4 : boxWidth / 2), x2 = xs[0] + (alone ? boxWidth / 4 : boxWidth / 2)
                let y = top + boxHeight, low = y + 46
                out += "    <path d=\"M \(x1) \(y) C \(x1) \(low), \(x2) \(low), \(x2) \(y + 2)\" fill=\"none\" stroke=\"#c00\" stroke-width=\"1.5\" marker-end=\"url(#arrow-red)\"/>\n"
                out += "    <text x=\"\((x1 + x2) / 2)\" y=\"\(low + 4)\" text-anchor=\"middle\" fill=\"#c00\">\(xmlEscaped(back.label)) (\(l.fix))</text>\n"
            }
            out += "  </g>\n"
        }
        return out + "</svg>\n"
    }

    static func xmlEscaped(_ s: String) -> String { Escape.xml(s) }
}
