import UIKit

/// Presented by the Objective-C player screen, which calls this `@objc` initializer: no Swift
/// code of the tree makes one and no storyboard or nib places it, so how many there are and
/// how long they live is unknown. Its timer closure that holds `self` is not reported.
final class TranscriptViewController: UIViewController {
    private let scroller = TranscriptScroller()
    private let episodeID: String

    @objc init(episodeID: String) {
        self.episodeID = episodeID
        super.init(nibName: nil, bundle: nil)
        scroller.onTick = {
            self.view.setNeedsLayout()
        }
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }
}

/// The same shape with an initializer Objective-C cannot call: nothing says it is made
/// elsewhere, so the cycle is reported.
final class ChapterListViewController: UIViewController {
    private let scroller = TranscriptScroller()

    init(chapters: [String]) {
        super.init(nibName: nil, bundle: nil)
        scroller.onTick = {   // expect: strong-self-capture
            self.title = "\(chapters.count) chapters"
        }
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }
}

/// Scrolls the transcript along with playback.
final class TranscriptScroller {
    var onTick: (() -> Void)?
}
