import UIKit

/// Mirrors recently played episodes into the app group for the Top Shelf extension. A namespace:
/// its static tokens belong to no instance that could go away, and the guard registers once.
enum TopShelfWriter {
    private static var observers: [NSObjectProtocol] = []

    static func startObserving() {
        guard observers.isEmpty else { return }
        // Not reported: kept in a static array, registered once for the process.
        observers.append(NotificationCenter.default.addObserver(forName: .libraryDidChange, object: nil, queue: .main) { _ in
            writeSnapshot()
        })
    }

    private static func writeSnapshot() {}
}

extension UIAlertController {
    /// A rename alert, made each time the listener renames a playlist.
    static func renamePlaylist(current: String, save: @escaping (String) -> Void) -> UIAlertController {
        let alert = UIAlertController(title: "Rename Playlist", message: nil, preferredStyle: .alert)
        let saveAction = UIAlertAction(title: "Save", style: .default) { _ in save(alert.textFields?.first?.text ?? current) }
        alert.addTextField { field in
            field.text = current
            // Reported: a static factory runs once per alert, so each alert leaves one more block behind.
            NotificationCenter.default.addObserver(forName: UITextField.textDidChangeNotification, object: field, queue: .main) { _ in   // expect: discarded-observation-token
                saveAction.isEnabled = !(field.text ?? "").isEmpty
            }
        }
        alert.addAction(saveAction)
        return alert
    }
}
