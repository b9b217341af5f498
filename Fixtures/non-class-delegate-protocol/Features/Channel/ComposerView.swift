import UIKit

// Plain protocol, no class constraint; the channel screen owns the composer and hands itself
// to it, so the composer must hold its delegate strongly: a cycle.
protocol ComposerDelegate {   // expect: non-class-delegate-protocol "a retain cycle \(ChannelViewController.composer → ComposerView, ComposerView.delegate → ChannelViewController\)"
    func composer(_ composer: ComposerView, didSend text: String)
    func composerDidBeginTyping(_ composer: ComposerView)
}

final class ComposerView: UIView, GiphyPickerDelegate {
    var delegate: ComposerDelegate?   // expect: strong-delegate

    let inputBar = MessageInputBar()
    private let textView = UITextView()
    private let recordButton = HoldToRecordButton()

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(textView)
        addSubview(inputBar)
        addSubview(recordButton)
        inputBar.giphyDelegate = self
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    @IBAction private func sendTapped(_ sender: UIButton) {
        delegate?.composer(self, didSend: textView.text)
        textView.text = ""
    }

    func giphyPicker(didPick gifURL: URL) {
        textView.text.append(gifURL.absoluteString)
    }
}

// Not class-bound, but the control starts out as its own delegate (`recordingDelegate = self`):
// a cycle of one object.
protocol RecordingGestureDelegate {   // expect: non-class-delegate-protocol
    func recordingGestureDidBegin()
    func recordingGestureDidEnd(cancelled: Bool)
}

final class HoldToRecordButton: UIControl, RecordingGestureDelegate {
    var recordingDelegate: RecordingGestureDelegate?   // expect: strong-delegate

    override init(frame: CGRect) {
        super.init(frame: frame)
        recordingDelegate = self
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        recordingDelegate?.recordingGestureDidBegin()
        return true
    }

    override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        recordingDelegate?.recordingGestureDidEnd(cancelled: !isTouchInside)
    }

    func recordingGestureDidBegin() {
        isHighlighted = true
    }

    func recordingGestureDidEnd(cancelled: Bool) {
        isHighlighted = false
    }
}
