import Combine
import UIKit

/// The paired key's settings: the model reports certificates and tokens through callbacks the
/// screen sets while it is visible.
final class DeviceSettingsModel {
    var certificatesCallback: (([String]) -> Void)?
    var tokensCallback: (([String]) -> Void)?
    var pairingCallback: ((Bool) -> Void) = { _ in }
    var renameCallback: ((String) -> Void) = { _ in }
    var lockCallback: ((Bool) -> Void) = { _ in }
    @Published var isLocked = false
}

final class DeviceSettingsViewController: UIViewController {
    private let model = DeviceSettingsModel()
    private var cancellables = Set<AnyCancellable>()
    private var certificates: [String] = []
    private var tokens: [String] = []
    @objc dynamic var locked = false

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        // Not reported: `viewWillDisappear` sets the model's callbacks back to nil.
        model.certificatesCallback = { list in
            self.certificates = list
        }
        model.tokensCallback = { list in
            self.tokens = list
        }
        // Not reported: `viewWillDisappear` replaces it with a closure that does not use `self`.
        model.pairingCallback = { paired in
            self.locked = !paired
        }
        // Not reported: `viewWillDisappear` replaces it with one that captures `self` weakly.
        model.lockCallback = { locked in
            self.locked = locked
        }
        // Reported: it is replaced only in `deinit`, which the loop keeps from running.
        model.renameCallback = { name in   // expect: strong-self-capture "stored in 'model.renameCallback', which self owns"
            self.title = name
        }
        // Not reported: `viewDidDisappear` empties the subscriptions.
        model.$isLocked.assign(to: \.locked, on: self).store(in: &cancellables)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        model.certificatesCallback = nil
        model.tokensCallback = nil
        model.pairingCallback = { _ in }
        model.lockCallback = { [weak self] locked in self?.locked = locked }
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        cancellables.removeAll()
    }

    deinit {
        model.renameCallback = { _ in }
    }
}

/// One per static settings row, made fresh for each table: its `removeAllBindings()` would break
/// the loop, but no code calls it.
final class BindableSettingCell: UITableViewCell {
    private var subscribers = Set<AnyCancellable>()
    @objc dynamic var isEnabledRow = true

    func bind(_ model: DeviceSettingsModel) {
        model.$isLocked.map { !$0 }.assign(to: \.isEnabledRow, on: self).store(in: &subscribers)   // expect: strong-self-capture "'assign\(to:on: self\)' retains 'self' strongly in a subscription stored in 'subscribers'"
    }

    func removeAllBindings() {
        subscribers.removeAll()
    }
}
