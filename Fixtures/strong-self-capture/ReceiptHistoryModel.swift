import Combine
import Foundation

struct Receipt: Decodable, Identifiable {
    let id: String
    let total: Decimal
}

/// The app's network layer: how it sends requests is behind a protocol the tree does not show.
protocol HTTPClient {
    func get<T: Decodable>(_ path: String) -> AnyPublisher<T, Error>
}

protocol ReceiptRepository {
    func fetchReceipt(id: String) -> AnyPublisher<Receipt, Error>
    func observeReceipts() -> AnyPublisher<[Receipt], Error>
    func receiptUpdates() -> AnyPublisher<[Receipt], Error>
}

final class RemoteReceiptRepository: ReceiptRepository {
    private let client: HTTPClient
    private let updatesSubject = PassthroughSubject<[Receipt], Error>()
    private let loadingSubject = PassthroughSubject<Bool, Never>()

    init(client: HTTPClient) {
        self.client = client
    }

    /// A request: it can fail, and a failure ends it, so it is written for work that ends. The
    /// subject its side effect feeds is not what it returns.
    func fetchReceipt(id: String) -> AnyPublisher<Receipt, Error> {
        client.get("receipts/\(id)")
            .retry(1)
            .handleEvents(receiveSubscription: { _ in self.loadingSubject.send(true) })
            .eraseToAnyPublisher()
    }

    /// Named as a stream: it may go on for as long as the account has receipts.
    func observeReceipts() -> AnyPublisher<[Receipt], Error> {
        client.get("receipts?live=1")
    }

    /// Hands on the repository's own subject, which lives as long as the repository.
    func receiptUpdates() -> AnyPublisher<[Receipt], Error> {
        updatesSubject.eraseToAnyPublisher()
    }
}

final class ReceiptHistoryModel: ObservableObject {
    @Published private(set) var selected: Receipt?
    @Published private(set) var receipts: [Receipt] = []
    private let repository: ReceiptRepository
    private var cancellables = Set<AnyCancellable>()

    init(repository: ReceiptRepository) {
        self.repository = repository
    }

    func select(id: String) {
        // Not reported: the repository's request can fail, so it is written for work that ends;
        // it finishes after its one value, and the subscription lets go of the closure then.
        repository.fetchReceipt(id: id)
            .receive(on: DispatchQueue.main)
            .map(Optional.some)
            .replaceError(with: nil)
            .sink { receipt in
                self.selected = receipt
            }
            .store(in: &cancellables)
    }

    func follow() {
        repository.observeReceipts()
            .replaceError(with: [])
            .sink { receipts in   // expect: strong-self-capture "kept by a subscription stored in 'cancellables'"
                self.receipts = receipts
            }
            .store(in: &cancellables)
        repository.receiptUpdates()
            .replaceError(with: [])
            .sink { receipts in   // expect: strong-self-capture "kept by a subscription stored in 'cancellables'"
                self.receipts += receipts
            }
            .store(in: &cancellables)
    }
}

/// Four functions down to a data task: each layer hands on the next one's publisher, which
/// cannot fail, so only following the calls shows that it ends.
final class ReceiptTransport {
    func send(_ request: URLRequest) -> AnyPublisher<Data, Never> {
        URLSession.shared.dataTaskPublisher(for: request)
            .map(\.data)
            .replaceError(with: Data())
            .eraseToAnyPublisher()
    }
}

final class ReceiptService {
    private let transport = ReceiptTransport()

    func request(path: String) -> AnyPublisher<Data, Never> {
        transport.send(URLRequest(url: URL(string: "https://receipts.example.com/\(path)")!))
    }
}

final class ReceiptArchive {
    private let service = ReceiptService()

    func archive(year: Int) -> AnyPublisher<Data, Never> {
        service.request(path: "archive/\(year)")
    }
}

final class ReceiptArchiveUseCase {
    private let archive = ReceiptArchive()

    func download(year: Int) -> AnyPublisher<Data, Never> {
        archive.archive(year: year)
    }
}

/// Streams declared with a failure: not taken for requests, since what they return never ends.
final class ReceiptSessionService {
    private let repository: ReceiptRepository

    init(repository: ReceiptRepository) {
        self.repository = repository
    }

    func sessionChanges() -> AnyPublisher<String, Error> {
        NotificationCenter.default.publisher(for: .receiptSessionDidChange)
            .compactMap { $0.object as? String }
            .setFailureType(to: Error.self)
            .eraseToAnyPublisher()
    }

    /// Hands on the repository's subject-backed stream.
    func updates() -> AnyPublisher<[Receipt], Error> {
        repository.receiptUpdates()
    }
}

final class ReceiptArchiveModel: ObservableObject {
    @Published private(set) var archiveSize = 0
    @Published private(set) var session = ""
    @Published private(set) var count = 0
    private let useCase = ReceiptArchiveUseCase()
    private let sessions: ReceiptSessionService
    private var cancellables = Set<AnyCancellable>()

    init(sessions: ReceiptSessionService) {
        self.sessions = sessions
    }

    func download(year: Int) {
        // Not reported: four calls down, a data task that ends.
        useCase.download(year: year)
            .sink { data in
                self.archiveSize = data.count
            }
            .store(in: &cancellables)
    }

    func follow() {
        sessions.sessionChanges()
            .replaceError(with: "")
            .sink { session in   // expect: strong-self-capture "kept by a subscription stored in 'cancellables'"
                self.session = session
            }
            .store(in: &cancellables)
        sessions.updates()
            .replaceError(with: [])
            .sink { receipts in   // expect: strong-self-capture "kept by a subscription stored in 'cancellables'"
                self.count = receipts.count
            }
            .store(in: &cancellables)
    }
}

extension Notification.Name {
    static let receiptSessionDidChange = Notification.Name("ReceiptSessionDidChange")
}
