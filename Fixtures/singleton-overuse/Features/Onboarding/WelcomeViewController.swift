import UIKit

final class WelcomeViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = Theme.current.palette.background
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Next", style: .done, target: self, action: #selector(nextTapped))
    }

    @objc private func nextTapped() {
        Onboarding.Progress.shared.completedSteps.insert(.welcome)
        navigationController?.pushViewController(PaywallViewController(), animated: true)
    }
}
