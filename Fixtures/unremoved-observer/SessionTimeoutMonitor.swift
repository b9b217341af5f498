import Foundation
import UIKit

/// Server-side session used by the timeout monitor.
final class AuthSession: NSObject {
    private(set) var lastActivity = Date()

    func touch() { lastActivity = Date() }
    func signOut() {}
    func sendHeartbeat() {}
    func refreshToken() {}

    @objc func syncClock() {}
}

/// Signs the user out after inactivity and keeps the server session warm while the app is active.
final class SessionTimeoutMonitor: NSObject {
    private let session: AuthSession
    private let timeout: TimeInterval
    private var idleTimer: Timer?
    private var heartbeatTimer: Timer?
    private var keepAliveTimer: Timer?
    private var warningTimer: Timer?
    private var clockSyncTimer: Timer?
    private var timeChangeToken: NSObjectProtocol?

    init(session: AuthSession, timeout: TimeInterval = 15 * 60) {
        self.session = session
        self.timeout = timeout
        super.init()
    }

    func start() {
        // Repeating, target self, stored, never invalidated anywhere in the type.
        idleTimer = Timer.scheduledTimer(timeInterval: 30, target: self, selector: #selector(checkIdleTime), userInfo: nil, repeats: true)   // expect: unremoved-observer

        // Not reported: invalidated in stop().
        heartbeatTimer = Timer.scheduledTimer(timeInterval: 60, target: self, selector: #selector(sendHeartbeat), userInfo: nil, repeats: true)

        // Not reported: the target is a weak proxy, not self (WeakTarget invalidates the timer once
        // the monitor is gone).
        keepAliveTimer = Timer.scheduledTimer(timeInterval: 120, target: WeakTarget(self, action: #selector(refreshToken)),
                                              selector: #selector(WeakTarget.fire(_:)), userInfo: nil, repeats: true)

        // Not reported: the target is the session object, not self.
        clockSyncTimer = Timer.scheduledTimer(timeInterval: 600, target: session, selector: #selector(AuthSession.syncClock), userInfo: nil, repeats: true)

        // Block observer stored and never removed.
        timeChangeToken = NotificationCenter.default.addObserver(forName: UIApplication.significantTimeChangeNotification, object: nil, queue: .main) { [weak self] _ in   // expect: unremoved-observer
            self?.checkIdleTime()
        }
    }

    func stop() {
        heartbeatTimer?.invalidate()
        heartbeatTimer = nil
        warningTimer?.invalidate()
    }

    /// Periodic audit, requested by the security team. The timer is not kept, so nothing can ever
    /// invalidate it: the run loop keeps it (and self) alive for good.
    func scheduleSessionAudit() {
        Timer.scheduledTimer(timeInterval: 300, target: self, selector: #selector(auditSession(_:)), userInfo: ["source": "monitor"], repeats: true)   // expect: unremoved-observer
    }

    func scheduleWarning(after interval: TimeInterval) {
        // Not reported: non-repeating; the run loop releases it after it fires.
        warningTimer = Timer.scheduledTimer(timeInterval: interval, target: self, selector: #selector(showTimeoutWarning), userInfo: nil, repeats: false)
    }

    // MARK: - Timer actions

    @objc private func checkIdleTime() {
        if Date().timeIntervalSince(session.lastActivity) > timeout {
            session.signOut()
        }
    }

    @objc private func sendHeartbeat() {
        session.sendHeartbeat()
    }

    @objc private func refreshToken() {
        session.refreshToken()
    }

    @objc private func auditSession(_ timer: Timer) {}

    @objc private func showTimeoutWarning() {}
}
