import UIKit

/// The mini player shown at the bottom of the split view. The root controller makes it once, in
/// `viewDidLoad`, and keeps it in a property: it lives as long as the root does, so its
/// playback-state observer, registered once in `init` with its token dropped, is not reported.
final class MiniPlayerBar: UIView {
    private let titleLabel = UILabel()

    init() {
        super.init(frame: .zero)
        addSubview(titleLabel)
        NotificationCenter.default.addObserver(forName: .playbackStateDidChange, object: nil, queue: .main) { [weak self] note in
            self?.titleLabel.text = note.userInfo?["title"] as? String
        }
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }
}

/// The same shape in a bar that every episode screen makes for itself in its `viewDidLoad`:
/// each pushed screen leaves one more observer behind, so the dropped token is reported.
final class EpisodeProgressBar: UIView {
    private let progressView = UIProgressView(progressViewStyle: .bar)

    init() {
        super.init(frame: .zero)
        addSubview(progressView)
        NotificationCenter.default.addObserver(forName: .playbackStateDidChange, object: nil, queue: .main) { [progressView] note in   // expect: discarded-observation-token
            progressView.progress = note.userInfo?["progress"] as? Float ?? 0
        }
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }
}

extension Notification.Name {
    static let playbackStateDidChange = Notification.Name("PodcastPlaybackStateDidChange")
}
