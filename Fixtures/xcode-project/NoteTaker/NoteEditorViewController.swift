import NoteKit
import UIKit

/// One note's editor: listed in the Xcode project and compiled, so its leak is reported.
final class NoteEditorViewController: UIViewController {
    private let toolbar = FormattingToolbar()
    private let textView = UITextView()
    private let sync: SyncEngine

    init(title: String, sync: SyncEngine) {
        self.sync = sync
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(toolbar)
        toolbar.onBold = {   // expect: strong-self-capture "Closure is stored in 'toolbar.onBold', which self owns"
            self.textView.font = .boldSystemFont(ofSize: 17)
        }
        sync.start()
    }
}
