import Combine
import Foundation
import SourceRunner

/// Loads a manga source's catalog. `SourceRunner` (a package outside this tree) streams partial
/// results through an actor whose `sink` keeps one handler and returns nothing to cancel.
@MainActor
final class SourceCatalogViewModel: ObservableObject {
    @Published private(set) var titles: [String] = []
    @Published private(set) var isLoading = false
    private let source: RunnerSource
    private let refreshRequests = PassthroughSubject<Void, Never>()

    init(source: RunnerSource) {
        self.source = source
    }

    func load() async {
        // Not reported: an awaited `sink` is not Combine's (Combine's is synchronous).
        await source.partialCatalogPublisher?.sink { @Sendable partial in
            Task { @MainActor in self.titles = partial.titles }
        }
        titles = (try? await source.catalog().titles) ?? []
        await source.partialCatalogPublisher?.removeSink()
    }

    func observeRefreshes() async {
        // Reported: Combine's `sink` in an async method, not awaited, is discarded as anywhere else.
        refreshRequests.sink { [weak self] in self?.isLoading = true }   // expect: discarded-observation-token
        await source.prefetch()
    }
}
