import NoteKit
import UIKit

/// The list of notes, the navigation root. Each note opens a new editor, pushed and popped.
final class NotesViewController: UITableViewController {
    private var titles: [String] = []

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let editor = NoteEditorViewController(title: titles[indexPath.row], sync: SyncEngine())
        navigationController?.pushViewController(editor, animated: true)
    }
}
