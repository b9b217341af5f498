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

    @IBAction func hangUpTapped(_ sender: Any) {
        stopCall()
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

/// A store that keeps one listener per key.
final class CallStateStore {
    static let shared = CallStateStore()
    private var listeners: [UUID: (String) -> Void] = [:]
    private init() {}

    func subscribe(id: UUID, _ listener: @escaping (String) -> Void) { listeners[id] = listener }
    func unsubscribe(id: UUID) { listeners[id] = nil }
}

/// Not reported: `cleanup()` unsubscribes under the key the listener was filed under.
final class ParticipantsPanel {
    private let id = UUID()
    private var state = ""

    func attach() {
        CallStateStore.shared.subscribe(id: self.id) { state in
            self.state = state
        }
    }

    func cleanup() {
        CallStateStore.shared.unsubscribe(id: self.id)
    }
}

/// Reported: the teardown unsubscribes another key, so this listener stays.
final class CallTimerPanel {
    private let id = UUID()
    private let otherID = UUID()
    private var elapsed = ""

    func attach() {
        CallStateStore.shared.subscribe(id: self.id) { state in   // expect: strong-self-capture
            self.elapsed = state
        }
    }

    func cleanup() {
        CallStateStore.shared.unsubscribe(id: self.otherID)
    }
}
