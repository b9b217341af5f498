import UIKit

/// Placed in the root map scene, but `ElevationBadge.xib` makes it too, every time the detail
/// screen loads that nib: not a process-lifetime object, so the observer it never removes is
/// reported.
final class ElevationBadgeView: UIView {
    @IBOutlet private var valueLabel: UILabel!
    private var unitsObserver: NSObjectProtocol?

    override func awakeFromNib() {
        super.awakeFromNib()
        unitsObserver = NotificationCenter.default.addObserver(forName: .unitsDidChange, object: nil, queue: .main) { _ in   // expect: unremoved-observer "never passed to 'removeObserver' in 'ElevationBadgeView'", strong-self-capture
            self.valueLabel.text = UserDefaults.standard.string(forKey: "units")
        }
    }
}
