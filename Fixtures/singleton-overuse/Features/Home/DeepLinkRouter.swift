import Foundation

/// Routes `shop://` links and universal links.
struct DeepLinkRouter {
    func handle(_ url: URL) {
        guard let components = URLComponents(url: url, resolvingAgainstBaseURL: false) else { return }
        var query: [String: String] = [:]
        for item in components.queryItems ?? [] {
            query[item.name] = item.value
        }
        if let campaign = query["utm_campaign"] {
            AnalyticsContext.shared.campaign = campaign
        }
        if let banner = query["banner"] {
            PromoBannerStore.shared.message = banner
        }
        AnalyticsTracker.shared.track("deep_link", properties: ["host": components.host ?? ""])
    }
}
