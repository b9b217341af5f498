import Foundation
import InfomaniakDI

/// Upload services registered with InfomaniakDI at launch. Its resolver calls each factory once
/// and hands out that shared instance (`@InjectService`), so the upload queue lives as long as
/// the process: the strong back-reference its observer keeps to it closes a loop that leaks
/// nothing. Not reported.
enum UploadDependencies {
    static func register() {
        let queueFactory = Factory(type: EpisodeUploadQueue.self) { _, _ in
            EpisodeUploadQueue()
        }
        try? SimpleResolver.sharedResolver.store(factory: queueFactory)
    }
}

final class EpisodeUploadQueue {
    private(set) var observer: EpisodeUploadQueueObserver?
    private(set) var pending: [URL] = []

    init() {
        observer = EpisodeUploadQueueObserver(queue: self)
    }
}

final class EpisodeUploadQueueObserver {
    let queue: EpisodeUploadQueue

    init(queue: EpisodeUploadQueue) {
        self.queue = queue
    }

    var isIdle: Bool { queue.pending.isEmpty }
}
