import UIKit

/// A copy of the editor left beside the project by a merge ("… 2.swift"): the Xcode project
/// does not list it, so it is never compiled, and its leaks do not exist. Not reported.
final class NoteEditorViewController: UIViewController {
    private let toolbar = FormattingToolbar()
    private let textView = UITextView()
    private var autosaveObserver: NSObjectProtocol?

    override func viewDidLoad() {
        super.viewDidLoad()
        toolbar.onItalic = {
            self.textView.font = .italicSystemFont(ofSize: 17)
        }
        NotificationCenter.default.addObserver(forName: UIApplication.willResignActiveNotification, object: nil, queue: .main) { _ in
            self.textView.resignFirstResponder()
        }
    }
}
