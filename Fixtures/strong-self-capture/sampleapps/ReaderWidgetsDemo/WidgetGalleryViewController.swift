import Combine
import UIKit

final class WidgetGalleryModel {
    @Published var selectedSize = "small"
    var onRefresh: (() -> Void)?
}

/// Demo app for the home-screen widgets (under `sampleapps/`).
final class WidgetGalleryViewController: UIViewController {
    private let model = WidgetGalleryModel()
    private var cancellables = Set<AnyCancellable>()
    private let sizeLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        // Not reported: `sampleapps/` is a sample-app folder.
        model.onRefresh = {
            self.view.setNeedsLayout()
        }
        model.$selectedSize
            .sink { size in
                self.sizeLabel.text = size.capitalized
            }
            .store(in: &cancellables)
    }
}
