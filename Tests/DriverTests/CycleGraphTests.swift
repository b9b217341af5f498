import XCTest

/// `--cycles-graph FILE`: the retain cycles of the linted tree as DOT or SVG.
final class CycleGraphTests: DriverTestCase {
    private func writeCycle() {
        write("Profile.swift", """
            import UIKit

            final class ProfileViewModel {
                var screen: ProfileViewController?
            }

            final class ProfileViewController: UIViewController {
                private let viewModel = ProfileViewModel()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    viewModel.screen = self
                }
            }

            """)
    }

    func testDOTShowsTheLoopWithTheEdgeToMakeWeakInRed() {
        writeCycle()
        let r = flowlint(["--quiet", "--cycles-graph", "cycles.dot"])
        XCTAssertEqual(r.code, 0, r.dump)
        let dot = read("cycles.dot")
        XCTAssert(dot.contains("digraph retain_cycles {"), dot)
        XCTAssert(dot.contains("\"0:ProfileViewController\" -> \"0:ProfileViewModel\" [label=\"viewModel (strong)\"];"), dot)
        XCTAssert(dot.contains("\"0:ProfileViewModel\" -> \"0:ProfileViewController\" [label=\"screen (strong: make it weak)\", color=red, fontcolor=red];"), dot)
        XCTAssertEqual(flowlint(["--quiet", "--jobs", "1", "--cycles-graph", "again.dot"]).code, 0)
        XCTAssertEqual(read("again.dot"), dot, "the same picture whatever the thread count")
    }

    func testSVGIsSelfContainedAndBalanced() {
        writeCycle()
        let r = flowlint(["--quiet", "--cycles-graph", "cycles.svg"])
        XCTAssertEqual(r.code, 0, r.dump)
        let svg = read("cycles.svg")
        XCTAssert(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""), svg)
        XCTAssert(svg.contains(">ProfileViewModel</text>") && svg.contains(">screen (strong: make it weak)</text>"), svg)
        XCTAssertFalse(svg.contains("href=\"http"), "no external resource")
        XCTAssert(svg.hasSuffix("</svg>\n"), svg)
        XCTAssertEqual(svg.components(separatedBy: "<g>").count, svg.components(separatedBy: "</g>").count, svg)
    }

    func testNoCycleGivesAnEmptyPictureAndAnUnwritableFileExitsTwo() {
        write("Plain.swift", "final class A {}\n")
        XCTAssertEqual(flowlint(["--quiet", "--cycles-graph", "none.svg"]).code, 0)
        XCTAssert(read("none.svg").contains("No retain cycle found."))
        let r = flowlint(["--quiet", "--cycles-graph", "missing-folder/cycles.dot"])
        XCTAssertEqual(r.code, 2, r.dump)
        XCTAssert(r.err.contains("cannot write the cycles graph to 'missing-folder/cycles.dot'"), r.dump)
    }
}
