import Combine
import UIKit

/// Downloads episode artwork. Each request is a one-shot publisher: it finishes after its one
/// value, and the subscription releases its subscriber then.
final class ArtworkService {
    static let shared = ArtworkService()

    func fetchArtwork(for url: URL) -> AnyPublisher<UIImage?, Never> {
        return URLSession.shared.dataTaskPublisher(for: url)
            .tryMap { data, _ -> UIImage? in
                return UIImage(data: data)
            }
            .catch { _ in
                return Just(nil)
            }
            .eraseToAnyPublisher()
    }

    /// Never finishes: artwork changes pushed by the sync engine.
    func artworkChanges() -> AnyPublisher<URL, Never> {
        NotificationCenter.default.publisher(for: .artworkDidChange)
            .compactMap { $0.object as? URL }
            .eraseToAnyPublisher()
    }
}

final class ArtworkLoader: ObservableObject {
    @Published private(set) var image: UIImage?
    private var request: AnyCancellable?
    private var changes: AnyCancellable?

    func load(_ url: URL) {
        // Not reported: `fetchArtwork` returns a data-task publisher, which finishes after one
        // value; `assign(to:on: self)` keeps self only while the request runs.
        request = ArtworkService.shared.fetchArtwork(for: url)
            .receive(on: DispatchQueue.main)
            .assign(to: \.image, on: self)
    }

    func followChanges(of url: URL) {
        changes = ArtworkService.shared.artworkChanges()
            .filter { $0 == url }
            .map { _ in nil }
            .assign(to: \.image, on: self)   // expect: strong-self-capture "retains 'self' strongly in a subscription stored in 'changes'"
    }
}

extension Notification.Name {
    static let artworkDidChange = Notification.Name("PodcastArtworkDidChange")
}
