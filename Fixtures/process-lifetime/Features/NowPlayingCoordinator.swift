import Combine
import UIKit

/// Kept by the application delegate. The now-playing screen is made the first time it is shown
/// and kept from then on, so it lives as long as the process too; the up-next screen is made
/// again for every showing.
final class NowPlayingCoordinator {
    private var nowPlaying: NowPlayingViewController?
    private var upNext: UpNextViewController?

    func showNowPlaying(from presenter: UIViewController) {
        if nowPlaying == nil {
            nowPlaying = NowPlayingViewController()
        }
        guard let nowPlaying else { return }
        presenter.present(nowPlaying, animated: true)
    }

    func showUpNext(from presenter: UIViewController) {
        let screen = UpNextViewController()
        upNext = screen
        presenter.present(screen, animated: true)
    }
}

final class PlaybackClock {
    static let shared = PlaybackClock()
    @Published private(set) var elapsed: TimeInterval = 0
}

final class NowPlayingViewController: UIViewController {
    private var cancellables = Set<AnyCancellable>()
    private let elapsedLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        // Not reported: the one instance is kept for the life of the process.
        PlaybackClock.shared.$elapsed.sink { elapsed in
            self.elapsedLabel.text = "\(Int(elapsed))"
        }.store(in: &cancellables)
    }
}

final class UpNextViewController: UIViewController {
    private var cancellables = Set<AnyCancellable>()
    private let remainingLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        PlaybackClock.shared.$elapsed.sink { elapsed in   // expect: strong-self-capture
            self.remainingLabel.text = "\(Int(elapsed))"
        }.store(in: &cancellables)
    }
}
