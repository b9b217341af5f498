import Combine
import SwiftUI

/// The settings window's model: the app makes one (`PodcastMacApp.settings`), and `stub()`
/// makes more, but only previews call it, directly or through another type's preview stub. One
/// for the process: its sink holding `self` is not reported.
final class MacSettingsModel: ObservableObject {
    @Published var downloadFolder = "~/Podcasts"
    private var cancellables = Set<AnyCancellable>()

    init() {
        NotificationCenter.default.publisher(for: .episodeDownloadDidFinish)
            .sink { _ in self.objectWillChange.send() }
            .store(in: &cancellables)
    }

    static func stub() -> MacSettingsModel { MacSettingsModel() }
}

/// Made by the settings view's `generalPane`, a computed property SwiftUI reads on every update:
/// a new model each time, each kept by the notification center through its sink. Reported.
final class MacGeneralPaneModel: ObservableObject {
    @Published private(set) var folder: String
    private var cancellables = Set<AnyCancellable>()

    init(settings: MacSettingsModel) {
        folder = settings.downloadFolder
        NotificationCenter.default.publisher(for: .episodeDownloadDidFinish)
            .sink { _ in self.folder = settings.downloadFolder }   // expect: strong-self-capture
            .store(in: &cancellables)
    }

    static func stub() -> MacGeneralPaneModel { MacGeneralPaneModel(settings: MacSettingsModel.stub()) }
}

struct MacSettingsView: View {
    @ObservedObject var settings: MacSettingsModel

    var body: some View {
        TabView {
            generalPane.tabItem { Label("General", systemImage: "gear") }
        }
        .frame(width: 420)
    }

    private var generalPane: some View {
        MacGeneralPane(model: MacGeneralPaneModel(settings: settings))
    }
}

struct MacGeneralPane: View {
    @ObservedObject var model: MacGeneralPaneModel

    var body: some View {
        Form { Text(model.folder) }
    }
}

#Preview {
    MacGeneralPane(model: .stub())
}
