import UIKit

final class AccountViewController: UITableViewController {

    @IBOutlet private weak var nameLabel: UILabel!
    @IBOutlet private weak var emailLabel: UILabel!
    @IBOutlet private weak var pointsLabel: UILabel!
    @IBOutlet private weak var versionLabel: UILabel!

    // A type annotation is dependency injection, not a use of the shared instance.
    private let recentSearches: RecentSearchesStore

    init(recentSearches: RecentSearchesStore) {
        self.recentSearches = recentSearches
        super.init(style: .insetGrouped)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        nameLabel.text = UserSessionStore.shared.currentUser?.displayName
        emailLabel.text = UserSessionStore.shared.currentUser?.email
        pointsLabel.text = "\(LoyaltyPointsStore.shared.balance) pts"
        let info = BundleInfo.shared
        versionLabel.text = "\(info.version) (\(info.build))"
        tableView.isEditing = FeatureFlagStore.shared.isEnabled("account.editing")
        AnalyticsClient.shared.track("account_viewed")
        AppLogger.shared.info("account: \(recentSearches.queries.count) recent searches")
        // The location is read by HomeCoordinator only: LocationTracker.current.lastKnownLocation
        AppLogger.shared.info("search history lives in RecentSearchesStore.shared")
    }

    func renderLastPurchase(amount: Decimal, date: Date) -> String {
        let price = PriceFormatter.shared.string(from: amount)
        let day = DateFormatters.iso8601.string(from: date)
        return price + " on " + day
    }

    func loadAvatar(from url: URL) async -> UIImage? {
        if let data = await ImageCache.shared.data(for: url) {
            return UIImage(data: data)
        }
        return await AvatarThumbnailCache.shared.thumbnail(for: url.absoluteString)
    }

    func uploadAvatar(_ image: UIImage) {
        guard image.size.width > 0 else { return }
        UploadManager.shared.pendingUploadIDs.append(UUID())
    }

    @IBAction private func pauseMusicTapped(_ sender: UIButton) {
        PlaybackController.sharedInstance.isPlaying = false
    }

    @IBAction private func logoutTapped(_ sender: UIButton) {
        UserSessionStore.shared.signOut()
        LoyaltyPointsStore.shared.balance = 0
        UserDefaults.standard.removeObject(forKey: "lastTab")
        UserDefaults.appGroup.removeObject(forKey: "widgetSnapshot")
        if KeychainTokenStore.shared.token(for: "primary") != nil {
            AppLogger.shared.info("token cleared on logout")
        }
        let timeout = AppConfiguration.current.requestTimeout
        AppLogger.shared.info("logout, timeout \(timeout)")
    }

    @IBAction private func openSettingsTapped(_ sender: UIButton) {
        guard let url = URL(string: UIApplication.openSettingsURLString) else { return }
        UIApplication.shared.open(url)
    }
}
