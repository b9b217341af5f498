import UIKit

protocol TopicsSidebarDelegate: AnyObject {
    func sidebarDidSelect(topic: String)
}

/// The topics sidebar of the discover tab. It hands itself only to its topic lists, which it
/// keeps in typed properties and unwraps before each hand-off; the receiver's type is known, so
/// the hand-offs say nothing about other screens' `sidebarDelegate` properties.
final class TopicsSidebarViewController: UITableViewController, TopicsSidebarDelegate {
    private var trendingList: TopicListViewController?
    private var followedList: TopicListViewController?
    private var savedList: TopicListViewController?
    private let topics = ["Trending", "Followed", "Saved", "New topic"]

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        topics.count
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        switch indexPath.row {
        case 0:
            if let list = self.trendingList {
                list.sidebarDelegate = self
                show(list, sender: self)
            } else {
                let list = TopicListViewController(filter: "trending")
                list.sidebarDelegate = self
                trendingList = list
                show(list, sender: self)
            }
        case 1:
            guard let list = followedList else {
                let list = TopicListViewController(filter: "followed")
                list.sidebarDelegate = self
                followedList = list
                return
            }
            list.sidebarDelegate = self
            show(list, sender: self)
        case 2:
            if let savedList {
                savedList.sidebarDelegate = self
                show(savedList, sender: self)
            }
        default:
            present(UINavigationController(rootViewController: TopicComposerViewController()), animated: true)
        }
    }

    func sidebarDidSelect(topic: String) {
        title = topic
    }
}

final class TopicListViewController: UITableViewController {
    weak var sidebarDelegate: TopicsSidebarDelegate?
    private let filter: String

    init(filter: String) {
        self.filter = filter
        super.init(style: .plain)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        sidebarDelegate?.sidebarDidSelect(topic: filter)
    }
}

final class TopicComposerViewController: UIViewController {
    // not reported: nothing hands itself to a composer's `sidebarDelegate`; the sidebar's
    // hand-offs go to the topic lists it unwraps from its typed properties
    // (`if let list = self.trendingList`, `guard let list = followedList`, `if let savedList`)
    var sidebarDelegate: TopicsSidebarDelegate?

    @objc private func publishTapped() {
        sidebarDelegate?.sidebarDidSelect(topic: "New topic")
        dismiss(animated: true)
    }
}
