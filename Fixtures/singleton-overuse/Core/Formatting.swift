import Foundation

/// Formats prices for the current storefront. The formatter is built on first use; only this
/// file changes the currency (when the storefront changes).
final class PriceFormatter {
    static var shared = PriceFormatter()

    var currencyCode = Locale.current.currency?.identifier ?? "USD"
    var cache: [Decimal: String] = [:]

    private lazy var formatter: NumberFormatter = {
        let formatter = NumberFormatter()
        formatter.numberStyle = .currency
        formatter.currencyCode = currencyCode
        return formatter
    }()

    func string(for amount: Decimal) -> String {
        if let cached = cache[amount] { return cached }
        let text = formatter.string(from: amount as NSDecimalNumber) ?? "\(amount)"
        cache[amount] = text
        return text
    }
}

extension PriceFormatter {
    static func storefrontDidChange(to currencyCode: String) {
        PriceFormatter.shared.currencyCode = currencyCode
        PriceFormatter.shared.cache.removeAll()
        PriceFormatter.shared.formatter.currencyCode = currencyCode
    }
}

/// Relative and absolute order dates. The formatters and the serial queue never leave this file.
final class OrderDateFormatter {
    static let shared = OrderDateFormatter()

    lazy var relative: RelativeDateTimeFormatter = {
        let formatter = RelativeDateTimeFormatter()
        formatter.unitsStyle = .full
        return formatter
    }()
    let queue = DispatchQueue(label: "com.shop.order-date-formatter")
    var cache: [Date: String] = [:]

    func string(for date: Date) -> String {
        queue.sync {
            if let cached = cache[date] { return cached }
            let text = relative.localizedString(for: date, relativeTo: Date())
            cache[date] = text
            return text
        }
    }
}

private extension Date {
    var orderDateText: String { OrderDateFormatter.shared.string(for: self) }
}

/// Shared formatters of Foundation types: static instances of other types, not singletons.
final class Formatters {
    static let orderDate: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateStyle = .medium
        formatter.timeStyle = .short
        return formatter
    }()
    static let weight = MeasurementFormatter()
}

/// Stateless logger; a `static var` nobody replaces.
final class AppLogger {
    static var main = AppLogger(subsystem: "com.shop.app")

    let subsystem: String

    init(subsystem: String) {
        self.subsystem = subsystem
    }

    func info(_ message: String) { print("[\(subsystem)] \(message)") }
    func error(_ message: String) { print("[\(subsystem)] ERROR \(message)") }
}
