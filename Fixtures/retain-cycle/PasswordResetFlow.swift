import UIKit

/// The password-reset flow, started from the profile screen's menu. The profile screen makes it
/// in a local and starts it; nothing else keeps it. Its screen holds it strongly, so the loop is
/// what keeps the flow alive while the user resets the password, and it never ends: reported,
/// with advice that does not free the flow at once.
final class PasswordResetFlow {
    private let navigationController: UINavigationController
    private let screen = PasswordResetViewController()

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
        screen.flow = self
    }

    func start() {
        navigationController.pushViewController(screen, animated: true)
    }

    func didSubmit(email: String) {
        navigationController.popViewController(animated: true)
    }
}

final class PasswordResetViewController: UIViewController {
    var flow: PasswordResetFlow?   // expect: retain-cycle "no other stored property of the tree holds a 'PasswordResetFlow': the cycle is what keeps it alive while it is in use, and 'weak' alone would free it at once"

    @objc private func submitTapped() {
        flow?.didSubmit(email: "ada@example.com")
    }
}

/// The email-change flow: the profile screen keeps it in a property while it runs, so the usual
/// advice holds.
final class EmailChangeFlow {
    private let screen = EmailChangeViewController()

    init() {
        screen.flow = self
    }

    func start(from presenter: UIViewController) {
        presenter.present(screen, animated: true)
    }
}

final class EmailChangeViewController: UIViewController {
    var flow: EmailChangeFlow?   // expect: retain-cycle "keeps both alive; declare it 'weak var flow'"
}
