import UIKit

protocol EpisodeShareFlowDelegate: AnyObject {
    func shareFlowDidFinish(_ flow: EpisodeShareFlow)
}

protocol TranscriptExportDelegate: AnyObject {
    func transcriptExportDidFinish(_ export: TranscriptExport)
}

/// Opened from an episode's menu: each tap makes a new coordinator for the sharing and the
/// transcript export.
final class EpisodeActionsViewController: UIViewController {
    private let episode: Episode
    private var shareCoordinator: EpisodeShareCoordinator?
    private var exportCoordinator: TranscriptExportCoordinator?

    init(episode: Episode) {
        self.episode = episode
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItems = [
            UIBarButtonItem(barButtonSystemItem: .action, target: self, action: #selector(shareTapped)),
            UIBarButtonItem(title: "Transcript", style: .plain, target: self, action: #selector(exportTapped)),
        ]
    }

    @objc private func shareTapped() {
        let coordinator = EpisodeShareCoordinator(presenter: self)
        shareCoordinator = coordinator
        coordinator.share(episode)
    }

    @objc private func exportTapped() {
        let coordinator = TranscriptExportCoordinator()
        exportCoordinator = coordinator
        coordinator.export(episode)
    }
}

/// Keeps one share flow per episode being shared, keyed by the episode's id, and takes a flow
/// out when it finishes: that ends the loop through the flow's strong `delegate`.
final class EpisodeShareCoordinator: EpisodeShareFlowDelegate {
    private let presenter: UIViewController
    private var shareFlows: [UUID: EpisodeShareFlow] = [:]

    init(presenter: UIViewController) {
        self.presenter = presenter
    }

    func share(_ episode: Episode) {
        let flow = EpisodeShareFlow(episode: episode, presenter: presenter)
        flow.delegate = self
        shareFlows[episode.id] = flow
        flow.start()
    }

    func shareFlowDidFinish(_ flow: EpisodeShareFlow) {
        shareFlows[flow.episode.id] = nil
    }
}

final class EpisodeShareFlow {
    let episode: Episode
    private let presenter: UIViewController
    // not reported: the share coordinator takes this flow out of `shareFlows` when it finishes
    var delegate: EpisodeShareFlowDelegate?

    init(episode: Episode, presenter: UIViewController) {
        self.episode = episode
        self.presenter = presenter
    }

    func start() {
        let sheet = UIActivityViewController(activityItems: [episode.enclosureURL], applicationActivities: nil)
        sheet.completionWithItemsHandler = { [weak self] _, _, _, _ in
            guard let self else { return }
            self.delegate?.shareFlowDidFinish(self)
        }
        presenter.present(sheet, animated: true)
    }
}

/// Keeps every transcript export it starts, keyed by episode, and never takes one out.
final class TranscriptExportCoordinator: TranscriptExportDelegate {
    private var exports: [UUID: TranscriptExport] = [:]
    private(set) var finished = 0

    func export(_ episode: Episode) {
        let export = TranscriptExport(episode: episode)
        export.delegate = self
        exports[episode.id] = export
        export.start()
    }

    func transcriptExportDidFinish(_ export: TranscriptExport) {
        finished += 1
    }
}

final class TranscriptExport {
    let episode: Episode
    var delegate: TranscriptExportDelegate?   // expect: strong-delegate "→ TranscriptExport, TranscriptExport.delegate → TranscriptExportCoordinator"

    init(episode: Episode) {
        self.episode = episode
    }

    func start() {
        guard episode.transcriptURL != nil else { return }
        delegate?.transcriptExportDidFinish(self)
    }
}
