import Foundation
import UIKit

// Process lifetime again, from the real-app evaluation: a session manager that the app keeps
// for the whole run registers a block observer on every login. When logout() only drops the
// token (sets it to nil), the block stays registered and the next login adds a second one:
// each sign-in/sign-out cycle leaves one more observer behind, although the object itself
// never goes away. Registering once, in init, is still harmless.

extension Notification.Name {
    static let chatAuthTokenExpired = Notification.Name("ChatAuthTokenExpired")
    static let chatPushTokenRotated = Notification.Name("ChatPushTokenRotated")
}

/// The services every screen shares, created once for the process.
final class MessengerServices {
    static let shared = MessengerServices()

    let session = ChatSessionManager()
    let reachability = ChatReachabilityWatcher()

    private init() {}
}

/// Signs the user in and out. Only `MessengerServices` creates one, in a stored property.
final class ChatSessionManager {
    private(set) var currentUserID: String?
    private var accessToken: String?
    private var tokenExpiryObserver: NSObjectProtocol?

    func login(userID: String, accessToken: String) {
        // The guard keeps a double tap from logging in twice; after logout() it passes again.
        guard currentUserID == nil else { return }
        currentUserID = userID
        self.accessToken = accessToken
        // Reported: logout() only drops the token, so every login adds one more observer.
        tokenExpiryObserver = NotificationCenter.default.addObserver(forName: .chatAuthTokenExpired, object: nil, queue: .main) { [weak self] _ in   // expect: unremoved-observer
            self?.refreshAccessToken()
        }
    }

    func logout() {
        currentUserID = nil
        accessToken = nil
        tokenExpiryObserver = nil
    }

    private func refreshAccessToken() {}
}

/// Watches connectivity for the whole run. Only `MessengerServices` creates one.
final class ChatReachabilityWatcher {
    private(set) var isReachable = true
    private var connectionLostToken: NSObjectProtocol?
    private var resumeToken: NSObjectProtocol?

    init() {
        // Not reported: registered once, for the life of the process, and never dropped.
        connectionLostToken = NotificationCenter.default.addObserver(forName: .chatConnectionLost, object: nil, queue: .main) { [weak self] _ in
            self?.isReachable = false
        }
        startObservingResume()
    }

    /// Not reported: a helper only `init` calls runs once, like `init`.
    private func startObservingResume() {
        resumeToken = NotificationCenter.default.addObserver(forName: UIApplication.didBecomeActiveNotification, object: nil, queue: .main) { [weak self] _ in
            self?.isReachable = true
        }
    }
}

/// Registers the device for chat pushes while someone is signed in (a singleton: `shared` is
/// the only instance).
final class PushRegistrationService {
    static let shared = PushRegistrationService()

    private var rotationToken: NSObjectProtocol?
    private(set) var deviceToken: Data?

    private init() {}

    func signIn() {
        observeTokenRotation()
    }

    func signOut() {
        deviceToken = nil
        rotationToken = nil
    }

    /// A helper is as frequent as its callers: `signIn()` runs on every sign-in.
    private func observeTokenRotation() {
        // Reported: signOut() only drops the token; the next signIn() registers again.
        rotationToken = NotificationCenter.default.addObserver(forName: .chatPushTokenRotated, object: nil, queue: .main) { [weak self] note in   // expect: unremoved-observer
            self?.deviceToken = note.userInfo?["token"] as? Data
        }
    }
}

/// Signs in and out from the account screen.
final class AccountSettingsViewController: UITableViewController {
    private let services = MessengerServices.shared

    @IBAction private func signOutTapped(_ sender: UIBarButtonItem) {
        services.session.logout()
        PushRegistrationService.shared.signOut()
    }

    func didAuthenticate(userID: String, accessToken: String) {
        services.session.login(userID: userID, accessToken: accessToken)
        PushRegistrationService.shared.signIn()
    }
}
