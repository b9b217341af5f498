import Combine
import Foundation

/// MVVM view model for the checkout screen. It reaches into globals instead of being handed them.
final class OrderReviewViewModel: ObservableObject {

    @Published private(set) var totalText = ""
    @Published private(set) var canPlaceOrder = false

    // Remember to clear RecentSearchesStore.shared after a purchase (comment only).

    func refresh() {
        let items = CartStore.shared.items
        let total = items.reduce(Decimal(0)) { $0 + Decimal($1.quantity) * 9.99 }
        totalText = PriceFormatter.shared.string(from: total)
        canPlaceOrder = UserSessionStore.shared.isLoggedIn
            && OrderDraftStore.shared.shippingAddress != nil
            && FeatureFlagStore.shared.isEnabled("checkout.enabled")
    }

    func apply(promoCode: String) {
        CartStore.shared.promoCode = promoCode
        AnalyticsClient.shared.track("promo_applied", properties: ["code": promoCode])
    }

    func placeOrder(at date: Date) {
        guard let user = UserSessionStore.shared.currentUser else { return }
        LoyaltyPointsStore.shared.balance += 10
        UploadManager.shared.pendingUploadIDs.removeAll()
        CrashReporter.shared.userIdentifier = user.id
        HapticsEngine.current.tap()
        AppLogger.shared.info("order placed at \(DateFormatters.iso8601.string(from: date))")
        NotificationCenter.default.post(name: .checkoutDidComplete, object: nil)
        NotificationCenter.checkout.post(name: .checkoutDidComplete, object: nil)
        if KeychainTokenStore.shared.token(for: user.id) == nil {
            AppLogger.shared.error("placing an order without a keychain token")
        }
    }

    func prefetchProductImage(_ url: URL) async {
        if await ImageCache.shared.data(for: url) == nil {
            let (data, _) = (try? await URLSession.images.data(from: url)) ?? (Data(), URLResponse())
            await ImageCache.shared.insert(data, for: url)
        }
    }
}

extension Notification.Name {
    static let checkoutDidComplete = Notification.Name("checkoutDidComplete")
}
