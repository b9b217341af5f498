import Combine
import UIKit

/// `[weak self]` on an inner closure does not make the outer closure weak: creating the inner
/// closure reads `self`, so the outer closure (kept by the subscription) holds it strongly.
final class FeedRefreshController: UIViewController {
    private let feed = FeedStore()
    private var cancellables = Set<AnyCancellable>()

    override func viewDidLoad() {
        super.viewDidLoad()

        // Reported: the sink's closure captures self to build the Task's weak capture.
        feed.$items
            .sink { _ in   // expect: strong-self-capture "to give an inner closure its .\[weak self\]."
                Task { [weak self] in
                    await self?.reloadVisibleRows()
                }
            }
            .store(in: &cancellables)

        // Not reported: the outer closure is the weak one.
        feed.$lastError
            .sink { [weak self] error in
                Task { await self?.showBanner(for: error) }
            }
            .store(in: &cancellables)

        // Not reported: both weak; the inner capture reads the outer closure's weak `self`.
        feed.$isRefreshing
            .sink { [weak self] refreshing in
                DispatchQueue.main.async { [weak self] in
                    self?.navigationItem.prompt = refreshing ? "Updating…" : nil
                }
            }
            .store(in: &cancellables)
    }

    private func reloadVisibleRows() async {}
    private func showBanner(for error: Error?) async {}
}

final class FeedStore {
    @Published var items: [String] = []
    @Published var lastError: Error?
    @Published var isRefreshing = false
}
