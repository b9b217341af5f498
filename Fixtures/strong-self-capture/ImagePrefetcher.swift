import Foundation
import UIKit

/// Warms the image cache for rows that are about to scroll on screen.
final class ImagePrefetcher {
    private var progressHandler: ((Double) -> Void)?
    private let session: URLSession
    private let workQueue = DispatchQueue(label: "com.example.feed.prefetch", qos: .utility)
    private let cache = NSCache<NSURL, UIImage>()

    init(session: URLSession = .shared) {
        self.session = session
    }

    /// Registers the progress handler. It is kept until it is replaced.
    func onProgress(_ handler: @escaping (Double) -> Void) {
        progressHandler = handler
    }

    /// Calls `completion` once on the main queue when every URL is cached. It is never stored.
    func prefetch(_ urls: [URL], completion: @escaping () -> Void) {
        let group = DispatchGroup()
        var finished = 0
        for url in urls where cache.object(forKey: url as NSURL) == nil {
            group.enter()
            // Not reported: a URLSession completion runs once.
            session.dataTask(with: url) { data, _, _ in
                if let data, let image = UIImage(data: data) {
                    self.cache.setObject(image, forKey: url as NSURL)
                }
                self.workQueue.async {
                    finished += 1
                    let progress = Double(finished) / Double(max(urls.count, 1))
                    DispatchQueue.main.async { self.progressHandler?(progress) }
                    group.leave()
                }
            }.resume()
        }
        group.notify(queue: .main) {
            completion()
        }
    }

    func cachedImage(for url: URL) -> UIImage? {
        cache.object(forKey: url as NSURL)
    }
}

/// Wraps a memory-pressure dispatch source.
final class MemoryPressureSource {
    var onWarning: (() -> Void)?
    private let source = DispatchSource.makeMemoryPressureSource(eventMask: [.warning, .critical], queue: .main)

    init() {
        // Not reported: weak capture (the source is owned by self, so a strong one would be a cycle).
        source.setEventHandler { [weak self] in
            self?.onWarning?()
        }
        source.resume()
    }

    deinit {
        source.cancel()
    }
}

/// Decoded thumbnails shared by the feed and the player.
actor ThumbnailCache {
    private var storage: [URL: Data] = [:]
    private let memoryPressure = MemoryPressureSource()

    func startPurgingOnMemoryWarning() {
        // The outer closure is stored in memoryPressure (owned by the actor) and captures self
        // through the nested Task. The Task closure itself is one-shot and not reported.
        memoryPressure.onWarning = {                                 // expect: strong-self-capture
            Task { await self.removeAll() }
        }
    }

    func data(for url: URL) -> Data? {
        storage[url]
    }

    func insert(_ data: Data, for url: URL) {
        storage[url] = data
    }

    func removeAll() {
        storage.removeAll()
    }
}
