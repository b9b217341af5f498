import UIKit

protocol AvatarPickerDelegate: AnyObject {
    func avatarPicker(_ picker: AvatarPicker, didPick image: UIImage)
}

/// Shown from the profile screen; picks a photo for the avatar.
final class AvatarPicker: NSObject {
    var delegate: AvatarPickerDelegate?
    private let presenter: UIViewController

    init(presenter: UIViewController) {
        self.presenter = presenter
    }

    func present() {
        let picker = UIImagePickerController()
        presenter.present(picker, animated: true)
    }
}

/// Pushed each time the user opens their profile.
final class ProfileViewController: UIViewController, AvatarPickerDelegate {
    private lazy var avatarPicker = AvatarPicker(presenter: self)
    private let avatarView = UIImageView()
    private var onAvatarChange: ((UIImage) -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        avatarPicker.delegate = self
        onAvatarChange = { image in
            self.avatarView.image = image
        }
        NotificationCenter.default.addObserver(forName: UIApplication.didBecomeActiveNotification, object: nil, queue: .main) { _ in
            self.reloadProfile()
        }
    }

    func avatarPicker(_ picker: AvatarPicker, didPick image: UIImage) {
        onAvatarChange?(image)
    }

    private func reloadProfile() {}
}
