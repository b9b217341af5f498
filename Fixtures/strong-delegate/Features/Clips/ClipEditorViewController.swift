import AVFoundation
import UIKit

/// Not named like a delegate, and not class-bound (a struct writer adopts it too).
protocol ClipExporting {
    func clipRenderer(didExport fileURL: URL)
}

struct ClipFileWriter: ClipExporting {
    let directory: URL

    func clipRenderer(didExport fileURL: URL) {
        try? FileManager.default.copyItem(at: fileURL, to: directory.appendingPathComponent(fileURL.lastPathComponent))
    }
}

final class ClipRenderer {
    // a delegate by name; the editor hands itself over, and the protocol must become
    // class-bound before the property can be `weak`
    var exportDelegate: ClipExporting?   // expect: strong-delegate

    func render(_ episode: Episode, range: ClosedRange<TimeInterval>) {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("\(episode.id)-clip.m4a")
        exportDelegate?.clipRenderer(didExport: output)
    }
}

protocol ClipPreviewPlayerDelegate: AnyObject {
    func clipPreviewDidReachEnd(_ player: ClipPreviewPlayer)
}

final class ClipPreviewPlayer {
    // the editor hands itself over and only lets go in `deinit`, which a cycle never reaches
    var delegate: ClipPreviewPlayerDelegate?   // expect: strong-delegate

    private let player = AVPlayer()

    func preview(_ url: URL) {
        player.replaceCurrentItem(with: AVPlayerItem(url: url))
        player.play()
    }

    func itemDidPlayToEnd() {
        delegate?.clipPreviewDidReachEnd(self)
    }
}

final class ClipEditorViewController: UIViewController, ClipExporting, ClipPreviewPlayerDelegate {
    private let episode: Episode
    private let renderer = ClipRenderer()
    private let previewPlayer = ClipPreviewPlayer()

    init(episode: Episode) {
        self.episode = episode
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    deinit {
        previewPlayer.delegate = nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        renderer.exportDelegate = self
        previewPlayer.delegate = self
    }

    @IBAction private func exportTapped(_ sender: UIButton) {
        renderer.render(episode, range: 0...30)
    }

    @IBAction private func trimTapped(_ sender: UIButton) {
        guard let nav = navigationController else { return }
        ClipsCoordinator(nav: nav).showTrimmer()
    }

    @IBAction private func myClipsTapped(_ sender: UIBarButtonItem) {
        guard let nav = navigationController else { return }
        ClipsCoordinator(nav: nav).showClips()
    }

    /// The last clip rendered: what the upload button sends.
    private var exportedClipURL: URL?

    @IBAction private func uploadTapped(_ sender: UIBarButtonItem) {
        guard let fileURL = exportedClipURL else { return }
        let upload = ClipExportViewController()
        navigationController?.pushViewController(upload, animated: true)
        upload.export(fileURL)
    }

    @IBAction private func shareTapped(_ sender: UIBarButtonItem) {
        present(ClipShareViewController(), animated: true)
    }

    func clipRenderer(didExport fileURL: URL) {
        exportedClipURL = fileURL
        previewPlayer.preview(fileURL)
    }

    func clipPreviewDidReachEnd(_ player: ClipPreviewPlayer) {
        navigationItem.rightBarButtonItem?.isEnabled = true
    }
}
