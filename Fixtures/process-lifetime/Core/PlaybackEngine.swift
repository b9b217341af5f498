import AVFoundation
import UIKit

/// One engine per simultaneous stream, reused between episodes: `acquire()` is the only place
/// that makes one, and `pool` only ever grows. Every engine lives as long as the process, and so
/// does what its `init` makes, however deep the chain.
final class PlaybackEngine: NSObject {
    static var pool: [PlaybackEngine] = []

    static func acquire() -> PlaybackEngine {
        if let idle = pool.first(where: { !$0.isBusy }) { return idle }
        let engine = PlaybackEngine()
        pool.append(engine)
        return engine
    }

    var isBusy = false
    let player = AVPlayer()
    let mixer = EngineMixer()

    override init() {
        super.init()
        // Not reported: one registration per pooled engine, and the engines are never freed.
        NotificationCenter.default.addObserver(forName: AVAudioSession.routeChangeNotification, object: nil, queue: .main) { [weak self] _ in
            self?.player.pause()
        }
    }
}

final class EngineMixer {
    let meter = LevelMeter()
    var gain: Float = 1
}

final class LevelMeter {
    let smoother = MeterSmoother()
    var level: Float = 0
}

final class MeterSmoother {
    let clock = SmoothingClock()
    var window: [Float] = []
}

/// Four objects below a pooled engine: still one per engine, for good.
final class SmoothingClock {
    private var timer: Timer?
    private(set) var ticks = 0

    init() {
        // Not reported: the clock lives as long as its engine, which lives as long as the process.
        timer = Timer.scheduledTimer(withTimeInterval: 1.0 / 30, repeats: true) { _ in
            self.ticks += 1
        }
    }
}

/// Clip previews come and go: `finish()` takes each one out of `active`, so a clip is freed
/// once it ends and its dropped token leaves a block behind every time.
final class ClipPreviewPlayer: NSObject {
    static var active: [ClipPreviewPlayer] = []

    static func play(_ url: URL) {
        let clip = ClipPreviewPlayer(url: url)
        active.append(clip)
    }

    let player: AVPlayer

    init(url: URL) {
        player = AVPlayer(url: url)
        super.init()
        NotificationCenter.default.addObserver(forName: .AVPlayerItemDidPlayToEndTime, object: nil, queue: .main) { [player] _ in   // expect: discarded-observation-token
            player.seek(to: .zero)
        }
    }

    func finish() {
        ClipPreviewPlayer.active.removeAll { $0 === self }
    }
}

/// Each tap on a clip row previews it.
final class ClipListViewController: UITableViewController {
    var clipURLs: [URL] = []

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        ClipPreviewPlayer.play(clipURLs[indexPath.row])
    }
}
