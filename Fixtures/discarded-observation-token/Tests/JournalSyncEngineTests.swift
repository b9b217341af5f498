import Combine
import XCTest
@testable import Journal

/// Test code (a file under `Tests/`, importing XCTest): XCTest keeps every test case alive for
/// the whole run, so discarded tokens here are not reported.
final class JournalSyncEngineTests: XCTestCase {
    private var engine: JournalSyncEngine!

    override func setUp() {
        super.setUp()
        engine = JournalSyncEngine()
    }

    func testRemoteChangeIsMerged() {
        let merged = expectation(description: "remote change merged")
        NotificationCenter.default.addObserver(forName: .NSPersistentStoreRemoteChange, object: nil, queue: .main) { _ in
            merged.fulfill()
        }
        engine.start()
        NotificationCenter.default.post(name: .NSPersistentStoreRemoteChange, object: nil)
        wait(for: [merged], timeout: 1)
    }

    func testAccountChangeRestartsSync() {
        let restarted = expectation(description: "sync restarted")
        _ = NotificationCenter.default.addObserver(forName: .journalICloudAccountChanged, object: nil, queue: nil) { _ in
            restarted.fulfill()
        }
        NotificationCenter.default.publisher(for: .journalICloudAccountChanged)
            .sink { _ in XCTAssertTrue(Thread.isMainThread) }
        NotificationCenter.default.post(name: .journalICloudAccountChanged, object: nil)
        wait(for: [restarted], timeout: 1)
    }
}
