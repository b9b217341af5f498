import AVFoundation
import CoreData
import UIKit

final class PlaybackCoordinator {
    private var observers: [NSObjectProtocol] = []
    private let context: NSManagedObjectContext
    private(set) var nowPlaying: Episode?

    init(context: NSManagedObjectContext) {
        self.context = context
        let center = NotificationCenter.default
        observers.append(center.addObserver(forName: .playbackDidStart, object: nil, queue: .main) { [weak self] note in
            let episode = note.object as! Episode   // expect: notification-payload-force-cast
            self?.nowPlaying = episode
        })
        observers.append(center.addObserver(forName: AVAudioSession.interruptionNotification, object: nil, queue: .main) { [weak self] note in
            // not reported: AVFoundation's documented key
            let rawType = note.userInfo?[AVAudioSessionInterruptionTypeKey] as! UInt
            self?.handleInterruption(rawType)
        })
        observers.append(center.addObserver(forName: .NSManagedObjectContextDidSave, object: nil, queue: nil) { [weak self] note in
            // not reported: Core Data posts this name, with the saving context as object
            let saved = note.object as! NSManagedObjectContext
            self?.merge(from: saved, note)
        })
    }

    deinit {
        for observer in observers {
            NotificationCenter.default.removeObserver(observer)
        }
    }

    private func handleInterruption(_ rawType: UInt) {
        if AVAudioSession.InterruptionType(rawValue: rawType) == .began { nowPlaying = nil }
    }

    private func merge(from saved: NSManagedObjectContext, _ note: Notification) {
        guard saved !== context else { return }
        context.mergeChanges(fromContextDidSave: note)
    }
}
