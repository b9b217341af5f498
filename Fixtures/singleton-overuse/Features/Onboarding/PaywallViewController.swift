import UIKit

final class PaywallViewController: UIViewController {
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        Onboarding.Progress.shared.hasSeenPaywall = true
        AnalyticsTracker.shared.track("paywall_shown")
    }

    @IBAction private func skipTapped(_ sender: UIButton) {
        if Onboarding.Progress.shared.isFinished {
            dismiss(animated: true)
        }
    }
}
