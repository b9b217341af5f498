import Combine
import Foundation

/// A request sent once over the app's socket: its publisher waits for the connection, then
/// delivers one result and finishes (a `Future` made lazily by `Deferred`).
struct RelayListRequest {
    let name: String

    func publisher() -> AnyPublisher<[String], Never> {
        Deferred {
            Future { promise in
                SocketConnection.shared.send(name) { relays in promise(.success(relays)) }
            }
        }
        .eraseToAnyPublisher()
    }
}

/// A feed of relay status the socket pushes for as long as it is open.
struct RelayStatusFeed {
    func publisher() -> AnyPublisher<String, Never> {
        SocketConnection.shared.statusSubject.eraseToAnyPublisher()
    }
}

/// The relay settings screen's model. Its one-off request lets go of it when the result
/// arrives, although another type of the app has a `publisher()` that never ends; the status
/// feed's subscription keeps the model for as long as its bag does.
final class RelayListModel: ObservableObject {
    @Published private(set) var relays: [String] = []
    @Published private(set) var status = ""
    private var cancellables: Set<AnyCancellable> = []

    func load() {
        RelayListRequest(name: "get_default_relays").publisher()
            .sink { relays in self.relays = relays }
            .store(in: &cancellables)
        RelayStatusFeed().publisher()
            .sink { text in self.status = text }   // expect: strong-self-capture "a subscription stored in 'cancellables'"
            .store(in: &cancellables)
    }
}
