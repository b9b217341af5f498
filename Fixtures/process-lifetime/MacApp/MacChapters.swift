import Combine
import SwiftUI

/// The chapters pane of the app's one window (made in the `@main` app's body, see
/// PodcastMacApp.swift): its model lives as long as the process. The waveform detail is a
/// navigation destination, made again every time it is shown, and its model with it.
struct ChaptersPane: View {
    @StateObject private var model = ChaptersModel()

    var body: some View {
        NavigationStack {
            List(model.titles, id: \.self) { title in
                Text(title)
            }
            NavigationLink("Waveform", destination: WaveformDetailView())
        }
    }
}

final class ChaptersModel: ObservableObject {
    @Published var titles = ["Intro", "Interview"]
    private var cancellables = Set<AnyCancellable>()

    init() {
        // not reported: one pane for the process
        NotificationCenter.default.publisher(for: .episodeDownloadDidFinish)
            .sink { _ in self.titles.append("Bonus") }
            .store(in: &cancellables)
    }
}

struct WaveformDetailView: View {
    @StateObject private var model = WaveformModel()

    var body: some View {
        Text("\(model.level)")
    }
}

final class WaveformModel: ObservableObject {
    @Published var level = 0.0
    private var cancellables = Set<AnyCancellable>()

    init() {
        NotificationCenter.default.publisher(for: .episodeDownloadDidFinish)
            .sink { _ in self.level = 0 }   // expect: strong-self-capture
            .store(in: &cancellables)
    }
}
