import UIKit

struct UserProfile: Equatable {
    let id: String
    var displayName: String
}

protocol ProfileViewControllerDelegate: AnyObject {
    func profileViewControllerDidRequestLogout(_ controller: ProfileViewController)
    func profileViewController(_ controller: ProfileViewController, didUpdateDisplayName name: String)
}

protocol ProfileEditingDelegate: AnyObject {
    func profileEditingDidFinish(with profile: UserProfile)
}

protocol AvatarPickerDelegate: AnyObject {
    func avatarPickerDidSelect(_ image: UIImage)
}

protocol ProfileAnalyticsDelegate: AnyObject {
    func profileScreenDidAppear(userID: String)
}

final class ProfileViewController: UIViewController {

    // MARK: - Outlets

    @IBOutlet private weak var scrollView: UIScrollView!
    @IBOutlet private weak var avatarButton: UIButton!
    @IBOutlet private weak var nameLabel: UILabel!

    // MARK: - Delegates

    var delegate: ProfileViewControllerDelegate?   // expect: strong-delegate

    // implicitly unwrapped is still a strong stored property
    var editingDelegate: ProfileEditingDelegate!   // expect: strong-delegate

    // not reported: weak
    weak var analyticsDelegate: ProfileAnalyticsDelegate?

    // stored property with an observer is still stored
    var avatarPickerDelegate: AvatarPickerDelegate? {   // expect: strong-delegate
        didSet {
            avatarButton.isEnabled = avatarPickerDelegate != nil
        }
    }

    // not reported: computed property (getter and setter forward to the scroll view)
    var scrollDelegate: UIScrollViewDelegate? {
        get { scrollView.delegate }
        set { scrollView.delegate = newValue }
    }

    // not reported: read-only computed property
    var hasEditingDelegate: Bool { editingDelegate != nil }

    // MARK: - Not delegates by name

    // not reported: last word is `Count`
    private var delegateCount = 0
    // not reported: last word is `Set`
    private var isDelegateSet = false
    // not reported: last word is `Queue`
    private let delegateQueue: OperationQueue

    // not reported: the application delegate (process lifetime, can't form a cycle)
    private let appDelegate = UIApplication.shared.delegate as? AppDelegate

    private var profile: UserProfile

    init(profile: UserProfile, delegateQueue: OperationQueue) {
        self.profile = profile
        self.delegateQueue = delegateQueue
        super.init(nibName: "ProfileViewController", bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = NSLocalizedString("profile.title", comment: "")
        nameLabel.text = profile.displayName
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        analyticsDelegate?.profileScreenDidAppear(userID: profile.id)
    }

    // not reported: parameters and locals named like delegates
    func attach(delegate: ProfileViewControllerDelegate, editingDelegate: ProfileEditingDelegate) {
        let previousDelegate = self.delegate
        var pendingDelegate: ProfileViewControllerDelegate? = delegate
        if previousDelegate == nil {
            delegateCount += 1
        }
        self.delegate = pendingDelegate
        pendingDelegate = nil
        self.editingDelegate = editingDelegate
        isDelegateSet = true
    }

    @IBAction private func logoutTapped(_ sender: UIButton) {
        delegate?.profileViewControllerDidRequestLogout(self)
    }

    @IBAction private func saveTapped(_ sender: UIButton) {
        editingDelegate.profileEditingDidFinish(with: profile)
    }
}

// MARK: - Extensions can't hold storage

extension ProfileViewController {
    // not reported: computed property in an extension
    var currentAvatarDelegate: AvatarPickerDelegate? {
        avatarPickerDelegate
    }
}

final class ProfileHeaderView: UIView {
    @IBOutlet private weak var titleLabel: UILabel!

    // stored observer variant: willSet is stored too
    var delegate: ProfileViewControllerDelegate? {   // expect: strong-delegate
        willSet {
            titleLabel.text = nil
        }
    }
}
