import UIKit

// Loops of three objects, found from the same evidence as the two-class ones: the reader hands
// itself to an object it reaches through its own strong properties.

final class ReaderViewController: UIViewController {
    private let readerView = ReaderView()
    private let viewModel = ReaderViewModel()
    private lazy var shelfView = ShelfView(host: self)
    private let footer = ReaderFooterView()
    private let contents = ContentsModel()

    override func viewDidLoad() {
        super.viewDidLoad()
        // Controller → its view → the page view → back to the controller.
        readerView.pageView.controller = self
        // The same through a delegate: strong-delegate's finding, with the loop spelled out.
        readerView.toolbar.delegate = self
        // Controller → view model → a router made with `self`.
        viewModel.router = ReaderRouter(screen: self)
        // The progress bar's back-reference is weak: no loop.
        footer.progressBar.reader = self
        // Broken by `close()`: not reported.
        contents.outline.reader = self
        view.addSubview(shelfView)
    }

    func startSession(with store: ReadingStore) {
        // The store is not a property of ours: its type is not the tree's to follow.
        store.current.reader = self
    }

    func close() {
        contents.outline.reader = nil
    }

    func turnPage() {}
}

extension ReaderViewController: ReaderToolbarDelegate {
    func toolbarDidTapShare(_ toolbar: ReaderToolbar) {}
}

final class ReaderView: UIView {
    let pageView = PageView()
    let toolbar = ReaderToolbar()
}

protocol ReaderToolbarDelegate: AnyObject {
    func toolbarDidTapShare(_ toolbar: ReaderToolbar)
}

final class ReaderToolbar: UIView {
    var delegate: ReaderToolbarDelegate?   // expect: strong-delegate "a retain cycle of 3 objects \(ReaderViewController.readerView → ReaderView, ReaderView.toolbar → ReaderToolbar, ReaderToolbar.delegate → ReaderViewController\)"
}

final class PageView: UIView {
    var controller: ReaderViewController?   // expect: retain-cycle "a retain cycle of 3 objects \(ReaderViewController.readerView → ReaderView, ReaderView.pageView → PageView, PageView.controller → ReaderViewController\)"

    @objc private func swiped() { controller?.turnPage() }
}

final class ReaderViewModel {
    var router: ReaderRouter?
}

final class ReaderRouter {
    let screen: UIViewController   // expect: retain-cycle "'ReaderViewController' owns this 'ReaderRouter' through 'viewModel.router'"

    init(screen: UIViewController) {
        self.screen = screen
    }
}

// The shelf is made with `self` and passes it on to its header, which it keeps.
final class ShelfView: UIView {
    private let header = ShelfHeaderView()

    init(host: ReaderViewController) {
        super.init(frame: .zero)
        header.host = host
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

final class ShelfHeaderView: UIView {
    var host: ReaderViewController?   // expect: retain-cycle "through 'shelfView.header'"
}

final class ReaderFooterView: UIView {
    let progressBar = ReadingProgressBar()
}

final class ReadingProgressBar: UIView {
    weak var reader: ReaderViewController?
}

final class ReadingStore {
    var current = ReadingSession()
}

final class ReadingSession {
    var reader: ReaderViewController?
}

final class ContentsModel {
    let outline = OutlineSource()
}

final class OutlineSource {
    var reader: ReaderViewController?
}
