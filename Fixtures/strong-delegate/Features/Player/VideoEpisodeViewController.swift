import AVKit
import UIKit

/// Video episodes play in their own screen, which takes over the lock-screen controls.
final class VideoEpisodeViewController: AVPlayerViewController, NowPlayingCenterDelegate {
    private let episode: Episode

    init(episode: Episode) {
        self.episode = episode
        super.init(nibName: nil, bundle: nil)
        player = AVPlayer(url: episode.enclosureURL)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        // hands itself to a singleton's `delegate`: the owner lives as long as the process
        NowPlayingCenter.shared.delegate = self
        player?.play()
    }

    func nowPlayingCenterDidReceivePlay() {
        player?.play()
    }

    func nowPlayingCenterDidReceivePause() {
        player?.pause()
    }

    func nowPlayingCenter(didReceiveSkip interval: TimeInterval) {
        guard let player else { return }
        player.seek(to: player.currentTime() + CMTime(seconds: interval, preferredTimescale: 600))
    }
}
