import UIKit

/// Pairs a glucose sensor. A debug helper left in the file schedules a repeating timer that
/// targets self, but it is private and nothing in the file names it: it never runs, so it is
/// not reported. The helper that `viewDidLoad` calls is.
final class SensorPairingController: UIViewController {
    private var simulatedReading = 0.0
    private var pollTimer: Timer?

    override func viewDidLoad() {
        super.viewDidLoad()
        startPolling()
    }

    private func startPolling() {
        pollTimer = Timer.scheduledTimer(timeInterval: 30, target: self, selector: #selector(pollSensor), userInfo: nil, repeats: true)   // expect: unremoved-observer "is never invalidated"
    }

    #if DEBUG
    /// For testing: make it internal and call it after pairing to feed fake readings.
    private func simulateReadings(every interval: TimeInterval) {
        Timer.scheduledTimer(timeInterval: interval, target: self, selector: #selector(feedSimulatedReading), userInfo: nil, repeats: true)
        NotificationCenter.default.addObserver(forName: .sensorDidDisconnect, object: nil, queue: .main) { [weak self] _ in
            self?.simulatedReading = 0
        }
    }
    #endif

    @objc private func pollSensor() {}

    @objc private func feedSimulatedReading() {
        simulatedReading += 1.5
    }
}

extension Notification.Name {
    static let sensorDidDisconnect = Notification.Name("SensorDidDisconnect")
}
