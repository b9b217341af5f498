import Combine
import Factory
import Foundation

/// Artwork services registered with Factory: the cache is one instance for the process
/// (`.singleton`), the prefetcher one per resolve (Factory's default, `.unique`).
extension Container {
    var artworkCache: Factory<ArtworkCache> {
        self { ArtworkCache() }.singleton
    }

    var artworkPalette: Factory<ArtworkPalette> {
        Factory(self) { ArtworkPalette() }.scope(.singleton)
    }

    var artworkPrefetcher: Factory<ArtworkPrefetcher> {
        self { ArtworkPrefetcher() }
    }
}

/// One for the process: its sink keeping `self` in its own `cancellables` leaks nothing.
final class ArtworkCache {
    private var cancellables = Set<AnyCancellable>()
    private var evictions = 0

    init() {
        NotificationCenter.default.publisher(for: .lowMemoryWarning)
            .sink { _ in self.evictions += 1 }
            .store(in: &cancellables)
    }
}

/// One for the process too, through `.scope(.singleton)`.
final class ArtworkPalette {
    private var cancellables = Set<AnyCancellable>()
    private(set) var accent = "blue"

    init() {
        NotificationCenter.default.publisher(for: .artworkThemeDidChange)
            .sink { _ in self.accent = "system" }
            .store(in: &cancellables)
    }
}

/// A new one on every resolve: each keeps itself through its sink.
final class ArtworkPrefetcher {
    private var cancellables = Set<AnyCancellable>()
    private var pending: [URL] = []

    init() {
        NotificationCenter.default.publisher(for: .lowMemoryWarning)
            .sink { _ in self.pending.removeAll() }   // expect: strong-self-capture "kept by a subscription stored in 'cancellables'"
            .store(in: &cancellables)
    }
}

extension Notification.Name {
    static let lowMemoryWarning = Notification.Name("LowMemoryWarning")
    static let artworkThemeDidChange = Notification.Name("ArtworkThemeDidChange")
}
