import RxCocoa
import RxSwift
import UIKit

protocol VaultItemViewProtocol: AnyObject {
    var saveTapped: Observable<Void> { get }
    var fieldEdits: Observable<String> { get }
    func showSaved()
}

/// The presenter of a password-vault item screen. It holds its view weakly; the view owns the
/// presenter. RxCocoa ends a control's `rx.tap` when the control is deallocated, so a
/// subscription to the view's button taps goes with the view, and the strong `self` it keeps
/// does not outlive the screen: not reported. The view's own subject does not end that way:
/// its subscription keeps the presenter for good.
final class VaultItemPresenter {
    private weak var view: VaultItemViewProtocol?
    private let disposeBag = DisposeBag()
    private var draft = ""

    init(view: VaultItemViewProtocol) {
        self.view = view
    }

    func onViewReady() {
        // Not reported: every `saveTapped` of the app returns a button's `rx.tap`.
        view?.saveTapped
            .subscribe(onNext: { _ in
                self.save()
            })
            .disposed(by: disposeBag)

        // Reported: `fieldEdits` is a subject the view keeps; it never completes.
        view?.fieldEdits
            .subscribe(onNext: { text in   // expect: strong-self-capture "kept by a subscription stored in 'disposeBag'"
                self.draft = text
            })
            .disposed(by: disposeBag)
    }

    private func save() {
        view?.showSaved()
    }
}

final class VaultItemViewController: UIViewController, VaultItemViewProtocol {
    private let saveButton = UIButton(type: .system)
    private let edits = PublishSubject<String>()
    private var presenter: VaultItemPresenter?

    var saveTapped: Observable<Void> {
        saveButton.rx.tap.asObservable()
    }

    var fieldEdits: Observable<String> {
        edits.asObservable()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        presenter = VaultItemPresenter(view: self)
        presenter?.onViewReady()
    }

    func showSaved() {}
}
