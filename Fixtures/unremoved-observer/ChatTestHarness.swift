import AVFoundation
import XCTest
@testable import Messenger

/// Shared helpers for the chat UI tests. Not under a Tests folder and not named `…Tests.swift`,
/// but it imports XCTest: test code, so nothing here is reported.
final class ChatTestHarness: NSObject {
    private(set) var receivedMessages: [Notification] = []
    private var messageToken: NSObjectProtocol?
    private var pumpTimer: Timer?
    private var statusContext = 0
    let player = AVPlayer()

    func startRecording() {
        messageToken = NotificationCenter.default.addObserver(forName: .chatMessageReceived, object: nil, queue: .main) { [weak self] note in
            self?.receivedMessages.append(note)
        }
        pumpTimer = Timer.scheduledTimer(timeInterval: 0.05, target: self, selector: #selector(pumpRunLoop), userInfo: nil, repeats: true)
        player.addObserver(self, forKeyPath: "status", options: [.new], context: &statusContext)
    }

    func makeTabs() -> ConversationsTabBarController {
        // A construction in test code: ConversationsTabBarController stays "created once".
        ConversationsTabBarController()
    }

    @objc private func pumpRunLoop() {}
}
