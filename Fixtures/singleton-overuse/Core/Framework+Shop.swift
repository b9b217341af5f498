import Foundation

extension URLSession {
    /// Product images: a session of its own with the shared URL cache.
    static var images: URLSession = {
        let configuration = URLSessionConfiguration.default
        configuration.urlCache = URLCache.shared
        configuration.httpMaximumConnectionsPerHost = 4
        return URLSession(configuration: configuration)
    }()
}

extension UserDefaults {
    static let group: UserDefaults = UserDefaults(suiteName: "group.com.shop.app") ?? .standard
}
