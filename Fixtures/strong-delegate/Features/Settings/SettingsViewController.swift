import SwiftUI
import UIKit

protocol AccountSheetDelegate: AnyObject {
    func accountSheet(didAdd account: String)
}

final class SettingsViewController: UITableViewController, AccountSheetDelegate {
    // The delegate handed to the account sheets this screen presents; it starts out as the
    // screen itself (`addAccountDelegate = self`): a cycle of one object
    var addAccountDelegate: AccountSheetDelegate?   // expect: strong-delegate

    // not reported: the application delegate lives as long as the process
    private let appDelegate = UIApplication.shared.delegate as? AppDelegate
    private let applicationDelegate = UIApplication.shared.delegate

    // not reported: weak
    weak var scrollDelegate: UIScrollViewDelegate?

    // not reported: static and class properties belong to the type
    static var lastAccountDelegate: AccountSheetDelegate?
    class var defaultAccountDelegate: AccountSheetDelegate? { nil }

    private var accounts: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = NSLocalizedString("settings.title", comment: "")
        addAccountDelegate = self
    }

    /// The fixed rows above the accounts.
    private static let fixedRowCount = 10

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        accounts.count + Self.fixedRowCount
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        switch indexPath.row {
        case 0:
            appDelegate?.requestNotificationPermission()
        case 1:
            let summary = UIHostingController(rootView: NowPlayingSummaryView(center: .shared))
            navigationController?.pushViewController(summary, animated: true)
        case 2:
            navigationController?.pushViewController(DebugMenuViewController(), animated: true)
        case 3:
            showInlineAccountForm()
        case 4:
            navigationController?.pushViewController(PlaybackSettingsViewController(style: .insetGrouped), animated: true)
        case 5:
            navigationController?.pushViewController(AppearanceSettingsViewController(style: .insetGrouped), animated: true)
        case 6:
            navigationController?.pushViewController(AccentSettingsViewController(style: .insetGrouped), animated: true)
        case 7:
            navigationController?.pushViewController(StorageUsageViewController(viewModel: StorageUsageViewModel()), animated: true)
        case 8:
            importSubscriptions()
        case 10:
            navigationController?.pushViewController(DownloadRulesViewController(style: .insetGrouped), animated: true)
        case 9:
            // Replays the welcome tour shown at first launch.
            present(OnboardingPagesViewController(pages: WelcomePage.tour), animated: true)
        default:
            guard let delegate = addAccountDelegate else { return }
            present(AddAccountViewController(delegate: delegate), animated: true)
        }
    }

    func accountSheet(didAdd account: String) {
        accounts.append(account)
        tableView.reloadData()
    }

    /// Imports the OPML file the user put in the app's Documents folder with the Files app.
    private func importSubscriptions() {
        let documents = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0]
        let files = (try? FileManager.default.contentsOfDirectory(at: documents, includingPropertiesForKeys: nil)) ?? []
        guard let file = files.first(where: { $0.pathExtension.lowercased() == "opml" }) else { return }
        let importer = OPMLImportViewController()
        navigationController?.pushViewController(importer, animated: true)
        importer.startImport(from: file)
    }

    private func showInlineAccountForm() {
        let form = AddAccountViewController(delegate: self)
        addChild(form)
        tableView.tableHeaderView = form.view
        form.didMove(toParent: self)
    }
}

final class AddAccountViewController: UIViewController {
    // not reported: unowned (the settings screen passes `delegate: self` to this init)
    unowned let delegate: AccountSheetDelegate

    @IBOutlet private weak var nameField: UITextField!

    init(delegate: AccountSheetDelegate) {
        self.delegate = delegate
        super.init(nibName: "AddAccountViewController", bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    @IBAction private func addTapped(_ sender: UIButton) {
        delegate.accountSheet(didAdd: nameField.text ?? "")
    }
}

/// Internal diagnostics screen.
final class DebugMenuViewController: UITableViewController {
    // its own observer, so `AudioInterruptionObserver` is not created only by the engine
    private let interruptions = AudioInterruptionObserver()

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .value1, reuseIdentifier: nil)
        var content = cell.defaultContentConfiguration()
        content.text = "Interruptions"
        content.secondaryText = "\(interruptions.interruptionCount)"
        cell.contentConfiguration = content
        return cell
    }
}
