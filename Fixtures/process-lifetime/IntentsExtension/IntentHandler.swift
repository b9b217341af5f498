import Intents

/// The Intents extension's principal class: SiriKit makes one when it loads the extension, and
/// the extension process ends with it. Its one registration in `init` is not reported, nor is
/// the one in the player client it makes there.
final class IntentHandler: INExtension, PlayEpisodeIntentHandling {
    private let client = ShortcutPlayerClient()

    override init() {
        super.init()
        NotificationCenter.default.addObserver(forName: .libraryDidChange, object: nil, queue: nil) { [weak self] _ in
            self?.client.reloadQueue()
        }
    }

    override func handler(for intent: INIntent) -> Any { self }

    func handle(intent: PlayEpisodeIntent, completion: @escaping (PlayEpisodeIntentResponse) -> Void) {
        client.play(intent.episodeIdentifier)
        completion(PlayEpisodeIntentResponse(code: .success, userActivity: nil))
    }
}

final class ShortcutPlayerClient {
    init() {
        NotificationCenter.default.addObserver(forName: .playbackDidStop, object: nil, queue: .main) { _ in
            SharedQueueFile.flush()
        }
    }

    func play(_ identifier: String?) {}
    func reloadQueue() {}
}

enum SharedQueueFile {
    static func flush() {}
}
