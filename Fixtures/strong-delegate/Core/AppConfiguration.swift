import Foundation

protocol CrashReportingDelegate: AnyObject {
    func record(_ error: Error, context: [String: String])
}

/// Process-wide configuration, filled in by the app delegate at launch.
final class AppConfiguration {
    static let shared = AppConfiguration()

    // not reported: a service held by a singleton (process lifetime), set at launch with a
    // service object, not with `self`
    var crashReportingDelegate: CrashReportingDelegate?

    let userAgent = "Wavelength/4.2 (iOS)"
}

final class CrashReporterBridge: CrashReportingDelegate {
    private let apiKey: String

    init(apiKey: String) {
        self.apiKey = apiKey
    }

    func record(_ error: Error, context: [String: String]) {
        print("[crash:\(apiKey)] \(error) \(context)")
    }
}
