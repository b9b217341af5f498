import Combine
import UIKit

/// Autosaves the draft being edited. It has a `shared` instance, but the editor also makes its
/// own: not a singleton, so its instances come and go and their discarded tokens pile up.
final class JournalDraftAutosaver {
    static let shared = JournalDraftAutosaver()

    private(set) var pendingText = ""

    init() {
        // Reported: a second construction (EntryEditorViewController) means this is no singleton.
        NotificationCenter.default.addObserver(forName: UIApplication.willResignActiveNotification, object: nil, queue: .main) { [weak self] _ in   // expect: discarded-observation-token
            JournalAnalytics.log("draft-autosave")
            self?.saveNow()
        }
    }

    func update(_ text: String) { pendingText = text }
    func saveNow() {}
}

/// The entry editor. Its team adopted flowlint after SwiftLint: the SwiftLint directives they
/// already wrote for `discarded_notification_center_observer` silence this rule too.
final class EntryEditorViewController: UIViewController {
    private let autosaver = JournalDraftAutosaver()
    private let textView = UITextView()
    private let wordCountLabel = UILabel()
    private var bottomInset: NSLayoutConstraint?

    override func viewDidLoad() {
        super.viewDidLoad()
        let center = NotificationCenter.default

        // Silenced by SwiftLint's directive for the next line.
        // swiftlint:disable:next discarded_notification_center_observer
        center.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: .main) { [weak self] note in
            self?.adjustForKeyboard(note)
        }

        // Silenced by a directive on the same line.
        center.addObserver(forName: UIResponder.keyboardWillHideNotification, object: nil, queue: .main) { [weak self] note in // swiftlint:disable:this discarded_notification_center_observer
            self?.adjustForKeyboard(note)
        }

        // Silenced by a directive on the line after the finding.
        center.addObserver(forName: UITextView.textDidChangeNotification, object: textView, queue: .main, using: updateWordCount)
        // swiftlint:disable:previous discarded_notification_center_observer

        // Silenced: inside a disable … enable region.
        // swiftlint:disable discarded_notification_center_observer
        center.addObserver(forName: UIContentSizeCategory.didChangeNotification, object: nil, queue: .main) { [weak self] _ in
            self?.textView.font = .preferredFont(forTextStyle: .body)
        }
        _ = center.addObserver(forName: UIAccessibility.boldTextStatusDidChangeNotification, object: nil, queue: .main) { [weak self] _ in
            self?.wordCountLabel.font = .preferredFont(forTextStyle: .footnote)
        }
        // swiftlint:enable discarded_notification_center_observer

        // Reported: after the region ends.
        center.addObserver(forName: UIApplication.didEnterBackgroundNotification, object: nil, queue: .main) { [autosaver] _ in   // expect: discarded-observation-token
            autosaver.saveNow()
        }

        // Reported: `notification_center_detachment` is another SwiftLint rule (about
        // removeObserver in deinit); it does not stand for this one.
        // swiftlint:disable:next notification_center_detachment
        center.addObserver(forName: UIApplication.willTerminateNotification, object: nil, queue: .main) { [autosaver] _ in   // expect: discarded-observation-token
            autosaver.saveNow()
        }
    }

    private func updateWordCount(_ note: Notification) {
        let words = textView.text.split(whereSeparator: \.isWhitespace).count
        wordCountLabel.text = "\(words) words"
        autosaver.update(textView.text)
    }

    private func adjustForKeyboard(_ note: Notification) {
        guard let frame = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
        bottomInset?.constant = -frame.height
        view.layoutIfNeeded()
    }
}

/// A test double kept next to the code it replaces, for SwiftUI previews and UI tests: test
/// code, so its discarded subscriptions are not reported.
final class MockEntryImporter {
    private(set) var importedCount = 0

    init(feed: PassthroughSubject<Int, Never>) {
        feed.sink { [weak self] count in self?.importedCount += count }
        NotificationCenter.default.addObserver(forName: .journalEntriesImported, object: nil, queue: .main) { [weak self] _ in
            self?.importedCount += 1
        }
    }
}

enum JournalAnalytics {
    static func log(_ event: String) {}
}
