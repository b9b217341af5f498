import UIKit

/// Only an extension of a view model: view-layer glue kept next to the screen on purpose.
/// Not reported (see README.md, "Decisions").
extension SettingsViewModel {
    var accentColor: UIColor {
        isDarkModeForced ? .white : .systemBlue
    }

    func configure(_ cell: UITableViewCell, row: Row) {
        var content = cell.defaultContentConfiguration()
        content.text = row.title
        cell.contentConfiguration = content
    }
}
