import Foundation

/// A registry that keeps handlers by owner, shared by the whole app.
final class BroadcastCenter {
    static let shared = BroadcastCenter()
    private var handlers: [String: () -> Void] = [:]
    private var owners: [String: ObjectIdentifier] = [:]
    private init() {}

    func addHandler(named name: String, owner: AnyObject, _ block: @escaping () -> Void) {
        handlers[name] = block
        owners[name] = ObjectIdentifier(owner)
    }

    func removeHandlers(owner: AnyObject) {
        for (name, id) in owners where id == ObjectIdentifier(owner) {
            handlers[name] = nil
            owners[name] = nil
        }
    }
}

/// Not reported: the controller's teardown takes its handlers out of the registry again.
final class CallSessionController {
    private var isSharingScreen = false

    func startCall() {
        BroadcastCenter.shared.addHandler(named: "broadcastStarted", owner: self) {
            self.isSharingScreen = true
        }
    }

    func stopCall() {
        BroadcastCenter.shared.removeHandlers(owner: self)
    }
}

/// Reported: nothing ever takes the handler out again.
final class RecordingIndicatorController {
    private var isRecording = false

    func start() {
        BroadcastCenter.shared.addHandler(named: "recordingStarted", owner: self) {   // expect: strong-self-capture
            self.isRecording = true
        }
    }
}
