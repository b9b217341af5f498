import UIKit

/// Pushed for each episode the listener opens, and popped again: an ordinary screen.
final class EpisodeViewController: UIViewController {
    private let episodeURL: URL
    private let downloads = EpisodeDownloadQueue()
    private var libraryToken: NSObjectProtocol?
    private var progressBar: EpisodeProgressBar?
    private let services = EpisodeServices.make()

    init(episodeURL: URL) {
        self.episodeURL = episodeURL
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    override func viewDidLoad() {
        super.viewDidLoad()
        // The same registration as the split view's, in a screen that comes and goes: the token
        // is never removed and the block keeps the screen alive.
        libraryToken = NotificationCenter.default.addObserver(forName: .libraryDidChange, object: nil, queue: .main) { _ in   // expect: unremoved-observer, strong-self-capture
            self.updateSubscribeButton()
        }
        downloads.enqueue(episodeURL)
        progressBar = EpisodeProgressBar()
        progressBar.map(view.addSubview)
    }

    private func updateSubscribeButton() {}

    @IBAction private func showNotesTapped(_ sender: UIButton) {
        navigationController?.pushViewController(ShowNotesHost(), animated: true)
    }

    @IBAction private func uploadsTapped(_ sender: UIBarButtonItem) {
        present(UINavigationController(rootViewController: UploadsViewController()), animated: true)
    }
}
