import QuartzCore
import UIKit

/// Live microphone level meter, redrawn once per frame.
final class WaveformView: UIView {
    private var displayLink: CADisplayLink?
    private var levels: [CGFloat] = []
    var levelProvider: (() -> CGFloat)?

    override func didMoveToWindow() {
        super.didMoveToWindow()
        guard window != nil else {
            // Pausing is not invalidating: the run loop still retains the link, the link retains self.
            displayLink?.isPaused = true
            return
        }
        if let displayLink {
            displayLink.isPaused = false
            return
        }
        displayLink = CADisplayLink(target: self, selector: #selector(step(_:)))   // expect: unremoved-observer
        displayLink?.add(to: .main, forMode: .common)
    }

    @objc private func step(_ link: CADisplayLink) {
        levels.append(levelProvider?() ?? 0)
        if levels.count > 120 { levels.removeFirst() }
        setNeedsDisplay()
    }
}

/// Indeterminate progress ring that stops its link when it leaves the window.
final class ProgressRingView: UIView {
    private var link: CADisplayLink?
    private var phase: CGFloat = 0

    func startAnimating() {
        guard link == nil else { return }
        // Not reported: invalidated in stopAnimating().
        link = CADisplayLink(target: self, selector: #selector(advanceFrame))
        link?.add(to: .main, forMode: .common)
    }

    func stopAnimating() {
        link?.invalidate()
        link = nil
    }

    func pulse() {
        transform = CGAffineTransform(scaleX: 1.05, y: 1.05)
    }

    override func didMoveToWindow() {
        super.didMoveToWindow()
        if window == nil { stopAnimating() }
    }

    @objc private func advanceFrame() {
        phase += 0.05
        setNeedsDisplay()
    }
}

/// Celebration confetti after a finished workout.
final class ConfettiView: UIView {
    private var displayLink: CADisplayLink?
    private var particles: [CGPoint] = []

    func burst() {
        // Not reported: the link targets a weak proxy, not self.
        displayLink = CADisplayLink(target: WeakProxy(target: self), selector: #selector(tick(_:)))
        displayLink?.add(to: .main, forMode: .common)
    }

    @objc func tick(_ link: CADisplayLink) {
        particles = particles.map { CGPoint(x: $0.x, y: $0.y + 4) }
        setNeedsDisplay()
    }
}

/// Skeleton placeholder with a moving highlight.
final class ShimmerPlaceholderView: UIView {
    private var offset: CGFloat = 0

    override func didMoveToWindow() {
        super.didMoveToWindow()
        guard window != nil else { return }
        // Not kept anywhere, so it can never be invalidated.
        let link = CADisplayLink(target: self, selector: #selector(updateShimmer))   // expect: unremoved-observer
        link.preferredFrameRateRange = CAFrameRateRange(minimum: 30, maximum: 60, preferred: 60)
        link.add(to: .main, forMode: .common)
    }

    @objc private func updateShimmer() {
        offset = (offset + 4).truncatingRemainder(dividingBy: bounds.width + 80)
        setNeedsDisplay()
    }
}
