import Combine
import Foundation
import Swinject

/// The sync services, resolved from a Swinject container that the application keeps for the
/// process (`SyncDependencies.assembler`, a static property) and whose registrations default
/// to one instance per container (`defaultObjectScope: .container`).
enum SyncDependencies {
    static let assembler = Assembler([SyncAssembly()], defaultObjectScope: .container)
    static var resolver: Resolver { assembler.resolver }
}

final class SyncAssembly: Assembly {
    func assemble(container: Container) {
        container.register(LibrarySyncing.self) { r in
            LibrarySyncScheduler(clock: r.resolve(SyncClock.self)!)
        }
        container.register(SyncClock.self) { _ in SyncClock() }.inObjectScope(.container)
        // A new draft on every resolve.
        container.register(EpisodeNoteDraft.self) { _ in EpisodeNoteDraft() }.inObjectScope(.transient)
    }
}

protocol LibrarySyncing: AnyObject {
    func start()
}

/// Made once, by the container: the sink that keeps `self` in its own `cancellables` holds an
/// object that lives as long as the process anyway, so it is not reported.
final class LibrarySyncScheduler: LibrarySyncing {
    private let clock: SyncClock
    private var cancellables = Set<AnyCancellable>()
    private var lastSync = Date.distantPast

    init(clock: SyncClock) {
        self.clock = clock
    }

    func start() {
        clock.ticks
            .sink { date in self.lastSync = date }
            .store(in: &cancellables)
    }
}

/// One per container (the explicit scope): its repeating timer subscription is not reported.
final class SyncClock {
    let ticks = PassthroughSubject<Date, Never>()
    private var cancellables = Set<AnyCancellable>()

    init() {
        Timer.publish(every: 900, on: .main, in: .common)
            .autoconnect()
            .sink { date in self.ticks.send(date) }
            .store(in: &cancellables)
    }
}

/// Transient: every resolve makes a draft, and each one keeps itself through its autosave sink.
final class EpisodeNoteDraft {
    @Published var text = ""
    private var cancellables = Set<AnyCancellable>()

    init() {
        $text
            .debounce(for: .seconds(2), scheduler: RunLoop.main)
            .sink { text in self.save(text) }   // expect: strong-self-capture
            .store(in: &cancellables)
    }

    private func save(_ text: String) {
        UserDefaults.standard.set(text, forKey: "episode-note-draft")
    }
}
