import AppKit
import Combine
import SwiftUI

/// The output devices the player can route to. The app makes one in its `init` and keeps it as
/// a state object for the process, so the sink below, which captures `self` and is kept in
/// `cancellables`, is not reported. The older window controller further down would make a
/// second one, but nothing makes that window controller: code that never runs makes nothing.
final class MacDevicesModel: ObservableObject {
    @Published private(set) var names: [String] = []
    private var cancellables = Set<AnyCancellable>()

    init(library: MacLibrary) {
        // not reported: made once, by the app's init
        NotificationCenter.default.publisher(for: NSNotification.Name("AudioDevicesChanged"))
            .sink { _ in
                self.names = ["Built-in Output", "AirPlay"]
            }
            .store(in: &cancellables)
    }
}

/// The devices window of an older release. Nothing makes it any more: no code, storyboard or
/// nib names it.
final class LegacyDevicesWindowController: NSWindowController {
    lazy var model = MacDevicesModel(library: MacLibrary())

    override func windowDidLoad() {
        super.windowDidLoad()
        window?.title = "\(model.names.count) devices"
    }
}
