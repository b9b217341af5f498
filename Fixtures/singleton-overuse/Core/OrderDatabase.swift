import Foundation

/// The app's order database. Opening it can throw, so it is a `static var` filled by
/// `OrderDatabase.open()`, which only the `@main` app's `init` calls: set once for the process,
/// never replaced. Not reported.
final class OrderDatabase {
    static var instance: OrderDatabase?

    private(set) var orders: [String] = []
    let path: URL

    private init(path: URL) throws {
        guard FileManager.default.isWritableFile(atPath: path.deletingLastPathComponent().path) else {
            throw CocoaError(.fileWriteNoPermission)
        }
        self.path = path
    }

    static func open() throws {
        let database = try OrderDatabase(path: URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("orders.sqlite"))
        instance = database
    }

    static var shared: OrderDatabase {
        instance!
    }

    func append(_ order: String) {
        orders.append(order)
    }
}

final class OrderHistoryViewModel {
    var count: Int { OrderDatabase.shared.orders.count }
}
