import RecordsUI   // the app's design-system module, which re-exports SwiftUI
import UIKit

/// The health-records app's entry point: the production app, unless the process runs tests.
@main
enum RecordsLauncher {
    static func main() {
        guard NSClassFromString("XCTestCase") == nil else { return }
        RecordsApp.main()
    }
}

/// A SwiftUI `App` (its `body` is a `Scene`) although this file imports SwiftUI only through
/// the design-system module: SwiftUI makes one for the process, and so one coordinator.
struct RecordsApp: App {
    private var coordinator: RecordsCoordinator

    init() {
        coordinator = RecordsCoordinator()
    }

    var body: some Scene {
        WindowGroup {
            RecordsRootView(coordinator: coordinator)
        }
    }
}

/// Not reported: made once, by the app. Its observer is meant to live as long as the process.
final class RecordsCoordinator: ObservableObject {
    @Published private(set) var isLocked = false

    init() {
        NotificationCenter.default.addObserver(forName: UIApplication.didEnterBackgroundNotification, object: nil, queue: .main) { _ in
            self.isLocked = true
        }
    }

    func unlock() {
        isLocked = false
    }
}

struct RecordsRootView: View {
    @ObservedObject var coordinator: RecordsCoordinator

    var body: some View {
        Button("Unlock") { coordinator.unlock() }
    }
}
