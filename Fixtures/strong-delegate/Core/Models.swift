import Foundation

struct Podcast: Hashable, Identifiable {
    let id: UUID
    let title: String
    let author: String
    let feedURL: URL
    let artworkURL: URL?
}

struct Chapter: Hashable {
    let title: String
    let start: TimeInterval
}

struct Episode: Hashable, Identifiable {
    let id: UUID
    let podcastID: UUID
    let title: String
    let duration: TimeInterval
    let enclosureURL: URL
    var chapters: [Chapter] = []
    var showNotesHTML: String = ""
    var transcriptURL: URL?
}

enum EpisodeFilter: String, CaseIterable {
    case all, unplayed, downloaded
}

/// The user's subscriptions and episode states, read by every tab.
final class LibraryStore {
    private(set) var podcasts: [Podcast] = []
    private(set) var episodes: [Episode] = []
    private var played: Set<UUID> = []

    func subscribe(to podcast: Podcast) {
        guard !podcasts.contains(podcast) else { return }
        podcasts.append(podcast)
    }

    func episodes(of podcast: Podcast) -> [Episode] {
        episodes.filter { $0.podcastID == podcast.id }
    }

    func markPlayed(_ episode: Episode) {
        played.insert(episode.id)
    }

    func isPlayed(_ episode: Episode) -> Bool {
        played.contains(episode.id)
    }
}
