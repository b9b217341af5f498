import UIKit

/// Workout interval countdown with a pulsing ring and periodic autosave.
final class CountdownViewController: UIViewController {
    private let timeLabel = UILabel()
    private let separatorLabel = UILabel()
    private let ringView = ProgressRingView()
    private let confirmationLabel = UILabel()
    private var remaining: TimeInterval
    private var countdownTimer: Timer?
    private var pulseTimer: Timer?
    private var autosaveTimer: Timer?
    private var blinkTimer: Timer?

    init(duration: TimeInterval) {
        self.remaining = duration
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(timeLabel)
        view.addSubview(separatorLabel)
        view.addSubview(ringView)
        // Not reported by default: selector-based observers are removed automatically (iOS 9+).
        NotificationCenter.default.addObserver(self, selector: #selector(appWillResignActive),
                                               name: UIApplication.willResignActiveNotification, object: nil)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)

        // Not reported: invalidated in viewWillDisappear.
        countdownTimer = Timer.scheduledTimer(timeInterval: 1, target: self, selector: #selector(updateCountdown), userInfo: nil, repeats: true)

        // Created with Timer(...) and handed to the run loop; never invalidated. Reported on the
        // creating call, not on RunLoop.add.
        let pulse = Timer(timeInterval: 0.5, target: self, selector: #selector(pulseRing), userInfo: nil, repeats: true)   // expect: unremoved-observer
        RunLoop.main.add(pulse, forMode: .common)
        pulseTimer = pulse

        // Not reported: Timer(...) added to the run loop, invalidated in viewWillDisappear.
        autosaveTimer = Timer(timeInterval: 15, target: self, selector: #selector(autosaveProgress), userInfo: nil, repeats: true)
        if let autosaveTimer {
            RunLoop.main.add(autosaveTimer, forMode: .default)
        }

        // Not reported: block-based timer with a weak capture does not retain self, and it is not
        // one of the target/selector forms this rule covers.
        blinkTimer = Timer.scheduledTimer(withTimeInterval: 0.8, repeats: true) { [weak self] _ in
            self?.separatorLabel.isHidden.toggle()
        }
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        countdownTimer?.invalidate()
        countdownTimer = nil
        autosaveTimer?.invalidate()
        autosaveTimer = nil
    }

    @objc private func confirmButtonTapped() {
        confirmationLabel.isHidden = false
        // Not reported: non-repeating and not stored.
        Timer.scheduledTimer(timeInterval: 2, target: self, selector: #selector(hideConfirmation), userInfo: nil, repeats: false)
    }

    // MARK: - Timer actions

    @objc private func updateCountdown() {
        remaining = max(0, remaining - 1)
        timeLabel.text = String(format: "%02d:%02d", Int(remaining) / 60, Int(remaining) % 60)
    }

    @objc private func pulseRing() {
        ringView.pulse()
    }

    @objc private func autosaveProgress() {
        UserDefaults.standard.set(remaining, forKey: "countdown.remaining")
    }

    @objc private func hideConfirmation() {
        confirmationLabel.isHidden = true
    }

    @objc private func appWillResignActive() {
        autosaveProgress()
    }
}
