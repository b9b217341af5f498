import UIKit

protocol CategoryFilterDelegate: AnyObject {
    func categoryFilter(_ filter: CategoryFilterViewController, didSelect categories: [String])
}

protocol CategoryHeaderDelegate: AnyObject {
    func categoryHeaderDidTapSeeAll(_ header: CategoryHeaderView)
}

protocol CategoryTileDelegate: AnyObject {
    func categoryTileDidToggleFollow(_ tile: CategoryTileCell)
}

extension UICollectionView {
    /// Dequeues a supplementary view by its class (the reuse identifier is the class name).
    func dequeueReusableSupplementaryView<T: UICollectionReusableView>(ofKind kind: String, withClass name: T.Type, for indexPath: IndexPath) -> T {
        dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: String(describing: name), for: indexPath) as! T
    }
}

final class CategoryHeaderView: UICollectionReusableView {
    weak var delegate: CategoryHeaderDelegate?
}

final class CategoryTileCell: UICollectionViewCell {
    weak var delegate: CategoryTileDelegate?
    func configure(with category: String) {}
}

/// Browses podcast categories. Its filter sheet comes from a factory method that every caller
/// presents, its section headers are dequeued by class, its tiles come from a cell
/// registration, and its scope bar is a paging library's view.
final class CategoryBrowserViewController: UICollectionViewController, CategoryFilterDelegate, CategoryHeaderDelegate,
    CategoryTileDelegate, TMBarDelegate {
    private var selected: [String] = []
    // A framework view, spelt with its module's namespace: `scopeBar.delegate = self` is about
    // a `TMBar.ButtonBar`, not a filter (2026-12-06: an anime tracker's filter sheet, judged
    // wrong, whose only other hand-off was to such a bar).
    private let scopeBar = TMBar.ButtonBar()

    override func viewDidLoad() {
        super.viewDidLoad()
        scopeBar.delegate = self
        navigationItem.titleView = scopeBar
    }

    // A registration's handler is given a `CategoryTileCell`: `cell.delegate = self` is about
    // the tile's own (weak) delegate, not the filter's.
    func makeTileRegistration() -> UICollectionView.CellRegistration<CategoryTileCell, String> {
        UICollectionView.CellRegistration<CategoryTileCell, String> { [weak self] cell, _, category in
            cell.configure(with: category)
            cell.delegate = self
        }
    }

    override func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                                 at indexPath: IndexPath) -> UICollectionReusableView {
        // A hand-off to the header's own (weak) delegate: the helper's `withClass:` says what
        // the local is, so this is no evidence about `CategoryFilterViewController.delegate`.
        let header = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withClass: CategoryHeaderView.self, for: indexPath)
        header.delegate = self
        return header
    }

    func makeFilterViewController() -> CategoryFilterViewController {
        let filter = CategoryFilterViewController(collectionViewLayout: UICollectionViewFlowLayout())
        filter.delegate = self
        filter.selected = selected
        return filter
    }

    @objc func filterTapped(_ sender: UIBarButtonItem) {
        let filter = makeFilterViewController()
        let nav = UINavigationController(rootViewController: filter)
        nav.modalPresentationStyle = .popover
        nav.popoverPresentationController?.barButtonItem = sender
        present(nav, animated: true)
    }

    func categoryFilter(_ filter: CategoryFilterViewController, didSelect categories: [String]) {
        selected = categories
        dismiss(animated: true)
    }

    func categoryHeaderDidTapSeeAll(_ header: CategoryHeaderView) {}

    func categoryTileDidToggleFollow(_ tile: CategoryTileCell) {}

    func bar(_ bar: TMBar, didRequestScrollTo index: Int) {}
}

/// Not reported: the browser hands itself to it in a factory method whose only caller presents
/// what it returns; the presentation keeps the sheet, the browser does not.
final class CategoryFilterViewController: UICollectionViewController {
    var delegate: CategoryFilterDelegate?
    var selected: [String] = []
}
