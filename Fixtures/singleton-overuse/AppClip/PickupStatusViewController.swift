import UIKit

final class PickupStatusViewController: UIViewController {
    private let headlineLabel = UILabel()
    private let statusLabel = UILabel()
    private var checkIn: PickupCheckInSession?

    override func viewDidLoad() {
        super.viewDidLoad()
        // Reads only: the announcement model the app delegate set up.
        headlineLabel.text = AnnouncementViewModel.current.headline ?? NSLocalizedString("pickup.welcome", comment: "")
        if let updated = AnnouncementViewModel.current.lastUpdated {
            Logger.shared?.info("announcements from \(updated)")
        }

        let orderID = UserDefaults.standard.string(forKey: "pickup.orderID") ?? ""
        PickupStatusViewModel.current = PickupStatusViewModel(orderID: orderID)
        PickupStatusViewModel.current.poll()
        statusLabel.text = PickupStatusViewModel.current.isReady ? "Ready at the counter" : "Being prepared"
    }

    @objc private func checkInTapped() {
        checkIn = PickupCheckInSession(orderID: PickupStatusViewModel.current.orderID)
        CrashReporter.shared?.record(breadcrumb: "check-in started")
    }
}
