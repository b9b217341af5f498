import Combine
import UIKit

extension Notification.Name {
    static let accountSessionExpired = Notification.Name("AccountSessionExpired")
    static let accountDidDelete = Notification.Name("AccountDidDelete")
    static let accountEmailVerified = Notification.Name("AccountEmailVerified")
}

enum AccountSession {
    case signedOut
    case signedIn(userID: String)
    case needsVerification(email: String)
}

final class AccountService {
    let sessionPublisher = CurrentValueSubject<AccountSession, Never>(.signedOut)
}

/// Legacy (pre-Combine) profile model built on ObservableValue.
final class AccountProfileViewModel {
    let displayName = ObservableValue("")
    let avatarURL = ObservableValue<URL?>(nil)
}

/// Owns the account flow: sign-in, verification, re-authentication and deletion.
final class AccountCoordinator {
    private let navigationController: UINavigationController
    private let accountService: AccountService
    private let profile = AccountProfileViewModel()
    private var cancellables = Set<AnyCancellable>()
    private var sessionTokens: [NSObjectProtocol] = []

    init(navigationController: UINavigationController, accountService: AccountService) {
        self.navigationController = navigationController
        self.accountService = accountService
    }

    deinit {
        sessionTokens.forEach { NotificationCenter.default.removeObserver($0) }
    }

    func start() {
        // Closure passed with the `using:` label instead of as a trailing closure; result unused.
        NotificationCenter.default.addObserver(forName: .accountSessionExpired, object: accountService, queue: .main, using: { [weak self] _ in   // expect: discarded-observation-token "can never be removed and its block stays registered"
            self?.showReauthentication()
        })

        // Combine NotificationCenter publisher, sink result unused.
        NotificationCenter.default.publisher(for: .accountDidDelete, object: accountService)
            .sink { [weak self] _ in self?.finish() }                // expect: discarded-observation-token

        // Not reported: a project-defined observe(_:) that returns Void (not KVO's
        // observe(_:options:changeHandler:)); the box keeps its observers.
        profile.displayName.observe { [weak self] name in
            self?.navigationController.topViewController?.title = name
        }

        // Not reported: stored.
        accountService.sessionPublisher.sink { [weak self] session in self?.route(for: session) }.store(in: &cancellables)

        // Not reported: appended directly (removed in deinit).
        sessionTokens.append(NotificationCenter.default.addObserver(forName: .accountEmailVerified, object: accountService, queue: .main) { [weak self] _ in self?.showVerifiedToast() })
    }

    // MARK: - Routing

    private func route(for session: AccountSession) {}
    private func showReauthentication() {}
    private func showVerifiedToast() {}
    private func finish() {
        navigationController.popToRootViewController(animated: true)
    }
}
