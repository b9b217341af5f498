import UIKit

/// The composer's helpers, made with `self` in their initializers.
final class ComposerViewController: UIViewController {
    private var attachments: AttachmentTray?
    private lazy var mentions = MentionSuggester(composer: self)

    override func viewDidLoad() {
        super.viewDidLoad()
        attachments = AttachmentTray(composer: self)
        // A helper made for one call and not kept: no cycle.
        let spellChecker = SpellCheckRunner(composer: self)
        spellChecker.run()
    }

    func close() {
        // The composer lets its tray go when it closes: the loop is broken.
        attachments = nil
    }
}

/// Not reported: the composer sets `attachments` to nil in `close()`.
final class AttachmentTray {
    let composer: ComposerViewController
    init(composer: ComposerViewController) { self.composer = composer }
}

/// Reported: kept by the composer's `lazy var`, holding the composer back.
final class MentionSuggester {
    let composer: ComposerViewController   // expect: retain-cycle "'ComposerViewController' owns this 'MentionSuggester' through 'mentions'"
    init(composer: ComposerViewController) { self.composer = composer }
}

/// Not reported: the composer does not keep it.
final class SpellCheckRunner {
    let composer: ComposerViewController
    init(composer: ComposerViewController) { self.composer = composer }
    func run() {}
}
