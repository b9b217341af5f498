import UIKit

protocol AuthSessionDelegate: AnyObject {
    func authSessionDidSignIn(_ session: AuthSession)
}

/// `shared` reads like a singleton, but its getter makes a new session on every read: each
/// sign-in screen's model gets a session of its own, which holds the model strongly through its
/// delegate while the model keeps the session. Reported.
final class AuthSession {
    var delegate: AuthSessionDelegate!   // expect: strong-delegate

    static var shared: AuthSession {
        AuthSession(clientID: "podcasts-ios")
    }

    private let clientID: String

    init(clientID: String) {
        self.clientID = clientID
    }
}

final class SignInViewModel: AuthSessionDelegate {
    private let session: AuthSession

    init(session: AuthSession = AuthSession.shared) {
        self.session = session
        session.delegate = self
    }

    func authSessionDidSignIn(_ session: AuthSession) {}
}

/// Shown when a signed-out listener follows a podcast.
final class SignInViewController: UIViewController {
    private let model: SignInViewModel

    init(model: SignInViewModel) {
        self.model = model
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
