import Combine
import MvvmKit
import UIKit

/// The screen binds its view model through a dependency's `DisposeBag.bind`, whose closure is a
/// result builder (declared in the package, not in this tree): every `sink` written as a
/// statement there is collected into the bag, and the bag lives as long as the screen. Not
/// reported. The same statements in a closure of the tree's own `onMainQueue`, which takes a
/// plain closure, or in an alert action's `handler:`, are dropped at once: reported.
final class TorrentDetailsViewController: UIViewController {
    private let viewModel: TorrentDetailsViewModel
    private let disposeBag = DisposeBag()
    private let progressView = UIProgressView()
    private let titleLabel = UILabel()

    init(viewModel: TorrentDetailsViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    override func viewDidLoad() {
        super.viewDidLoad()
        disposeBag.bind {
            viewModel.$title.sink { [unowned self] title in
                titleLabel.text = title
            }
            viewModel.$progress.sink { [unowned self] progress in
                progressView.progress = Float(progress)
            }
        }
        disposeBag.collect {
            viewModel.$isPaused.sink { [unowned self] paused in
                progressView.tintColor = paused ? .systemGray : .systemBlue
            }
            viewModel.$peers.sink { [unowned self] peers in
                navigationItem.prompt = "\(peers) peers"
            }
        }
        onMainQueue {
            viewModel.$title.sink { [unowned self] title in   // expect: discarded-observation-token
                navigationItem.title = title
            }
            viewModel.$progress.sink { [unowned self] progress in   // expect: discarded-observation-token
                progressView.isHidden = progress >= 1
            }
        }
    }

    @objc private func showPeers() {
        let alert = UIAlertController(title: "Peers", message: nil, preferredStyle: .actionSheet)
        alert.addAction(UIAlertAction(title: "Refresh", style: .default, handler: { _ in
            self.viewModel.$peers.sink { peers in   // expect: discarded-observation-token
                alert.message = "\(peers) connected"
            }
            self.viewModel.refreshPeers()
        }))
        // A trailing closure has no label; one bare `sink` beside other code is no builder's.
        alert.addAction(UIAlertAction(title: "Pause", style: .destructive) { _ in
            self.viewModel.$isPaused.sink { paused in   // expect: discarded-observation-token
                alert.message = paused ? "Paused" : nil
            }
            self.viewModel.refreshPeers()
        })
        present(alert, animated: true)
    }

    private func onMainQueue(_ work: @escaping () -> Void) {
        DispatchQueue.main.async(execute: work)
    }
}

@resultBuilder
enum CancellableBuilder {
    static func buildBlock(_ parts: AnyCancellable...) -> [AnyCancellable] { parts }
}

extension DisposeBag {
    /// The tree's own builder: each statement of `content` is kept.
    func collect(@CancellableBuilder _ content: () -> [AnyCancellable]) {
        content().forEach { store($0) }
    }
}

final class TorrentDetailsViewModel {
    @Published var title = ""
    @Published var progress = 0.0
    @Published var isPaused = false
    @Published var peers = 0

    func refreshPeers() {}
}
