import Foundation
import Observation

/// The app's services, made once through `shared` (the `@main` app hands it to the view tree).
/// Previews build their own instances, which do not make it any less a singleton.
@Observable
final class PlayerEnvironment {
    static let shared = PlayerEnvironment()

    let downloads: DownloadCenter
    let audioSession: AudioSessionController

    init(downloads: DownloadCenter? = nil) {
        self.downloads = downloads ?? DownloadCenter()
        self.audioSession = AudioSessionController()
    }

    /// Playback activates the audio session and stops by deactivating it.
    func startPlayback() {
        audioSession.activate()
        audioSession.observeRouteChanges()
    }

    func stopPlayback() {
        audioSession.deactivate()
    }

    static var preview: PlayerEnvironment {
        PlayerEnvironment(downloads: DownloadCenter())
    }
}

/// Made only by the environment: registers once, for the life of the process.
final class DownloadCenter {
    private(set) var lowDiskSpace = false

    init() {
        // Not reported: the only DownloadCenter outside previews is the shared environment's.
        NotificationCenter.default.addObserver(forName: .diskSpaceLow, object: nil, queue: .main) { [weak self] _ in
            self?.lowDiskSpace = true
        }
    }
}

/// Made by every upload screen: the same registration piles up one block per screen.
final class UploadCenter {
    private let uploads = OperationQueue()

    init() {
        NotificationCenter.default.addObserver(forName: .diskSpaceLow, object: nil, queue: .main) { [uploads] _ in   // expect: discarded-observation-token
            uploads.isSuspended = true
        }
    }
}

/// Activates the audio session before playback. It registers for interruptions only once, but
/// `deactivate()` clears the flag, so the next `activate()` adds one more block each time.
final class AudioSessionController {
    private var hasRegisteredInterruptionObserver = false
    private var hasRegisteredRouteObserver = false

    func activate() {
        guard !hasRegisteredInterruptionObserver else { return }
        hasRegisteredInterruptionObserver = true
        NotificationCenter.default.addObserver(forName: .audioSessionInterrupted, object: nil, queue: .main) { [weak self] _ in   // expect: discarded-observation-token "'deactivate' resets 'hasRegisteredInterruptionObserver' and the guard of 'activate' lets it run again"
            self?.pause()
        }
    }

    func observeRouteChanges() {
        // Not reported: the flag is never cleared, so this runs once for the process.
        guard !hasRegisteredRouteObserver else { return }
        hasRegisteredRouteObserver = true
        NotificationCenter.default.addObserver(forName: .audioRouteChanged, object: nil, queue: .main) { [weak self] _ in
            self?.pause()
        }
    }

    func deactivate() {
        hasRegisteredInterruptionObserver = false
    }

    private func pause() {}
}

extension Notification.Name {
    static let diskSpaceLow = Notification.Name("PodcastDiskSpaceLow")
    static let audioSessionInterrupted = Notification.Name("PodcastAudioSessionInterrupted")
    static let audioRouteChanged = Notification.Name("PodcastAudioRouteChanged")
}
