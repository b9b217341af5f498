import SwiftUI
import WidgetKit

struct EpisodeEntry: TimelineEntry {
    let date: Date
    let title: String
    let artwork: UIImage?
}

/// The widget extension keeps its own small artwork cache (extensions have a tight memory limit),
/// so `ArtworkCache.shared` is not the only cache.
struct EpisodeWidgetProvider: TimelineProvider {
    private let artwork = ArtworkCache(memoryLimit: 8)

    func placeholder(in context: Context) -> EpisodeEntry {
        EpisodeEntry(date: Date(), title: "Wavelength", artwork: nil)
    }

    func getSnapshot(in context: Context, completion: @escaping (EpisodeEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<EpisodeEntry>) -> Void) {
        let url = URL(string: "https://cdn.wavelength.fm/artwork/latest.jpg")
        let entry = EpisodeEntry(date: Date(), title: "Latest episode", artwork: url.flatMap(artwork.image(for:)))
        completion(Timeline(entries: [entry], policy: .after(Date().addingTimeInterval(3600))))
    }
}
