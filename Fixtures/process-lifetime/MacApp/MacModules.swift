import AppKit
import Combine
import SwiftUI

/// Each screen of the macOS app is a namespace enum with a `RootView` and a `StateModel` of its
/// own, beside the `StateModel` protocol they all adopt. The simple names say nothing here:
/// `Shell.StateModel` is made once, by the root view the app's `body` shows, so its sink capturing
/// `self` is not reported; `EpisodeInspector.StateModel` is made each time an inspector window
/// opens, so its sink is.
protocol StateModel: ObservableObject {
    var title: String { get }
}

class BaseStateModel: StateModel {
    @Published var title = ""
    var cancellables = Set<AnyCancellable>()
}

enum Shell {}
enum EpisodeInspector {}

extension Shell {
    struct RootView: View {
        @StateObject var state = StateModel()

        var body: some View {
            Text(state.title)
        }
    }

    final class StateModel: BaseStateModel {
        override init() {
            super.init()
            NotificationCenter.default.publisher(for: .episodeDownloadDidFinish)
                .sink { _ in self.title = "Library (updated)" }
                .store(in: &cancellables)
        }
    }
}

extension EpisodeInspector {
    struct RootView: View {
        @StateObject var state = StateModel()

        var body: some View {
            Text(state.title)
        }
    }

    final class StateModel: BaseStateModel {
        override init() {
            super.init()
            NotificationCenter.default.publisher(for: .episodeDownloadDidFinish)
                .sink { _ in self.title = "Downloaded" }   // expect: strong-self-capture
                .store(in: &cancellables)
        }
    }
}

/// Opens a new inspector window for every episode the user inspects.
final class InspectorWindows {
    private var windows: [NSWindow] = []

    func open() {
        let window = NSWindow(contentViewController: NSHostingController(rootView: EpisodeInspector.RootView()))
        window.isReleasedWhenClosed = false
        windows.append(window)
        window.makeKeyAndOrderFront(nil)
    }
}
