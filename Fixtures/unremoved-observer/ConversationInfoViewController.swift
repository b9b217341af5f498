import UIKit

/// Participants, shared media and upload state of one conversation. An ordinary screen: pushed
/// and popped many times.
final class ConversationInfoViewController: UITableViewController {
    private let uploads = AttachmentUploadMonitor()
    private let typing: TypingIndicating
    private var participantsToken: NSObjectProtocol?

    init(typing: TypingIndicating) {
        self.typing = typing
        super.init(style: .insetGrouped)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    deinit {
        if let participantsToken {
            NotificationCenter.default.removeObserver(participantsToken)
        }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        participantsToken = NotificationCenter.default.addObserver(forName: .chatConversationSynced, object: nil, queue: .main) { [weak self] _ in
            self?.tableView.reloadData()
        }
    }
}

protocol TypingIndicating: AnyObject {
    var isSomeoneTyping: Bool { get }
}

/// A test double kept in the app target for UI tests and previews: test code, not reported
/// (in app code both registrations below would be: the token is never removed and the timer
/// never invalidated).
final class FakeTypingIndicator: NSObject, TypingIndicating {
    private(set) var isSomeoneTyping = false
    private var typingToken: NSObjectProtocol?
    private var flickerTimer: Timer?

    override init() {
        super.init()
        typingToken = NotificationCenter.default.addObserver(forName: .chatParticipantTyping, object: nil, queue: .main) { [weak self] _ in
            self?.isSomeoneTyping = true
        }
        flickerTimer = Timer.scheduledTimer(timeInterval: 0.8, target: self, selector: #selector(flicker), userInfo: nil, repeats: true)
    }

    @objc private func flicker() { isSomeoneTyping.toggle() }
}
