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

    @objc func clipsTapped() {
        navigationController?.pushViewController(EpisodeClipsViewController(), animated: true)
    }

    @objc func chaptersTapped() {
        navigationController?.pushViewController(EpisodeChaptersViewController(), animated: true)
    }
}

protocol EpisodeClipModelDelegate: AnyObject {
    func episodeClipModelDidExport(_ model: EpisodeClipModel)
}

final class EpisodeClipModel {
    var delegate: EpisodeClipModelDelegate?   // expect: strong-delegate "'EpisodeClipsViewController' hands itself to it"

    func refresh() {}
}

final class EpisodeClipViewController: UIViewController {
    private let model: EpisodeClipModel

    init(model: EpisodeClipModel) {
        self.model = model
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }
}

/// Refreshes the last clip's model whenever it appears again, through a closure it keeps: that
/// closure holds the model, which holds the screen.
final class EpisodeClipsViewController: UIViewController, EpisodeClipModelDelegate {
    private var onAppear: (() -> Void)?

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        onAppear?()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Clip", style: .plain, target: self, action: #selector(showClip))
    }

    @objc private func showClip() {
        let model = EpisodeClipModel()
        let sheet = EpisodeClipViewController(model: model)
        model.delegate = self
        onAppear = { model.refresh() }
        present(sheet, animated: true)
    }

    func episodeClipModelDidExport(_ model: EpisodeClipModel) {
        dismiss(animated: true)
    }
}

protocol EpisodeChapterModelDelegate: AnyObject {
    func episodeChapterModelDidPlay(_ model: EpisodeChapterModel)
}

final class EpisodeChapterModel {
    var delegate: EpisodeChapterModelDelegate?   // expect: strong-delegate "'EpisodeChaptersViewController' hands itself to it"
}

final class EpisodeChaptersViewModel {
    let chapters = [EpisodeChapterModel(), EpisodeChapterModel()]
}

final class EpisodeChapterViewController: UIViewController {
    private let model: EpisodeChapterModel

    init(model: EpisodeChapterModel) {
        self.model = model
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }
}

/// The chapter models belong to the screen's view model, which the screen keeps: a chapter's
/// model handed to a sheet still holds the screen after the sheet is gone.
final class EpisodeChaptersViewController: UIViewController, EpisodeChapterModelDelegate {
    private let viewModel = EpisodeChaptersViewModel()

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Chapters", style: .plain, target: self, action: #selector(firstChapterTapped))
    }

    @objc private func firstChapterTapped() {
        showChapter(viewModel.chapters[0])
    }

    private func showChapter(_ model: EpisodeChapterModel) {
        let sheet = EpisodeChapterViewController(model: model)
        model.delegate = self
        present(sheet, animated: true)
    }

    func episodeChapterModelDidPlay(_ model: EpisodeChapterModel) {
        dismiss(animated: true)
    }
}
