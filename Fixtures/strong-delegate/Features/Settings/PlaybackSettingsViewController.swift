import UIKit

protocol PlaybackSpeedPickerDelegate: AnyObject {
    func playbackSpeedPicker(_ picker: PlaybackSpeedPickerViewController, didPick speed: Double)
}

protocol SleepTimerPickerDelegate: AnyObject {
    func sleepTimerPicker(_ picker: SleepTimerPickerViewController, didPick minutes: Int)
}

protocol CrossfadePickerDelegate: AnyObject {
    func crossfadePicker(_ picker: CrossfadePickerViewController, didPick seconds: Int)
}

protocol SkipIntervalPickerDelegate: AnyObject {
    func skipIntervalPicker(_ picker: SkipIntervalPickerViewController, didPick seconds: Int)
}

/// The base of the settings screens: the app's own helpers that show a picker.
class SettingsBaseViewController: UITableViewController {
    /// A medium-height sheet: the presentation keeps the picker until it is dismissed.
    func showMediumSheetViewController(_ viewController: UIViewController) {
        viewController.sheetPresentationController?.detents = [.medium()]
        present(viewController, animated: true)
    }

    /// Any name: the body presents the sheet it is given.
    func onStartSheet(_ sheet: UIViewController, height: CGFloat = 320) {
        sheet.sheetPresentationController?.detents = [.custom { _ in height }]
        present(sheet, animated: true)
    }

    /// Presents the sheet, but also keeps it until the next one: no mere presenting helper.
    private var currentSheet: UIViewController?
    func presentSheet(_ sheet: UIViewController) {
        currentSheet = sheet
        present(sheet, animated: true)
    }

    /// Embeds the picker under the table for good: this screen keeps it as a child.
    func showInline(_ viewController: UIViewController) {
        addChild(viewController)
        tableView.tableFooterView = viewController.view
        viewController.didMove(toParent: self)
    }
}

final class PlaybackSettingsViewController: SettingsBaseViewController, PlaybackSpeedPickerDelegate, SkipIntervalPickerDelegate,
    SleepTimerPickerDelegate, CrossfadePickerDelegate {
    private var speed = 1.0
    private var skipSeconds = 30
    private var sleepMinutes = 0

    func pickCrossfade() {
        let picker = CrossfadePickerViewController(style: .plain)
        picker.delegate = self
        presentSheet(picker)
    }

    func crossfadePicker(_ picker: CrossfadePickerViewController, didPick seconds: Int) {}

    func pickSleepTimer() {
        let picker = SleepTimerPickerViewController(style: .plain)
        picker.delegate = self
        onStartSheet(picker)
    }

    func sleepTimerPicker(_ picker: SleepTimerPickerViewController, didPick minutes: Int) {
        sleepMinutes = minutes
    }

    func pickSpeed() {
        let picker = PlaybackSpeedPickerViewController(style: .insetGrouped)
        picker.delegate = self
        showMediumSheetViewController(picker)
    }

    func pickSkipInterval() {
        let picker = SkipIntervalPickerViewController(style: .plain)
        picker.delegate = self
        showInline(picker)
    }

    func playbackSpeedPicker(_ picker: PlaybackSpeedPickerViewController, didPick speed: Double) {
        self.speed = speed
    }

    func skipIntervalPicker(_ picker: SkipIntervalPickerViewController, didPick seconds: Int) {
        skipSeconds = seconds
    }
}

/// Not reported: the settings screen shows it with its sheet helper and does not keep it.
final class PlaybackSpeedPickerViewController: UITableViewController {
    var delegate: PlaybackSpeedPickerDelegate?
}

/// Not reported: `onStartSheet(_:height:)` presents the sheet it is given (its body says so).
final class SleepTimerPickerViewController: UITableViewController {
    var delegate: SleepTimerPickerDelegate?
}

/// Reported: `presentSheet(_:)` presents the sheet but also keeps it in `currentSheet`.
final class CrossfadePickerViewController: UITableViewController {
    var delegate: CrossfadePickerDelegate?   // expect: strong-delegate "'PlaybackSettingsViewController' hands itself to it"
}

/// Reported: `showInline` is no presenting helper (it names no sheet, modal, popover or alert),
/// and indeed it keeps the picker as a child.
final class SkipIntervalPickerViewController: UITableViewController {
    var delegate: SkipIntervalPickerDelegate?   // expect: strong-delegate "'PlaybackSettingsViewController' hands itself to it"
}
