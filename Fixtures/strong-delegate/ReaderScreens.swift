import UIKit

// Cases found while measuring the rule on real apps (docs/real-code-evaluation.md).

struct Story: Hashable {
    let id: Int
    let headline: String
}

final class SourceTree {
    var roots: [String] = []
}

protocol SourceListDataSource: AnyObject {
    func numberOfSources() -> Int
}

final class OutlineSourceList: NSObject, SourceListDataSource {
    let tree: SourceTree
    init(tree: SourceTree) { self.tree = tree }
    func numberOfSources() -> Int { tree.roots.count }
}

enum ReaderEnvironment {
    static var sharedSourceList: SourceListDataSource?
}

final class SourceListViewController: UIViewController {
    let sourceTree = SourceTree()

    // Applied closure that builds the object: ownership, not a back-reference.
    lazy var dataSource: OutlineSourceList = {
        return OutlineSourceList(tree: sourceTree)
    }()

    // Single-expression applied closure: the same.
    lazy var fallbackDataSource: OutlineSourceList = { OutlineSourceList(tree: SourceTree()) }()

    // Applied closure that returns an object someone else made: still a strong reference.
    lazy var pickerDataSource: SourceListDataSource? = { // expect: strong-delegate
        return ReaderEnvironment.sharedSourceList
    }()
}

final class StoryGridViewController: UIViewController {
    @IBOutlet private weak var collectionView: UICollectionView!

    // The collection view holds a diffable data source weakly; the controller must own it,
    // even when a factory method builds it.
    private var dataSource: UICollectionViewDiffableDataSource<Int, Story>?

    override func viewDidLoad() {
        super.viewDidLoad()
        dataSource = makeDataSource()
    }

    private func makeDataSource() -> UICollectionViewDiffableDataSource<Int, Story> {
        UICollectionViewDiffableDataSource<Int, Story>(collectionView: collectionView) { collectionView, indexPath, story in
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Story", for: indexPath)
            var content = UIListContentConfiguration.cell()
            content.text = story.headline
            cell.contentConfiguration = content
            return cell
        }
    }
}

final class SheetTransitionManager: NSObject, UIViewControllerTransitioningDelegate {
    var dimsBackground = true
}

final class StoryInfoViewController: UIViewController {
    // `transitioningDelegate` is weak, so the screen keeps the manager it creates.
    private var transitionManager: UIViewControllerTransitioningDelegate?
    private var presenterManager: UIViewControllerTransitioningDelegate? // expect: strong-delegate

    func prepareSheetPresentation() {
        let manager = SheetTransitionManager()
        manager.dimsBackground = false
        self.transitionManager = manager
        transitioningDelegate = manager
        modalPresentationStyle = .custom
    }

    func adoptPresenterTransition(from presenter: UIViewController) {
        let manager = presenter.transitioningDelegate
        presenterManager = manager
    }
}

final class StoryHistoryViewController: UIViewController {
    // Created in an extension of the same file, through a local.
    private var cardTransitions: UIViewControllerTransitioningDelegate?
}

private extension StoryHistoryViewController {
    func setUpCardPresentation() {
        let transitions = SheetTransitionManager()
        cardTransitions = transitions
        transitioningDelegate = transitions
    }
}
