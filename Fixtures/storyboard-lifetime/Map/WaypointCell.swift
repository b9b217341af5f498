import UIKit

/// A prototype cell of the map scene's table: the table makes one for every visible row, and
/// makes more as rows are reused, so each cell's dropped token is reported.
final class WaypointCell: UITableViewCell {
    @IBOutlet private var distanceLabel: UILabel!

    override func awakeFromNib() {
        super.awakeFromNib()
        NotificationCenter.default.addObserver(forName: .unitsDidChange, object: nil, queue: .main) { [weak self] _ in   // expect: discarded-observation-token
            self?.distanceLabel.setNeedsDisplay()
        }
    }
}
