import UIKit

final class ProfileViewController: UITableViewController {
    private let coordinator: SessionCoordinator

    init(coordinator: SessionCoordinator) {
        self.coordinator = coordinator
        super.init(style: .insetGrouped)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        title = AppState.shared.currentUser?.firstName ?? "Profile"
        navigationItem.prompt = "\(LoyaltyWallet.shared.points) points · \(AppState.shared.recentOrders.count) orders"
        tableView.reloadData()
    }

    @IBAction private func clearHistoryTapped(_ sender: UIBarButtonItem) {
        RecentlyViewed.shared.productIDs.removeAll()
        tableView.reloadData()
    }

    @IBAction private func signOutTapped(_ sender: UIButton) {
        // Don't set AppState.shared.currentUser = nil here: SessionCoordinator also ends the UserSession.
        coordinator.signOut()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        AppState.shared.isSignedIn ? 3 : 1
    }
}
