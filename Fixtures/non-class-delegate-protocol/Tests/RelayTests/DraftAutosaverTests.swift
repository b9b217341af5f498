import XCTest
@testable import Relay

/// Test code is skipped, and its hand-offs are no evidence for the app's protocols.
final class DraftAutosaverTests: XCTestCase, AutosaveDelegate {
    private var saved: [String: String] = [:]

    func testFlushSavesEveryChannel() {
        let autosaver = DraftAutosaver()
        autosaver.delegate = self
        autosaver.update("hello", forChannel: "general")
        autosaver.flush()
        XCTAssertEqual(saved["general"], "hello")
    }

    func autosaver(didSave draft: String, forChannel channelID: String) {
        saved[channelID] = draft
    }
}

// A test-only protocol, stored strongly and handed `self`: not reported (test code).
protocol TransportRecordingDelegate {
    func transport(didRecord frame: Data)
}

final class RecordingTransport {
    var delegate: TransportRecordingDelegate?
    private(set) var frames: [Data] = []

    func send(_ frame: Data) {
        frames.append(frame)
        delegate?.transport(didRecord: frame)
    }
}

final class MockSocketClient: TransportRecordingDelegate {
    let transport = RecordingTransport()
    private(set) var recorded = 0

    init() {
        transport.delegate = self
    }

    func transport(didRecord frame: Data) {
        recorded += 1
    }
}
