import CoreLocation
import Foundation
import os
import UIKit

// MARK: - Stateless helpers (not reported however widely they are used)

final class AppLogger {
    // not reported: stateless logger, only `let` storage
    static let shared = AppLogger()

    private let logger = Logger(subsystem: "com.example.shop", category: "app")

    private init() {}

    func info(_ message: String) {
        logger.info("\(message, privacy: .public)")
    }

    func error(_ message: String) {
        logger.error("\(message, privacy: .public)")
    }
}

final class PriceFormatter {
    // not reported: stateless formatter
    static let shared = PriceFormatter()

    private let formatter: NumberFormatter

    private init() {
        formatter = NumberFormatter()
        formatter.numberStyle = .currency
    }

    func string(from amount: Decimal) -> String {
        formatter.string(from: amount as NSDecimalNumber) ?? "-"
    }
}

/// A namespace of formatters: static instances of other types, not of itself.
final class DateFormatters {
    // not reported: not an instance of `DateFormatters`
    static let iso8601 = ISO8601DateFormatter()
    // not reported: not an instance of `DateFormatters`
    static let relative = RelativeDateTimeFormatter()
}

final class AnalyticsClient {
    // not reported: stateless; the instance is a private `let`
    private static let instance = AnalyticsClient()

    // not reported: a get-only computed `static var` can't be replaced (see README)
    static var shared: AnalyticsClient { instance }

    private let endpoint = URL(string: "https://analytics.example.com/v1/events")

    func track(_ event: String, properties: [String: String] = [:]) {
        AppLogger.shared.info("track \(event) \(properties)")
    }
}

// MARK: - Extensions of framework types (not singletons)

extension UserDefaults {
    // not reported: extension of a framework type
    static let appGroup = UserDefaults(suiteName: "group.com.example.shop") ?? .standard
}

extension URLSession {
    // not reported: extension of a framework type
    static let images: URLSession = URLSession(configuration: .ephemeral)
}

extension NotificationCenter {
    // not reported: extension of a framework type
    static let checkout = NotificationCenter()
}

// MARK: - Mutable singletons

final class LocationTracker: NSObject, CLLocationManagerDelegate {
    // used by HomeCoordinator, by the tests and by a `#if DEBUG` branch: three files
    static let current = Self()   // expect: singleton-overuse

    var lastKnownLocation: CLLocation?
    var simulatedLocation: CLLocation?

    private let manager = CLLocationManager()

    override private init() {
        super.init()
        manager.delegate = self
    }

    func start() {
        manager.requestWhenInUseAuthorization()
        manager.startUpdatingLocation()
    }

    func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {
        lastKnownLocation = simulatedLocation ?? locations.last
    }
}

actor ImageCache {
    // actor isolation prevents data races, not a global data bus
    static let shared = ImageCache()   // expect: singleton-overuse

    var storage: [URL: Data] = [:]
    var hitCount = 0

    func data(for url: URL) -> Data? {
        if let cached = storage[url] {
            hitCount += 1
            return cached
        }
        return nil
    }

    func insert(_ data: Data, for url: URL) {
        storage[url] = data
    }
}

actor AvatarThumbnailCache {
    // not reported: an actor whose state is private
    static let shared = AvatarThumbnailCache()

    private var thumbnails: [String: UIImage] = [:]

    func thumbnail(for key: String) -> UIImage? {
        thumbnails[key]
    }

    func store(_ image: UIImage, for key: String) {
        thumbnails[key] = image
    }
}

final class KeychainTokenStore {
    // not reported: mutable, but private
    static let shared = KeychainTokenStore()

    private var cache: [String: Data] = [:]

    func token(for account: String) -> Data? {
        cache[account]
    }

    func save(_ token: Data, for account: String) {
        cache[account] = token
    }
}

public final class PlaybackController {
    public static let sharedInstance = PlaybackController()   // expect: singleton-overuse

    public var isPlaying = false
    public var currentTrackID: String?

    public func toggle() {
        isPlaying.toggle()
    }
}

final class UploadManager {
    // configured once in an immediately-applied closure
    static let shared: UploadManager = {   // expect: singleton-overuse
        let manager = UploadManager()
        manager.maximumConcurrentUploads = 2
        return manager
    }()

    var maximumConcurrentUploads = 4
    var pendingUploadIDs: [UUID] = []
}

final class LoyaltyPointsStore {
    static let shared = LoyaltyPointsStore()   // expect: singleton-overuse

    var balance: Int = 0 {
        didSet {
            AppLogger.shared.info("loyalty balance \(oldValue) -> \(balance)")
        }
    }
}

final class CrashReporter {
    static let shared = CrashReporter()   // expect: singleton-overuse

    var userIdentifier: String?
    var breadcrumbs: [String] = []

    private init() {}

    func leaveBreadcrumb(_ text: String) {
        breadcrumbs.append(text)
    }
}
