import AVFoundation
import UIKit

protocol ClipExportDelegate: AnyObject {
    func clipExport(_ sheet: ClipExportSheet, didFinishWith url: URL)
}

/// Made and shown by the share extension's code, which this tree does not hold: nothing here
/// hands a `ClipExportSheet` a delegate, so its strong `delegate` is not reported.
final class ClipExportSheet: UIViewController {
    var delegate: ClipExportDelegate?

    @IBAction private func doneTapped(_ sender: UIBarButtonItem) {
        delegate?.clipExport(self, didFinishWith: FileManager.default.temporaryDirectory)
    }
}

/// Picks artwork for a clip and keeps its delegate weakly.
final class ClipArtworkPicker: NSObject {
    private weak var delegate: ClipExportDelegate?
    private weak var presenter: UIViewController?

    init(presenter: UIViewController, delegate: ClipExportDelegate) {
        self.presenter = presenter
        // The picker's own property: not a hand-off to a `ClipExportSheet`.
        self.delegate = delegate
        super.init()
    }
}

/// Shared recorder of the clip screens.
enum ClipServices {
    static var recorder: AVAudioRecorder?
}

/// Adopts `ClipExportDelegate` and hands itself to three `delegate`s, none of them a sheet's:
/// the picker it makes (whose initializer keeps it in the picker's own property), an
/// `AVAudioPlayer` (`preview!.delegate`) and an `AVAudioRecorder` (`ClipServices.recorder?.delegate`).
final class ClipShareViewController: UIViewController, ClipExportDelegate, AVAudioPlayerDelegate, AVAudioRecorderDelegate {
    private var artworkPicker: ClipArtworkPicker?
    private var preview: AVAudioPlayer?

    override func viewDidLoad() {
        super.viewDidLoad()
        artworkPicker = ClipArtworkPicker(presenter: self, delegate: self)
        ClipServices.recorder?.delegate = self
    }

    func playPreview(of url: URL) throws {
        preview = try AVAudioPlayer(contentsOf: url)
        preview!.delegate = self
        preview!.play()
    }

    func clipExport(_ sheet: ClipExportSheet, didFinishWith url: URL) {
        try? playPreview(of: url)
    }
}

protocol ClipTranscodingDelegate: AnyObject {
    func transcoder(didProgress fraction: Double)
}

/// Made as a local for each export and used only through its members: nothing keeps it, so its
/// strong delegate ends with the export. Not reported.
final class ClipTranscoder {
    var progressDelegate: ClipTranscodingDelegate?

    func start(_ url: URL) {
        progressDelegate?.transcoder(didProgress: 1)
    }
}

/// Kept by the screen that hands itself to it: a cycle.
final class ClipUploader {
    var progressDelegate: ClipTranscodingDelegate?   // expect: strong-delegate

    func upload(_ url: URL) {
        progressDelegate?.transcoder(didProgress: 0.5)
    }
}

final class ClipExportViewController: UIViewController, ClipTranscodingDelegate {
    private var uploader: ClipUploader?

    func export(_ url: URL) {
        let transcoder = ClipTranscoder()
        transcoder.progressDelegate = self
        transcoder.start(url)
        let uploader = ClipUploader()
        uploader.progressDelegate = self
        self.uploader = uploader
        uploader.upload(url)
    }

    func transcoder(didProgress fraction: Double) {
        title = "\(Int(fraction * 100)) %"
    }
}
