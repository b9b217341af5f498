import Foundation

/// The signed-in session, replaced wholesale on sign-in and sign-out.
final class UserSession {
    static var current = UserSession(token: nil)   // expect: singleton-overuse

    let token: String?
    let startedAt = Date()

    var isAuthenticated: Bool { token != nil }

    private init(token: String?) {
        self.token = token
    }

    static func signIn(token: String) {
        Self.current = UserSession(token: token)
    }

    static func signOut() {
        current = UserSession(token: nil)
    }
}
