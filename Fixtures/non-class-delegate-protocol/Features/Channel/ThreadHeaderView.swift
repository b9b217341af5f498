import UIKit

// Not class-bound two levels up, across files
// (ThreadHeaderDelegate -> ChannelEventHandling -> ConversationEvents).
protocol ThreadHeaderDelegate: ChannelEventHandling {   // expect: non-class-delegate-protocol
    func threadHeaderDidTapReplies(_ header: ThreadHeaderView)
}

final class ThreadHeaderView: UITableViewHeaderFooterView {
    var delegate: ThreadHeaderDelegate?   // expect: strong-delegate

    var replyCount = 0 {
        didSet { textLabel?.text = "\(replyCount) replies" }
    }

    @IBAction private func repliesTapped(_ sender: UIButton) {
        delegate?.threadHeaderDidTapReplies(self)
    }
}

// A known non-class standard protocol.
protocol ReactionPickerDelegate: Sendable {   // expect: non-class-delegate-protocol
    func reactionPicker(didPick emoji: String, forMessage messageID: UUID)
}

/// Kept by the channel screen while it is on screen (so it can be updated with new reactions).
final class ReactionPickerViewController: UICollectionViewController {
    var delegate: ReactionPickerDelegate?   // expect: strong-delegate

    let messageID: UUID
    private let emoji = ["👍", "🎉", "❤️", "😂", "👀"]

    init(messageID: UUID) {
        self.messageID = messageID
        super.init(collectionViewLayout: UICollectionViewFlowLayout())
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        delegate?.reactionPicker(didPick: emoji[indexPath.item], forMessage: messageID)
    }
}

// `where Self: Equatable` is a constraint, but not a class constraint.
protocol MentionSuggestionDataSource where Self: Equatable {   // expect: non-class-delegate-protocol
    func suggestions(forPrefix prefix: String) -> [String]
}

final class MentionPopover: UIView {
    // the channel screen passes `dataSource: self`
    private let dataSource: any MentionSuggestionDataSource   // expect: strong-delegate

    init(dataSource: any MentionSuggestionDataSource) {
        self.dataSource = dataSource
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func show(prefix: String) {
        isHidden = dataSource.suggestions(forPrefix: prefix).isEmpty
    }
}

// Inherits a non-class protocol of the tree (ConversationEvents.swift).
protocol AttachmentUploadDelegate: UploadProgressReporting {   // expect: non-class-delegate-protocol
    func attachmentUpload(didFinish attachment: Attachment, remoteURL: URL)
}

final class AttachmentUploader {
    private let delegate: AttachmentUploadDelegate   // expect: strong-delegate
    private let session = URLSession(configuration: .default)

    init(delegate: AttachmentUploadDelegate) {
        self.delegate = delegate
    }

    func upload(_ attachment: Attachment) {
        delegate.uploadDidProgress(0)
        session.uploadTask(with: URLRequest(url: ChatConfiguration.shared.apiBaseURL.appendingPathComponent("files")), fromFile: attachment.fileURL) { [delegate] _, response, _ in
            guard let url = response?.url else { return }
            delegate.attachmentUpload(didFinish: attachment, remoteURL: url)
        }.resume()
    }
}

// An actor's stored property counts like a class's.
protocol OutboxDelegate {   // expect: non-class-delegate-protocol
    func outbox(didSend message: ChatMessage) async
}

actor OutboxQueue {
    private let delegate: OutboxDelegate   // expect: strong-delegate
    private var pending: [ChatMessage] = []

    init(delegate: OutboxDelegate) {
        self.delegate = delegate
    }

    func enqueue(_ message: ChatMessage) async {
        pending.append(message)
        try? await ChatClient.shared.send(message)
        pending.removeAll { $0.id == message.id }
        await delegate.outbox(didSend: message)
    }
}
