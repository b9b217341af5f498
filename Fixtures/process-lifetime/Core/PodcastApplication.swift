import Foundation

/// The app's state root, made once by the Objective-C application delegate (not part of the
/// Swift tree); tests make their own. No Swift code of the app makes one, so flowlint cannot
/// tell how many there are and stays silent about its cycles.
@objc(PCPodcastApplication)
public final class PodcastApplication: NSObject {
    private lazy var syncScheduler = SyncScheduler(application: self)
    var onRefresh: (() -> Void)?

    @objc public init(configuration: [String: Any]) {
        super.init()
        onRefresh = {
            self.syncScheduler.runNow()
        }
    }
}

final class SyncScheduler {
    // Not reported: the owner is made outside the Swift tree.
    let application: PodcastApplication

    init(application: PodcastApplication) {
        self.application = application
    }

    func runNow() {}
}

/// Made nowhere in Swift, not even by tests: nothing tells how it is made, so its cycle is
/// reported as before.
@objc(PCDownloadReporter)
public final class DownloadReporter: NSObject {
    private lazy var uploader = ReportUploader(reporter: self)
}

final class ReportUploader {
    let reporter: DownloadReporter   // expect: retain-cycle

    init(reporter: DownloadReporter) {
        self.reporter = reporter
    }
}
