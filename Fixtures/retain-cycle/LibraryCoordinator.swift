import UIKit

// Loops through collections: the coordinator keeps its children in an array or a dictionary and
// hands itself to each.

final class LibraryCoordinator {
    private let navigationController: UINavigationController
    private var childCoordinators = [ShelfCoordinator]()
    private var flows: [String: ImportFlow] = [:]
    private var sheets: [ShareSheetCoordinator] = []
    private var pickers: [FilterPickerCoordinator] = []
    private var exports = [ExportCoordinator]()
    private var sortFlow: SortFlow?
    var searchFlow: SearchFlow?
    private var tagFlow: TagFlow?
    private var shelves: [ShelfTabCoordinator] = []
    var readers: [ReaderCoordinator] = []
    var bookmarkFlows: [BookmarkFlow] = []

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func showShelf() {
        let child = ShelfCoordinator()
        child.parentCoordinator = self
        childCoordinators.append(child)
        child.start()
    }

    func startImport() {
        flows["import"] = ImportFlow(host: self)
    }

    func share() {
        // Taken out when it finishes (`sheetDidFinish`): the loop ends with the sheet.
        let sheet = ShareSheetCoordinator()
        sheet.parentCoordinator = self
        sheets.append(sheet)
    }

    func sheetDidFinish(_ sheet: ShareSheetCoordinator) {
        sheets.removeAll { $0 === sheet }
    }

    func export() {
        // Let go when the exports finish: a new, empty array replaces the old one.
        let child = ExportCoordinator()
        child.parentCoordinator = self
        exports.append(child)
    }

    func exportsDidFinish() {
        exports = [ExportCoordinator]()
    }

    func sort() {
        // Kept in a single property that nothing empties.
        let flow = SortFlow()
        flow.host = self
        sortFlow = flow
    }

    func search() {
        // The flow empties the property itself when it ends (`SearchFlow.finish()`).
        let flow = SearchFlow()
        flow.host = self
        searchFlow = flow
    }

    func editTags(again: Bool) {
        // The flow handed `self` is never kept; the one stored is another object, made without it.
        let flow = TagFlow()
        flow.host = self
        flow.start()
        if again {
            let flow = TagFlow()
            tagFlow = flow
        }
    }

    func addShelfTab(order: Int) {
        // Sorting keeps every tab: no letting go.
        let tab = ShelfTabCoordinator(order: order)
        tab.parent = self
        shelves.append(tab)
        shelves = shelves.sorted { $0.order < $1.order }
    }

    func openReader() {
        // The reader empties its own `readers` (its pages), and takes itself out of this
        // coordinator only in `deinit`, which the loop keeps from running.
        let reader = ReaderCoordinator()
        reader.parent = self
        readers.append(reader)
        reader.start()
    }

    func addBookmark() {
        // The flow takes itself out when it ends (`BookmarkFlow.finish()`).
        let flow = BookmarkFlow()
        flow.host = self
        bookmarkFlows.append(flow)
    }

    func pickFilter() {
        // The back-reference is weak: no loop.
        let picker = FilterPickerCoordinator()
        picker.parentCoordinator = self
        pickers.append(picker)
    }
}

final class ShelfCoordinator {
    var parentCoordinator: LibraryCoordinator?   // expect: retain-cycle "keeps this 'ShelfCoordinator' in 'childCoordinators', which it never empties: a retain cycle \(LibraryCoordinator.childCoordinators\[\] → ShelfCoordinator"

    func start() {}
}

final class ImportFlow {
    let host: LibraryCoordinator   // expect: retain-cycle "keeps this 'ImportFlow' in 'flows', which it never empties"

    init(host: LibraryCoordinator) {
        self.host = host
    }
}

final class ShareSheetCoordinator {
    var parentCoordinator: LibraryCoordinator?
}

final class FilterPickerCoordinator {
    weak var parentCoordinator: LibraryCoordinator?
}

final class ExportCoordinator {
    var parentCoordinator: LibraryCoordinator?
}

final class SortFlow {
    var host: LibraryCoordinator?   // expect: retain-cycle "owns this 'SortFlow' through 'sortFlow'"
}

final class SearchFlow {
    var host: LibraryCoordinator?

    func finish() {
        host?.searchFlow = nil
    }
}

final class TagFlow {
    var host: LibraryCoordinator?

    func start() {}
}

final class ShelfTabCoordinator {
    var parent: LibraryCoordinator?   // expect: retain-cycle "keeps this 'ShelfTabCoordinator' in 'shelves', which it never empties"
    let order: Int

    init(order: Int) {
        self.order = order
    }
}

final class ReaderCoordinator {
    var parent: LibraryCoordinator?   // expect: retain-cycle "keeps this 'ReaderCoordinator' in 'readers', which it never empties"
    private var readers: [PageReader] = []

    func start() {
        let page = PageReader()
        readers.append(page)
        page.onClose = { [weak self] in
            guard let strongSelf = self else { return }
            strongSelf.readers.removeAll()
        }
    }

    deinit {
        parent?.readers.removeAll { $0 === self }
    }
}

final class PageReader {
    var onClose: (() -> Void)?
}

final class BookmarkFlow {
    var host: LibraryCoordinator?

    func finish() {
        guard let host = host else { return }
        host.bookmarkFlows.removeAll { $0 === self }
    }
}
