import UIKit

/// Shows the free sample chapter of a book before purchase: app code, although its folder's
/// name starts with "Sample".
final class SampleChapterModel {
    var onPurchaseStateChange: ((Bool) -> Void)?
}

final class SampleChapterViewController: UIViewController {
    private let model = SampleChapterModel()
    private let buyButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        // Reported: `SampleChapters/` is not a sample-app folder.
        model.onPurchaseStateChange = { purchased in   // expect: strong-self-capture
            self.buyButton.isHidden = purchased
        }
    }
}
