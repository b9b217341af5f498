import Combine
import RxSwift
import UIKit

/// Keeps its `@escaping` handler in a property (the tree's index knows it stores the closure).
final class DraftAutosaver {
    private let onSave: () -> Void

    init(onSave: @escaping () -> Void) {
        self.onSave = onSave
    }

    func flush() {
        onSave()
    }
}

/// Post composer: collections of handlers, strong aliases of self, menus and locals.
final class ComposerViewController: UIViewController {
    private let textView = UITextView()
    private let attachButton = UIButton(type: .system)
    private let viewModel: ComposerViewModel
    private let tickSource = DispatchSource.makeTimerSource(queue: .main)
    private let disposeBag = DisposeBag()
    private var autosaver: DraftAutosaver?
    private var draftHandlers: [() -> Void] = []
    private var shortcutHandlers: [String: () -> Void] = [:]
    private var observerTokens: [NSObjectProtocol] = []
    private var cancellables = Set<AnyCancellable>()
    private weak var parentComposer: ComposerViewController?
    private var error: Error?

    init(viewModel: ComposerViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    deinit {
        tickSource.cancel()
        for token in observerTokens {
            NotificationCenter.default.removeObserver(token)
        }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(textView)

        // Appended to (or inserted into) a stored collection of self.
        draftHandlers.append { self.saveDraft() }                             // expect: strong-self-capture
        shortcutHandlers["⌘S"] = { self.saveDraft() }                          // expect: strong-self-capture

        // The object built around the closure is kept by self.
        autosaver = DraftAutosaver(onSave: { self.saveDraft() })               // expect: strong-self-capture
        attachButton.menu = UIMenu(children: [
            UIAction(title: "Photo") { _ in self.attachPhoto() },            // expect: strong-self-capture
            UIAction(title: "Haptic") { _ in UISelectionFeedbackGenerator().selectionChanged() },
        ])
        view.addSubview(UIButton(primaryAction: UIAction(title: "Send") { _ in self.send() }))   // expect: strong-self-capture

        // A dispatch source that self owns keeps its event handler.
        tickSource.setEventHandler { self.saveDraft() }                        // expect: strong-self-capture
        tickSource.resume()

        // Tokens and subscriptions kept through a local first.
        let token = NotificationCenter.default.addObserver(forName: UIApplication.willResignActiveNotification, object: nil, queue: .main) { _ in   // expect: strong-self-capture
            self.saveDraft()
        }
        observerTokens.append(token)
        let subscription = viewModel.$text.sink { self.textView.text = $0 }     // expect: strong-self-capture
        subscription.store(in: &cancellables)

        // RxSwift: the bag is a property of self.
        viewModel.mentions.subscribe(onNext: { self.highlight($0) }).disposed(by: disposeBag)   // expect: strong-self-capture

        // `guard let strongSelf = self` in a weak closure: a strong alias, captured by the inner closure.
        viewModel.onAttachmentsChange = { [weak self] count in
            guard let strongSelf = self else { return }
            strongSelf.attachButton.isEnabled = count < 4
            strongSelf.viewModel.onUploadFinished = {                           // expect: strong-self-capture
                strongSelf.send()
            }
            // Not reported: `[weak strongSelf]` captures the alias weakly, and the closure's
            // `strongSelf?` is that weak capture.
            strongSelf.viewModel.onUploadFailed = { [weak strongSelf] error in
                strongSelf?.attachButton.isEnabled = true
                strongSelf?.show(error)
            }
        }
        bindNotLeaking(to: viewModel)
    }

    /// None of these closures is kept by self (or they do not capture it strongly).
    private func bindNotLeaking(to model: ComposerViewModel) {
        // A parameter: who owns `model` is not known here.
        model.onDiscard = { self.dismiss(animated: true) }
        // A weak property: self does not own what it points to.
        parentComposer?.viewModel.onDiscard = { self.dismiss(animated: true) }
        // A local helper: released at the end of the method.
        let autosaver = DraftAutosaver { self.saveDraft() }
        autosaver.flush()
        // One-shot publishers release their closures when they finish.
        URLSession.shared.dataTaskPublisher(for: URL(fileURLWithPath: "/drafts"))
            .map { self.decodeDraft($0.data) }
            .sink(receiveCompletion: { _ in }, receiveValue: { [weak self] in self?.textView.text = $0 })
            .store(in: &cancellables)
        Just(viewModel.text).sink { self.textView.text = $0 }.store(in: &cancellables)
        // A repeating timer that never repeats.
        Timer.scheduledTimer(withTimeInterval: 5, repeats: false) { _ in self.saveDraft() }
        // After `guard let self`, bare member names mean self; but `error` in a `catch` block is
        // the caught error, not the `error` property, so the inner closure does not use self.
        viewModel.onFailure = { [weak self] in
            guard let self else { return }
            viewModel.onDiscard = {
                do {
                    try ComposerViewModel.validateLimits()
                } catch {
                    print(error)
                }
            }
        }
    }

    private func saveDraft() {}
    private func attachPhoto() {}
    private func send() {}
    private func show(_ error: Error) {}
    private func highlight(_ mention: String) {}
    private func decodeDraft(_ data: Data) -> String { "" }
}

final class ComposerViewModel {
    @Published var text = ""
    let mentions = PublishSubject<String>()
    var onAttachmentsChange: ((Int) -> Void)?
    var onUploadFinished: (() -> Void)?
    var onUploadFailed: ((Error) -> Void)?
    var onDiscard: (() -> Void)?
    var onFailure: (() -> Void)?

    static func validateLimits() throws {}
}
