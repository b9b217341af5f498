import UIKit

protocol StorageUsageViewModelProtocol: AnyObject {
    var delegate: ScreenModelDelegate? { get set }
    var usedBytes: Int64 { get }
}

/// The storage screen's model, made by the screen and held by it.
final class StorageUsageViewModel: StorageUsageViewModelProtocol {
    var delegate: ScreenModelDelegate?   // expect: strong-delegate "'StorageUsageViewController' hands itself to it"
    private(set) var usedBytes: Int64 = 0

    func refresh() {
        usedBytes = 0
        delegate?.modelDidUpdate()
    }
}

/// Keeps its model through the protocol and hands itself to it: the hand-off the message names
/// is this one, not the onboarding pages' (whose receiver's type the code does not show).
final class StorageUsageViewController: UIViewController, ScreenModelDelegate {
    private var viewModel: StorageUsageViewModelProtocol

    init(viewModel: StorageUsageViewModelProtocol) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
        self.viewModel.delegate = self
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    func modelDidUpdate() {}
}
