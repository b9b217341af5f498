import UIKit

/// The in-call screen's duration label: a new screen for every call.
final class CallDurationViewController: UIViewController {
    // The run loop keeps the timer; the screen only looks at it.
    private weak var durationTimer: Timer?
    private var statusTimer: Timer?
    private let durationLabel = UILabel()
    private var elapsed = 0
    // Weak, but the view tree keeps the button, and the button keeps its actions.
    @IBOutlet private weak var hangUpButton: UIButton!

    override func viewDidLoad() {
        super.viewDidLoad()
        hangUpButton.addAction(UIAction { _ in   // expect: strong-self-capture
            self.setDurationTimerEnabled(false)
        }, for: .touchUpInside)
    }

    func setDurationTimerEnabled(_ enabled: Bool) {
        durationTimer?.invalidate()
        guard enabled else { return }
        // Not reported: a weak property keeps nothing, so there is no cycle through it; the
        // run loop lets the block go when the call ends and the timer is invalidated.
        let timer = Timer(timeInterval: 1, repeats: true) { _ in
            self.elapsed += 1
            self.durationLabel.text = "\(self.elapsed) s"
        }
        RunLoop.main.add(timer, forMode: .common)
        durationTimer = timer
    }

    func startStatusPolling() {
        let timer = Timer(timeInterval: 5, repeats: true) { _ in   // expect: strong-self-capture "stored in 'statusTimer'"
            self.refreshStatus()
        }
        RunLoop.main.add(timer, forMode: .common)
        statusTimer = timer
    }

    private func refreshStatus() {}
}
