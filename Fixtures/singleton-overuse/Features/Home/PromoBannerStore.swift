import Combine
import Foundation

/// The banner over the home feed. Set from campaign links; previews and the mock service set it too.
final class PromoBannerStore: ObservableObject {
    static let shared = PromoBannerStore()

    @Published var message: String?
    @Published var dismissedCampaigns: Set<String> = []

    func dismiss(_ campaign: String) {
        dismissedCampaigns.insert(campaign)
        message = nil
    }
}
