import UIKit

protocol PodcastSectionHeaderDelegate: AnyObject {
    func sectionHeaderDidTapSeeAll(_ header: PodcastSectionHeader)
}

/// "Episodes" / "You might also like" headers of the podcast screen.
final class PodcastSectionHeader: UICollectionReusableView {
    static let kind = "podcast-section-header"

    // the controller sets `header.delegate = self` on every header it dequeues
    var delegate: PodcastSectionHeaderDelegate?   // expect: strong-delegate

    var section = 0
    private let titleLabel = UILabel()

    func configure(title: String, section: Int) {
        titleLabel.text = title
        self.section = section
    }

    @IBAction private func seeAllTapped(_ sender: UIButton) {
        delegate?.sectionHeaderDidTapSeeAll(self)
    }
}

/// A horizontal strip of related shows.
final class RelatedShowsCarousel: UIView {
    private let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())

    // framework protocol; the controller that adopts it hands itself over
    var dataSource: UICollectionViewDataSource? {   // expect: strong-delegate
        didSet { collectionView.dataSource = dataSource }
    }

    func reload() {
        collectionView.reloadData()
    }
}

/// The collection view of the podcast screen; snaps to sections.
final class SectionSnappingCollectionView: UICollectionView {
    // not reported: `override` (the storage, weak, is UIScrollView's), although the screen
    // hands itself to `delegate`
    override var delegate: UICollectionViewDelegate? {
        didSet { decelerationRate = .fast }
    }
}

/// Shown when a podcast has no episodes yet; reports taps to the screen that shows it.
final class EmptyStateView: UIView {
    // a class type, not a protocol: left alone (see README)
    var delegate: PodcastDetailViewController?

    @IBAction private func retryTapped(_ sender: UIButton) {
        delegate?.retryLoading()
    }
}

final class PodcastDetailViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate, PodcastSectionHeaderDelegate {
    enum Section: Int, CaseIterable {
        case episodes, related
    }

    var onSubscribe: (() -> Void)?

    private let podcast: Podcast
    private let store: LibraryStore
    private let collectionView = SectionSnappingCollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    private let carousel = RelatedShowsCarousel()
    private let emptyState = EmptyStateView()
    private lazy var refresher = FeedRefresher(feedURL: podcast.feedURL)
    private var related: [Podcast] = []

    // not reported: the collection view holds a diffable data source weakly, so the screen must
    // keep it, whoever builds it
    private var episodesDataSource: UICollectionViewDiffableDataSource<Section, Episode>?

    init(podcast: Podcast, store: LibraryStore) {
        self.podcast = podcast
        self.store = store
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = podcast.title
        collectionView.register(PodcastSectionHeader.self, forSupplementaryViewOfKind: PodcastSectionHeader.kind, withReuseIdentifier: "header")
        episodesDataSource = makeEpisodesDataSource()
        collectionView.delegate = self
        carousel.dataSource = self
        emptyState.delegate = self
        emptyState.isHidden = !store.episodes(of: podcast).isEmpty
        view.addSubview(collectionView)
        view.addSubview(carousel)
        view.addSubview(emptyState)
        refresher.refresh()
    }

    func retryLoading() {
        refresher.refresh()
    }

    private func makeEpisodesDataSource() -> UICollectionViewDiffableDataSource<Section, Episode> {
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Episode> { cell, _, episode in
            var content = cell.defaultContentConfiguration()
            content.text = episode.title
            cell.contentConfiguration = content
        }
        let dataSource = UICollectionViewDiffableDataSource<Section, Episode>(collectionView: collectionView) { collectionView, indexPath, episode in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: episode)
        }
        dataSource.supplementaryViewProvider = { [weak self] collectionView, kind, indexPath in
            let header = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
            if let header = header as? PodcastSectionHeader {
                header.configure(title: indexPath.section == 0 ? "Episodes" : "You might also like", section: indexPath.section)
                header.delegate = self
            }
            return header
        }
        return dataSource
    }

    // MARK: UICollectionViewDataSource (the related-shows carousel)

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        related.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "related", for: indexPath)
        var content = UIListContentConfiguration.cell()
        content.text = related[indexPath.item].title
        cell.contentConfiguration = content
        return cell
    }

    func sectionHeaderDidTapSeeAll(_ header: PodcastSectionHeader) {
        guard header.section == Section.related.rawValue else { return }
        onSubscribe?()
    }

    // MARK: UICollectionViewDelegate

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        guard let episode = episodesDataSource?.itemIdentifier(for: indexPath) else { return }
        navigationController?.pushViewController(EpisodeActionsViewController(episode: episode), animated: true)
    }
}
