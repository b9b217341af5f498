import Combine
import Foundation

/// One run of a remote shell command: connects, streams output, and ends when the connection
/// does or the user interrupts it. `kill()` empties the subscription, which ends the cycle.
final class RemoteShellCommand {
    private var connection: AnyCancellable?
    private var progress: AnyCancellable?
    private let output = PassthroughSubject<String, Never>()
    private let ticks = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
    private(set) var exitCode: Int32 = 0
    private(set) var elapsed = 0

    func run(host: String) {
        // Not reported: `kill()` sets `connection` to nil.
        connection = output
            .filter { !$0.isEmpty }
            .sink { line in
                if line == "logout" { self.kill() }
                self.exitCode = 0
            }
        // Reported: nothing ends `progress` (`pause()` is not a teardown).
        progress = ticks.sink { _ in   // expect: strong-self-capture
            self.elapsed += 1
        }
    }

    func pause() {
        elapsed = 0
    }

    @objc func kill() {
        connection = nil
        exitCode = 130
    }
}

/// A video meeting: `leave()`, run when the user hangs up (`CallControls` below), empties the
/// subscriptions, so the cycle through them ends with the meeting: not reported.
final class MeetingSession {
    private var subscriptions = Set<AnyCancellable>()
    private let participants = CurrentValueSubject<[String], Never>([])
    private(set) var names: [String] = []

    func join() {
        participants
            .sink { list in
                self.names = list
            }
            .store(in: &subscriptions)
    }

    func leave() {
        subscriptions.removeAll()
        names = []
    }
}

/// The call controls: hanging up leaves the meeting (`leave()` on the session they were given).
final class CallControls {
    private let session: MeetingSession

    init(session: MeetingSession) {
        self.session = session
    }

    @objc func hangUp() {
        session.leave()
    }
}
