import UIKit

/// The screen owns its view model and gives it `self` to render into.
final class ProfileViewController: UIViewController, ProfileRendering {
    private let viewModel = ProfileViewModel()
    private let avatarLoader = AvatarLoader()
    private let header = ProfileHeaderView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(header)
        viewModel.screen = self
        avatarLoader.screen = self
        header.controller = self
        viewModel.load()
    }

    func render(name: String) { title = name }

    private var emailChange: EmailChangeFlow?

    @IBAction private func resetPasswordTapped(_ sender: UIBarButtonItem) {
        guard let navigationController else { return }
        let flow = PasswordResetFlow(navigationController: navigationController)
        flow.start()
    }

    @IBAction private func changeEmailTapped(_ sender: UIBarButtonItem) {
        let flow = EmailChangeFlow()
        emailChange = flow
        flow.start(from: self)
    }
}

protocol ProfileRendering: AnyObject {
    func render(name: String)
}

/// Reported: `screen` is strong, and the screen that owns this view model hands itself to it.
final class ProfileViewModel {
    var screen: ProfileRendering?   // expect: retain-cycle "\(ProfileViewController.viewModel → ProfileViewModel, ProfileViewModel.screen → ProfileViewController\)"

    func load() { screen?.render(name: "Ada") }
}

/// Not reported: the back-reference is weak.
final class AvatarLoader {
    weak var screen: ProfileViewController?
}

/// Reported: a subview that keeps the controller owning it.
final class ProfileHeaderView: UIView {
    var controller: ProfileViewController?   // expect: retain-cycle "through 'header'"
}
