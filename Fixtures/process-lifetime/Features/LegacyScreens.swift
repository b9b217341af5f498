import AVKit
import Combine
import UIKit

/// A screen the app stopped using: no code names it, no storyboard or nib places it, and no
/// Objective-C source spells it. Nothing makes one, so its observer and its subscription never
/// exist. Not reported.
final class ArchivedEpisodesViewController: UIViewController {
    private var cancellables = Set<AnyCancellable>()
    private(set) var archived: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(forName: .episodeArchived, object: nil, queue: .main) { note in
            self.archived.append(note.object as? String ?? "")
        }
        NotificationCenter.default.publisher(for: .episodeArchived)
            .sink { _ in self.view.setNeedsLayout() }
            .store(in: &cancellables)
    }
}

/// No Swift code makes the chapter list either, but `LegacyBridge.m` does
/// (`[[ChapterListViewController alloc] init]`): it runs, and its observer piles up a
/// registration that keeps the screen alive. Reported (by `strong-self-capture`; a once-per-screen
/// registration's dropped token is left to it).
final class ChapterListViewController: UIViewController {
    private(set) var chapters: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(forName: .chaptersDidLoad, object: nil, queue: .main) { note in   // expect: strong-self-capture
            self.chapters = note.object as? [String] ?? []
        }
    }
}

/// The show-notes view is made by the episode screen. `attachVideo(_:)` lost its last caller
/// when video notes were dropped: its observer is never added. `attachAudio(_:)` is called, so
/// its observer is. `playerViewController(_:willEndFullScreenPresentationWithAnimationCoordinator:)`
/// has no caller in the tree either, but AVKit calls it: the view adopts
/// `AVPlayerViewControllerDelegate`, and a method that takes the calling object first may be one
/// of its requirements.
final class ShowNotesView: UIView, AVPlayerViewControllerDelegate {
    private var player: AVPlayer?
    private(set) var finished = 0

    func attachVideo(_ url: String) {
        guard let link = URL(string: url) else { return }
        player = AVPlayer(url: link)
        NotificationCenter.default.addObserver(forName: .AVPlayerItemDidPlayToEndTime, object: player?.currentItem, queue: .main) { _ in
            self.finished += 1
        }
    }

    func attachAudio(_ url: String) {
        guard let link = URL(string: url) else { return }
        player = AVPlayer(url: link)
        NotificationCenter.default.addObserver(forName: .AVPlayerItemDidPlayToEndTime, object: player?.currentItem, queue: .main) { _ in   // expect: discarded-observation-token, strong-self-capture
            self.finished += 1
        }
    }

    func playerViewController(_ playerViewController: AVPlayerViewController,
                              willEndFullScreenPresentationWithAnimationCoordinator coordinator: UIViewControllerTransitionCoordinator) {
        NotificationCenter.default.addObserver(forName: .AVPlayerItemDidPlayToEndTime, object: nil, queue: .main) { _ in   // expect: discarded-observation-token, strong-self-capture
            self.finished += 1
        }
    }
}

final class ShowNotesHost: UIViewController {
    private let notes = ShowNotesView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(notes)
        notes.attachAudio("https://example.com/episode.mp3")
    }
}

/// A retired feature: its entry in the module list was commented out, so nothing running makes
/// the room browser any more. The browser makes its week strip, and the strip makes a browser
/// (a day tapped opens another week): two classes that only make each other are never made. The
/// room detail screen, made only by the browser, is never made either, so its observer, which
/// keeps the screen and is never removed, is never added. Not reported.
final class RoomBrowserViewController: UIViewController {
    private let weekStrip = WeekStripView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(weekStrip)
    }

    @IBAction private func openRoom(_ sender: UIButton) {
        navigationController?.pushViewController(RoomDetailViewController(), animated: true)
    }
}

final class WeekStripView: UIView {
    weak var host: UIViewController?

    func dayTapped() {
        host?.navigationController?.pushViewController(RoomBrowserViewController(), animated: false)
    }
}

final class RoomDetailViewController: UIViewController {
    private(set) var freeRooms: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(forName: .roomsDidChange, object: nil, queue: .main) { note in
            self.freeRooms = note.object as? [String] ?? []
        }
    }
}

extension Notification.Name {
    static let episodeArchived = Notification.Name("EpisodeArchived")
    static let chaptersDidLoad = Notification.Name("ChaptersDidLoad")
    static let roomsDidChange = Notification.Name("RoomsDidChange")
}
