import UIKit

/// The component catalog sample app that ships with the reader UI kit: it shows each control
/// on its own screen. Not part of the shipped app.
final class CatalogBrowserModel {
    var onSelectionChange: ((String) -> Void)?
    var components = ["BookCoverView", "ChapterProgressBar", "HighlightMenu"]
}

final class CatalogBrowserViewController: UITableViewController {
    private let model = CatalogBrowserModel()
    private let previewButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        // Not reported: a sample app is test code (`Samples/`, `…SampleApp/`).
        model.onSelectionChange = { name in
            self.title = name
            self.tableView.reloadData()
        }
        previewButton.addAction(UIAction { _ in
            self.showPreview()
        }, for: .touchUpInside)
    }

    private func showPreview() {}
}
