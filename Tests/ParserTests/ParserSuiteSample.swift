extension ParserSuite {
    /// A representative UIKit file: view controller, protocol with extension, data source
    /// extension, nested types, generics, enums, an actor, `#if` branches, closures.
    static let profileViewController = #"""
    import UIKit
    import Combine

    protocol ProfileViewControllerDelegate: AnyObject {
        func profileViewControllerDidFinish(_ controller: ProfileViewController)
        var title: String { get set }
        var subtitle: String? { get }
    }

    extension ProfileViewControllerDelegate {
        func profileViewControllerDidFinish(_ controller: ProfileViewController) {}
    }

    final class ProfileViewController: UIViewController, UITableViewDelegate {
        @IBOutlet weak var tableView: UITableView!
        @IBOutlet private weak var nameLabel: UILabel?
        weak var delegate: ProfileViewControllerDelegate?
        unowned let coordinator: Coordinator
        lazy var formatter: DateFormatter = {
            let f = DateFormatter()
            f.dateStyle = .medium
            return f
        }()
        static let reuseIdentifier = "ProfileCell"
        private(set) var items: [Item] = []
        @Published var isLoading = false
        var name: String = "" {
            willSet { print(newValue) }
            didSet { nameLabel?.text = name }
        }
        var count: Int { items.count }
        var title: String {
            get { navigationItem.title ?? "" }
            set { navigationItem.title = newValue }
        }
        private var cancellables = Set<AnyCancellable>()
        var onSelect: ((Item) -> Void)?

        init(coordinator: Coordinator) {
            self.coordinator = coordinator
            super.init(nibName: nil, bundle: nil)
        }

        required init?(coder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }

        deinit {
            NotificationCenter.default.removeObserver(self)
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            NotificationCenter.default.addObserver(self, selector: #selector(reload), name: .didUpdate, object: nil)
            loadItems { [weak self] result in
                guard let self else { return }
                self.items = result
            }
            UIView.animate(withDuration: 0.3, animations: {
                self.view.alpha = 1
            }) { finished in
                print(finished)
            }
            UIView.animate(withDuration: 0.3) {
                self.view.alpha = 0
            } completion: { _ in
                self.dismiss(animated: true)
            }
            $isLoading.sink { [weak self, unowned delegate = self.delegate] value in
                self?.title = "\(value)"
            }.store(in: &cancellables)
            onSelect = { item in print(item) }
        }

        func loadItems(completion: @escaping ([Item]) -> Void) {
            DispatchQueue.main.async {
                completion([])
            }
        }

        func configure(_ cell: UITableViewCell, at indexPath: IndexPath, handler: (() -> Void)? = nil) {
            let profileCell = cell as! ProfileCell
            let maybe = cell as? ProfileCell
            profileCell.label.text = items[indexPath.row].name
            let first = items.first!
            if let m = maybe { m.configure(first) }
        }

        @objc private func reload() {
            tableView.reloadData()
        }

        #if DEBUG
        func debugDump() {}
        #else
        func releaseOnly() {}
        #endif

        enum Section: Int, CaseIterable {
            case header, body
            case footer
        }

        struct Item: Hashable {
            let id: UUID
            var name: String
        }
    }

    extension ProfileViewController: UITableViewDataSource {
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
            items.count
        }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: Self.reuseIdentifier, for: indexPath)
            configure(cell, at: indexPath)
            return cell
        }
    }

    enum LoadState<Value> {
        case idle
        case loading(progress: Double)
        case loaded(Value), failed(Error)
    }

    final class Repository<Model: Decodable, Key>: NSObject where Key: Hashable {
        func fetch<T>(_ key: Key, as type: T.Type) async throws -> T where T: Decodable { fatalError() }
    }

    actor ImageCache {
        private var images: [URL: UIImage] = [:]
        func image(for url: URL) -> UIImage? { images[url] }
    }
    """#
}
