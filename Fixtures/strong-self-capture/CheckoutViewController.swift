import Combine
import UIKit

/// Base class for forms: reports how far the keyboard overlaps the view.
class KeyboardAwareViewController: UIViewController {
    /// Subclasses set this to move their content above the keyboard.
    var onKeyboardHeightChange: ((CGFloat) -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        // Selector-based registration: no closure, nothing for this rule.
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillChangeFrame(_:)),
                                               name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
    }

    @objc private func keyboardWillChangeFrame(_ notification: Notification) {
        guard let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
        let overlap = max(0, view.bounds.maxY - view.convert(frame, from: nil).minY)
        onKeyboardHeightChange?(overlap)
    }
}

final class CheckoutViewModel: ObservableObject {
    @Published private(set) var canSubmit = false
    @Published private(set) var total: Decimal = 0
    @Published var promoCode = ""
    let currencyCode: String
    var onValidationFailed: ((String) -> Void)?

    init(currencyCode: String) {
        self.currencyCode = currencyCode
    }

    func submitOrder() {}
    func removeSavedCard() {}
    func clearPaymentDetails() {}
}

final class CheckoutViewController: KeyboardAwareViewController {
    private let viewModel: CheckoutViewModel
    private let scrollView = UIScrollView()
    private let payButton = UIButton(configuration: .filled())
    private let promoField = UITextField()
    private let promoErrorLabel = UILabel()
    private let cardArtSpinner = UIActivityIndicatorView(style: .medium)
    private var cancellables = Set<AnyCancellable>()

    // The outer closure is applied immediately (not reported), but the UIAction inside it is
    // attached to the button that this property keeps, so self owns the action.
    private lazy var closeButton: UIButton = {
        let button = UIButton(type: .close, primaryAction: UIAction { _ in   // expect: strong-self-capture
            self.dismiss(animated: true)
        })
        button.accessibilityIdentifier = "checkout.close"
        return button
    }()

    // Not reported: immediately applied.
    private lazy var currencyFormatter: NumberFormatter = {
        let formatter = NumberFormatter()
        formatter.numberStyle = .currency
        formatter.currencyCode = self.viewModel.currencyCode
        return formatter
    }()

    // Not reported: nothing in this file reads this private lazy property (the retry banner that
    // used it is gone), so its closure is never made. The same closure in a lazy property that
    // viewDidLoad reads is reported.
    private lazy var retryHandler: () -> Void = {
        self.viewModel.submitOrder()
    }

    private lazy var resetPromoHandler: () -> Void = {                // expect: strong-self-capture
        self.promoField.text = ""
    }

    init(viewModel: CheckoutViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(scrollView)
        scrollView.addSubview(payButton)
        scrollView.addSubview(promoField)
        navigationItem.leftBarButtonItem = UIBarButtonItem(customView: closeButton)

        // Explicit `self.` property (inherited from KeyboardAwareViewController).
        self.onKeyboardHeightChange = { height in                    // expect: strong-self-capture
            self.scrollView.contentInset.bottom = height
            self.scrollView.verticalScrollIndicatorInsets.bottom = height
        }

        resetPromoHandler()

        // Not reported: weak capture.
        payButton.addAction(UIAction { [weak self] _ in self?.viewModel.submitOrder() }, for: .touchUpInside)

        // Not reported: the capture list captures the view model, not self.
        promoField.addAction(UIAction { [viewModel] action in
            guard let field = action.sender as? UITextField else { return }
            viewModel.promoCode = field.text ?? ""
        }, for: .editingChanged)

        // Not reported: the word "self" only appears inside a string; the closure never uses self.
        viewModel.onValidationFailed = { field in
            print("self-check failed for \(field)")
        }

        // SessionStore.addSignOutHandler (SessionStore.swift) appends the handler to a stored
        // array of a process-lifetime singleton: this screen can never be deallocated.
        SessionStore.shared.addSignOutHandler {                      // expect: strong-self-capture
            self.viewModel.clearPaymentDetails()
        }

        // Not reported: assign(to:on:) targets the button, not self.
        viewModel.$canSubmit
            .receive(on: DispatchQueue.main)
            .assign(to: \.isEnabled, on: payButton)
            .store(in: &cancellables)

        // Not reported by this rule: unowned map, weak sink.
        viewModel.$total
            .map { [unowned self] total in self.currencyFormatter.string(from: total as NSDecimalNumber) }
            .sink { [weak self] text in self?.payButton.configuration?.title = text.map { "Pay \($0)" } }
            .store(in: &cancellables)
    }

    private func confirmRemoveSavedCard() {
        let alert = UIAlertController(title: "Remove card?", message: nil, preferredStyle: .actionSheet)
        // Not reported: the alert is a local that is released when it is dismissed.
        alert.addAction(UIAlertAction(title: "Remove", style: .destructive) { _ in
            self.viewModel.removeSavedCard()
        })
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        present(alert, animated: true)
    }

    private func preloadCardArt(from urls: [URL]) {
        cardArtSpinner.startAnimating()
        // Same ImagePrefetcher.onProgress as in FeedViewController, but the prefetcher is a local
        // helper: nothing that self owns keeps it, so there is no cycle.
        let prefetcher = ImagePrefetcher()
        prefetcher.onProgress { progress in
            self.cardArtSpinner.isHidden = progress >= 1
        }
        prefetcher.prefetch(urls) {
            self.cardArtSpinner.stopAnimating()
        }
    }
}
