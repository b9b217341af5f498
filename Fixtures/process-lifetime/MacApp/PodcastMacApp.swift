import Combine
import SwiftUI

/// The macOS target's entry point: it patches a few defaults, then starts the SwiftUI app.
@main
enum MacLauncher {
    static func main() {
        UserDefaults.standard.register(defaults: ["NSQuitAlwaysKeepsWindows": false])
        PodcastMacApp.main()
    }
}

/// Not `@main` itself, but a SwiftUI `App`: SwiftUI makes one for the process, so the library
/// its `init` makes lives as long as the process too.
struct PodcastMacApp: App {
    let library: MacLibrary

    init() {
        library = MacLibrary()
    }

    var body: some Scene {
        WindowGroup {
            Text("\(library.episodeCount) episodes")
        }
    }
}

/// Made once by the app: the sink it keeps in its own `cancellables` holds `self`, which lives
/// as long as the process anyway. Not reported.
final class MacLibrary {
    private var cancellables = Set<AnyCancellable>()
    private(set) var episodeCount = 0

    init() {
        NotificationCenter.default.publisher(for: .episodeDownloadDidFinish)
            .sink { _ in self.episodeCount += 1 }
            .store(in: &cancellables)
    }
}
