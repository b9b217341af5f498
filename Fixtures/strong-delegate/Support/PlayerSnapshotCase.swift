import SnapshotTesting
import UIKit
import XCTest

/// Shared setup of the player snapshot tests (imports XCTest: test code).
class PlayerSnapshotCase: XCTestCase, SleepTimerDelegate, EpisodeNotesDelegate {
    var delegate: EpisodeNotesDelegate?

    func makeNotes(for episode: Episode) -> EpisodeNotesViewController {
        let notes = EpisodeNotesViewController(episode: episode)
        notes.delegate = self
        delegate = self
        return notes
    }

    func makeTimer() -> SleepTimer {
        let timer = SleepTimer()
        timer.delegate = self
        return timer
    }

    func sleepTimerWillFire(in seconds: TimeInterval) {}
    func sleepTimerDidFire() {}
    func episodeNotes(_ controller: EpisodeNotesViewController, didOpen url: URL) {}
    func episodeNotesDidClose(_ controller: EpisodeNotesViewController) {}
}
