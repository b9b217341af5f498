import Foundation

/// Properties attached to every analytics event.
final class AnalyticsContext {
    static let shared: AnalyticsContext = {   // expect: singleton-overuse
        let context = AnalyticsContext()
        context.sessionID = UUID().uuidString
        return context
    }()

    var sessionID = ""
    var screenName: String?
    var campaign: String?

    var properties: [String: String] {
        var result = ["session": sessionID]
        result["screen"] = screenName
        result["campaign"] = campaign
        return result
    }
}
