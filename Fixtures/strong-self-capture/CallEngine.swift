import Foundation

enum CallState {
    case idle, ringing, connected
}

/// The phone's engine: work asked for before it has started waits in `pendingActions`, which
/// `start()` runs and empties; state listeners stay in `listeners` for good.
final class CallEngine {
    private let queue = DispatchQueue(label: "call-engine")
    private var isStarted = false
    private var pendingActions: [(CallEngine) -> Void] = []
    private var listeners: [(CallState) -> Void] = []

    func start() {
        queue.async {
            self.isStarted = true
            self.pendingActions.forEach { $0(self) }
            self.pendingActions.removeAll()
        }
    }

    /// Runs `action` on the engine's queue now, or once the engine has started.
    func runWhenStarted(_ action: @escaping (CallEngine) -> Void) {
        if isStarted {
            queue.async { action(self) }
        } else {
            pendingActions.append(action)
        }
    }

    private var dialCompletion: ((Bool) -> Void)?

    /// Keeps `completion` until the call connects or fails, then runs and drops it.
    func dial(_ number: String, completion: @escaping (Bool) -> Void) {
        dialCompletion = completion
    }

    func callDidConnect(_ connected: Bool) {
        let completion = dialCompletion
        dialCompletion = nil
        completion?(connected)
    }

    func addStateListener(_ listener: @escaping (CallState) -> Void) {
        listeners.append(listener)
    }

    /// Empties the listeners without running them: the registry is not a queue.
    func resetListeners() {
        guard !listeners.isEmpty else { return }
        listeners.removeAll()
    }

    func mute(_ on: Bool) {}

    /// Keypad tones go out one at a time: a tone asked for while another is being sent waits in
    /// `waitingTones`, and the next one is taken out and sent when the line is free.
    private var waitingTones: [() -> Void] = []
    private var sendingTones = 0 {
        didSet {
            if sendingTones < oldValue, !waitingTones.isEmpty {
                sendingTones += 1
                queue.async {
                    self.waitingTones.remove(at: 0)()
                    self.sendingTones -= 1
                }
            }
        }
    }

    func sendTone(_ send: @escaping () -> Void) {
        guard sendingTones == 0 else {
            waitingTones.append(send)
            return
        }
        sendingTones += 1
        queue.async {
            send()
            self.sendingTones -= 1
        }
    }
}

/// One per call screen.
final class CallScreenModel {
    private let engine: CallEngine
    private(set) var state = CallState.idle
    private(set) var isMuted = false

    init(engine: CallEngine) {
        self.engine = engine
        // Not reported: `runWhenStarted` keeps the closure only until the engine has started and run it.
        self.engine.runWhenStarted { engine in
            engine.mute(self.isMuted)
        }
        // Not reported: a waiting tone is taken out of the queue as it is sent.
        self.engine.sendTone {
            self.isMuted = false
        }
        // Reported: the listener list is never emptied.
        self.engine.addStateListener { state in   // expect: strong-self-capture "passed to 'addStateListener', which stores it in 'engine'"
            self.state = state
        }
    }

    /// Not reported: the engine keeps the completion only until the call connects or fails.
    func call(_ number: String) {
        engine.dial(number) { connected in
            self.state = connected ? .connected : .idle
        }
    }

    func toggleMute() {
        isMuted.toggle()
        engine.runWhenStarted { engine in
            engine.mute(self.isMuted)
        }
    }
}
