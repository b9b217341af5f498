import AVFoundation
import Combine
import UIKit

// KVO contexts need stable addresses: file-level storage.
private var playerStatusContext = 0
private var playerTimeControlContext = 0
private var playerRateContext = 0
private var itemBufferContext = 0
private var clipStatusContext = 0
private var clipDurationContext = 0

/// Video playback screen using classic KVO (it predates NSKeyValueObservation in this app).
final class PlaybackViewController: UIViewController {
    private let player: AVPlayer
    private let playPauseButton = UIButton(type: .system)
    private let rateLabel = UILabel()
    private let spinner = UIActivityIndicatorView(style: .large)
    private var endOfItemToken: NSObjectProtocol?
    private var itemObservation: NSKeyValueObservation?
    private var scrubberTimer: Timer?
    private var cancellables = Set<AnyCancellable>()

    init(player: AVPlayer) {
        self.player = player
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    deinit {
        // "status" was added as a string literal; #keyPath resolves to the same string.
        player.removeObserver(self, forKeyPath: #keyPath(AVPlayer.status))
        // Added with #keyPath, removed with a literal through the context: variant.
        player.removeObserver(self, forKeyPath: "timeControlStatus", context: &playerTimeControlContext)
        // Nothing removes "rate" or "playbackBufferEmpty".
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(playPauseButton)
        view.addSubview(rateLabel)
        view.addSubview(spinner)

        // Not reported: removed via #keyPath(AVPlayer.status) in deinit.
        player.addObserver(self, forKeyPath: "status", options: [.initial, .new], context: &playerStatusContext)

        // Not reported: removed with removeObserver(_:forKeyPath:context:).
        player.addObserver(self, forKeyPath: #keyPath(AVPlayer.timeControlStatus), options: .new, context: &playerTimeControlContext)

        // No removal for this key path anywhere in the type.
        player.addObserver(self, forKeyPath: #keyPath(AVPlayer.rate), options: .new, context: &playerRateContext)   // expect: unremoved-observer

        // No removal for this key path either (on the current item).
        player.currentItem?.addObserver(self, forKeyPath: "playbackBufferEmpty", options: .new, context: &itemBufferContext)   // expect: unremoved-observer

        // Block observer stored and never removed.
        endOfItemToken = NotificationCenter.default.addObserver(forName: AVPlayerItem.didPlayToEndTimeNotification, object: player.currentItem, queue: nil) { [weak self] _ in   // expect: unremoved-observer
            DispatchQueue.main.async { self?.showReplayButton() }
        }

        // Not this rule's business: NSKeyValueObservation stops when the token is released.
        itemObservation = player.observe(\.currentItem, options: [.new]) { [weak self] _, _ in
            self?.spinner.startAnimating()
        }

        // Not this rule's business: a Combine subscription kept in cancellables.
        NotificationCenter.default.publisher(for: AVAudioSession.mediaServicesWereResetNotification)
            .sink { [weak self] _ in self?.player.pause() }
            .store(in: &cancellables)

        // Repeating, target self, stored, never invalidated.
        scrubberTimer = Timer.scheduledTimer(timeInterval: 0.25, target: self, selector: #selector(syncScrubber), userInfo: nil, repeats: true)   // expect: unremoved-observer
    }

    override func observeValue(forKeyPath keyPath: String?, of object: Any?,
                               change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?) {
        if context == &playerStatusContext {
            spinner.stopAnimating()
        } else if context == &playerTimeControlContext {
            let playing = player.timeControlStatus == .playing
            playPauseButton.setImage(UIImage(systemName: playing ? "pause.fill" : "play.fill"), for: .normal)
        } else if context == &playerRateContext {
            rateLabel.text = String(format: "%.1fx", player.rate)
        } else if context == &itemBufferContext {
            spinner.startAnimating()
        } else {
            super.observeValue(forKeyPath: keyPath, of: object, change: change, context: context)
        }
    }

    @objc private func syncScrubber() {}
    private func showReplayButton() {}
}

/// Inline preview of a video attachment.
final class ClipPreviewView: UIView {
    private let playerItem: AVPlayerItem
    private let durationLabel = UILabel()

    init(item: AVPlayerItem) {
        self.playerItem = item
        super.init(frame: .zero)
        addSubview(durationLabel)
        // Only "duration" is removed below; "status" has no matching removal.
        playerItem.addObserver(self, forKeyPath: "status", options: .new, context: &clipStatusContext)   // expect: unremoved-observer
        // Not reported: removed in deinit with the context: variant.
        playerItem.addObserver(self, forKeyPath: "duration", options: .new, context: &clipDurationContext)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    deinit {
        playerItem.removeObserver(self, forKeyPath: "duration", context: &clipDurationContext)
    }

    override func observeValue(forKeyPath keyPath: String?, of object: Any?,
                               change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?) {
        if context == &clipDurationContext {
            let seconds = Int(playerItem.duration.seconds.rounded())
            durationLabel.text = String(format: "%d:%02d", seconds / 60, seconds % 60)
        } else if context == &clipStatusContext {
            isHidden = playerItem.status == .failed
        } else {
            super.observeValue(forKeyPath: keyPath, of: object, change: change, context: context)
        }
    }
}
