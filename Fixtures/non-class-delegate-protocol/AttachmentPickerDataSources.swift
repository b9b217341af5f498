import UIKit

// plain data source protocol
protocol AttachmentPickerDataSource {   // expect: non-class-delegate-protocol
    func numberOfAttachments() -> Int
    func attachment(at index: Int) -> URL
}

// `Hashable` is a known non-class standard protocol
protocol ThreadSummaryDataSource: Hashable {   // expect: non-class-delegate-protocol
    func summary(forThread threadID: String) -> String
}

// `Identifiable` is a known non-class standard protocol
protocol ChannelListDataSource: Identifiable {   // expect: non-class-delegate-protocol
    var channelIDs: [String] { get }
}

// `Codable` is a known non-class standard protocol
protocol DraftStoreDataSource: Codable {   // expect: non-class-delegate-protocol
    var drafts: [String: String] { get }
}

// a protocol with an associated type is still not class-bound
protocol PaginationDataSource {   // expect: non-class-delegate-protocol
    associatedtype Cursor: Hashable
    func nextPage(after cursor: Cursor?) async throws -> (messages: [ChatMessage], next: Cursor?)
}

// `where Self: Equatable` is a constraint, but not a class constraint
protocol MentionSuggestionDataSource where Self: Equatable {   // expect: non-class-delegate-protocol
    func suggestions(forPrefix prefix: String) -> [String]
}

// lower-case `s` in `Datasource`: matched case-insensitively (see README)
protocol InboxDatasource {   // expect: non-class-delegate-protocol
    func unreadCount() -> Int
}

// not reported: `Sendable` next to `AnyObject`
protocol ChannelMembersDataSource: Sendable, AnyObject {
    func members(ofChannel channelID: String) -> [String]
}

// not reported: inherits a framework protocol that is class-bound (and not in the tree)
protocol ThreadReplyDataSource: UITableViewDataSource {
    func replyCount(forThread threadID: String) -> Int
}

/// Value-type data sources are exactly why the protocols above are not class-bound.
struct StaticAttachmentSource: AttachmentPickerDataSource {
    let urls: [URL]

    func numberOfAttachments() -> Int { urls.count }
    func attachment(at index: Int) -> URL { urls[index] }
}

struct CursorPager: PaginationDataSource {
    let pageSize: Int

    func nextPage(after cursor: Date?) async throws -> (messages: [ChatMessage], next: Date?) {
        ([], nil)
    }
}

/// The picker takes its data source as a parameter: nothing is stored.
final class AttachmentPickerViewController: UICollectionViewController {
    private var attachmentURLs: [URL] = []

    func reload(from source: AttachmentPickerDataSource) {
        attachmentURLs = (0..<source.numberOfAttachments()).map(source.attachment(at:))
        collectionView.reloadData()
    }
}
