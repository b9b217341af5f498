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

protocol VolumeBoostPickerDelegate: AnyObject {
    func volumeBoostPicker(_ picker: VolumeBoostPickerViewController, didPick level: Int)
}

protocol EqualizerPickerDelegate: AnyObject {
    func equalizerPicker(_ picker: EqualizerPickerViewController, didPick preset: String)
}

protocol ChapterSkipPickerDelegate: AnyObject {
    func chapterSkipPicker(_ picker: ChapterSkipPickerViewController, didPick titles: [String])
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

    /// Makes the picker itself and hands it the delegate it is given, then presents it: the
    /// caller's `self` goes only to a sheet that is shown (2026-12-06: a content blocker's
    /// block-request sheet, judged wrong).
    func presentVolumeBoostPicker(level: Int, delegate: VolumeBoostPickerDelegate?) {
        DispatchQueue.main.async { [weak self] in
            let storyboard = UIStoryboard(name: "Settings", bundle: nil)
            guard let picker = storyboard.instantiateViewController(withIdentifier: "VolumeBoostPicker") as? VolumeBoostPickerViewController
            else { return }
            picker.level = level
            picker.delegate = delegate
            self?.present(picker, animated: true)
        }
    }

    /// Presents the picker and returns it: the caller may keep what it returns.
    @discardableResult
    func presentEqualizerPicker(delegate: EqualizerPickerDelegate?) -> EqualizerPickerViewController {
        let picker = EqualizerPickerViewController(style: .plain)
        picker.delegate = delegate
        present(picker, animated: true)
        return picker
    }

    /// The same shape, but the picker is kept for the next time: the caller's `self` stays.
    private var chapterSkipPicker: ChapterSkipPickerViewController?
    func presentChapterSkipPicker(delegate: ChapterSkipPickerDelegate?) {
        let picker = ChapterSkipPickerViewController(style: .plain)
        picker.delegate = delegate
        chapterSkipPicker = picker
        present(picker, animated: true)
    }

    /// Embeds the picker under the table for good: this screen keeps it as a child.
    func showInline(_ viewController: UIViewController) {
        addChild(viewController)
        tableView.tableFooterView = viewController.view
        viewController.didMove(toParent: self)
    }
}

final class PlaybackSettingsViewController: SettingsBaseViewController, PlaybackSpeedPickerDelegate, SkipIntervalPickerDelegate,
    SleepTimerPickerDelegate, CrossfadePickerDelegate, VolumeBoostPickerDelegate, ChapterSkipPickerDelegate, EqualizerPickerDelegate {
    private var speed = 1.0
    private var skipSeconds = 30
    private var sleepMinutes = 0
    private var boost = 0

    func pickVolumeBoost() {
        presentVolumeBoostPicker(level: boost, delegate: self)
    }

    func volumeBoostPicker(_ picker: VolumeBoostPickerViewController, didPick level: Int) {
        boost = level
    }

    private var equalizer: EqualizerPickerViewController?

    func pickEqualizer() {
        equalizer = presentEqualizerPicker(delegate: self)
    }

    func equalizerPicker(_ picker: EqualizerPickerViewController, didPick preset: String) {}

    func pickChapterSkips() {
        presentChapterSkipPicker(delegate: self)
    }

    func chapterSkipPicker(_ picker: ChapterSkipPickerViewController, didPick titles: [String]) {}

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

/// Not reported: `presentVolumeBoostPicker(level:delegate:)` only sets the delegate of a picker it
/// presents.
final class VolumeBoostPickerViewController: UITableViewController {
    var delegate: VolumeBoostPickerDelegate?
    var level = 0
}

/// Reported: `presentChapterSkipPicker(delegate:)` keeps the picker it hands the delegate to.
final class ChapterSkipPickerViewController: UITableViewController {
    var delegate: ChapterSkipPickerDelegate?   // expect: strong-delegate "'PlaybackSettingsViewController' hands itself to it"
}

/// Reported: `presentEqualizerPicker(delegate:)` returns the picker it presents, and the settings
/// screen keeps it in `equalizer`.
final class EqualizerPickerViewController: UITableViewController {
    var delegate: EqualizerPickerDelegate?   // expect: strong-delegate "'PlaybackSettingsViewController' hands itself to it"
}

// MARK: - Rows

extension PlaybackSettingsViewController {
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        7
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        switch indexPath.row {
        case 0: pickSpeed()
        case 1: pickSleepTimer()
        case 2: pickCrossfade()
        case 3: pickSkipInterval()
        case 4: pickVolumeBoost()
        case 5: pickEqualizer()
        default: pickChapterSkips()
        }
    }
}
