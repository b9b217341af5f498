import UIKit

extension Notification.Name {
    static let chatMessageReceived = Notification.Name("ChatMessageReceived")
    static let chatMessageDeleted = Notification.Name("ChatMessageDeleted")
    static let chatReadReceiptsUpdated = Notification.Name("ChatReadReceiptsUpdated")
    static let chatParticipantTyping = Notification.Name("ChatParticipantTyping")
    static let chatConversationSynced = Notification.Name("ChatConversationSynced")
    static let chatConnectionLost = Notification.Name("ChatConnectionLost")
    static let chatDraftSaved = Notification.Name("ChatDraftSaved")
}

final class ChatConversation {
    let id: String
    init(id: String) { self.id = id }
}

final class MessageComposerView: UIView {
    func saveDraft() {}
    func showSavedCheckmark() {}
}

/// One conversation: message list plus composer pinned above the keyboard.
final class ChatViewController: UIViewController {
    let tableView = UITableView()
    let composer = MessageComposerView()
    var composerBottomConstraint: NSLayoutConstraint?
    private let conversation: ChatConversation

    private var keyboardWillShowToken: NSObjectProtocol?
    private var keyboardWillHideToken: NSObjectProtocol?
    /// Removed in ChatViewController+Keyboard.swift.
    var keyboardFrameToken: NSObjectProtocol?
    private var foregroundToken: NSObjectProtocol?
    private var typingToken: NSObjectProtocol?
    private var messageTokens: [NSObjectProtocol] = []

    init(conversation: ChatConversation) {
        self.conversation = conversation
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    deinit {
        if let keyboardWillHideToken {
            NotificationCenter.default.removeObserver(keyboardWillHideToken)
        }
        for token in messageTokens {
            NotificationCenter.default.removeObserver(token)
        }
        // Removes selector-based registrations only: block-observer tokens are separate objects
        // and are not removed by this call.
        NotificationCenter.default.removeObserver(self)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(tableView)
        view.addSubview(composer)
        observeKeyboard()
        observeConversation()
        observeAppState()
    }

    // MARK: - Keyboard

    private func observeKeyboard() {
        let center = NotificationCenter.default

        // Stored, never passed to removeObserver anywhere in the type.
        keyboardWillShowToken = center.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: .main) { [weak self] note in   // expect: unremoved-observer "Observer token 'keyboardWillShowToken' .* is never passed to 'removeObserver'"
            self?.adjustComposer(for: note, showing: true)
        }

        // Not reported: removed in deinit.
        keyboardWillHideToken = center.addObserver(forName: UIResponder.keyboardWillHideNotification, object: nil, queue: .main) { [weak self] note in
            self?.adjustComposer(for: note, showing: false)
        }

        // Not reported: removed by stopObservingKeyboardFrame() in an extension of this type in
        // ChatViewController+Keyboard.swift.
        keyboardFrameToken = center.addObserver(forName: UIResponder.keyboardDidChangeFrameNotification, object: nil, queue: .main) { [weak self] _ in
            self?.scrollToLatestMessage(animated: false)
        }
    }

    // MARK: - Conversation

    private func observeConversation() {
        let center = NotificationCenter.default

        // Not reported: kept in an array that deinit walks.
        messageTokens.append(center.addObserver(forName: .chatMessageReceived, object: conversation, queue: .main) { [weak self] note in
            self?.insertMessage(from: note)
        })
        messageTokens.append(center.addObserver(forName: .chatMessageDeleted, object: conversation, queue: .main) { [weak self] note in
            self?.removeMessage(from: note)
        })
        let readToken = center.addObserver(forName: .chatReadReceiptsUpdated, object: conversation, queue: .main) { [weak self] _ in
            self?.tableView.reloadData()
        }
        messageTokens.append(readToken)

        // The only removal in the type is removeObserver(self), which does not remove this token.
        typingToken = center.addObserver(forName: .chatParticipantTyping, object: conversation, queue: .main) { [weak self] note in   // expect: unremoved-observer
            self?.showTypingIndicator(from: note)
        }

        // Not reported: selector-based (removed automatically since iOS 9; also removeObserver(self)).
        center.addObserver(self, selector: #selector(conversationDidSync(_:)), name: .chatConversationSynced, object: conversation)

        // The token is thrown away: that is discarded-observation-token's finding, not this rule's.
        center.addObserver(forName: .chatConnectionLost, object: nil, queue: .main) { [weak self] _ in   // expect: discarded-observation-token
            self?.showReconnectBanner()
        }
    }

    // MARK: - App state

    private func observeAppState() {
        // Strong capture, token in self, never removed: both rules report (each at its own place).
        foregroundToken = NotificationCenter.default.addObserver(forName: UIApplication.willEnterForegroundNotification, object: nil, queue: .main) { _ in   // expect: unremoved-observer, strong-self-capture
            self.refreshConversation()
        }
    }

    // MARK: - Drafts

    func saveDraftAndWait() {
        // Not reported: a one-shot observer that removes its own (local) token when it fires.
        var token: NSObjectProtocol?
        token = NotificationCenter.default.addObserver(forName: .chatDraftSaved, object: composer, queue: .main) { [weak self] _ in
            if let token {
                NotificationCenter.default.removeObserver(token)
            }
            self?.composer.showSavedCheckmark()
        }
        composer.saveDraft()
    }

    // MARK: - Updates

    private func insertMessage(from note: Notification) {
        tableView.reloadData()
    }

    private func removeMessage(from note: Notification) {
        tableView.reloadData()
    }

    private func showTypingIndicator(from note: Notification) {}
    private func showReconnectBanner() {}
    private func refreshConversation() {}

    @objc private func conversationDidSync(_ note: Notification) {
        tableView.reloadData()
    }
}
