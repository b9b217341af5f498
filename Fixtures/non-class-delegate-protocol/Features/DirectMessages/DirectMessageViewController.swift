import UIKit

// Two known non-class standard protocols.
protocol ReadReceiptDelegate: Hashable, Sendable {   // expect: non-class-delegate-protocol
    func readReceiptsDidChange(forMessage messageID: UUID, readers: [String])
}

final class ReadReceiptTracker {
    // not named like a delegate; typed by the `…Delegate` protocol
    var listener: (any ReadReceiptDelegate)?   // expect: strong-delegate

    func markRead(_ messageID: UUID, by reader: String) {
        listener?.readReceiptsDidChange(forMessage: messageID, readers: [reader])
    }
}

// An availability attribute on the line above; reported on the `protocol` line.
@available(iOS 17.0, *)
protocol TranslationDelegate {   // expect: non-class-delegate-protocol
    func translation(didTranslate text: String, to language: String)
}

@available(iOS 17.0, *)
final class TranslationBanner: UIView {
    var delegate: TranslationDelegate?   // expect: strong-delegate

    func show(_ text: String, language: String) {
        delegate?.translation(didTranslate: text, to: language)
    }
}

// not reported: the only holder is a struct (no cycle through a value), although the screen
// hands itself to it
protocol VoiceNoteRecorderDelegate {
    func voiceNoteRecorder(didFinishRecordingTo url: URL, duration: TimeInterval)
}

struct VoiceNoteRecorder {
    var delegate: VoiceNoteRecorderDelegate?
    var maximumDuration: TimeInterval = 120

    func finish(at url: URL, duration: TimeInterval) {
        delegate?.voiceNoteRecorder(didFinishRecordingTo: url, duration: min(duration, maximumDuration))
    }
}

final class DirectMessageViewController: ChatBaseViewController, ReadReceiptDelegate, VoiceNoteRecorderDelegate {
    private let receipts = ReadReceiptTracker()
    private var recorder = VoiceNoteRecorder()
    private var translationBanner: UIView?
    private let peerID: String

    init(peerID: String) {
        self.peerID = peerID
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        participantID = peerID
        // adopted through the superclass ChatBaseViewController
        typingIndicator.delegate = self
        receipts.listener = self
        recorder.delegate = self
        if #available(iOS 17.0, *) {
            let banner = TranslationBanner()
            banner.delegate = self
            translationBanner = banner
            view.addSubview(banner)
        }
        view.addSubview(typingIndicator)
    }

    func readReceiptsDidChange(forMessage messageID: UUID, readers: [String]) {
        showBanner("Seen by \(readers.joined(separator: ", "))")
    }

    func voiceNoteRecorder(didFinishRecordingTo url: URL, duration: TimeInterval) {
        showBanner("Voice note, \(Int(duration)) s")
    }
}

@available(iOS 17.0, *)
extension DirectMessageViewController: TranslationDelegate {
    func translation(didTranslate text: String, to language: String) {
        showBanner(text)
    }
}
