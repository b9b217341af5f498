import Combine
import Foundation
import Network

struct SignedInUser: Equatable {
    let id: String
    let displayName: String
}

/// Refreshes the access token shortly before it expires.
final class TokenRefresher {
    var onTokenRefreshed: ((String) -> Void)?
    var onRefreshFailed: ((Error) -> Void)?
    let tokenPublisher = PassthroughSubject<String, Never>()

    func scheduleRefresh(in interval: TimeInterval) {}
}

/// The signed-in session. A process-lifetime singleton (private init): closures that capture
/// `self` here are never reported, since the instance is never deallocated.
final class SessionStore {
    static let shared = SessionStore()

    private(set) var currentUser: SignedInUser?
    private var accessToken: String?
    private var signOutHandlers: [() -> Void] = []
    private let tokenRefresher = TokenRefresher()
    private var cancellables = Set<AnyCancellable>()

    private init() {
        // Not reported: process-lifetime singleton.
        tokenRefresher.onTokenRefreshed = { token in
            self.accessToken = token
        }
        tokenRefresher.onRefreshFailed = { _ in
            self.signOut()
        }
        tokenRefresher.tokenPublisher
            .removeDuplicates()
            .sink { token in self.accessToken = token }
            .store(in: &cancellables)
    }

    /// Keeps `handler` until the process ends; it is called on every sign-out.
    func addSignOutHandler(_ handler: @escaping () -> Void) {
        signOutHandlers.append(handler)
    }

    func signIn(_ user: SignedInUser, token: String) {
        currentUser = user
        accessToken = token
        tokenRefresher.scheduleRefresh(in: 3_000)
    }

    func signOut() {
        currentUser = nil
        accessToken = nil
        signOutHandlers.forEach { $0() }
    }
}

/// Network reachability, published app-wide. Also a process-lifetime singleton.
final class ConnectivityMonitor {
    static let shared = Self()

    private(set) var isReachable = true
    private let pathMonitor = NWPathMonitor()
    private let queue = DispatchQueue(label: "com.example.connectivity")

    private init() {
        // Not reported: process-lifetime singleton.
        pathMonitor.pathUpdateHandler = { path in
            self.isReachable = path.status == .satisfied
        }
        pathMonitor.start(queue: queue)
    }
}
