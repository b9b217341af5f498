import StreamingChatSDK
import UIKit
import UniformTypeIdentifiers

// not reported: never the type of a stored property (only a parameter)
protocol ChannelSettingsDelegate {
    func channelSettingsDidChange(muted: Bool)
}

final class ChannelViewController: ChatBaseViewController {
    private let channel: Channel
    private let store: ConversationStore
    private let tableView = UITableView(frame: .zero, style: .plain)
    private let composer = ComposerView()
    private let header = ChannelHeaderView()
    private let socket = ChatSocket(endpoint: URL(string: "wss://events.relay.chat")!)
    private let frameDecoder = ChannelFrameDecoder()
    private lazy var uploader = AttachmentUploader(delegate: self)
    private lazy var outbox = OutboxQueue(delegate: self)
    private lazy var mentions = MentionPopover(dataSource: self)
    private lazy var formatter = MessageFormatter(renderer: self)
    private var reactionPicker: ReactionPickerViewController?
    // Polls and reconnects of the chat SDK, relayed while the channel is open.
    private let sdkEvents = SDKEventsRelay(bridge: ChatSDKBridge(client: StreamChatClient.shared))

    init(channel: Channel, store: ConversationStore) {
        self.channel = channel
        self.store = store
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = channel.name
        participantID = channel.id
        tableView.register(MessageCell.self, forCellReuseIdentifier: MessageCell.reuseIdentifier)
        tableView.register(ThreadHeaderView.self, forHeaderFooterViewReuseIdentifier: "thread")
        tableView.dataSource = self
        tableView.delegate = self
        composer.delegate = self
        typingIndicator.delegate = self
        wireInputBar(composer.inputBar)
        wireHeader()
        socket.delegate = frameDecoder
        socket.connect()
        ChatClient.shared.connectionDelegate = self
        navigationItem.rightBarButtonItem = UIBarButtonItem(image: UIImage(systemName: "phone"), style: .plain, target: self,
                                                            action: #selector(startCall))
        view.addSubview(header)
        view.addSubview(tableView)
        view.addSubview(composer)
    }

    @objc private func startCall() {
        let call = CallViewController()
        call.modalPresentationStyle = .fullScreen
        present(call, animated: true)
    }

    private func wireInputBar(_ bar: MessageInputBar) {
        bar.attachmentDelegate = self
        bar.formattingDelegate = self
        bar.previewDelegate = self
        bar.stickerDelegate = self
        bar.emojiDelegate = self
        bar.typingDelegate = self
        bar.voiceDelegate = self
        bar.membersDataSource = self
        bar.draftsDataSource = self
    }

    private func wireHeader() {
        header.headerDelegate = self
        header.layoutDelegate = self
        header.mentionDelegate = self
        header.presenceDelegate = self
    }

    func applySettings(_ settings: ChannelSettingsDelegate, muted: Bool) {
        settings.channelSettingsDidChange(muted: muted)
    }

    private func showReactions(for message: ChatMessage) {
        let picker = ReactionPickerViewController(messageID: message.id)
        picker.delegate = self
        reactionPicker = picker
        present(picker, animated: true)
    }
}

// MARK: - Table

extension ChannelViewController: UITableViewDataSource, UITableViewDelegate {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        store.messages.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        guard let cell = tableView.dequeueReusableCell(withIdentifier: MessageCell.reuseIdentifier, for: indexPath) as? MessageCell else {
            return UITableViewCell()
        }
        cell.configure(with: store.messages[indexPath.row])
        cell.delegate = self
        return cell
    }

    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: "thread") as? ThreadHeaderView
        header?.delegate = self
        return header
    }
}

// MARK: - Non-class delegate protocols

extension ChannelViewController: ComposerDelegate, MessageCellDelegate, ThreadHeaderDelegate, ReactionPickerDelegate {
    func composer(_ composer: ComposerView, didSend text: String) {
        let message = ChatMessage(id: UUID(), channelID: channel.id, senderID: participantID, body: text, sentAt: Date())
        store.insert(message)
        Task { await outbox.enqueue(message) }
    }

    func composerDidBeginTyping(_ composer: ComposerView) {
        if mentions.superview == nil {
            view.addSubview(mentions)
        }
        mentions.show(prefix: "@")
    }

    func messageCellDidLongPress(_ cell: MessageCell) {
        guard let indexPath = tableView.indexPath(for: cell) else { return }
        showReactions(for: store.messages[indexPath.row])
    }

    func messageCell(_ cell: MessageCell, didTapLink url: URL) {
        UIApplication.shared.open(url)
    }

    func threadHeaderDidTapReplies(_ header: ThreadHeaderView) {}

    func conversationDidReceive(_ message: ChatMessage) {
        store.insert(message)
        tableView.reloadData()
    }

    func channelDidChangeTopic(_ topic: String) {
        showBanner(topic)
    }

    func reactionPicker(didPick emoji: String, forMessage messageID: UUID) {
        reactionPicker = nil
        dismiss(animated: true)
    }
}

extension ChannelViewController: MentionSuggestionDataSource, AttachmentUploadDelegate, OutboxDelegate, MessageRendering, ConnectionStateDelegate {
    func suggestions(forPrefix prefix: String) -> [String] {
        ["@here", "@channel"].filter { $0.hasPrefix(prefix) }
    }

    func uploadDidProgress(_ fraction: Double) {}

    func attachmentUpload(didFinish attachment: Attachment, remoteURL: URL) {
        composer(composer, didSend: remoteURL.absoluteString)
    }

    func outbox(didSend message: ChatMessage) async {}

    func attributedText(for message: ChatMessage) -> NSAttributedString {
        NSAttributedString(string: message.body)
    }

    func connectionDidChange(isConnected: Bool) {
        showBanner(isConnected ? "" : "Reconnecting…")
    }
}

// MARK: - Class-bound protocols

extension ChannelViewController: AttachmentButtonDelegate, FormattingMenuDelegate, LinkPreviewTapDelegate, StickerPickerDelegate,
    EmojiPickerDelegate, TypingDelegate, VoiceInputDelegate, ChannelMembersDataSource, DraftListDataSource {
    func attachmentButtonTapped() {
        let picker = UIDocumentPickerViewController(forOpeningContentTypes: [.item])
        picker.delegate = self
        present(picker, animated: true)
    }
    func formattingMenu(didApply style: String) {}
    func linkPreviewTapped(_ url: URL) {}
    func stickerPicker(didPick stickerID: String) {}
    func emojiPicker(didPick emoji: String) {}
    func typingStateDidChange(isTyping: Bool) {}
    func voiceInputDidTranscribe(_ text: String) {}
    func members(ofChannel channelID: String) -> [String] { [] }
    var draftCount: Int { 0 }
}

// MARK: - Attachments

extension ChannelViewController: UIDocumentPickerDelegate {
    func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL]) {
        for url in urls {
            let type = UTType(filenameExtension: url.pathExtension)?.preferredMIMEType ?? "application/octet-stream"
            uploader.upload(Attachment(fileURL: url, mimeType: type))
        }
    }
}

extension ChannelViewController: ChatHeaderDelegate, BubbleLayoutDelegate, MentionHighlightDelegate, PresenceDelegate {
    func chatHeaderDidTapAvatar() {}

    func preferredBubbleWidth(for message: ChatMessage) -> CGFloat {
        min(view.bounds.width * 0.75, CGFloat(message.body.count) * 9)
    }

    func shouldHighlightMention(of userID: String) -> Bool {
        userID == participantID
    }

    func participantDidChangePresence(isOnline: Bool) {}

    func presenceDidLoad(onlineCount: Int) {
        showBanner("\(onlineCount) online")
    }
}
