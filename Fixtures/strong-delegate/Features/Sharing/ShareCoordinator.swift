import UIKit

protocol ShareDestinationModelDelegate: AnyObject {
    func shareDestinationModel(_ model: ShareDestinationModel, didPick destination: String)
}

protocol ShareSummaryModelDelegate: AnyObject {
    func shareSummaryModelDidFinish(_ model: ShareSummaryModel)
}

protocol ShareConfirmationModelDelegate: AnyObject {
    func shareConfirmationModelDidConfirm(_ model: ShareConfirmationModel)
}

protocol ShareStep: AnyObject {}

protocol ShareReceiptModelDelegate: AnyObject {
    func shareReceiptModelDidClose(_ model: ShareReceiptModel)
}

protocol ShareOptionsViewControllerDelegate: AnyObject {
    func shareOptionsDidChange(_ controller: ShareOptionsViewController)
}

/// Drives the share flow on the navigation controller it is given. Each step's model is made
/// with the coordinator as its delegate and handed to the screen a factory method builds, and
/// the screen is pushed: the model lives as long as the screen is on the stack.
final class ShareCoordinator: ShareDestinationModelDelegate, ShareSummaryModelDelegate, ShareOptionsViewControllerDelegate,
    ShareConfirmationModelDelegate, ShareReceiptModelDelegate {
    private let nav: UINavigationController
    private let storyboard = UIStoryboard(name: "Share", bundle: nil)
    private var isSharing = false
    private var summary: ShareSummaryModel?
    /// The step on screen, kept for the back button: any model that adopts `ShareStep`.
    private var currentStep: ShareStep?

    init(nav: UINavigationController) {
        self.nav = nav
    }

    func start() {
        isSharing = true
        let model = ShareDestinationModel(delegate: self)
        let vc = destinationViewController(model: model)
        nav.pushViewController(vc, animated: true)
    }

    func shareDestinationModel(_ model: ShareDestinationModel, didPick destination: String) {
        let summaryModel = ShareSummaryModel(destination: destination, delegate: self)
        let vc = summaryViewController(model: summaryModel)
        nav.pushViewController(vc, animated: true)
    }

    func shareSummaryModelDidFinish(_ model: ShareSummaryModel) {
        // Kept for the undo banner: this coordinator holds summary models.
        summary = model
        isSharing = false
        nav.popToRootViewController(animated: true)
    }

    func shareOptionsDidChange(_ controller: ShareOptionsViewController) {}

    func confirm() {
        nav.pushViewController(ShareConfirmationViewController(model: makeConfirmationModel()), animated: true)
    }

    func shareConfirmationModelDidConfirm(_ model: ShareConfirmationModel) {
        let receipt = makeReceiptModel()
        currentStep = receipt
        nav.pushViewController(ShareReceiptViewController(model: receipt), animated: true)
    }

    func shareReceiptModelDidClose(_ model: ShareReceiptModel) {
        nav.popToRootViewController(animated: true)
    }

    /// A factory method hands the model out; the coordinator has no property that could hold it.
    private func makeConfirmationModel() -> ShareConfirmationModel {
        ShareConfirmationModel(delegate: self)
    }

    /// The same, but `currentStep` (a `ShareStep`, which the receipt model adopts) may keep it.
    private func makeReceiptModel() -> ShareReceiptModel {
        let model = ShareReceiptModel(delegate: self)
        return model
    }

    private func destinationViewController(model: ShareDestinationModel) -> ShareDestinationViewController {
        ShareDestinationViewController(model: model)
    }

    private func summaryViewController(model: ShareSummaryModel) -> ShareSummaryViewController {
        ShareSummaryViewController(model: model)
    }

    /// The options sheet: made by the storyboard's creator closure, so its type is the one the
    /// closure makes, and `vc.delegate = self` is a hand-off to its (weak) delegate, not to a
    /// model's.
    private func optionsViewController() -> ShareOptionsViewController {
        let vc = storyboard.instantiateViewController(identifier: "ShareOptions") { coder in
            ShareOptionsViewController(coder: coder)
        }
        vc.delegate = self
        return vc
    }
}

/// Not reported: the coordinator hands itself to it, but the model goes only to the screen that
/// is pushed, and the coordinator keeps no `ShareDestinationModel`.
final class ShareDestinationModel {
    var delegate: ShareDestinationModelDelegate?

    init(delegate: ShareDestinationModelDelegate?) {
        self.delegate = delegate
    }
}

/// Reported: the same shape, but the coordinator keeps summary models in a stored property.
final class ShareSummaryModel {
    let destination: String
    var delegate: ShareSummaryModelDelegate?   // expect: strong-delegate "'ShareCoordinator' hands itself to it"

    init(destination: String, delegate: ShareSummaryModelDelegate?) {
        self.destination = destination
        self.delegate = delegate
    }
}

/// Not reported: the coordinator's factory method returns it to the caller, which pushes the
/// screen that keeps it; the coordinator has no property that could hold one.
final class ShareConfirmationModel {
    var delegate: ShareConfirmationModelDelegate?

    init(delegate: ShareConfirmationModelDelegate?) {
        self.delegate = delegate
    }
}

/// Reported: the coordinator keeps the step on screen in `currentStep`, typed with a protocol
/// this model adopts.
final class ShareReceiptModel: ShareStep {
    var delegate: ShareReceiptModelDelegate?   // expect: strong-delegate "'ShareCoordinator' hands itself to it"

    init(delegate: ShareReceiptModelDelegate?) {
        self.delegate = delegate
    }
}

final class ShareConfirmationViewController: UIViewController {
    let model: ShareConfirmationModel

    init(model: ShareConfirmationModel) {
        self.model = model
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }
}

final class ShareReceiptViewController: UIViewController {
    let model: ShareReceiptModel

    init(model: ShareReceiptModel) {
        self.model = model
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }
}

final class ShareDestinationViewController: UIViewController {
    let model: ShareDestinationModel

    init(model: ShareDestinationModel) {
        self.model = model
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }
}

final class ShareSummaryViewController: UIViewController {
    let model: ShareSummaryModel

    init(model: ShareSummaryModel) {
        self.model = model
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }
}

final class ShareOptionsViewController: UIViewController {
    weak var delegate: ShareOptionsViewControllerDelegate?
}
