import AVFoundation
import Combine
import UIKit

/// Full-screen audio player with a live level meter.
final class PlayerViewController: UIViewController {
    private let player: AVPlayer
    private let playButton = UIButton(type: .system)
    private let elapsedLabel = UILabel()
    private let rateBadge = UILabel()
    private let artworkView = UIImageView()
    private let levelMeter = AudioLevelMeterView()
    private var cancellables = Set<AnyCancellable>()
    private var statusObservation: NSKeyValueObservation?
    private var itemObservation: NSKeyValueObservation?
    private var periodicObserver: Any?
    private var tickTimer: Timer?
    private var routeChangeToken: NSObjectProtocol?
    private var interruptionToken: NSObjectProtocol?
    private var displayLink: CADisplayLink?
    private var elapsedSeconds = 0
    private var levelSamples: [Float] = []

    init(player: AVPlayer) {
        self.player = player
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    deinit {
        tickTimer?.invalidate()
        statusObservation?.invalidate()
        if let periodicObserver {
            player.removeTimeObserver(periodicObserver)
        }
        if let routeChangeToken {
            NotificationCenter.default.removeObserver(routeChangeToken)
        }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(playButton)
        view.addSubview(elapsedLabel)
        view.addSubview(levelMeter)

        // KVO token stored in self; the player (owned by self) keeps the change handler.
        statusObservation = player.observe(\.timeControlStatus, options: [.initial, .new]) { player, _ in   // expect: strong-self-capture
            self.updatePlayButton(isPlaying: player.timeControlStatus == .playing)
        }

        // Not reported: weak capture.
        itemObservation = player.observe(\.currentItem, options: [.new]) { [weak self] player, _ in
            self?.levelMeter.reset(for: player.currentItem)
        }

        // The periodic time observer block is kept by the player, which self owns, until removed.
        periodicObserver = player.addPeriodicTimeObserver(forInterval: CMTime(seconds: 0.5, preferredTimescale: 600), queue: .main) { time in   // expect: strong-self-capture
            self.elapsedLabel.text = Self.format(time)
        }

        tickTimer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in self.tick() }   // expect: strong-self-capture

        // Not reported: weak capture; removed in deinit.
        routeChangeToken = NotificationCenter.default.addObserver(forName: AVAudioSession.routeChangeNotification, object: nil, queue: .main) { [weak self] note in
            self?.handleRouteChange(note)
        }

        // Strong capture, token stored in self, and never removed anywhere in the type.
        interruptionToken = NotificationCenter.default.addObserver(forName: AVAudioSession.interruptionNotification, object: nil, queue: .main) { note in   // expect: strong-self-capture, unremoved-observer
            self.handleInterruption(note)
        }

        // KVO publisher: `[self]` plus implicit self, subscription kept in self.
        player.publisher(for: \.rate)
            .removeDuplicates()
            .sink { [self] rate in                                   // expect: strong-self-capture
                updateRateBadge(rate)
            }
            .store(in: &cancellables)

        // Not reported: weak capture.
        playButton.addAction(UIAction { [weak self] _ in self?.togglePlayback() }, for: .primaryActionTriggered)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        // Target/selector API, no closure: nothing for this rule. Invalidated in viewWillDisappear.
        displayLink = CADisplayLink(target: self, selector: #selector(renderLevelFrame))
        displayLink?.add(to: .main, forMode: .common)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        displayLink?.invalidate()
        displayLink = nil
    }

    // MARK: - Playback

    private func tick() {
        elapsedSeconds += 1
        let samples = levelSamples
        // Not reported: both dispatches are one-shot.
        DispatchQueue.global(qos: .utility).async {
            let peak = samples.max() ?? 0
            DispatchQueue.main.async {
                self.levelMeter.highlightPeak(peak)
            }
        }
    }

    func loadArtwork(from url: URL) {
        // Not reported: a URLSession completion runs once.
        URLSession.shared.dataTask(with: url) { data, _, _ in
            guard let data, let image = UIImage(data: data) else { return }
            DispatchQueue.main.async {
                self.artworkView.image = image
            }
        }.resume()
    }

    private func togglePlayback() {
        player.timeControlStatus == .playing ? player.pause() : player.play()
    }

    private func updatePlayButton(isPlaying: Bool) {
        playButton.setImage(UIImage(systemName: isPlaying ? "pause.fill" : "play.fill"), for: .normal)
    }

    private func updateRateBadge(_ rate: Float) {
        rateBadge.text = rate == 1 ? nil : String(format: "%.1f×", rate)
    }

    private func handleRouteChange(_ note: Notification) {
        guard let reason = note.userInfo?[AVAudioSessionRouteChangeReasonKey] as? UInt,
              reason == AVAudioSession.RouteChangeReason.oldDeviceUnavailable.rawValue else { return }
        player.pause()
    }

    private func handleInterruption(_ note: Notification) {
        player.pause()
        updatePlayButton(isPlaying: false)
    }

    @objc private func renderLevelFrame() {
        levelMeter.setNeedsDisplay()
    }

    private static func format(_ time: CMTime) -> String {
        let seconds = Int(time.seconds.rounded())
        return String(format: "%d:%02d", seconds / 60, seconds % 60)
    }
}

/// Bars that follow the current output level.
final class AudioLevelMeterView: UIView {
    private var peak: Float = 0

    func reset(for item: AVPlayerItem?) {
        peak = 0
        setNeedsDisplay()
    }

    func highlightPeak(_ value: Float) {
        peak = value
        setNeedsDisplay()
    }
}
