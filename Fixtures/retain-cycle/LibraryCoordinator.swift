import UIKit

// Loops through collections: the coordinator keeps its children in an array or a dictionary and
// hands itself to each.

final class LibraryCoordinator {
    private let navigationController: UINavigationController
    private var childCoordinators = [ShelfCoordinator]()
    private var flows: [String: ImportFlow] = [:]
    private var sheets: [ShareSheetCoordinator] = []
    private var pickers: [FilterPickerCoordinator] = []

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
