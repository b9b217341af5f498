import Combine
import UIKit

/// The profile-completion step of onboarding. Its form arrives once from the settings store:
/// the publisher it reads is a computed property that takes the first value and ends, so the
/// subscriptions stored in `bag` let go of the screen after that value. Its live status, a
/// property whose publisher never ends, keeps the screen for as long as the bag does.
final class ProfileCompletionController: UIViewController {
    private var bag: Set<AnyCancellable> = []
    private var isBlocking = false
    private var statusText = ""
    private let settings: SettingsStore

    init(settings: SettingsStore) {
        self.settings = settings
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    var form: AnyPublisher<ProfileForm, Never> {
        settings.values(for: "profile.form")
            .compactMap { $0 as? ProfileForm }
            .prefix(1)
            .eraseToAnyPublisher()
    }

    var status: AnyPublisher<String, Never> {
        settings.values(for: "profile.status")
            .compactMap { $0 as? String }
            .eraseToAnyPublisher()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        form
            .map(\.isBlocking)
            .assign(to: \.isBlocking, on: self)
            .store(in: &bag)
        self.form
            .sink { form in self.title = form.title }
            .store(in: &bag)
        status
            .assign(to: \.statusText, on: self)   // expect: strong-self-capture "retains 'self' strongly in a subscription stored in 'bag'"
            .store(in: &bag)
    }
}
