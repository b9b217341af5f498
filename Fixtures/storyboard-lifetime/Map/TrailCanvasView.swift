import UIKit

/// The map canvas, an outlet of the root map controller: the storyboard places it in that
/// scene only, so there is one, for the whole run. Its heading observer (token kept, never
/// removed, block holding `self`) leaks nothing.
final class TrailCanvasView: UIView {
    private var renderer: TrailRenderer?
    private var headingObserver: NSObjectProtocol?
    private(set) weak var mapController: TrailMapViewController?

    override func awakeFromNib() {
        super.awakeFromNib()
        headingObserver = NotificationCenter.default.addObserver(forName: .headingDidChange, object: nil, queue: .main) { note in
            self.rotate(to: note.userInfo?["heading"] as? Double ?? 0)
        }
    }

    /// Called once, from the map controller's `viewDidLoad`: the renderer made here is made once
    /// per canvas, and so lives as long as the process too.
    func setUp(with controller: TrailMapViewController) {
        mapController = controller
        renderer = TrailRenderer(canvas: self)
    }

    private func rotate(to heading: Double) {
        transform = CGAffineTransform(rotationAngle: CGFloat(-heading * .pi / 180))
        renderer?.redraw()
    }
}

/// Draws the recorded track; its frame ticker's closure holds the renderer (a cycle), but there
/// is one renderer for the process.
final class TrailRenderer {
    private unowned let canvas: TrailCanvasView
    private let ticker = FrameTicker()
    private var frameCount = 0

    init(canvas: TrailCanvasView) {
        self.canvas = canvas
        ticker.onTick = {
            self.frameCount += 1
            self.redraw()
        }
    }

    func redraw() {
        canvas.setNeedsDisplay()
    }
}

/// Calls `onTick` on every display refresh.
final class FrameTicker {
    var onTick: (() -> Void)?
    private var link: CADisplayLink?

    func start() {
        link = CADisplayLink(target: self, selector: #selector(tick))
        link?.add(to: .main, forMode: .common)
    }

    func stop() {
        link?.invalidate()
        link = nil
    }

    @objc private func tick() { onTick?() }
}
