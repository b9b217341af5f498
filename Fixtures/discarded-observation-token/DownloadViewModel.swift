import Combine
import Foundation

enum DownloadState {
    case idle, downloading, paused, finished

    var localizedDescription: String {
        switch self {
        case .idle: return "Waiting"
        case .downloading: return "Downloading…"
        case .paused: return "Paused"
        case .finished: return "Done"
        }
    }
}

/// Wraps a background URLSession and exposes its events as publishers.
final class DownloadManager {
    let overallProgress = Progress(totalUnitCount: 0)
    let progressPublisher = CurrentValueSubject<Double, Never>(0)
    let statePublisher = CurrentValueSubject<DownloadState, Never>(.idle)
    let completionPublisher = PassthroughSubject<URL, Never>()
    let errorPublisher = PassthroughSubject<Error, Never>()
}

/// Drives the downloads screen.
final class DownloadViewModel: ObservableObject {
    @Published private(set) var progress: Double = 0
    @Published private(set) var statusText = ""
    private let manager: DownloadManager
    private var cancellables = Set<AnyCancellable>()
    private var progressObservation: NSKeyValueObservation?

    init(manager: DownloadManager) {
        self.manager = manager

        // Not reported: assign(to: &$published) returns Void; the subscription lives with the property.
        manager.progressPublisher
            .receive(on: DispatchQueue.main)
            .assign(to: &$progress)

        // Not reported: same variant.
        manager.statePublisher
            .map { state in state.localizedDescription }
            .assign(to: &$statusText)

        // Result unused.
        manager.completionPublisher
            .sink { [weak self] file in                              // expect: discarded-observation-token
                self?.statusText = "Saved \(file.lastPathComponent)"
            }

        // `let _ =` is another spelling of `_ =`.
        let _ = manager.errorPublisher.sink { [weak self] error in self?.statusText = error.localizedDescription }   // expect: discarded-observation-token

        // KVO observation thrown away: it stops at once.
        manager.overallProgress.observe(\.fractionCompleted, options: [.new]) { [weak self] progress, _ in   // expect: discarded-observation-token
            DispatchQueue.main.async { self?.progress = progress.fractionCompleted }
        }
    }

    /// Not reported: the cancellable is handed back to the caller, who keeps it.
    func observeCompletion(_ handler: @escaping (URL) -> Void) -> AnyCancellable {
        return manager.completionPublisher
            .receive(on: DispatchQueue.main)
            .sink { file in handler(file) }
    }

    /// Not reported: implicit return of a single-expression body.
    func observeErrors(_ handler: @escaping (Error) -> Void) -> AnyCancellable {
        manager.errorPublisher.sink(receiveValue: handler)
    }

    /// Not reported: KVO token kept in a property.
    func startTrackingProgress() {
        progressObservation = manager.overallProgress.observe(\.fractionCompleted, options: [.initial, .new]) { [weak self] progress, _ in
            DispatchQueue.main.async { self?.progress = progress.fractionCompleted }
        }
    }
}
