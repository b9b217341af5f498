import Foundation
import UIKit // expect: view-model-imports-uikit

/// The profile screen's state. It grew a UIImage and a UIColor, and with them a UIKit import.
final class ProfileViewModel {
    struct Header {
        let name: String
        let avatar: UIImage?
        let badgeColor: UIColor
    }

    private let service: ProfileService
    private(set) var header: Header?
    var onChange: (() -> Void)?

    init(service: ProfileService) {
        self.service = service
    }

    func load() {
        service.fetchProfile { [weak self] result in
            guard let self, case .success(let profile) = result else { return }
            self.header = Header(name: profile.displayName,
                                 avatar: UIImage(data: profile.avatarData),
                                 badgeColor: profile.isPremium ? .systemYellow : .clear)
            self.onChange?()
        }
    }
}
