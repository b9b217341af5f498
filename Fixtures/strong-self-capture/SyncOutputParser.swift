import Combine
import Foundation

/// The state a menu bar sync tool's settings store publishes to the screens that show it.
final class SyncSettingsStore {
    let publisher = CurrentValueSubject<[String], Never>([])
}

/// Reads the output of one rsync run into file names. Built once per run and let go when the
/// run's summary is shown. Pipelines over an array, a set, a range or an optional send the
/// values there are and finish at once, so the sink lets go of its closures before `store(in:)`
/// even keeps the subscription: not reported. A subject goes on: reported.
final class SyncOutputParser {
    private var subscriptions = Set<AnyCancellable>()
    private var pendingPaths = ["/Volumes/Backup/.rsync-partial"]
    private var lastError: String?
    private let settings: SyncSettingsStore
    private let progress = PassthroughSubject<Double, Never>()
    private(set) var files: [String] = []
    private(set) var excluded: Set<String> = []
    private(set) var fraction = 0.0

    init(_ output: [String], settings: SyncSettingsStore) {
        self.settings = settings
        output.publisher
            .filter { !$0.hasPrefix("sending incremental") }
            .sink { line in
                self.files.append(line)
            }
            .store(in: &subscriptions)
    }

    func addExclusions(_ patterns: Set<String>, note: String?) {
        patterns.publisher
            .sink { pattern in
                self.excluded.insert(pattern)
            }
            .store(in: &subscriptions)
        note.publisher
            .sink { text in
                self.lastError = text
            }
            .store(in: &subscriptions)
        let defaults: [String] = [".DS_Store", "*.tmp"]
        defaults.publisher
            .sink { pattern in
                self.excluded.insert(pattern)
            }
            .store(in: &subscriptions)
        ["Thumbs.db", ".Trashes"].publisher
            .sink { pattern in
                self.excluded.insert(pattern)
            }
            .store(in: &subscriptions)
        (0..<3).publisher
            .sink { level in
                self.files.append("retry \(level)")
            }
            .store(in: &subscriptions)
        self.pendingPaths.publisher
            .sink { path in
                self.excluded.insert(path)
            }
            .store(in: &subscriptions)
    }

    /// The changes come after the known paths: a subject joined to an array's publisher keeps
    /// the pipeline going.
    func followExclusions(_ initial: [String], updates: PassthroughSubject<String, Never>) {
        initial.publisher
            .merge(with: updates)
            .sink { pattern in   // expect: strong-self-capture "kept by a subscription stored in 'subscriptions'"
                self.excluded.insert(pattern)
            }
            .store(in: &subscriptions)
    }

    func followProgress() {
        progress
            .sink { value in   // expect: strong-self-capture "kept by a subscription stored in 'subscriptions'"
                self.fraction = value
            }
            .store(in: &subscriptions)
        // A `publisher` property of another object is not a collection's.
        settings.publisher
            .sink { paths in   // expect: strong-self-capture "kept by a subscription stored in 'subscriptions'"
                self.excluded = Set(paths)
            }
            .store(in: &subscriptions)
    }
}
