import UIKit

protocol ShareResultModelDelegate: AnyObject {
    func shareResultModelDidClose(_ model: ShareResultModel)
}

/// The screens of the upload flow, each with the model it shows.
enum ShareUploadRoute {
    case result(ShareResultModel)
}

/// Routes the upload of a shared clip: each result model is made with the router as its
/// delegate and handed on inside a route, which `navigate(to:)` turns into a pushed screen.
final class ShareUploadRouter: ShareResultModelDelegate {
    private let nav: UINavigationController
    private var isUploading = false

    init(nav: UINavigationController) {
        self.nav = nav
    }

    func uploadFailed(_ error: Error) {
        Task {
            let model = ShareResultModel(message: error.localizedDescription, delegate: self)
            await navigate(to: .result(model))
        }
    }

    func route(after error: Error?) -> ShareUploadRoute {
        isUploading = false
        let model = ShareResultModel(message: error?.localizedDescription ?? "Uploaded", delegate: self)
        return .result(model)
    }

    @MainActor
    func navigate(to route: ShareUploadRoute) async {
        switch route {
        case .result(let model):
            nav.pushViewController(ShareResultViewController(model: model), animated: true)
        }
    }

    func shareResultModelDidClose(_ model: ShareResultModel) {
        nav.popToRootViewController(animated: true)
    }
}

/// Not reported: the router hands itself to it, but the model only travels in a route, to
/// `navigate(to:)` or back to the caller; the router has no property that could hold one, and
/// the pushed screen keeps it only while it is on the stack.
final class ShareResultModel {
    let message: String
    var delegate: ShareResultModelDelegate?

    init(message: String, delegate: ShareResultModelDelegate?) {
        self.message = message
        self.delegate = delegate
    }
}

final class ShareResultViewController: UIViewController {
    let model: ShareResultModel

    init(model: ShareResultModel) {
        self.model = model
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }
}
