import Combine
import UIKit

/// The window's root for the whole run: once the habits are set up it presents the settings
/// screen over itself and is never dismissed.
final class OnboardingViewController: UIViewController {
    @IBOutlet private var nameField: UITextField!
    private let model = OnboardingModel()
    private var cancellables = Set<AnyCancellable>()

    override func viewDidLoad() {
        super.viewDidLoad()
        // Not reported: the scene delegate makes this screen's navigation scene once, at launch.
        model.$habitName
            .sink { name in
                self.nameField.text = name
            }
            .store(in: &cancellables)
    }

    @IBAction private func finish() {
        let settings = UIStoryboard(name: Storyboard.Settings.rawValue, bundle: nil).instantiateViewController(withIdentifier: "HabitSettings")
        settings.modalPresentationStyle = .fullScreen
        present(settings, animated: true)
    }
}

final class OnboardingModel {
    @Published var habitName = ""
}
