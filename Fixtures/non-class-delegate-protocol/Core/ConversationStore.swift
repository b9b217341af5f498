import Foundation

// not reported: a strategy. Only structs adopt it, and the store keeps the value it is given;
// nothing hands `self` to it
protocol MessageSortingDelegate {
    func sorted(_ messages: [ChatMessage]) -> [ChatMessage]
}

struct NewestFirst: MessageSortingDelegate {
    func sorted(_ messages: [ChatMessage]) -> [ChatMessage] {
        messages.sorted { $0.sentAt > $1.sentAt }
    }
}

struct ThreadedOrder: MessageSortingDelegate {
    func sorted(_ messages: [ChatMessage]) -> [ChatMessage] {
        messages.sorted { ($0.channelID, $0.sentAt) < ($1.channelID, $1.sentAt) }
    }
}

final class ConversationStore {
    private let sortingDelegate: MessageSortingDelegate
    private(set) var messages: [ChatMessage] = []

    init(sortingDelegate: MessageSortingDelegate) {
        self.sortingDelegate = sortingDelegate
    }

    func insert(_ message: ChatMessage) {
        messages = sortingDelegate.sorted(messages + [message])
    }
}
