import ReactiveSwift
import UIKit

/// The editor's undo history: each edit registers how to take it back, and `undo()` takes the
/// newest one out and runs it. The older ones wait as long as the history lives: a stack is not
/// a queue that drains.
final class UndoHistory {
    private var actions: [() -> Void] = []

    func register(_ action: @escaping () -> Void) {
        actions.append(action)
    }

    func undo() {
        guard !actions.isEmpty else { return }
        actions.removeLast()()
    }
}

/// Word-count listeners of the editor's status bar.
final class WordCountBroadcaster {
    /// A nested batch's same-named list, drained one by one, is another list.
    struct Batch {
        var handlers: [(Int) -> Void] = []

        mutating func runNext(_ count: Int) {
            handlers.removeFirst()(count)
        }
    }

    private var handlers: [(Int) -> Void] = []

    func add(_ handler: @escaping (Int) -> Void) {
        handlers.append(handler)
    }

    func broadcast(_ count: Int) {
        handlers.forEach { $0(count) }
    }
}

/// Loads the note's attachments; callbacks wait in a first-in-first-out list that only
/// `deinit` drains, which never runs while a callback holds the editor.
final class AttachmentLoader {
    private var completions: [(Bool) -> Void] = []

    func load(_ completion: @escaping (Bool) -> Void) {
        completions.append(completion)
    }

    deinit {
        while !completions.isEmpty {
            completions.removeFirst()(false)
        }
    }
}

final class NoteEditorViewController: UIViewController {
    private let attachments = AttachmentLoader()
    private let history = UndoHistory()
    private let wordCounts = WordCountBroadcaster()
    private var saveObservers = Bag<(String) -> Void>()
    private var text = ""
    private var wordCount = 0
    private let field = UITextField()

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Undo", style: .plain, target: self, action: #selector(undoTapped))
        field.addTarget(self, action: #selector(textChanged(_:)), for: .editingChanged)
        view.addSubview(field)
        attachments.load { loaded in   // expect: strong-self-capture "passed to 'load', which stores it in 'attachments'"
            self.navigationItem.prompt = loaded ? nil : "Attachments missing"
        }
        wordCounts.add { count in   // expect: strong-self-capture "passed to 'add', which stores it in 'wordCounts'"
            self.wordCount = count
        }
        // ReactiveSwift's `Bag` keeps what is inserted until its token is removed.
        saveObservers.insert { saved in   // expect: strong-self-capture "added to 'saveObservers'"
            self.title = saved
        }
    }

    private func replaceText(_ newText: String) {
        let old = text
        text = newText
        history.register {   // expect: strong-self-capture "passed to 'register', which stores it in 'history'"
            self.text = old
        }
    }

    @objc private func textChanged(_ sender: UITextField) {
        replaceText(sender.text ?? "")
        wordCounts.broadcast(text.split(separator: " ").count)
    }

    @objc private func undoTapped() {
        history.undo()
    }
}

final class NotesListViewController: UIViewController {
    @objc func openTapped() {
        navigationController?.pushViewController(NoteEditorViewController(), animated: true)
    }
}
