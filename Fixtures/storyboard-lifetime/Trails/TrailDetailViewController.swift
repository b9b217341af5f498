import UIKit

/// Shown by the map's `showTrailDetail` segue: a new one for every trail opened, so the token
/// dropped in `viewDidLoad` is one more observer per visit.
final class TrailDetailViewController: UIViewController {
    /// The detail on screen, for the share extension's handoff: every visit replaces it.
    static var visible: TrailDetailViewController?   // expect: singleton-overuse "'static var' that code replaces"
    var trailID: String?

    override func viewDidLoad() {
        super.viewDidLoad()
        TrailDetailViewController.visible = self
        NotificationCenter.default.addObserver(forName: .trailsDidSync, object: nil, queue: .main) { [weak self] _ in   // expect: discarded-observation-token
            self?.view.setNeedsLayout()
        }
        if let badge = Bundle.main.loadNibNamed("ElevationBadge", owner: self)?.first as? ElevationBadgeView {
            view.addSubview(badge)
        }
    }
}
