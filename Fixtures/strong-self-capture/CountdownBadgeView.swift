import UIKit

// Cases found while measuring the rule on real apps (docs/real-code-evaluation.md).

final class CountdownBadgeView: UIView {
    private let valueLabel = UILabel()
    private var pulseTimer: Timer?
    private var remaining = 0

    // The block invalidates the timer it is given once the count-down ends: the run loop
    // then releases the block and self. Not a permanent cycle.
    func startCountdown(from seconds: Int) {
        remaining = seconds
        Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { timer in
            if self.remaining <= 0 {
                timer.invalidate()
            } else {
                self.remaining -= 1
                self.valueLabel.text = "\(self.remaining)"
            }
        }
    }

    func flashBriefly() {
        var flashes = 0
        Timer.scheduledTimer(withTimeInterval: 0.2, repeats: true) {
            flashes += 1
            self.alpha = flashes.isMultiple(of: 2) ? 1 : 0.4
            if flashes == 6 { $0.invalidate() }
        }
    }

    // Invalidating some other timer does not stop this one: still kept by the run loop.
    func startPulsing() {
        Timer.scheduledTimer(withTimeInterval: 0.5, repeats: true) { _ in // expect: strong-self-capture
            self.pulseTimer?.invalidate()
            self.valueLabel.alpha = self.valueLabel.alpha < 1 ? 1 : 0.5
        }
    }
}

final class ThemeStore {
    var onChange: (() -> Void)?
}

// The application delegate lives as long as the process: what it keeps never leaks.
final class ReaderAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    let themeStore = ThemeStore()

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        themeStore.onChange = {
            self.applyTheme()
        }
        return true
    }

    private func applyTheme() {
        window?.tintColor = .systemOrange
    }
}

// One method both starts and stops: the branch that stores the timer has a sibling branch that
// invalidates it, the way a separate `stop()` would. `animate(false)` ends the cycle.
final class LoadingSpinnerView: UIView {
    private var spinTimer: Timer?
    private var isAnimating = false
    private var angle: CGFloat = 0

    func animate(_ play: Bool) {
        if !isAnimating && play {
            isAnimating = true
            spinTimer = Timer.scheduledTimer(withTimeInterval: 1.0 / 30, repeats: true) { _ in
                self.angle += 0.2
                self.transform = CGAffineTransform(rotationAngle: self.angle)
            }
        } else if isAnimating && !play {
            isAnimating = false
            spinTimer?.invalidate()
            spinTimer = nil
        }
    }
}

// Both branches start a timer and none stops it: still a cycle.
final class BlinkingDotView: UIView {
    private var blinkTimer: Timer?

    func startBlinking(fast: Bool) {
        if fast {
            blinkTimer = Timer.scheduledTimer(withTimeInterval: 0.2, repeats: true) { _ in // expect: strong-self-capture
                self.isHidden.toggle()
            }
        } else {
            blinkTimer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in // expect: strong-self-capture
                self.isHidden.toggle()
            }
        }
    }
}

/// A story player whose `state` starts and stops the progress timer: setting it to `.paused` or
/// `.finished` (as `pause()` and `reset()` do) invalidates the timer the `.playing` case made, so
/// the cycle lasts only while a story plays (not reported).
final class StoryProgressModel: ObservableObject {
    enum State { case idle, playing, paused, finished }

    @Published private(set) var progress = 0.0
    private var timer: Timer?
    private var state: State = .idle {
        didSet {
            switch state {
            case .playing:
                timer = Timer.scheduledTimer(withTimeInterval: 0.05, repeats: true) { _ in
                    self.progress = min(1, self.progress + 0.01)
                }
            case .idle, .paused, .finished:
                timer?.invalidate()
                timer = nil
            }
        }
    }

    func play() { state = .playing }
    func pause() { state = .paused }
    func reset() {
        state = .idle
        progress = 0
    }

    /// The same in a method: the `false` case stops what the `true` case started.
    func setAutoAdvance(_ on: Bool) {
        switch on {
        case true:
            advanceTimer = Timer.scheduledTimer(withTimeInterval: 5, repeats: true) { _ in
                self.progress = 0
            }
        case false:
            advanceTimer?.invalidate()
        }
    }

    private var advanceTimer: Timer?
}

/// Only the owner sets `isLive`, once: nothing turns it off, so the timer its observer starts
/// keeps the model for good.
final class LiveBadgeModel {
    private var pulse: Timer?
    private(set) var brightness = 1.0
    var isLive = false {
        didSet {
            switch isLive {
            case true:
                pulse = Timer.scheduledTimer(withTimeInterval: 0.5, repeats: true) { _ in   // expect: strong-self-capture
                    self.brightness = self.brightness == 1 ? 0.6 : 1
                }
            case false:
                pulse?.invalidate()
            }
        }
    }
}
