import Foundation
import UIKit

// Cleanup that looks like cleanup but does not unregister a block observer. These view models
// come and go with their screens (ConversationListViewController makes them), so a block left
// registered outlives them.

/// Feeds the conversation list.
final class ConversationListViewModel {
    private(set) var conversations: [ChatConversation] = []
    private var syncToken: NSObjectProtocol?
    private var deletedToken: NSObjectProtocol?

    init() {
        // Reported: deinit sets the token to nil, which only releases the token object;
        // NotificationCenter keeps the block registered.
        syncToken = NotificationCenter.default.addObserver(forName: .chatConversationSynced, object: nil, queue: .main) { [weak self] _ in   // expect: unremoved-observer
            self?.reload()
        }
        // Not reported: removed before it is dropped.
        deletedToken = NotificationCenter.default.addObserver(forName: .chatMessageDeleted, object: nil, queue: .main) { [weak self] _ in
            self?.reload()
        }
    }

    deinit {
        syncToken = nil
        if let deletedToken {
            NotificationCenter.default.removeObserver(deletedToken)
        }
        deletedToken = nil
    }

    func reload() {}
}

/// Feeds the "new message" contact picker.
final class ContactPickerViewModel {
    private(set) var typingContacts: Set<String> = []
    private var typingToken: NSObjectProtocol?

    init() {
        // Reported: removeObserver(self) in deinit removes selector-based observers of self;
        // this block was registered under its own token, which is never passed.
        typingToken = NotificationCenter.default.addObserver(forName: .chatParticipantTyping, object: nil, queue: .main) { [weak self] note in   // expect: unremoved-observer
            guard let contact = note.object as? String else { return }
            self?.typingContacts.insert(contact)
        }
    }

    deinit {
        NotificationCenter.default.removeObserver(self)
    }
}

final class ConversationListViewController: UITableViewController {
    private let viewModel = ConversationListViewModel()
    private let pickerModel = ContactPickerViewModel()

    override func viewDidLoad() {
        super.viewDidLoad()
        viewModel.reload()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        viewModel.conversations.count
    }
}
