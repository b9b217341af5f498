import UIKit

protocol VideoControlsDelegate: AnyObject {
    func videoControlsDidTogglePlayback()
}

protocol ChapterScrubbingDelegate: AnyObject {
    func scrubberDidReachChapter(_ index: Int)
}

/// The video controls the player showed before picture-in-picture replaced them. The code that
/// presented `LegacyVideoScreen` is gone, so nothing makes it or its controls (docs/lifetimes.md,
/// "Code that never runs"): a strong delegate of an object never made holds nothing, and a
/// hand-off in code that never runs hands nothing over. Not reported.
final class LegacyVideoControlsView: UIView {
    var delegate: VideoControlsDelegate?
}

final class LegacyVideoScreen: UIViewController, VideoControlsDelegate, ChapterScrubbingDelegate {
    private let controls = LegacyVideoControlsView()
    private let scrubber = ScrubberView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(controls)
        view.addSubview(scrubber)
        controls.delegate = self
        // The player's scrubber is made elsewhere too, but this is the only screen that hands
        // itself to `chapterDelegate`.
        scrubber.chapterDelegate = self
    }

    func videoControlsDidTogglePlayback() {}
    func scrubberDidReachChapter(_ index: Int) {}
}
