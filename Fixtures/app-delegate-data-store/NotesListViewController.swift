import CoreData
import UIKit

/// The Core Data template's favourite shortcut.
final class NotesListViewController: UITableViewController {
    private var context: NSManagedObjectContext {
        (UIApplication.shared.delegate as! AppDelegate).persistentContainer.viewContext   // expect: app-delegate-data-store
    }

    private lazy var fetchedResults: NSFetchedResultsController<NSManagedObject> = {
        let request = NSFetchRequest<NSManagedObject>(entityName: "Note")
        request.sortDescriptors = [NSSortDescriptor(key: "createdAt", ascending: false)]
        return NSFetchedResultsController(fetchRequest: request, managedObjectContext: context, sectionNameKeyPath: nil, cacheName: nil)
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        try? fetchedResults.performFetch()
    }

    func backgroundImport(_ payload: [[String: Any]]) {
        let container = (UIApplication.shared.delegate as? AppDelegate)?.persistentContainer   // expect: app-delegate-data-store
        container?.performBackgroundTask { context in
            for entry in payload {
                let note = NSEntityDescription.insertNewObject(forEntityName: "Note", into: context)
                note.setValue(entry["text"], forKey: "text")
            }
            try? context.save()
        }
    }
}
