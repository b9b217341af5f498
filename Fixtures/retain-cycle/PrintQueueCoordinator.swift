import UIKit

// A coordinator that keeps its running print jobs in a set made with `Set<Job>()`.

final class PrintQueueCoordinator {
    private var jobs = Set<PrintJobCoordinator>()
    private let presenter: UIViewController

    init(presenter: UIViewController) {
        self.presenter = presenter
    }

    func printDocument(named name: String) {
        let job = PrintJobCoordinator(documentName: name)
        job.queue = self
        jobs.insert(job)
        job.start(from: presenter)
    }
}

final class PrintJobCoordinator: Hashable {
    var queue: PrintQueueCoordinator?   // expect: retain-cycle "keeps this 'PrintJobCoordinator' in 'jobs', which it never empties"
    let documentName: String

    init(documentName: String) {
        self.documentName = documentName
    }

    func start(from presenter: UIViewController) {
        let controller = UIPrintInteractionController.shared
        controller.present(animated: true)
    }

    static func == (lhs: PrintJobCoordinator, rhs: PrintJobCoordinator) -> Bool {
        lhs === rhs
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}
