import UIKit

/// Instantiated by identifier on every share tap: reported.
final class ShareTrailViewController: UIViewController {
    var trailName: String?

    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(forName: .trailsDidSync, object: nil, queue: .main) { [unowned self] _ in   // expect: discarded-observation-token
            title = trailName
        }
    }
}
