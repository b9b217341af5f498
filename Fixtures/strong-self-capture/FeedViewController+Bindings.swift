import Combine
import UIKit

/// Combine bindings of the feed screen. Every subscription here is kept in `cancellables`,
/// which is declared (and owned) in FeedViewController.swift.
extension FeedViewController {

    func bindPublishers() {
        // sink whose cancellable self stores.
        viewModel.$items
            .receive(on: DispatchQueue.main)
            .sink { items in                                         // expect: strong-self-capture
                self.emptyStateView.isHidden = !items.isEmpty
                self.tableView.reloadData()
            }
            .store(in: &cancellables)

        // Only the map operator captures self; the sink is weak. Publisher operators escape
        // (the non-escaping list is for Sequence/Collection methods).
        viewModel.$unreadCount
            .map { self.badgeValue(for: $0) }                        // expect: strong-self-capture
            .receive(on: DispatchQueue.main)
            .sink { [weak self] badge in self?.navigationController?.tabBarItem.badgeValue = badge }
            .store(in: &cancellables)

        // assign(to:on: self) retains self, and the subscription is kept by self.
        viewModel.$screenTitle
            .removeDuplicates()
            .assign(to: \.title, on: self)                           // expect: strong-self-capture
            .store(in: &cancellables)

        // Not reported: assign(to:on:) targets a label, self is not captured.
        viewModel.$subtitle
            .map(Optional.some)
            .assign(to: \.text, on: subtitleLabel)
            .store(in: &cancellables)

        // Two findings on one line (map and sink); the emoji is two code points (U+270D U+FE0F).
        viewModel.$draftCount.map { self.localizedDraftBadge(count: $0, emoji: "✍️") }.sink { self.draftsButton.setTitle($0, for: .normal) }.store(in: &cancellables)   // expect: strong-self-capture@35, strong-self-capture@93

        // filter on a publisher escapes too.
        NotificationCenter.default.publisher(for: UIApplication.willEnterForegroundNotification)
            .filter { _ in self.isViewLoaded && self.view.window != nil }   // expect: strong-self-capture
            .sink { [weak self] _ in self?.viewModel.refreshIfStale() }
            .store(in: &cancellables)

        // Not reported: none of these closures mention self.
        viewModel.$unreadCount
            .map { $0 > 0 }
            .removeDuplicates()
            .sink { hasUnread in UIApplication.shared.applicationIconBadgeNumber = hasUnread ? 1 : 0 }
            .store(in: &cancellables)

        // Not reported by this rule: unowned capture.
        viewModel.$likedCount
            .sink { [unowned self] count in self.likesSummaryLabel.text = "\(count) liked" }
            .store(in: &cancellables)
    }

    private func badgeValue(for unread: Int) -> String? {
        unread == 0 ? nil : (unread > 99 ? "99+" : String(unread))
    }

    private func localizedDraftBadge(count: Int, emoji: String) -> String {
        count == 0 ? "Drafts" : "\(emoji) \(count)"
    }
}
