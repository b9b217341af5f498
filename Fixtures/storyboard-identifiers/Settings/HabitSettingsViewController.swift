import UIKit

final class HabitSettingsViewController: UIViewController {
    @IBAction private func showReminders() {
        let storyboard = UIStoryboard(name: "Onboarding", bundle: nil)
        let reminders = storyboard.instantiateViewController(withIdentifier: ReminderSettingsViewController.identifier)
        navigationController?.pushViewController(reminders, animated: true)
    }
}

/// Pushed again on every tap of the settings row.
final class ReminderSettingsViewController: UIViewController {
    @IBOutlet private var timePicker: UIDatePicker!
    private var onTimeChange: ((Date) -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        onTimeChange = { date in   // expect: strong-self-capture "retain cycle keeps 'ReminderSettingsViewController' alive"
            self.timePicker.date = date
        }
    }
}
