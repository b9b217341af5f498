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
