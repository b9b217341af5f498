import Combine
import SwiftUI
import UIKit

/// Subscriptions that the screen empties itself when it leaves: the cycle lasts only while the
/// screen is visible, so none of them is reported.
final class LiveScoreViewController: UIViewController {
    private let feed: ScoreFeed
    private var visibleSubscriptions = Set<AnyCancellable>()
    private var clockTimer: Timer?
    private var screenshotToken: NSObjectProtocol?
    private var scoreLabel = UILabel()

    init(feed: ScoreFeed) {
        self.feed = feed
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        feed.scores
            .receive(on: DispatchQueue.main)
            .sink { score in
                self.scoreLabel.text = score.summary
            }
            .store(in: &visibleSubscriptions)
        clockTimer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in
            self.updateClock()
        }
        screenshotToken = NotificationCenter.default.addObserver(forName: UIApplication.userDidTakeScreenshotNotification,
                                                                 object: nil, queue: .main) { _ in
            self.scoreLabel.accessibilityLabel = "Shared score"
        }
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        visibleSubscriptions.removeAll()
        clockTimer?.invalidate()
        clockTimer = nil
        if let screenshotToken = screenshotToken {
            NotificationCenter.default.removeObserver(screenshotToken)
        }
    }

    private func updateClock() {}
}

/// Paused, not torn down: pausing does not end the model's work, so the cycle stays and both
/// closures are reported. Emptying the holder in `deinit` does not count either.
final class HighlightsPlayerModel: ObservableObject {
    @Published private(set) var progress = 0.0
    private var tick: AnyCancellable?
    private var statusSubscriptions = Set<AnyCancellable>()

    func play() {
        tick = Timer.publish(every: 0.05, on: .main, in: .common)
            .autoconnect()
            .sink { _ in   // expect: strong-self-capture
                self.progress += 0.01
            }
    }

    func pause() {
        tick?.cancel()
    }

    func observe(_ player: HighlightsPlayer) {
        player.status
            .sink { status in   // expect: strong-self-capture
                self.progress = status.position
            }
            .store(in: &statusSubscriptions)
    }

    deinit {
        statusSubscriptions.removeAll()
    }
}

/// A periodic time observer whose token the proxy removes when playback has stopped: the
/// cycle through the player lasts only while playing (not reported).
final class HighlightPlayerProxy {
    private let player = AVPlayer()
    private var timeObserver: Any?
    private(set) var seconds = 0.0

    func play() {
        timeObserver = player.addPeriodicTimeObserver(forInterval: CMTime(seconds: 1, preferredTimescale: 600), queue: .main) { time in
            self.seconds = time.seconds
        }
        player.play()
    }

    func playbackStopped() {
        if let timeObserver { player.removeTimeObserver(timeObserver) }
        timeObserver = nil
    }

    @objc func stopTapped(_ sender: Any) {
        player.pause()
        playbackStopped()
    }
}

/// Removes `self`, not the token, when it leaves: that does not remove a block observer, so the
/// block keeps the screen for good.
final class MatchChatViewController: UIViewController {
    private var keyboardToken: NSObjectProtocol?
    private var bottomInset: CGFloat = 0

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        keyboardToken = NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillShowNotification,   // expect: unremoved-observer
                                                               object: nil, queue: .main) { note in   // expect: strong-self-capture
            self.bottomInset = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect)?.height ?? 0
        }
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        NotificationCenter.default.removeObserver(self)
    }
}

/// The refresh timer comes from a factory method and is kept in a property that
/// `stopRefreshing()` invalidates when the tile goes away: not reported. The standings timer's
/// factory result is never kept, so nothing can stop it: reported.
final class WeatherTileModel: ObservableObject {
    @Published private(set) var temperature = ""
    @Published private(set) var standings = ""
    private var refreshTimer: Timer?

    init() {
        refreshTimer = makeRefreshTimer()
        _ = makeStandingsTimer()
    }

    func stopRefreshing() {
        refreshTimer?.invalidate()
    }

    private func makeRefreshTimer() -> Timer {
        return Timer.scheduledTimer(withTimeInterval: 600, repeats: true) { _ in
            self.temperature = "--"
        }
    }

    private func makeStandingsTimer() -> Timer {
        return Timer.scheduledTimer(withTimeInterval: 60, repeats: true) { _ in   // expect: strong-self-capture
            self.standings = ""
        }
    }
}

struct WeatherTile: View {
    @StateObject private var model = WeatherTileModel()

    var body: some View {
        Text(model.temperature)
            .onDisappear { model.stopRefreshing() }
    }
}
