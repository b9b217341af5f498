import Foundation

/// A struct with a `static var current`: a value, not a singleton.
struct AppConfiguration {
    static var current = AppConfiguration()

    var requestTimeout: TimeInterval = 30
    var usesStagingCDN = false
    var maxImageDownloads = 4
}

enum ServerEnvironment: String, CaseIterable {
    case production, staging, local

    static var active: ServerEnvironment = .production
}
