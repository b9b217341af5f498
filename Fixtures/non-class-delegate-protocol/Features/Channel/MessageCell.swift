import UIKit

// `@MainActor` isolates the conformers but does not restrict them to classes.
@MainActor protocol MessageCellDelegate {   // expect: non-class-delegate-protocol
    func messageCellDidLongPress(_ cell: MessageCell)
    func messageCell(_ cell: MessageCell, didTapLink url: URL)
}

final class MessageCell: UITableViewCell {
    static let reuseIdentifier = "MessageCell"

    var delegate: MessageCellDelegate?   // expect: strong-delegate

    let bubble = MessageBubbleView()

    func configure(with message: ChatMessage) {
        bubble.text = message.body
    }

    @IBAction private func longPressed(_ sender: UILongPressGestureRecognizer) {
        guard sender.state == .began else { return }
        delegate?.messageCellDidLongPress(self)
    }
}

// An access modifier changes nothing.
public protocol LinkPreviewDelegate {   // expect: non-class-delegate-protocol
    func linkPreview(didLoadTitle title: String, for url: URL)
}

public final class LinkPreviewView: UIView {
    public var delegate: LinkPreviewDelegate?   // expect: strong-delegate

    public func load(_ url: URL) {
        delegate?.linkPreview(didLoadTitle: url.host ?? "", for: url)
    }
}

final class MessageBubbleView: UIView, LinkPreviewDelegate {
    var text: String = ""
    private let preview = LinkPreviewView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(preview)
        preview.delegate = self
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func linkPreview(didLoadTitle title: String, for url: URL) {
        accessibilityHint = title
    }
}
