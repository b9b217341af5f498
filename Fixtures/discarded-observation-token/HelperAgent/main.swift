import AppKit

// A login-item helper of the Mac app: its top-level code runs once, when the helper starts.
startAgent()

func startAgent() {
    listenForCommands()
    RunLoop.main.run()
}

/// Not reported: only `startAgent()` calls it, and main.swift's top-level code calls that once;
/// the helper's observers are meant to stay until it quits.
func listenForCommands() {
    DistributedNotificationCenter.default().addObserver(forName: Notification.Name("com.example.agent.pause"), object: nil, queue: nil) { _ in
        AgentState.isPaused = true
    }
    DistributedNotificationCenter.default().addObserver(forName: Notification.Name("com.example.agent.resume"), object: nil, queue: nil) { _ in
        AgentState.isPaused = false
    }
}

enum AgentState {
    static var isPaused = false
}

/// Reported: a screen calls it on every appearance, so each one adds another observer.
func observeAgentStatus(_ update: @escaping () -> Void) {
    DistributedNotificationCenter.default().addObserver(forName: Notification.Name("com.example.agent.status"), object: nil, queue: .main) { _ in   // expect: discarded-observation-token "each run adds one more observer"
        update()
    }
}

final class AgentStatusViewController: NSViewController {
    override func viewWillAppear() {
        super.viewWillAppear()
        observeAgentStatus { [weak self] in self?.view.needsDisplay = true }
    }
}
