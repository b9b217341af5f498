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

enum AudioRoutes {
    static var routeMonitor: AudioRouteMonitor?
    static var airPlayMonitor: AirPlayRouteMonitor?

    /// Called once, from the application delegate's launch method.
    static func setup() {
        routeMonitor = AudioRouteMonitor {
            print("audio route changed")
        }
    }

    static func watchAirPlay() {
        airPlayMonitor = AirPlayRouteMonitor()
    }
}
