import Foundation

extension SessionStore {
    func stop() {
        if let profileToken {
            EventBus.shared.unsubscribe(profileToken)
        }
    }
}
