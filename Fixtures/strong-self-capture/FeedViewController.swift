import Combine
import UIKit

/// Home feed: a paged list of posts with pull-to-refresh, auto-refresh and inline actions.
final class FeedViewController: UIViewController {

    // MARK: - Dependencies and state

    let viewModel: FeedViewModel
    var cancellables = Set<AnyCancellable>()
    private let imagePrefetcher = ImagePrefetcher()
    private var refreshTimer: Timer?
    private var backgroundToken: NSObjectProtocol?

    /// Shared by the refresh control and the empty state.
    private var refreshHandler: (() -> Void)?

    // MARK: - Views

    let tableView = UITableView(frame: .zero, style: .plain)
    let emptyStateView = FeedEmptyStateView()
    let subtitleLabel = UILabel()
    let likesSummaryLabel = UILabel()
    let draftsButton = UIButton(type: .system)
    private let refreshControl = UIRefreshControl()
    private let footerView = LoadMoreFooterView()
    private let errorBanner = ErrorBannerView()
    private let progressView = UIProgressView(progressViewStyle: .bar)
    private let composeButton = UIButton(type: .system)

    init(viewModel: FeedViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    deinit {
        // Never runs while the strong captures below are in place -- which is the point of the rule.
        refreshTimer?.invalidate()
        if let backgroundToken {
            NotificationCenter.default.removeObserver(backgroundToken)
        }
    }

    // MARK: - Lifecycle

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Feed"
        configureTableView()
        bindViewModel()
        bindPublishers()
        bindActions()
        startAutoRefresh()
        observeAppLifecycle()
        FeedCell.startObservingContentSizeChanges()
        viewModel.loadFirstPage()
    }

    private func configureTableView() {
        tableView.dataSource = self
        tableView.delegate = self
        tableView.register(FeedCell.self, forCellReuseIdentifier: FeedCell.reuseIdentifier)
        tableView.refreshControl = refreshControl
        tableView.tableFooterView = footerView
        view.addSubview(tableView)
        view.addSubview(errorBanner)
        view.addSubview(progressView)
    }

    // MARK: - View model outputs

    private func bindViewModel() {
        // The view model is a stored property of self and keeps this closure.
        viewModel.onUpdate = {                                       // expect: strong-self-capture
            self.tableView.reloadData()
            self.refreshControl.endRefreshing()
        }

        // A property of self, written without `self.` on the left-hand side.
        refreshHandler = { self.viewModel.loadFirstPage() }          // expect: strong-self-capture

        // Outer closure is weak (not reported). After `guard let self`, the inner closure captures
        // the unwrapped, strong `self` again, and footerView (owned by self) keeps it.
        viewModel.onPageLoaded = { [weak self] hasMore in
            guard let self else { return }
            self.footerView.isHidden = !hasMore
            self.footerView.onRetry = {                              // expect: strong-self-capture
                self.viewModel.loadNextPage()
            }
        }

        // Same shape with implicit self (Swift 5.8 `guard let self` in a weak closure).
        viewModel.onError = { [weak self] error in
            guard let self else { return }
            errorBanner.show(message: error.localizedDescription)
            errorBanner.onDismiss = {                                // expect: strong-self-capture
                hideErrorBanner()
            }
        }

        // Not reported: the inner closure uses the outer closure's weak, optional `self`.
        viewModel.onEmptyStateChange = { [weak self] isEmpty in
            self?.emptyStateView.isHidden = !isEmpty
            self?.emptyStateView.onTap = {
                self?.viewModel.loadFirstPage()
            }
        }

        // Not reported by this rule: unowned capture (a crash risk, not a leak).
        viewModel.onItemRemoved = { [unowned self] indexPath in
            self.tableView.deleteRows(at: [indexPath], with: .automatic)
        }
    }

    // MARK: - Controls

    private func bindActions() {
        // The UIAction is kept by a button that self owns.
        composeButton.addAction(UIAction { _ in self.presentComposer() }, for: .primaryActionTriggered)   // expect: strong-self-capture

        // Not reported: weak capture.
        refreshControl.addAction(UIAction { [weak self] _ in
            self?.refreshHandler?()
        }, for: .valueChanged)

        // The bar button item hangs off self.navigationItem, so self keeps the action.
        navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .search, primaryAction: UIAction { _ in   // expect: strong-self-capture
            self.showSearch()
        })

        // ImagePrefetcher.onProgress (ImagePrefetcher.swift) stores its @escaping handler in a
        // property, and imagePrefetcher is a stored property of self.
        imagePrefetcher.onProgress { progress in                     // expect: strong-self-capture
            self.progressView.setProgress(Float(progress), animated: true)
        }

        // Not reported: prefetch(_:completion:) calls its completion once and never stores it.
        imagePrefetcher.prefetch(viewModel.upcomingImageURLs) {
            self.progressView.isHidden = true
        }
    }

    private func startAutoRefresh() {
        refreshTimer?.invalidate()
        // A repeating block timer lives in the run loop until invalidated; deinit never gets there.
        refreshTimer = Timer.scheduledTimer(withTimeInterval: 60, repeats: true) { _ in   // expect: strong-self-capture
            self.viewModel.refreshIfStale()
        }
    }

    private func observeAppLifecycle() {
        // Token stored in self; the finding is on the closure's brace, not on the addObserver line.
        backgroundToken = NotificationCenter.default.addObserver(
            forName: UIApplication.didEnterBackgroundNotification,
            object: nil,
            queue: .main
        ) { _ in                                                     // expect: strong-self-capture
            self.viewModel.persistScrollPosition()
        }
    }

    // MARK: - Navigation

    private func presentComposer() {
        let composer = PostComposerViewController()
        // Not reported: present's completion is one-shot.
        present(UINavigationController(rootViewController: composer), animated: true) {
            self.viewModel.trackComposerOpened()
        }
    }

    private func showSearch() {
        let search = FeedSearchViewController(query: viewModel.query)
        navigationController?.pushViewController(search, animated: true)
    }

    func showDetail(for item: FeedItem) {
        let detail = PostDetailViewController(item: item)
        navigationController?.pushViewController(detail, animated: true)
    }

    func share(_ item: FeedItem) {
        let activity = UIActivityViewController(activityItems: [item.title], applicationActivities: nil)
        present(activity, animated: true)
    }

    private func hideErrorBanner() {
        // Not reported: UIView.animate runs both closures once.
        UIView.animate(withDuration: 0.25, animations: {
            self.errorBanner.alpha = 0
        }, completion: { _ in
            self.errorBanner.isHidden = true
        })
    }
}

// MARK: - UITableViewDataSource, UITableViewDelegate

extension FeedViewController: UITableViewDataSource, UITableViewDelegate {

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        viewModel.items.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        guard let cell = tableView.dequeueReusableCell(withIdentifier: FeedCell.reuseIdentifier, for: indexPath) as? FeedCell else {
            return UITableViewCell()
        }
        let item = viewModel.items[indexPath.row]
        cell.configure(with: item)
        // The cell belongs to self's table view, which self owns.
        cell.onLikeTapped = {                                        // expect: strong-self-capture
            self.viewModel.toggleLike(for: item.id)
        }
        // Not reported: weak capture.
        cell.onShareTapped = { [weak self] in
            self?.share(item)
        }
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let item = viewModel.items[indexPath.row]
        // Not reported: asyncAfter is one-shot.
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.2) {
            self.tableView.deselectRow(at: indexPath, animated: true)
        }
        showDetail(for: item)
    }

    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        guard indexPath.row == viewModel.items.count - 5 else { return }
        // Not reported: DispatchQueue.main.async is one-shot.
        DispatchQueue.main.async {
            self.viewModel.loadNextPage()
        }
    }
}
