import UIKit

// not reported: the call screen hands itself to the controls and lets go itself when the call
// ends (`controls.delegate = nil`): the cycle is broken by hand
protocol CallControlsDelegate {
    func callControlsDidToggleMute(_ muted: Bool)
    func callControlsDidHangUp()
}

final class CallControlsView: UIView {
    var delegate: CallControlsDelegate?

    @IBAction private func hangUpTapped(_ sender: UIButton) {
        delegate?.callControlsDidHangUp()
    }

    @IBAction private func muteTapped(_ sender: UISwitch) {
        delegate?.callControlsDidToggleMute(sender.isOn)
    }
}

final class CallViewController: UIViewController, CallControlsDelegate {
    private let controls = CallControlsView()

    override func viewDidLoad() {
        super.viewDidLoad()
        controls.delegate = self
        view.addSubview(controls)
    }

    @IBAction private func shareScreenTapped(_ sender: UIButton) {
        present(ScreenShareViewController(), animated: true)
    }

    func callControlsDidToggleMute(_ muted: Bool) {}

    func callControlsDidHangUp() {
        controls.delegate = nil
        dismiss(animated: true)
    }
}

// Let go only in `deinit`, which never runs while the cycle holds the screen.
protocol ScreenShareSessionDelegate {   // expect: non-class-delegate-protocol "is not class-bound, so 'ScreenShareSession.delegate' must hold its delegate strongly"
    func screenShareDidStart()
    func screenShareDidStop(reason: String)
}

final class ScreenShareSession {
    var delegate: ScreenShareSessionDelegate?   // expect: strong-delegate

    func start() {
        delegate?.screenShareDidStart()
    }

    func stop() {
        delegate?.screenShareDidStop(reason: "user")
    }
}

final class ScreenShareViewController: UIViewController, ScreenShareSessionDelegate {
    private let session = ScreenShareSession()

    deinit {
        session.delegate = nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        session.delegate = self
        session.start()
    }

    func screenShareDidStart() {
        title = "Sharing"
    }

    func screenShareDidStop(reason: String) {
        title = nil
    }
}
