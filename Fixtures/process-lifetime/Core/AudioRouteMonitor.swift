import AVFoundation
import Combine

/// Watches the audio route (headphones in or out). `AudioRoutes.setup()` makes one monitor, at
/// launch, and keeps it in a static property nothing else assigns: one for the process, so the
/// sink it keeps in its own `cancellable`, capturing `self`, keeps alive nothing that would go
/// away. Not reported.
final class AudioRouteMonitor {
    private var cancellable: AnyCancellable?
    private let onChange: () -> Void
    private(set) var changes = 0

    init(onChange: @escaping () -> Void) {
        self.onChange = onChange
        cancellable = NotificationCenter.default.publisher(for: AVAudioSession.routeChangeNotification)
            .sink { _ in
                self.changes += 1
                self.onChange()
            }
    }
}

/// Made by `AudioRoutes.watchAirPlay()`, which the player screen calls on every appearance:
/// a new monitor replaces the last one each time, and each leaks through its own sink.
final class AirPlayRouteMonitor {
    private var cancellable: AnyCancellable?
    private(set) var isAirPlaying = false

    init() {
        cancellable = NotificationCenter.default.publisher(for: AVAudioSession.routeChangeNotification)
            .sink { _ in   // expect: strong-self-capture "kept by a subscription stored in 'cancellable'"
                self.isAirPlaying.toggle()
            }
    }
}

/// Tails the playback log; `AudioRoutes.setup()` makes the one there is with `try?` (the file
/// may be missing). Not reported either.
final class PlaybackLogTail {
    let source: DispatchSourceFileSystemObject
    private(set) var lines = 0

    init(url: URL) throws {
        let handle = try FileHandle(forReadingFrom: url)
        source = DispatchSource.makeFileSystemObjectSource(fileDescriptor: handle.fileDescriptor, eventMask: .extend, queue: .main)
        source.setEventHandler {
            self.lines += 1
        }
        source.resume()
    }
}

enum AudioRoutes {
    static var routeMonitor: AudioRouteMonitor?
    static var airPlayMonitor: AirPlayRouteMonitor?
    static var logTail: PlaybackLogTail?

    /// Called once, from the application delegate's launch method.
    static func setup() {
        routeMonitor = AudioRouteMonitor {
            print("audio route changed")
        }
        logTail = try? PlaybackLogTail(url: URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("playback.log"))
    }

    static func watchAirPlay() {
        airPlayMonitor = AirPlayRouteMonitor()
    }
}
