import UIKit

protocol OPMLImportProgressReceiving: AnyObject {
    func importDidProgress(_ fraction: Double)
}

/// Imports subscriptions from an OPML file on an operation queue.
final class OPMLImportOperation: Operation {
    // Objective-C style untyped delegate; the import screen hands itself over
    var statusDelegate: AnyObject?   // expect: strong-delegate

    // not reported: untyped too, but nobody hands itself to it (the screen passes a presenter)
    var completionDelegate: AnyObject?

    private let fileURL: URL

    init(fileURL: URL) {
        self.fileURL = fileURL
        super.init()
    }

    override func main() {
        guard let data = try? Data(contentsOf: fileURL) else { return }
        let progress = (statusDelegate as? OPMLImportProgressReceiving)
        progress?.importDidProgress(data.isEmpty ? 1 : 0.5)
    }
}

final class ImportSummaryPresenter {
    func presentSummary(importedCount: Int) {
        print("Imported \(importedCount) podcasts")
    }
}

final class OPMLImportViewController: UIViewController, OPMLImportProgressReceiving {
    private let queue = OperationQueue()
    private let summaryPresenter = ImportSummaryPresenter()
    private let progressView = UIProgressView(progressViewStyle: .default)

    func startImport(from fileURL: URL) {
        let operation = OPMLImportOperation(fileURL: fileURL)
        operation.statusDelegate = self
        operation.completionDelegate = summaryPresenter
        queue.addOperation(operation)
    }

    func importDidProgress(_ fraction: Double) {
        DispatchQueue.main.async { [weak self] in
            self?.progressView.progress = Float(fraction)
        }
    }
}
