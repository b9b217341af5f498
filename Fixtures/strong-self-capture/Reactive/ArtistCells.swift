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

/// A player output with two adopters: the preview's progress is a fixed value, the live one's
/// a relay that goes on. `output.progress` may be either, so it is not taken as one-shot.
protocol PlayerOutput {
    var progress: Observable<Double> { get }
}

final class PreviewPlayerModel: PlayerOutput {
    let progress: Observable<Double>

    init() {
        progress = .just(0.5)
    }
}

final class LivePlayerModel: PlayerOutput {
    private let relay = BehaviorRelay<Double>(value: 0)

    var progress: Observable<Double> { relay.asObservable() }
}

/// A track row whose title is fixed when made one way, and live when made in the extension's
/// initializer: not one-shot either.
struct TrackCellViewModel {
    let title: Observable<String>

    init(fixed: String) {
        title = .just(fixed)
    }
}

extension TrackCellViewModel {
    init(live relay: BehaviorRelay<String>) {
        title = relay.asObservable()
    }
}

final class NowPlayingBarView: UIView {
    private let progressView = UIProgressView()
    private let titleLabel = UILabel()
    private let disposeBag = DisposeBag()

    func bind(_ output: PlayerOutput, track: TrackCellViewModel) {
        output.progress
            .bind(onNext: { value in   // expect: strong-self-capture "kept by a subscription stored in 'disposeBag'"
                self.progressView.progress = Float(value)
            })
            .disposed(by: disposeBag)
        track.title
            .bind(onNext: { title in   // expect: strong-self-capture "kept by a subscription stored in 'disposeBag'"
                self.titleLabel.text = title
            })
            .disposed(by: disposeBag)
    }
}

/// A search field's state: a plain string of the same name as the cell model's `artist`, which
/// says nothing about that sequence.
final class ArtistSearchState {
    var artist = "Unknown"
}

/// A queue row has a memberwise initializer: the extension's fixed caption is one way to make it,
/// `QueueRowViewModel(caption: relay.asObservable())` another, so its caption is not one-shot.
struct QueueRowViewModel {
    let caption: Observable<String>
}

extension QueueRowViewModel {
    init(fixed: String) {
        caption = .just(fixed)
    }
}

final class QueueRowView: UIView {
    private let titleLabel = UILabel()
    private let disposeBag = DisposeBag()

    func bind(relay: BehaviorRelay<String>) {
        let row = QueueRowViewModel(caption: relay.asObservable())
        row.caption
            .bind(onNext: { title in   // expect: strong-self-capture "kept by a subscription stored in 'disposeBag'"
                self.titleLabel.text = title
            })
            .disposed(by: disposeBag)
    }
}
