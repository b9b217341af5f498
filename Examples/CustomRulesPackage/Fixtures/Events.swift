import Foundation

struct CartChanged: AppEvent {
    let itemCount: Int
}

struct ProfileUpdated: AppEvent {
    let displayName: String
}

struct LoggedOut: AppEvent {}

struct OrderShipped: AppEvent {
    let orderID: String
    let trackingURL: URL
}
