import Combine
import Foundation
import UIKit

// MARK: - Models

struct FeedAuthor: Hashable {
    let name: String
    let isFollowed: Bool
}

struct FeedItem: Identifiable, Hashable {
    let id: UUID
    let title: String
    let author: FeedAuthor
    let thumbnailURL: URL?
    let publishedAt: Date
    var likeCount: Int
    var isPinned: Bool
    var tags: [String]
}

struct FeedPage {
    let items: [FeedItem]
    let nextCursor: String?
}

enum FeedUpdate {
    case inserted(FeedItem)
    case removed(FeedItem.ID)
}

enum FeedAnalyticsEvent {
    case retryTapped
    case composerOpened
    case impression(FeedItem.ID)
    case searchPerformed(resultCount: Int)
}

protocol FeedService {
    func fetchFeed(cursor: String?) async throws -> FeedPage
    func search(_ query: String) -> AnyPublisher<[FeedItem], Error>
    func liveUpdates() -> AnyPublisher<FeedUpdate, Never>
}

protocol FeedAnalytics: AnyObject {
    func track(_ event: FeedAnalyticsEvent)
}

// MARK: - View model

final class FeedViewModel {
    @Published private(set) var items: [FeedItem] = []
    @Published private(set) var unreadCount = 0
    @Published private(set) var draftCount = 0
    @Published private(set) var screenTitle = "Feed"
    @Published private(set) var subtitle = ""
    @Published private(set) var likedCount = 0
    @Published private(set) var searchResults: [FeedItem] = []
    @Published var query = ""

    // Outputs, set by FeedViewController.
    var onUpdate: (() -> Void)?
    var onPageLoaded: ((Bool) -> Void)?
    var onError: ((Error) -> Void)?
    var onEmptyStateChange: ((Bool) -> Void)?
    var onItemRemoved: ((IndexPath) -> Void)?

    var prefersShortDates = true
    private let service: FeedService
    private let analytics: FeedAnalytics
    private var cancellables = Set<AnyCancellable>()
    private var liveUpdatesCancellable: AnyCancellable?
    private var nextCursor: String?
    private var lastRefresh = Date.distantPast
    private var likedIDs: Set<FeedItem.ID> = []
    private var hiddenIDs: Set<FeedItem.ID> = []

    // Not reported: immediately applied (note the trailing `()`); it runs once and is gone.
    private lazy var relativeFormatter: RelativeDateTimeFormatter = {
        let formatter = RelativeDateTimeFormatter()
        formatter.unitsStyle = self.prefersShortDates ? .abbreviated : .full
        return formatter
    }()

    // Reported: no trailing `()`, so the closure itself is stored in self and captures self.
    lazy var retryLastRequest: () -> Void = {                        // expect: strong-self-capture
        self.analytics.track(.retryTapped)
        self.loadFirstPage()
    }

    init(service: FeedService, analytics: FeedAnalytics) {
        self.service = service
        self.analytics = analytics
        bindSearch()
        bindLikes()
        bindLiveUpdates()
    }

    // MARK: - Pipelines owned by the view model

    private func bindSearch() {
        $query
            .debounce(for: .milliseconds(300), scheduler: DispatchQueue.main)
            .removeDuplicates()
            .filter { !$0.isEmpty }                                  // no self: not reported
            .flatMap { query in                                      // expect: strong-self-capture
                self.service.search(query).replaceError(with: [])
            }
            .handleEvents(receiveOutput: { results in                // expect: strong-self-capture
                self.analytics.track(.searchPerformed(resultCount: results.count))
            })
            .receive(on: DispatchQueue.main)
            .sink { [weak self] results in
                self?.searchResults = results
            }
            .store(in: &cancellables)
    }

    private func bindLikes() {
        // assign(to: &$likedCount) ties the subscription to a @Published property of self, so the
        // outer map closure is kept by self. The inner Sequence.filter is non-escaping.
        $items
            .map { items in                                          // expect: strong-self-capture
                items.filter { self.likedIDs.contains($0.id) }.count
            }
            .assign(to: &$likedCount)
    }

    private func bindLiveUpdates() {
        // `[self]` is still a strong capture; the single cancellable lives in self.
        liveUpdatesCancellable = service.liveUpdates()
            .receive(on: DispatchQueue.main)
            .sink { [self] update in                                 // expect: strong-self-capture
                apply(update)
            }
    }

    private func apply(_ update: FeedUpdate) {
        switch update {
        case .inserted(let item):
            items.insert(item, at: 0)
            unreadCount += 1
        case .removed(let id):
            // Not reported: firstIndex(where:) is non-escaping.
            guard let index = items.firstIndex(where: { $0.id == id && !self.hiddenIDs.contains(id) }) else { return }
            items.remove(at: index)
            onItemRemoved?(IndexPath(row: index, section: 0))
        }
        onEmptyStateChange?(items.isEmpty)
    }

    // MARK: - Loading

    func loadFirstPage() {
        // Not reported: a Task closure runs once.
        Task { @MainActor in
            do {
                let page = try await self.service.fetchFeed(cursor: nil)
                self.items = page.items
                self.nextCursor = page.nextCursor
                self.lastRefresh = Date()
                self.onUpdate?()
                self.onPageLoaded?(page.nextCursor != nil)
            } catch {
                self.onError?(error)
            }
        }
    }

    func loadNextPage() {
        guard let cursor = nextCursor else { return }
        Task { @MainActor [weak self] in
            guard let self else { return }
            do {
                let page = try await service.fetchFeed(cursor: cursor)
                items += page.items
                nextCursor = page.nextCursor
                onPageLoaded?(page.nextCursor != nil)
            } catch {
                onError?(error)
            }
        }
    }

    func refreshIfStale() {
        guard Date().timeIntervalSince(lastRefresh) > 300 else { return }
        loadFirstPage()
    }

    func toggleLike(for id: FeedItem.ID) {
        if likedIDs.contains(id) { likedIDs.remove(id) } else { likedIDs.insert(id) }
        items = items.map { item in
            var item = item
            if item.id == id { item.likeCount += self.likedIDs.contains(id) ? 1 : -1 }
            return item
        }
    }

    func persistScrollPosition() {
        UserDefaults.standard.set(items.first?.id.uuidString, forKey: "feed.lastVisibleItem")
    }

    func trackComposerOpened() {
        analytics.track(.composerOpened)
    }

    func relativeTimestamp(for item: FeedItem) -> String {
        relativeFormatter.localizedString(for: item.publishedAt, relativeTo: Date())
    }

    // MARK: - Derived values (Sequence/Collection closures are non-escaping: none is reported)

    var upcomingImageURLs: [URL] {
        items.prefix(20)
            .filter { !self.hiddenIDs.contains($0.id) }
            .compactMap { $0.thumbnailURL }
    }

    var itemsByEngagement: [FeedItem] {
        items.sorted(by: { self.engagementScore(of: $0) > self.engagementScore(of: $1) })
    }

    var totalEngagement: Int {
        items.reduce(0) { total, item in total + self.engagementScore(of: item) }
    }

    var firstPinned: FeedItem? {
        items.first(where: { $0.isPinned && !self.hiddenIDs.contains($0.id) })
    }

    var allTags: [String] {
        items.flatMap { self.visibleTags(for: $0) }
    }

    var everythingLiked: Bool {
        !items.isEmpty && items.allSatisfy { self.likedIDs.contains($0.id) }
    }

    var hasHiddenItems: Bool {
        items.contains(where: { self.hiddenIDs.contains($0.id) })
    }

    func logImpressions(for indexPaths: [IndexPath]) {
        indexPaths.map { self.items[$0.row].id }.forEach { self.analytics.track(.impression($0)) }
    }

    private func engagementScore(of item: FeedItem) -> Int {
        item.likeCount + (likedIDs.contains(item.id) ? 10 : 0)
    }

    private func visibleTags(for item: FeedItem) -> [String] {
        hiddenIDs.contains(item.id) ? [] : item.tags
    }
}

// MARK: - Value types (closures in structs and enums copy `self`: never reported)

/// Header shown above each day's section.
struct FeedSectionHeaderModel {
    let title: String
    let itemCount: Int

    var accessibilityLabel: String { "\(title), \(itemCount) posts" }

    func makeSeeAllAction(open: @escaping (String) -> Void) -> UIAction {
        UIAction(title: "See all") { _ in
            open(self.title)
        }
    }
}

enum FeedFilter: CaseIterable {
    case all, following, pinned

    var sortComparator: (FeedItem, FeedItem) -> Bool {
        { lhs, rhs in self.score(lhs) > self.score(rhs) }
    }

    private func score(_ item: FeedItem) -> Int {
        switch self {
        case .all: return item.likeCount
        case .following: return item.author.isFollowed ? item.likeCount * 2 : item.likeCount
        case .pinned: return item.isPinned ? Int.max : item.likeCount
        }
    }
}
