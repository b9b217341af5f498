import RxSwift
import UIKit

/// Looks up citations by identifier. RxSwift's `subscribe(with:onNext:)` holds its object
/// weakly and hands it to the closure as its first parameter; naming that parameter
/// `` `self` `` shadows the real one, so the closure captures nothing strongly.
final class CitationLookupViewController: UIViewController {
    private let viewModel: CitationLookupViewModel
    private let disposeBag = DisposeBag()
    private let resultsLabel = UILabel()
    private let spinner = UIActivityIndicatorView(style: .medium)

    init(viewModel: CitationLookupViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        // Not reported: `self` in the closure is the parameter `subscribe(with:)` passes in.
        viewModel.results
            .observe(on: MainScheduler.instance)
            .subscribe(with: self, onNext: { `self`, results in
                self.resultsLabel.text = "\(results.count) citations"
                self.spinner.stopAnimating()
            })
            .disposed(by: disposeBag)

        // Not reported: `take(1)` ends the subscription after the first value.
        viewModel.results
            .take(1)
            .subscribe(onNext: { results in
                self.title = results.first
            })
            .disposed(by: disposeBag)

        // Reported: after `take(1)`, `flatMap` switches to the never-ending `isLoading`.
        viewModel.results
            .take(1)
            .flatMap { _ in self.viewModel.isLoading }   // expect: strong-self-capture "kept by a subscription stored in 'disposeBag'"
            .subscribe(onNext: { [weak self] loading in
                self?.spinner.isHidden = !loading
            })
            .disposed(by: disposeBag)

        // Reported: a plain `subscribe(onNext:)` keeps the real `self` in self's bag.
        viewModel.isLoading
            .subscribe(onNext: { loading in   // expect: strong-self-capture "kept by a subscription stored in 'disposeBag'"
                loading ? self.spinner.startAnimating() : self.spinner.stopAnimating()
            })
            .disposed(by: disposeBag)
    }
}

final class CitationLookupViewModel {
    let results = BehaviorSubject<[String]>(value: [])
    let isLoading = BehaviorSubject<Bool>(value: false)
}
