import UIKit

/// Toasts over the main window. The first root screen to appear makes it, while the holder is
/// still nil, and nothing empties the holder: one instance for the process, so the observers
/// its `init` registers once are not reported.
final class PlaybackToastCenter {
    static var shared: PlaybackToastCenter?
    private weak var window: UIWindow?

    init(window: UIWindow) {
        self.window = window
        NotificationCenter.default.addObserver(forName: .episodeDownloadDidFinish, object: nil, queue: .main) { [weak self] _ in
            self?.show("Download finished")
        }
    }

    func show(_ text: String) {
        window?.rootViewController?.view.accessibilityHint = text
    }
}

/// Made again for each mini-player presentation, and emptied when it closes: its observer is
/// registered once per banner, and a new banner comes with each presentation.
final class PlaybackErrorBanner {
    static var visible: PlaybackErrorBanner?

    init() {
        NotificationCenter.default.addObserver(forName: .episodeDownloadDidFail, object: nil, queue: .main) { _ in   // expect: discarded-observation-token
            PlaybackErrorBanner.visible = nil
        }
    }
}

final class LibraryRootViewController: UIViewController {
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        if PlaybackToastCenter.shared == nil, let window = view.window {
            PlaybackToastCenter.shared = PlaybackToastCenter(window: window)
        }
        if PlaybackErrorBanner.visible == nil {
            PlaybackErrorBanner.visible = PlaybackErrorBanner()
        }
    }
}

extension Notification.Name {
    static let episodeDownloadDidFinish = Notification.Name("EpisodeDownloadDidFinish")
    static let episodeDownloadDidFail = Notification.Name("EpisodeDownloadDidFail")
}
