import UIKit

protocol ZoomTransitionDelegate: AnyObject {
    func zoomReferenceImageView() -> UIImageView?
}

/// Built by the gallery for each push, handed both screens through its initializer; the
/// property is a `fileprivate let`, so no code outside this file can assign it.
final class ZoomPushAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    fileprivate let fromDelegate: ZoomTransitionDelegate
    fileprivate let toDelegate: ZoomTransitionDelegate

    init(fromDelegate: ZoomTransitionDelegate, toDelegate: ZoomTransitionDelegate) {
        self.fromDelegate = fromDelegate
        self.toDelegate = toDelegate
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        _ = fromDelegate.zoomReferenceImageView()
        transitionContext.completeTransition(true)
    }
}

/// The legacy zoom controller of the old slides screen: its `fromDelegate` is weak.
final class LegacyZoomController: NSObject {
    weak var fromDelegate: ZoomTransitionDelegate?
}

final class LegacySlidesViewController: UIViewController {
    let zoomController = LegacyZoomController()
}

final class GalleryGridViewController: UICollectionViewController, ZoomTransitionDelegate {
    private var pushAnimator: ZoomPushAnimator?

    func prepareZoom(to detail: ZoomTransitionDelegate) {
        pushAnimator = ZoomPushAnimator(fromDelegate: detail, toDelegate: detail)
    }

    func zoomReferenceImageView() -> UIImageView? { nil }

    /// Not evidence for `ZoomPushAnimator.fromDelegate` (a `let`, set only by its initializer),
    /// whatever the receiver: an assignment from outside cannot reach it.
    func configure(_ slides: LegacySlidesViewController) {
        slides.zoomController.fromDelegate = self
    }

    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        if UserDefaults.standard.bool(forKey: "useLegacySlides") {
            let slides = LegacySlidesViewController()
            configure(slides)
            navigationController?.pushViewController(slides, animated: true)
            return
        }
        let album = AlbumViewController()
        prepareZoom(to: album)
        navigationController?.pushViewController(album, animated: true)
    }
}

/// The album screen keeps the animator it hands itself to: a loop through a `let` set by the
/// initializer.
protocol AlbumPagingDelegate: AnyObject {
    func albumDidPage(to index: Int)
}

final class AlbumPagingAnimator: NSObject {
    let pagingDelegate: AlbumPagingDelegate   // expect: strong-delegate "'AlbumViewController' hands itself to it"

    init(pagingDelegate: AlbumPagingDelegate) {
        self.pagingDelegate = pagingDelegate
    }
}

/// The same loop through a `let` that its initializer fills from a parameter of another label.
final class AlbumZoomAnimator: NSObject {
    let zoomDelegate: AlbumPagingDelegate   // expect: strong-delegate "'AlbumViewController' hands itself to it"

    init(host: AlbumPagingDelegate) {
        self.zoomDelegate = host
    }
}

/// The same again, with an argument label that is not the parameter's name.
final class AlbumStripAnimator: NSObject {
    let stripDelegate: AlbumPagingDelegate   // expect: strong-delegate "'AlbumViewController' hands itself to it"

    init(with host: AlbumPagingDelegate) {
        self.stripDelegate = host
    }
}

final class AlbumViewController: UIViewController, AlbumPagingDelegate, ZoomTransitionDelegate {
    private var animator: AlbumPagingAnimator?
    private var zoomAnimator: AlbumZoomAnimator?
    private var stripAnimator: AlbumStripAnimator?

    override func viewDidLoad() {
        super.viewDidLoad()
        animator = AlbumPagingAnimator(pagingDelegate: self)
        zoomAnimator = AlbumZoomAnimator(host: self)
        stripAnimator = AlbumStripAnimator(with: self)
    }

    func albumDidPage(to index: Int) {}

    func zoomReferenceImageView() -> UIImageView? { nil }
}
