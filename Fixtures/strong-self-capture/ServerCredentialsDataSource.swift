import Combine
import UIKit

/// The table data source of a sign-in form, kept by its view controller beside the table. The
/// table holds its data source weakly, so a subscription kept by a cell (which the table keeps)
/// cannot lead back to this object: no cycle, not reported.
final class ServerCredentialsDataSource: NSObject, UITableViewDataSource {
    @Published var serverURL = ""
    @Published var apiToken = ""

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "TextField", for: indexPath) as! TextFieldCell
        if indexPath.row == 0 {
            cell.textField.placeholder = "Server URL"
            cell.textChanges
                .assign(to: \.serverURL, on: self)
                .store(in: &cell.subscriptions)
        } else {
            cell.textField.placeholder = "API token"
            cell.textChanges
                .sink { text in
                    self.apiToken = text
                }
                .store(in: &cell.subscriptions)
        }
        return cell
    }
}

/// The same form as a table view controller: it keeps the table, the table keeps the cell,
/// and the cell's subscription keeps the controller: reported.
final class ServerCredentialsViewController: UITableViewController {
    private var serverURL = ""

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "TextField", for: indexPath) as! TextFieldCell
        cell.textChanges
            .sink { text in   // expect: strong-self-capture "on a cell that self's table or collection view keeps"
                self.serverURL = text
            }
            .store(in: &cell.subscriptions)
        return cell
    }
}

final class TextFieldCell: UITableViewCell {
    let textField = UITextField()
    let textChanges = PassthroughSubject<String, Never>()
    var subscriptions = Set<AnyCancellable>()

    override func prepareForReuse() {
        super.prepareForReuse()
        subscriptions.removeAll()
    }
}
