import UIKit

protocol PlaybackProgressDelegate: AnyObject {
    func playbackProgress(didScrubTo time: TimeInterval)
}

/// The scrubber of the full-screen player.
final class ScrubberView: UIView {
    // not named like a delegate, but typed by a `…Delegate` protocol; the player hands itself
    var listener: PlaybackProgressDelegate?   // expect: strong-delegate

    // not strong-delegate's: neither the name nor the type is a delegate's (add `observer` to
    // `property-names` to cover such properties); the player keeps this scrubber and hands
    // itself to it, so retain-cycle reports the loop
    var playbackObserver: PlaybackObserving?   // expect: retain-cycle "PlayerViewController.scrubber → ScrubberView"

    // only the legacy video screen, which nothing makes, hands itself here
    // (LegacyVideoControls.swift): no evidence of a back-reference, not reported
    var chapterDelegate: ChapterScrubbingDelegate?

    var duration: TimeInterval = 0

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesEnded(touches, with: event)
        guard let x = touches.first?.location(in: self).x, bounds.width > 0 else { return }
        let time = duration * Double(x / bounds.width)
        listener?.playbackProgress(didScrubTo: time)
        playbackObserver?.playbackPositionDidChange(time)
    }
}

protocol PlaybackObserving: AnyObject {
    func playbackPositionDidChange(_ time: TimeInterval)
}

/// Presented from the mini player; presents the notes and the chapters of the episode, which
/// it does not keep: the presentation does.
final class PlayerViewController: UIViewController {
    private let engine: PlaybackEngine
    private let scrubber = ScrubberView()
    private let sleepTimer = SleepTimer()
    private lazy var fadeOut = VolumeFadeOut(engine: engine)

    init(engine: PlaybackEngine) {
        self.engine = engine
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(scrubber)
        scrubber.duration = engine.currentEpisode?.duration ?? 0
        scrubber.listener = self
        scrubber.playbackObserver = self
        sleepTimer.delegate = fadeOut
    }

    @IBAction private func notesTapped(_ sender: UIButton) {
        guard let episode = engine.currentEpisode else { return }
        let notes = EpisodeNotesViewController(episode: episode)
        notes.delegate = self
        present(UINavigationController(rootViewController: notes), animated: true)
    }

    @IBAction private func chaptersTapped(_ sender: UIButton) {
        guard let episode = engine.currentEpisode else { return }
        let chapters = ChapterListViewController(chapters: episode.chapters)
        chapters.delegate = self
        present(chapters, animated: true)
    }

    @IBAction private func sleepTimerTapped(_ sender: UIButton) {
        sleepTimer.start(duration: 15 * 60)
    }

    @IBAction private func transcriptTapped(_ sender: UIButton) {
        guard let url = engine.currentEpisode?.transcriptURL else { return }
        present(UINavigationController(rootViewController: TranscriptViewController(transcriptURL: url)), animated: true)
    }

    @IBAction private func clipTapped(_ sender: UIButton) {
        guard let episode = engine.currentEpisode else { return }
        let editor = ClipEditorViewController(episode: episode)
        present(UINavigationController(rootViewController: editor), animated: true)
    }

    /// The share flow runs on a navigation controller of its own, presented over the player.
    private var shareFlow: ShareCoordinator?

    @IBAction private func shareTapped(_ sender: UIBarButtonItem) {
        let nav = UINavigationController()
        let flow = ShareCoordinator(nav: nav)
        shareFlow = flow
        flow.start()
        present(nav, animated: true)
    }
}

extension PlayerViewController: PlaybackProgressDelegate, PlaybackObserving {
    func playbackProgress(didScrubTo time: TimeInterval) {
        engine.seek(to: time)
    }

    func playbackPositionDidChange(_ time: TimeInterval) {
        NowPlayingCenter.shared.update(title: engine.currentEpisode?.title ?? "", elapsed: time, duration: scrubber.duration)
    }
}

extension PlayerViewController: EpisodeNotesDelegate, ChapterListDelegate {
    func episodeNotes(_ controller: EpisodeNotesViewController, didOpen url: URL) {
        UIApplication.shared.open(url)
    }

    func episodeNotesDidClose(_ controller: EpisodeNotesViewController) {
        dismiss(animated: true)
    }

    func chapterList(didSelect chapter: Chapter) {
        engine.seek(to: chapter.start)
        dismiss(animated: true)
    }
}


extension PlayerViewController {
    /// Following a podcast needs an account: a new sign-in screen each time.
    @IBAction private func followTapped(_ sender: UIButton) {
        present(SignInViewController(model: SignInViewModel()), animated: true)
    }
}
