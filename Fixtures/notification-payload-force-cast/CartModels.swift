import Foundation

struct CartItem: Hashable {
    let sku: String
    var quantity: Int
}

final class Cart {
    let id: UUID
    private(set) var items: [CartItem] = []

    init(id: UUID = UUID()) {
        self.id = id
    }
}

final class Download {
    let url: URL
    var progress: Double = 0

    init(url: URL) {
        self.url = url
    }
}

struct Profile: Equatable {
    var displayName: String
    var avatarURL: URL?
}

struct SyncReport {
    var inserted: Int
    var deleted: Int
}

struct Episode: Identifiable {
    let id: String
    var title: String
}

extension Notification.Name {
    static let cartDidChange = Notification.Name("CartDidChange")
    static let cartItemRemoved = Notification.Name("CartItemRemoved")
    static let downloadFinished = Notification.Name("DownloadFinished")
    static let downloadProgress = Notification.Name("DownloadProgress")
    static let profileDidUpdate = Notification.Name("ProfileDidUpdate")
    static let syncFinished = Notification.Name("SyncFinished")
    static let playbackDidStart = Notification.Name("PlaybackDidStart")
}

/// The one typed way to read the cart payload: poster and observers share it.
enum CartNotification {
    static let itemKey = "item"

    static func cart(from notification: Notification) -> Cart? {
        notification.object as? Cart
    }
}
