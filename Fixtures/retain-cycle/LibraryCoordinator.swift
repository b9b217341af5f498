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
