import SwiftUI

/// The "now playing" card of the Settings > Playback screen.
struct NowPlayingSummaryView: View {
    let center: NowPlayingCenter

    var body: some View {
        Label(center.title ?? String(localized: "nothing.playing"), systemImage: "waveform")
            .font(.headline)
    }
}

// A preview is test code: the instance it makes does not stop `NowPlayingCenter.shared`
// from being the only one.
#Preview {
    NowPlayingSummaryView(center: NowPlayingCenter())
}
