import Foundation

protocol EpisodeDownloadQueueDelegate: AnyObject {
    func downloadQueue(didFinish episodeID: Episode.ID, fileURL: URL) async
    func downloadQueue(didUpdatePendingCount count: Int) async
}

actor EpisodeDownloadQueue {
    // an actor's stored property, and the downloads screen passes `delegate: self`
    private let delegate: EpisodeDownloadQueueDelegate   // expect: strong-delegate

    // not reported: weak
    weak var progressDelegate: EpisodeDownloadQueueDelegate?

    private var pending: [Episode] = []

    init(delegate: EpisodeDownloadQueueDelegate) {
        self.delegate = delegate
    }

    func enqueue(_ episode: Episode) async {
        pending.append(episode)
        await delegate.downloadQueue(didUpdatePendingCount: pending.count)
    }

    func finish(_ episode: Episode, at fileURL: URL) async {
        pending.removeAll { $0.id == episode.id }
        await delegate.downloadQueue(didFinish: episode.id, fileURL: fileURL)
        await delegate.downloadQueue(didUpdatePendingCount: pending.count)
    }
}
