import Combine
import UIKit

final class SearchViewModel {
    enum Scope { case all, people, posts }

    @Published private(set) var results: [String] = []
    @Published private(set) var resultCountText = ""
    @Published private(set) var isLoading = false
    @Published private(set) var recentQueries: [String] = []
    @Published var scope: Scope = .all
    let suggestionsPublisher = PassthroughSubject<[String], Error>()

    func search(_ query: String) {}
}

/// Search screen: live results, suggestions, recents and scope bar.
final class SearchViewController: UIViewController {
    private let viewModel: SearchViewModel
    private let searchField = UISearchTextField()
    private let resultsCountLabel = UILabel()
    private let emptyLabel = UILabel()
    private let spinner = UIActivityIndicatorView(style: .medium)
    private let recentsView = RecentQueriesView()
    private var cancellables = Set<AnyCancellable>()
    private var keyboardCancellable: AnyCancellable?

    init(viewModel: SearchViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        bindDiscardedSubscriptions()
        bindKeptSubscriptions()
    }

    /// Every subscription in this method is cancelled as soon as it is created.
    private func bindDiscardedSubscriptions() {
        viewModel.$results
            .receive(on: DispatchQueue.main)
            .sink { [weak self] results in                           // expect: discarded-observation-token
                self?.apply(results)
            }

        viewModel.$resultCountText
            .map(Optional.some)
            .assign(to: \.text, on: resultsCountLabel)               // expect: discarded-observation-token

        _ = viewModel.$isLoading
            .map { !$0 }
            .assign(to: \.isHidden, on: spinner)                     // expect: discarded-observation-token

        viewModel.suggestionsPublisher
            .sink(receiveCompletion: { completion in                 // expect: discarded-observation-token
                if case .failure(let error) = completion { print("suggestions failed: \(error)") }
            }, receiveValue: { [weak self] suggestions in
                self?.showSuggestions(suggestions)
            })

        // Discarded, so nothing keeps the closure: strong-self-capture has no cycle to report here.
        searchField.textPublisher
            .debounce(for: .milliseconds(250), scheduler: RunLoop.main)
            .removeDuplicates()
            .sink { query in self.viewModel.search(query) }         // expect: discarded-observation-token
    }

    /// Not reported: every subscription here is kept.
    private func bindKeptSubscriptions() {
        viewModel.$results.map(\.isEmpty).sink { [weak self] isEmpty in self?.emptyLabel.isHidden = !isEmpty }.store(in: &cancellables)

        keyboardCancellable = NotificationCenter.default.publisher(for: UIResponder.keyboardWillChangeFrameNotification)
            .compactMap { $0.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect }
            .sink { [weak self] frame in self?.adjustForKeyboard(frame) }

        cancellables.insert(
            viewModel.$recentQueries.sink { [weak self] queries in self?.recentsView.update(queries) }
        )

        let scopeSubscription = viewModel.$scope.sink { [weak self] scope in self?.updateScopeBar(scope) }
        scopeSubscription.store(in: &cancellables)
    }

    // MARK: - Rendering

    private func apply(_ results: [String]) {}
    private func showSuggestions(_ suggestions: [String]) {}
    private func adjustForKeyboard(_ frame: CGRect) {}
    private func updateScopeBar(_ scope: SearchViewModel.Scope) {}
}

final class RecentQueriesView: UIView {
    func update(_ queries: [String]) {}
}

extension UITextField {
    /// Text changes as a publisher.
    var textPublisher: AnyPublisher<String, Never> {
        NotificationCenter.default.publisher(for: UITextField.textDidChangeNotification, object: self)
            .compactMap { ($0.object as? UITextField)?.text }
            .eraseToAnyPublisher()
    }
}
