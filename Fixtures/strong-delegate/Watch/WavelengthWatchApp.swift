import SwiftUI
import WatchConnectivity
import WatchKit

@main
struct WavelengthWatchApp: App {
    // not reported: a property-wrapper member of a struct, holding the application delegate
    @WKApplicationDelegateAdaptor(WatchAppDelegate.self) var appDelegate

    var body: some Scene {
        WindowGroup {
            WatchNowPlayingView(sync: appDelegate.sync)
        }
    }
}

protocol PhoneSyncSessionDelegate: AnyObject {
    func phoneSync(didReceive episodeTitle: String)
}

final class PhoneSyncSession: NSObject, WCSessionDelegate {
    // not reported: only the watch app delegate (process lifetime) hands itself to it
    var delegate: PhoneSyncSessionDelegate?

    func activate() {
        guard WCSession.isSupported() else { return }
        WCSession.default.delegate = self
        WCSession.default.activate()
    }

    func session(_ session: WCSession, activationDidCompleteWith activationState: WCSessionActivationState, error: Error?) {}

    func session(_ session: WCSession, didReceiveMessage message: [String: Any]) {
        guard let title = message["title"] as? String else { return }
        delegate?.phoneSync(didReceive: title)
    }
}

final class WatchAppDelegate: NSObject, WKApplicationDelegate, PhoneSyncSessionDelegate, ObservableObject {
    let sync = PhoneSyncSession()
    @Published private(set) var nowPlayingTitle = ""

    func applicationDidFinishLaunching() {
        sync.delegate = self
        sync.activate()
    }

    func phoneSync(didReceive episodeTitle: String) {
        nowPlayingTitle = episodeTitle
    }
}

struct WatchNowPlayingView: View {
    let sync: PhoneSyncSession

    var body: some View {
        Text("Wavelength")
    }
}
