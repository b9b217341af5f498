import Foundation

/// Downloads product manuals and AR models for offline use.
actor DownloadManager {
    static var shared = DownloadManager(allowsCellular: false)   // expect: singleton-overuse

    private let session: URLSession
    private var active: [URL: Task<URL, Error>] = [:]

    init(allowsCellular: Bool) {
        let configuration = URLSessionConfiguration.default
        configuration.allowsCellularAccess = allowsCellular
        session = URLSession(configuration: configuration)
    }

    func download(_ url: URL) async throws -> URL {
        if let running = active[url] { return try await running.value }
        let session = self.session
        let task = Task { try await session.download(from: url).0 }
        active[url] = task
        defer { active[url] = nil }
        return try await task.value
    }
}
