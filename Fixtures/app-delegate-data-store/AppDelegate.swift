import CoreData
import UIKit

struct User: Equatable {
    let id: String
    var name: String
    var orderIDs: [String]
}

final class Cart {
    private(set) var items: [String] = []

    func add(_ sku: String) {
        items.append(sku)
    }
}

struct FeatureFlags {
    var showsRecommendations = false
    var usesNewCheckout = false
}

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    var currentUser: User?
    var cart = Cart()
    let featureFlags = FeatureFlags()

    lazy var persistentContainer: NSPersistentContainer = {
        let container = NSPersistentContainer(name: "Shop")
        container.loadPersistentStores { _, error in
            if let error { fatalError("Unresolved error \(error)") }
        }
        return container
    }()

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        true
    }

    func saveContext() {
        let context = persistentContainer.viewContext
        if context.hasChanges { try? context.save() }
    }
}

extension AppDelegate {
    /// The typed accessor many screens use; reported where state is reached through it.
    static var current: AppDelegate {
        UIApplication.shared.delegate as! AppDelegate
    }
}
