import RxCocoa
import RxSwift
import UIKit

struct Artist {
    let name: String
    let followers: Int
}

protocol ArtistCellViewModelOutput {
    var artist: Observable<Artist> { get }
    var followerCount: Observable<Int> { get }
}

/// One per row: its outputs are fixed values, except the follower count, which the artist
/// service keeps pushing while the row is on screen.
final class ArtistCellViewModel: ArtistCellViewModelOutput {
    let artist: Observable<Artist>
    let followerCount: Observable<Int>

    init(artist: Artist, counts: BehaviorRelay<Int>) {
        self.artist = Observable.just(artist)
        self.followerCount = counts.asObservable()
    }
}

final class ArtistCell: UICollectionViewCell {
    private let nameLabel = UILabel()
    private let followersLabel = UILabel()
    private var disposeBag = DisposeBag()

    override func prepareForReuse() {
        super.prepareForReuse()
        disposeBag = DisposeBag()
    }

    func bind(_ viewModel: ArtistCellViewModel) {
        let output: ArtistCellViewModelOutput = viewModel
        // Not reported: `artist` is `Observable.just(…)` wherever it is made, so the sequence
        // ends after its one value and the subscription lets go of the closure.
        output.artist
            .map { $0.name }
            .bind(onNext: { name in
                self.nameLabel.text = name
            })
            .disposed(by: disposeBag)
        output.followerCount
            .bind(onNext: { count in   // expect: strong-self-capture "kept by a subscription stored in 'disposeBag'"
                self.followersLabel.text = "\(count)"
            })
            .disposed(by: disposeBag)
    }
}
