import UIKit

// Coordinators that share their bookkeeping through a protocol extension: `dismantle()` empties
// the children and drops the parent of whatever coordinator it is called on.

protocol FlowCoordinator: AnyObject {
    var parent: FlowCoordinator? { get set }
    var children: [FlowCoordinator] { get set }
    func start()
}

extension FlowCoordinator {
    func dismantle() -> FlowCoordinator? {
        let parentCoordinator = parent
        children.removeAll()
        parent = nil
        return parentCoordinator
    }
}

/// The signed-in tabs: signing out dismantles them, which lets the tab coordinators go.
final class AccountTabsCoordinator: FlowCoordinator {
    var parent: FlowCoordinator?
    var children: [FlowCoordinator] = []

    func start() {
        let settings = SettingsTabCoordinator()
        settings.parent = self
        children.append(settings)
        settings.start()
    }
}

final class SettingsTabCoordinator: FlowCoordinator {
    // Not reported: `signOut()` dismantles the tabs coordinator that keeps this one.
    var parent: FlowCoordinator?
    var children: [FlowCoordinator] = []

    func start() {
        let receipts = ReceiptsCoordinator()
        receipts.parent = self
        children.append(receipts)
        receipts.start()
    }

    func signOut() {
        guard let tabs = dismantle() as? AccountTabsCoordinator else { return }
        _ = tabs.dismantle()
    }
}

/// Opened from the settings tab; nothing dismantles it while it is in use (its `deinit` does,
/// too late; a help flow it opens is another coordinator), so its detail children stay.
final class ReceiptsCoordinator: FlowCoordinator {
    static let helpTopic = "receipts"
    var parent: FlowCoordinator?
    var children: [FlowCoordinator] = []

    func start() {}

    func showHelp() {
        let help = HelpCoordinator(topic: ReceiptsCoordinator.helpTopic)
        help.start()
        _ = help.dismantle()
    }

    deinit {
        _ = dismantle()
    }

    func showReceipt() {
        let detail = ReceiptDetailCoordinator()
        detail.parent = self
        children.append(detail)
        detail.start()
    }
}

final class ReceiptDetailCoordinator: FlowCoordinator {
    var parent: FlowCoordinator?   // expect: retain-cycle "keeps this 'ReceiptDetailCoordinator' in 'children', which it never empties"
    var children: [FlowCoordinator] = []

    func start() {}
}

final class HelpCoordinator: FlowCoordinator {
    var parent: FlowCoordinator?
    var children: [FlowCoordinator] = []
    let topic: String

    init(topic: String) {
        self.topic = topic
    }

    func start() {}
}

/// Kept by the export host; it takes itself out only from `deinit`, through a private helper,
/// which never runs while the loop holds.
final class ReceiptExport {
    var host: ReceiptsExportHost?   // expect: retain-cycle "keeps this 'ReceiptExport' in 'exports', which it never empties"

    deinit {
        detach()
    }

    private func detach() {
        host?.exports.removeAll { $0 === self }
    }
}

final class ReceiptsExportHost {
    var exports: [ReceiptExport] = []
    private var previewPanel: ReceiptPreviewPanel!

    func export() {
        let export = ReceiptExport()
        export.host = self
        exports.append(export)
    }

    func preview() {
        let panel = ReceiptPreviewPanel()
        panel.host = self
        previewPanel = panel
    }

    func closePreview() {
        // The panel's own `remove()` takes its view off screen; the property still keeps it.
        previewPanel.remove()
    }
}

final class ReceiptPreviewPanel {
    var host: ReceiptsExportHost?   // expect: retain-cycle "owns this 'ReceiptPreviewPanel' through 'previewPanel'"

    func remove() {}
}

/// The profile flow: signing out from an alert dismantles it, through `self?` in a `[weak self]`
/// action, which lets the avatar picker go.
final class ProfileCoordinator: FlowCoordinator {
    var parent: FlowCoordinator?
    var children: [FlowCoordinator] = []

    func start() {}

    func showAvatarPicker() {
        let picker = AvatarPickerCoordinator()
        picker.parent = self
        children.append(picker)
        picker.start()
    }

    func confirmSignOut(from screen: UIViewController) {
        let alert = UIAlertController(title: "Sign out?", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Sign out", style: .destructive) { [weak self] _ in
            _ = self?.dismantle()
        })
        screen.present(alert, animated: true)
    }
}

final class AvatarPickerCoordinator: FlowCoordinator {
    // Not reported: signing out dismantles the profile coordinator that keeps this one.
    var parent: FlowCoordinator?
    var children: [FlowCoordinator] = []

    func start() {}
}

/// The onboarding flow dismantles itself when its last page is done, through a strong copy of
/// `self` made in a `[weak self]` completion.
final class OnboardingCoordinator: FlowCoordinator {
    var parent: FlowCoordinator?
    var children: [FlowCoordinator] = []

    func start() {
        let permissions = PermissionsCoordinator()
        permissions.parent = self
        children.append(permissions)
        permissions.start()
    }

    func finish(after animation: UIViewPropertyAnimator) {
        animation.addCompletion { [weak self] _ in
            guard let strongSelf = self else { return }
            _ = strongSelf.dismantle()
        }
    }
}

final class PermissionsCoordinator: FlowCoordinator {
    // Not reported: finishing onboarding dismantles the coordinator that keeps this one.
    var parent: FlowCoordinator?
    var children: [FlowCoordinator] = []

    func start() {}
}

/// Dismantles the helper flow it points at, not itself: its own children stay.
final class HubCoordinator: FlowCoordinator {
    var parent: FlowCoordinator?
    var children: [FlowCoordinator] = []
    var helper: FlowCoordinator?

    func start() {
        let leaf = HubLeafCoordinator()
        leaf.parent = self
        children.append(leaf)
    }

    func resetHelper() {
        let other =
            self.helper
        _ = other?.dismantle()
    }
}

final class HubLeafCoordinator: FlowCoordinator {
    var parent: FlowCoordinator?   // expect: retain-cycle "keeps this 'HubLeafCoordinator' in 'children', which it never empties"
    var children: [FlowCoordinator] = []

    func start() {}
}
