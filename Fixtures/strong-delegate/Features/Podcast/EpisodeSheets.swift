import UIKit

// Sheets whose view models call back the screen that presents them.

protocol EpisodeReportModelDelegate: AnyObject {
    func episodeReportModelDidSend(_ model: EpisodeReportModel)
}

final class EpisodeReportModel {
    // Not reported: only the presented report sheet keeps this model; the episode screen hands
    // itself to it and keeps no model, so dismissing the sheet frees both.
    var delegate: EpisodeReportModelDelegate?
    let episodeID: String

    init(episodeID: String) {
        self.episodeID = episodeID
    }

    func send() {
        delegate?.episodeReportModelDidSend(self)
    }
}

final class EpisodeReportViewController: UIViewController {
    private let model: EpisodeReportModel

    init(model: EpisodeReportModel) {
        self.model = model
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }
}

final class EpisodeInfoViewController: UIViewController, EpisodeReportModelDelegate {
    private let episodeID = "episode-1"

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Report", style: .plain, target: self, action: #selector(showReport))
    }

    @objc private func showReport() {
        let model = EpisodeReportModel(episodeID: episodeID)
        let sheet = EpisodeReportViewController(model: model)
        model.delegate = self
        sheet.modalPresentationStyle = .pageSheet
        navigationController?.present(sheet, animated: true)
    }

    func episodeReportModelDidSend(_ model: EpisodeReportModel) {
        dismiss(animated: true)
    }
}

protocol EpisodeNotesModelDelegate: AnyObject {
    func episodeNotesModelDidSave(_ model: EpisodeNotesModel)
}

final class EpisodeNotesModel {
    var delegate: EpisodeNotesModelDelegate?   // expect: strong-delegate "a retain cycle \(EpisodeListViewController.notes → EpisodeNotesModel"
    var text = ""
}

final class EpisodeNotesViewController: UIViewController {
    private let model: EpisodeNotesModel

    init(model: EpisodeNotesModel) {
        self.model = model
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }
}

/// Keeps the notes model after the sheet is gone, to autosave it: the model holds the list back.
final class EpisodeListViewController: UIViewController, EpisodeNotesModelDelegate {
    private var notes: EpisodeNotesModel?

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Notes", style: .plain, target: self, action: #selector(showNotes))
    }

    @objc private func showNotes() {
        let model = EpisodeNotesModel()
        let sheet = EpisodeNotesViewController(model: model)
        model.delegate = self
        notes = model
        present(sheet, animated: true)
    }

    func episodeNotesModelDidSave(_ model: EpisodeNotesModel) {
        dismiss(animated: true)
    }
}

/// The episode menu pushes both screens, again on every tap.
extension EpisodeActionsViewController {
    @objc func reportTapped() {
        navigationController?.pushViewController(EpisodeInfoViewController(), animated: true)
    }

    @objc func notesTapped() {
        navigationController?.pushViewController(EpisodeListViewController(), animated: true)
    }
}
