import UIKit

/// Shown by the map's `showTrailDetail` segue: a new one for every trail opened, so the token
/// dropped in `viewDidLoad` is one more observer per visit.
final class TrailDetailViewController: UIViewController, TrailPhotosDelegate, ElevationProfileDelegate, TrailReportDelegate {
    /// The detail on screen, for the share extension's handoff: every visit replaces it.
    static var visible: TrailDetailViewController?   // expect: singleton-overuse "'static var' that code in 1 file replaces"
    var trailID: String?

    override func viewDidLoad() {
        super.viewDidLoad()
        TrailDetailViewController.visible = self
        NotificationCenter.default.addObserver(forName: .trailsDidSync, object: nil, queue: .main) { [view] _ in   // expect: discarded-observation-token
            view?.setNeedsLayout()
        }
        if let badge = Bundle.main.loadNibNamed("ElevationBadge", owner: self)?.first as? ElevationBadgeView {
            view.addSubview(badge)
        }
    }

    func photosDidClose(_ photos: TrailPhotosViewController) {
        dismiss(animated: true)
    }

    func reportDidSend(_ report: TrailReportViewController) {
        title = "Report sent"
    }

    func profile(_ profile: ElevationProfileViewController, didSelectDistance meters: Double) {
        title = "\(Int(meters)) m"
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        switch segue.identifier {
        case "showPhotos":
            // Presented by its segue: the presentation keeps the photos screen, not the detail.
            let photos = segue.destination as! TrailPhotosViewController
            photos.trailID = trailID
            photos.delegate = self
        case "showReport":
            // The root of a navigation controller the segue presents: the presentation keeps the
            // navigation controller and it keeps its root, not the detail.
            if let navigation = segue.destination as? UINavigationController,
               let report = navigation.topViewController as? TrailReportViewController {
                report.trailID = trailID
                report.delegate = self
            }
        case "embedProfile":
            // Embedded: the detail keeps the profile as a child, so its strong delegate is a cycle.
            guard let profile = segue.destination as? ElevationProfileViewController else { return }
            profile.delegate = self
        default:
            break
        }
    }
}

protocol TrailReportDelegate: AnyObject {
    func reportDidSend(_ report: TrailReportViewController)
}

/// The root of the navigation controller the detail's `showReport` segue presents.
final class TrailReportViewController: UIViewController {
    var trailID: String?
    var delegate: TrailReportDelegate?

    @IBAction private func sendTapped(_ sender: UIBarButtonItem) {
        delegate?.reportDidSend(self)
        dismiss(animated: true)
    }
}

protocol TrailPhotosDelegate: AnyObject {
    func photosDidClose(_ photos: TrailPhotosViewController)
}

protocol ElevationProfileDelegate: AnyObject {
    func profile(_ profile: ElevationProfileViewController, didSelectDistance meters: Double)
}

/// Presented by the detail's `showPhotos` segue.
final class TrailPhotosViewController: UIViewController {
    var trailID: String?
    var delegate: TrailPhotosDelegate?

    @IBAction private func closeTapped(_ sender: UIBarButtonItem) {
        delegate?.photosDidClose(self)
    }
}

/// Embedded in the detail's container view.
final class ElevationProfileViewController: UIViewController {
    var delegate: ElevationProfileDelegate?   // expect: strong-delegate

    @IBAction private func chartTapped(_ sender: UITapGestureRecognizer) {
        delegate?.profile(self, didSelectDistance: Double(sender.location(in: view).x) * 10)
    }
}
