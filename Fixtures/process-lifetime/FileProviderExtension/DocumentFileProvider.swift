import Combine
import FileProvider

/// The File Provider extension's principal object: the system makes it for the extension
/// process and keeps it while the process runs. Its subscription to the account's sign-out,
/// kept in its own bag and capturing `self`, keeps alive nothing that would go away: not
/// reported.
final class DocumentFileProvider: NSFileProviderExtension {
    private let store = RemoteDocumentStore()
    private var subscriptions = Set<AnyCancellable>()
    private var isSignedIn = true

    override init() {
        super.init()
        store.signOutEvents
            .receive(on: DispatchQueue.main)
            .sink { _ in
                self.isSignedIn = false
                self.store.clearCache()
            }
            .store(in: &subscriptions)
    }

    override func item(for identifier: NSFileProviderItemIdentifier) throws -> NSFileProviderItem {
        try store.item(for: identifier)
    }
}

/// Made for every enumeration the system asks for: its stored sink capturing `self` keeps each
/// enumerator alive, so it is reported.
final class DocumentEnumerator: NSObject, NSFileProviderEnumerator {
    private let store: RemoteDocumentStore
    private var changes: AnyCancellable?
    private var pending: [NSFileProviderItem] = []

    init(store: RemoteDocumentStore) {
        self.store = store
        super.init()
        changes = store.itemChanges.sink { item in   // expect: strong-self-capture "kept by a subscription stored in 'changes'"
            self.pending.append(item)
        }
    }

    func invalidate() {}

    func enumerateItems(for observer: NSFileProviderEnumerationObserver, startingAt page: NSFileProviderPage) {
        observer.didEnumerate(pending)
        observer.finishEnumerating(upTo: nil)
    }
}

extension DocumentFileProvider {
    override func enumerator(for containerItemIdentifier: NSFileProviderItemIdentifier) throws -> NSFileProviderEnumerator {
        DocumentEnumerator(store: store)
    }
}
