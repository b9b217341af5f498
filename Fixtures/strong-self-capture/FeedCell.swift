import UIKit

/// One post in the feed.
final class FeedCell: UITableViewCell {
    static let reuseIdentifier = "FeedCell"

    var onLikeTapped: (() -> Void)?
    var onShareTapped: (() -> Void)?

    private let titleLabel = UILabel()
    private let authorLabel = UILabel()
    private let likeButton = UIButton(type: .system)
    private let shareButton = UIButton(type: .system)

    private static var cachedHeights: [FeedItem.ID: CGFloat] = [:]
    private static var contentSizeToken: NSObjectProtocol?

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        contentView.addSubview(titleLabel)
        contentView.addSubview(authorLabel)
        contentView.addSubview(likeButton)
        contentView.addSubview(shareButton)

        // Not reported: weak capture.
        likeButton.addAction(UIAction { [weak self] _ in self?.onLikeTapped?() }, for: .touchUpInside)

        // The cell owns shareButton, the button keeps the action, the action keeps the cell.
        shareButton.addAction(UIAction { _ in self.onShareTapped?() }, for: .touchUpInside)   // expect: strong-self-capture
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        onLikeTapped = nil
        onShareTapped = nil
    }

    func configure(with item: FeedItem) {
        titleLabel.text = item.title
        authorLabel.text = item.author.name
        likeButton.setTitle("\(item.likeCount)", for: .normal)
    }

    // MARK: - Height cache (type-level)

    class func cachedHeight(for item: FeedItem) -> CGFloat? {
        cachedHeights[item.id]
    }

    class func cacheHeight(_ height: CGFloat, for item: FeedItem) {
        cachedHeights[item.id] = height
    }

    class func startObservingContentSizeChanges() {
        guard contentSizeToken == nil else { return }
        // Not reported: in a class method `self` is the metatype, not an instance.
        contentSizeToken = NotificationCenter.default.addObserver(forName: UIContentSizeCategory.didChangeNotification, object: nil, queue: .main) { _ in
            self.cachedHeights.removeAll()
        }
    }

    class func stopObservingContentSizeChanges() {
        if let contentSizeToken {
            NotificationCenter.default.removeObserver(contentSizeToken)
        }
        contentSizeToken = nil
    }
}

// MARK: - Supplementary views used by FeedViewController

final class LoadMoreFooterView: UIView {
    var onRetry: (() -> Void)?
    private let retryButton = UIButton(type: .system)

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(retryButton)
        // Not reported: the closure never mentions self.
        retryButton.addAction(UIAction { _ in
            UIImpactFeedbackGenerator(style: .light).impactOccurred()
        }, for: .touchDown)
        retryButton.addAction(UIAction { [weak self] _ in self?.onRetry?() }, for: .touchUpInside)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

final class ErrorBannerView: UIView {
    var onDismiss: (() -> Void)?
    private let messageLabel = UILabel()

    func show(message: String) {
        messageLabel.text = message
        isHidden = false
        alpha = 1
    }
}

final class FeedEmptyStateView: UIView {
    var onTap: (() -> Void)?
}

/// Banner with a single tappable retry area; subclasses decide what "retry" means.
class RetryBannerView: UIView {
    var onTap: (() -> Void)?
    private let retryButton = UIButton(type: .system)

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(retryButton)
        retryButton.addAction(UIAction { [weak self] _ in self?.onTap?() }, for: .touchUpInside)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

final class OfflineBannerView: RetryBannerView {
    private let statusLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(statusLabel)
        // `onTap` is inherited from RetryBannerView; `[self]` plus an implicit-self call.
        onTap = { [self] in refreshConnectionStatus() }              // expect: strong-self-capture
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    private func refreshConnectionStatus() {
        statusLabel.text = ConnectivityMonitor.shared.isReachable ? "Back online" : "Still offline"
    }
}
