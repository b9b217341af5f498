import AVFoundation
import UIKit

/// The audio graph, one for the app. The application delegate starts it once, at launch,
/// through a stored property whose type only its initial value tells
/// (`let conductor = PlaybackConductor.sharedInstance`). The tree's other `start()` calls cannot
/// start a conductor: `TapeDeck.start()` is a static call on another type,
/// `AKManager.engine.start()` starts what a framework type's static property holds, and
/// `services.refresher.start()` starts a `FeedRefresher`, the class of the container's property.
/// So the recorder made in `start()` lives as long as the process, and its strong delegate (the
/// recording panel hands itself to it) is not reported.
final class PlaybackConductor {
    static var sharedInstance = PlaybackConductor()
    private(set) var recorder: SessionRecorder?
    private let engine = AVAudioEngine()

    func start() {
        recorder = SessionRecorder(engine: engine)
        TapeDeck.start()
        try? AKManager.engine.start()
    }
}

/// Tape-style level meters, set up once for the whole app.
final class TapeDeck {
    static func start() {}
}

protocol SessionRecorderDelegate {
    func recorderDidUpdate(duration: TimeInterval)
}

final class SessionRecorder {
    var viewDelegate: SessionRecorderDelegate?
    private let engine: AVAudioEngine

    init(engine: AVAudioEngine) {
        self.engine = engine
    }
}

final class RecordingPanelController: UIViewController, SessionRecorderDelegate {
    private let conductor = PlaybackConductor.sharedInstance

    override func viewDidLoad() {
        super.viewDidLoad()
        conductor.recorder?.viewDelegate = self
    }

    func recorderDidUpdate(duration: TimeInterval) {
        title = String(format: "%.0f s", duration)
    }
}
