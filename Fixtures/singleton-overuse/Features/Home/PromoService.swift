import Foundation

protocol PromoServing {
    func refresh() async
}

struct PromoService: PromoServing {
    let client: APIClient

    func refresh() async {
        AppLogger.main.info("promo refresh from \(client.environment.baseURL)")
    }
}

/// Used by the previews and the UI tests' launch argument.
final class MockPromoService: PromoServing {
    func refresh() async {
        PromoBannerStore.shared.message = "Mock: 20% off everything"
        PromoBannerStore.shared.dismissedCampaigns.removeAll()
    }
}
