import Foundation

/// A `static var` filled by its own factory. Every call of `configure(apiKey:)` is in the app
/// delegate's launch method or behind a check that the holder is still unset, so the global is
/// set up once, not replaced: not reported.
final class AnalyticsClient {
    static var shared: AnalyticsClient!

    private let apiKey: String
    private var pending: [String] = []

    private init(apiKey: String) {
        self.apiKey = apiKey
    }

    static func configure(apiKey: String) {
        shared = AnalyticsClient(apiKey: apiKey)
    }

    func track(_ event: String) {
        pending.append(event)
    }
}

/// The share extension's upload queue makes sure the client exists before it sends anything.
final class AnalyticsUploadQueue {
    static let shared = AnalyticsUploadQueue()

    private init() {
        if AnalyticsClient.shared == nil {
            AnalyticsClient.configure(apiKey: Bundle.main.object(forInfoDictionaryKey: "AnalyticsKey") as? String ?? "")
        }
    }
}

/// The same shape, but a screen calls the factory again whenever the user switches stores, so
/// every reader depends on which client was made last: reported.
final class StoreAnalyticsClient {
    static var current: StoreAnalyticsClient!   // expect: singleton-overuse "code in 1 file replaces"

    let storeID: String

    private init(storeID: String) {
        self.storeID = storeID
    }

    static func configure(storeID: String) {
        current = StoreAnalyticsClient(storeID: storeID)
    }

    func track(_ event: String) {
        AnalyticsTracker.shared.track(event, properties: ["store": storeID])
    }
}
