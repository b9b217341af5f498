import AVFoundation

protocol AudioInterruptionObserverDelegate: AnyObject {
    func audioInterruptionBegan()
    func audioInterruptionEnded(shouldResume: Bool)
}

/// The one player of the app.
final class PlaybackEngine: AudioInterruptionObserverDelegate {
    static let shared = PlaybackEngine()

    private let player = AVPlayer()
    private let interruptions = AudioInterruptionObserver()
    private(set) var currentEpisode: Episode?

    init() {
        // The singleton hands itself over: it lives as long as the process.
        interruptions.delegate = self
    }

    func play(_ episode: Episode) {
        currentEpisode = episode
        player.replaceCurrentItem(with: AVPlayerItem(url: episode.enclosureURL))
        player.play()
    }

    func pause() {
        player.pause()
    }

    func seek(to time: TimeInterval) {
        player.seek(to: CMTime(seconds: time, preferredTimescale: 600))
    }

    func audioInterruptionBegan() {
        pause()
    }

    func audioInterruptionEnded(shouldResume: Bool) {
        if shouldResume { player.play() }
    }
}

final class AudioInterruptionObserver {
    // not reported: only the `PlaybackEngine.shared` singleton hands itself to it
    var delegate: AudioInterruptionObserverDelegate?

    private(set) var interruptionCount = 0

    func handleInterruption(began: Bool, shouldResume: Bool) {
        if began {
            interruptionCount += 1
            delegate?.audioInterruptionBegan()
        } else {
            delegate?.audioInterruptionEnded(shouldResume: shouldResume)
        }
    }
}
