import UIKit

final class LoginViewController: UIViewController {
    private let emailField = UITextField()
    private let passwordField = UITextField()
    private let coordinator: SessionCoordinator

    init(coordinator: SessionCoordinator) {
        self.coordinator = coordinator
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    @IBAction private func signInTapped(_ sender: UIButton) {
        guard let email = emailField.text, !email.isEmpty else { return }
        let user = User(id: UUID().uuidString, firstName: email.components(separatedBy: "@")[0], email: email)
        coordinator.signIn(user: user, token: "token-\(user.id)")
        // Debug aid only: the text below is not code.
        AppLogger.main.info("AppState.shared.currentUser = \(user.email)")
        dismiss(animated: true)
    }
}
