import RxSwift
import XCTest

/// A test double of the vault item screen: its `saveTapped` is a subject the test drives. It
/// stands in for the view, so it does not count against `saveTapped` being a control event.
final class VaultItemPresenterTests: XCTestCase {
    final class FakeVaultItemView: VaultItemViewProtocol {
        let taps = PublishSubject<Void>()
        let edits = PublishSubject<String>()
        var savedCount = 0

        var saveTapped: Observable<Void> { taps.asObservable() }
        var fieldEdits: Observable<String> { edits.asObservable() }
        func showSaved() { savedCount += 1 }
    }

    func testSaveTapShowsSaved() {
        let view = FakeVaultItemView()
        let presenter = VaultItemPresenter(view: view)
        presenter.onViewReady()
        view.taps.onNext(())
        XCTAssertEqual(view.savedCount, 1)
    }
}
