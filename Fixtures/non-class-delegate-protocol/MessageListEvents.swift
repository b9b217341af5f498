import Foundation

// MARK: - First level of inheritance

/// Inherits the class-bound `ConversationParticipant` declared in ConversationParticipant.swift.
protocol MessageListEventHandling: ConversationParticipant {
    func messageListDidScrollToTop()
    func messageListDidLoadOlderMessages(count: Int)
}

/// Inherits the non-class `AudioSessionEvents` declared in ConversationParticipant.swift.
protocol VoiceNoteEvents: AudioSessionEvents {
    func voiceNoteDidReachMaximumDuration()
}

// not reported: inherits the class-bound `ConversationParticipant` from another file (one level)
protocol MessageInputDataSource: ConversationParticipant {
    func draftText(forChannel channelID: String) -> String?
}

// inherits a non-class protocol of the tree; the tree knows it is not class-bound
protocol MediaUploadDelegate: UploadProgressReporting {   // expect: non-class-delegate-protocol
    func mediaUploadDidFinish(remoteURL: URL)
}

// inherits a protocol of the tree that only inherits `Sendable`
protocol MessageSearchDataSource: MessageQuerying {   // expect: non-class-delegate-protocol
    var recentQueries: [String] { get }
}
