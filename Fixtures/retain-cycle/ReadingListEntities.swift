import CoreData

/// Core Data entities with an inverse relationship: a list and the summary row shown for it.
/// The context keeps both ends (the properties cannot be `weak`), and refreshing or resetting
/// the context turns them into faults, which breaks the loop: not reported.
@objc(ReadingList)
final class ReadingList: NSManagedObject {
    @NSManaged var title: String
    @NSManaged var summary: ReadingListSummary?

    func makeSummary() throws {
        self.summary = try ReadingListSummary(list: self)
    }
}

@objc(ReadingListSummary)
final class ReadingListSummary: NSManagedObject {
    @NSManaged var itemCount: Int64
    @NSManaged var list: ReadingList?

    convenience init(list: ReadingList) throws {
        guard let context = list.managedObjectContext else { throw CocoaError(.coreData) }
        let entity = NSEntityDescription.entity(forEntityName: "ReadingListSummary", in: context)!
        self.init(entity: entity, insertInto: context)
        self.list = list
        self.itemCount = 0
    }
}

/// The same loop between plain classes is reported: the cache keeps the list it was made for.
final class ReadingListCache {
    var entries: [String] = []
    let loader: ReadingListLoader

    init() {
        loader = ReadingListLoader()
        loader.cache = self
    }
}

final class ReadingListLoader {
    var cache: ReadingListCache?   // expect: retain-cycle "'ReadingListLoader.cache' holds 'ReadingListCache' strongly"
}
