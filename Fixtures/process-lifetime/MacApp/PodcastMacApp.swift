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
    let settings = MacSettingsModel()
    let inspectors = InspectorWindows()
    @StateObject private var devices: MacDevicesModel

    init() {
        library = MacLibrary()
        _devices = StateObject(wrappedValue: MacDevicesModel(library: library))
    }

    var body: some Scene {
        WindowGroup {
            Text("\(library.episodeCount) episodes")
            Shell.RootView()
            ChaptersPane()
            Button("Inspect") { inspectors.open() }
            Text("\(devices.names.count) output devices")
            MacSidebarFactory.makeSidebar()
        }
        Settings {
            MacSettingsView(settings: settings)
        }
    }
}

/// Builds the sidebar for the app's one window: the `body` above is its only caller, so the
/// model it makes (through `makeModel()`, only called here) is made once for the process, and its
/// sink capturing `self` is not reported. `makeInspector(for:)` is called by every episode row:
/// each call makes a model, and its sink is reported.
enum MacSidebarFactory {
    static func makeSidebar() -> MacSidebar {
        MacSidebar(model: makeModel())
    }

    private static func makeModel() -> MacSidebarModel {
        return MacSidebarModel(library: MacLibrary())
    }

    static func makeInspector(for title: String) -> MacInspectorModel {
        MacInspectorModel(title: title)
    }
}

struct MacSidebar: View {
    @ObservedObject var model: MacSidebarModel
    var body: some View {
        List {
            ForEach(model.titles, id: \.self) { title in
                Text(title).help(MacSidebarFactory.makeInspector(for: title).title)
            }
        }
    }
}

final class MacSidebarModel: ObservableObject {
    @Published private(set) var titles: [String] = []
    private var cancellables = Set<AnyCancellable>()

    init(library: MacLibrary) {
        NotificationCenter.default.publisher(for: .episodeDownloadDidFinish)
            .sink { _ in self.titles.append("Downloaded") }
            .store(in: &cancellables)
    }
}

final class MacInspectorModel: ObservableObject {
    @Published private(set) var title: String
    private var cancellables = Set<AnyCancellable>()

    init(title: String) {
        self.title = title
        NotificationCenter.default.publisher(for: .episodeDownloadDidFinish)
            .sink { _ in self.title += " (downloaded)" }   // expect: strong-self-capture
            .store(in: &cancellables)
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
