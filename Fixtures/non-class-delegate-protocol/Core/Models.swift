import Foundation

struct ChatMessage: Hashable, Codable, Sendable, Identifiable {
    let id: UUID
    let channelID: String
    let senderID: String
    var body: String
    let sentAt: Date
}

struct Channel: Hashable, Codable, Identifiable {
    let id: String
    var name: String
    var unreadCount: Int
}

struct Attachment: Hashable {
    let fileURL: URL
    let mimeType: String
}
