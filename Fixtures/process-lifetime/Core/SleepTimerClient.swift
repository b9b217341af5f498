import Dependencies
import Foundation

/// The sleep timer, as a client of the reducers: swift-dependencies reads `liveValue` once per
/// process and caches it, so the one `SleepTimerLive` it makes lives as long as the app.
struct SleepTimerClient {
    var start: @Sendable (TimeInterval) async -> Void
    var cancel: @Sendable () async -> Void
}

extension SleepTimerClient: DependencyKey {
    static var liveValue: Self {
        let live = SleepTimerLive()
        Task { await live.observeSystemSleep() }
        return Self(
            start: { await live.start(after: $0) },
            cancel: { await live.cancel() }
        )
    }
}

actor SleepTimerLive {
    private var deadline: Date?
    private var observers: [NSObjectProtocol] = []

    func observeSystemSleep() {
        // Not reported: the one live timer lives as long as the process.
        observers.append(NotificationCenter.default.addObserver(forName: .NSSystemClockDidChange, object: nil, queue: .main) { _ in
            Task { await self.cancel() }
        })
    }

    func start(after interval: TimeInterval) {
        deadline = Date().addingTimeInterval(interval)
    }

    func cancel() {
        deadline = nil
    }
}

/// Made again on every read of `current`: each one keeps itself registered.
struct ChapterMarkerClient {
    var next: @Sendable () async -> Void

    static var current: Self {
        let live = ChapterMarkerLive()
        Task { await live.observeClock() }
        return Self(next: { await live.next() })
    }
}

actor ChapterMarkerLive {
    private var observers: [NSObjectProtocol] = []
    private var index = 0

    func observeClock() {
        observers.append(NotificationCenter.default.addObserver(forName: .NSSystemClockDidChange, object: nil, queue: .main) { _ in   // expect: unremoved-observer "never passed to .removeObserver. in .ChapterMarkerLive.", strong-self-capture "registered with NotificationCenter"
            Task { await self.next() }
        })
    }

    func next() {
        index += 1
    }
}

enum ChapterMarkers {
    static func skip() async {
        await ChapterMarkerClient.current.next()
        await ChapterMarkerClient.current.next()
    }
}

/// Each download makes its own task in the closure the live value returns: one per call.
struct EpisodeDownloadClient {
    var download: @Sendable (URL) async -> Void
}

extension EpisodeDownloadClient: DependencyKey {
    static var liveValue: Self {
        Self(download: { url in
            let task = EpisodeDownloadTask(url: url)
            await task.observeReachability()
        })
    }
}

actor EpisodeDownloadTask {
    let url: URL
    private var observers: [NSObjectProtocol] = []
    private var retries = 0

    init(url: URL) {
        self.url = url
    }

    func observeReachability() {
        observers.append(NotificationCenter.default.addObserver(forName: .NSSystemClockDidChange, object: nil, queue: .main) { _ in   // expect: unremoved-observer "never passed to .removeObserver. in .EpisodeDownloadTask.", strong-self-capture "registered with NotificationCenter"
            Task { await self.retry() }
        })
    }

    func retry() {
        retries += 1
    }
}

/// A local function of the getter runs on every call of what it returns.
struct TranscriptFetchClient {
    var fetch: @Sendable (URL) async -> Void
}

extension TranscriptFetchClient: DependencyKey {
    static var liveValue: Self {
        func fetcher() -> TranscriptFetcher {
            TranscriptFetcher()
        }
        return Self(fetch: { url in await fetcher().start(url) })
    }
}

actor TranscriptFetcher {
    private var observers: [NSObjectProtocol] = []
    private var url: URL?

    func start(_ url: URL) {
        self.url = url
        observers.append(NotificationCenter.default.addObserver(forName: .NSSystemClockDidChange, object: nil, queue: .main) { _ in   // expect: unremoved-observer "never passed to .removeObserver. in .TranscriptFetcher.", strong-self-capture "registered with NotificationCenter"
            Task { await self.restart() }
        })
    }

    func restart() {
        url = nil
    }
}
