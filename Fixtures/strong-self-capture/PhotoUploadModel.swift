import Combine
import UIKit

/// Uploads the photos of a draft post and keeps a library index current. Pipelines that end in
/// an operator waiting for their upstream to finish (`collect()`, `reduce`) finish themselves,
/// and the subscription releases its closures then.
final class PhotoUploadModel: ObservableObject {
    @Published private(set) var uploadedURLs: [URL] = []
    @Published private(set) var totalBytes = 0
    @Published private(set) var recentNames: [String] = []
    @Published private(set) var status = ""

    private let session = URLSession(configuration: .default)
    private var uploads: AnyCancellable?
    private var sizes: AnyCancellable?
    private var library: AnyCancellable?
    private var subscriptions = Set<AnyCancellable>()

    func upload(_ photos: [UIImage]) {
        // Not reported: a local made of merged one-shot uploads and `collect()`ed; the sink
        // runs once, when every upload has finished.
        let allUploads = Publishers.MergeMany(photos.map { uploadRequest(for: $0) })
            .collect()
            .eraseToAnyPublisher()
        uploads = allUploads
            .receive(on: DispatchQueue.main)
            .sink(receiveCompletion: { _ in
                self.status = "Uploaded"
            }, receiveValue: { urls in
                self.uploadedURLs = urls
            })
    }

    func measure(_ photos: [UIImage]) {
        // Not reported: `reduce` publishes once, when its finite upstream has finished.
        sizes = photos.publisher
            .compactMap { $0.jpegData(compressionQuality: 0.8)?.count }
            .reduce(0, +)
            .receive(on: DispatchQueue.main)
            .sink { total in
                self.totalBytes = total
            }
    }

    func retry(_ photo: UIImage) {
        // Not reported: `uploadRequest(for:timeout:)` is called without its defaulted
        // `timeout`, and returns a data-task publisher.
        uploadRequest(for: photo)
            .receive(on: DispatchQueue.main)
            .sink(receiveCompletion: { _ in }, receiveValue: { url in
                self.uploadedURLs.append(url)
            })
            .store(in: &subscriptions)
    }

    func refreshQuota() {
        // Not reported: `quota(for:)` returns `makeFuture { … }`, a function declared to return
        // a `Future`, called with only a trailing closure; the `async` `quota(for:)` of
        // `QuotaService` is awaited, never subscribed to, so it is not the one called here.
        quota(for: "photos")
            .receive(on: DispatchQueue.main)
            .sink { bytes in
                self.status = "\(bytes) bytes left"
            }
            .store(in: &subscriptions)
    }

    func restoreDraft(named name: String) {
        // Not reported: `Just` switched by `flatMap` to `.just`/`.fail` values, one-shot each.
        Just(name)
            .flatMap { name -> AnyPublisher<String, Never> in
                switch name.isEmpty {
                case true: return .fail(name)
                case false: return .just(name)
                }
            }
            .sink { restored in
                self.status = "Restored \(restored)"
            }
            .store(in: &subscriptions)
    }

    func followLibrary() {
        // Reported: a local publisher of notifications never finishes; `collect(5)` only
        // groups its values.
        let changes = NotificationCenter.default.publisher(for: .photoLibraryDidChange)
            .compactMap { $0.object as? String }
        library = changes
            .collect(5)
            .sink { names in   // expect: strong-self-capture "kept by a subscription stored in 'library'"
                self.recentNames = names
            }
    }

    private func quota(for album: String) -> AnyPublisher<Int, Never> {
        makeFuture {
            await QuotaService().quota(for: album)
        }
        .eraseToAnyPublisher()
    }

    private func uploadRequest(for photo: UIImage, timeout: TimeInterval = 60) -> AnyPublisher<URL, Never> {
        var request = URLRequest(url: URL(string: "https://uploads.example.com/photos")!, timeoutInterval: timeout)
        request.httpMethod = "POST"
        request.httpBody = photo.jpegData(compressionQuality: 0.8)
        return session.dataTaskPublisher(for: request)
            .compactMap { data, _ in URL(string: String(decoding: data, as: UTF8.self)) }
            .replaceError(with: URL(string: "about:blank")!)
            .eraseToAnyPublisher()
    }
}

extension AnyPublisher where Failure == Never {
    static func just(_ value: Output) -> AnyPublisher<Output, Never> { Just(value).eraseToAnyPublisher() }
    static func fail(_ value: Output) -> AnyPublisher<Output, Never> { Just(value).eraseToAnyPublisher() }
}

/// Bridges an async call to Combine: one value, then the publisher finishes.
func makeFuture<T>(_ work: @escaping () async -> T) -> Future<T, Never> {
    Future { promise in
        Task { promise(.success(await work())) }
    }
}

struct QuotaService {
    func quota(for album: String) async -> Int { 1_000_000 }
}

extension Notification.Name {
    static let photoLibraryDidChange = Notification.Name("PhotoLibraryDidChange")
}
