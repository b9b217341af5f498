import Foundation

/// Timer target that forwards to `target` without retaining it, and stops the timer once the
/// target is gone.
final class WeakTarget: NSObject {
    private weak var target: NSObjectProtocol?
    private let action: Selector

    init(_ target: NSObjectProtocol, action: Selector) {
        self.target = target
        self.action = action
        super.init()
    }

    @objc func fire(_ timer: Timer) {
        guard let target else {
            timer.invalidate()
            return
        }
        _ = target.perform(action, with: timer)
    }
}

/// Message-forwarding proxy for CADisplayLink and Timer targets: holds its target weakly.
final class WeakProxy: NSObject {
    private weak var target: NSObjectProtocol?

    init(target: NSObjectProtocol) {
        self.target = target
        super.init()
    }

    override func forwardingTarget(for aSelector: Selector!) -> Any? {
        target
    }

    override func responds(to aSelector: Selector!) -> Bool {
        target?.responds(to: aSelector) ?? false
    }
}
