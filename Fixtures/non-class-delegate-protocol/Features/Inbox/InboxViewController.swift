import UIKit

// `Datasource` with a lower-case `s`: the suffix is matched case-insensitively.
protocol InboxDatasource {   // expect: non-class-delegate-protocol
    func numberOfThreads() -> Int
    func thread(at index: Int) -> Channel
}

final class InboxListView: UIView {
    var dataSource: InboxDatasource?   // expect: strong-delegate

    func reload() {
        accessibilityValue = "\(dataSource?.numberOfThreads() ?? 0) threads"
    }
}

// A protocol with an associated type is still not class-bound.
protocol MessagePagingDataSource {   // expect: non-class-delegate-protocol
    associatedtype Cursor: Hashable
    func nextPage(after cursor: Cursor?) async throws -> (messages: [ChatMessage], next: Cursor?)
}

final class MessageHistoryLoader {
    // not named like a delegate; typed by a `…DataSource` protocol; the inbox passes `pager: self`
    private let pager: any MessagePagingDataSource   // expect: strong-delegate
    private(set) var isLoading = false

    init(pager: any MessagePagingDataSource) {
        self.pager = pager
    }

    func loadMore() {
        isLoading = true
    }
}

// Declared a second time, in the share extension (ShareExtension/ShareViewController.swift):
// a name declared twice gives no fact, so this rule stays silent. Both strong properties are
// still `strong-delegate` findings.
protocol RowActionDelegate {
    func rowAction(didArchive channelID: String)
}

final class SwipeActionsController {
    var delegate: RowActionDelegate?   // expect: strong-delegate

    func archive(_ channel: Channel) {
        delegate?.rowAction(didArchive: channel.id)
    }
}

final class InboxViewController: UIViewController, InboxDatasource, MessagePagingDataSource, RowActionDelegate {
    typealias Cursor = Date

    private let listView = InboxListView()
    private let swipeActions = SwipeActionsController()
    private lazy var history = MessageHistoryLoader(pager: self)
    private var threads: [Channel] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        listView.dataSource = self
        swipeActions.delegate = self
        view.addSubview(listView)
        history.loadMore()
    }

    func numberOfThreads() -> Int {
        threads.count
    }

    func thread(at index: Int) -> Channel {
        threads[index]
    }

    func nextPage(after cursor: Date?) async throws -> (messages: [ChatMessage], next: Date?) {
        ([], nil)
    }

    func rowAction(didArchive channelID: String) {
        threads.removeAll { $0.id == channelID }
        listView.reload()
    }
}
