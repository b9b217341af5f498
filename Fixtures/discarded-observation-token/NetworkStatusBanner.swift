import Combine
import UIKit

/// Publishes the connection state shown in the banner.
final class ConnectionStatusProvider {
    @Published private(set) var message: String? = nil
    @Published private(set) var isOnline = true
}

/// Slim banner pinned under the navigation bar while the app is offline.
final class NetworkStatusBanner: UIView {
    private let messageLabel = UILabel()
    private let iconView = UIImageView()
    private var cancellables = Set<AnyCancellable>()
    private var visibilitySubscription: AnyCancellable?

    func bind(to status: ConnectionStatusProvider) {
        // assign result unused: the label is never updated after the first value.
        status.$message
            .receive(on: DispatchQueue.main)
            .assign(to: \.text, on: messageLabel)                    // expect: discarded-observation-token

        // Not reported: stored.
        status.$isOnline
            .map { UIImage(systemName: $0 ? "wifi" : "wifi.slash") }
            .assign(to: \.image, on: iconView)
            .store(in: &cancellables)

        // Not reported: kept in a property.
        visibilitySubscription = status.$isOnline.sink { [weak self] online in self?.setVisible(!online) }
    }

    private func setVisible(_ visible: Bool) {
        UIView.animate(withDuration: 0.2) {
            self.alpha = visible ? 1 : 0
        }
    }
}
