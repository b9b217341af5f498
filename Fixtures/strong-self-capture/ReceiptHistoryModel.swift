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

    init(client: HTTPClient) {
        self.client = client
    }

    /// A request: it can fail, and a failure ends it, so it is written for work that ends.
    func fetchReceipt(id: String) -> AnyPublisher<Receipt, Error> {
        client.get("receipts/\(id)")
            .retry(1)
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
