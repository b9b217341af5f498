import SwiftUI

@main
struct ShopApp: App {
    @UIApplicationDelegateAdaptor(AppDelegate.self) private var appDelegate
    @StateObject private var cart = CartStore.shared

    init() {
        // Launch configuration: the app type fills in the settings before the first screen shows.
        AppSettings.shared.launchCount += 1
        try? OrderDatabase.open()
        if let override = ProcessInfo.processInfo.environment["SHOP_API_URL"], let url = URL(string: override) {
            AppSettings.shared.apiBaseURL = url
        }
    }

    var body: some Scene {
        WindowGroup {
            RootView()
                .environmentObject(cart)
                .onOpenURL { url in DeepLinkRouter().handle(url) }
        }
    }
}
