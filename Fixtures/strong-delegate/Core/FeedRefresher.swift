import Foundation

protocol DownloadSessionDelegate: AnyObject {
    func downloadSession(_ session: DownloadSession, didFinishDownloadingTo location: URL, for request: URLRequest)
    func downloadSession(_ session: DownloadSession, didFailWith error: Error)
}

/// Thin wrapper around a URLSession download task with its own retry policy.
final class DownloadSession: NSObject, URLSessionDownloadDelegate {
    // the refresher below passes `delegate: self` to the initializer: each keeps the other
    private let delegate: DownloadSessionDelegate   // expect: strong-delegate

    private let configuration: URLSessionConfiguration
    private var retries: [Int: Int] = [:]

    init(configuration: URLSessionConfiguration, delegate: DownloadSessionDelegate) {
        self.configuration = configuration
        self.delegate = delegate
        super.init()
    }

    func download(_ request: URLRequest) {
        let session = URLSession(configuration: configuration, delegate: self, delegateQueue: nil)
        session.downloadTask(with: request).resume()
    }

    func urlSession(_ session: URLSession, downloadTask: URLSessionDownloadTask, didFinishDownloadingTo location: URL) {
        guard let request = downloadTask.originalRequest else { return }
        delegate.downloadSession(self, didFinishDownloadingTo: location, for: request)
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: Error?) {
        guard let error else { return }
        if retries[task.taskIdentifier, default: 0] < 2, let request = task.originalRequest {
            retries[task.taskIdentifier, default: 0] += 1
            download(request)
        } else {
            delegate.downloadSession(self, didFailWith: error)
        }
    }
}

/// Refreshes one podcast's feed; owned by the podcast screen.
final class FeedRefresher: DownloadSessionDelegate {
    private let feedURL: URL
    private lazy var session = DownloadSession(configuration: .default, delegate: self)
    private(set) var lastRefresh: Date?

    init(feedURL: URL) {
        self.feedURL = feedURL
    }

    func refresh() {
        session.download(URLRequest(url: feedURL, cachePolicy: .reloadIgnoringLocalCacheData))
    }

    func downloadSession(_ session: DownloadSession, didFinishDownloadingTo location: URL, for request: URLRequest) {
        lastRefresh = Date()
    }

    func downloadSession(_ session: DownloadSession, didFailWith error: Error) {
        AppConfiguration.shared.crashReportingDelegate?.record(error, context: ["feed": feedURL.absoluteString])
    }
}
