import UIKit

/// A stepper that repeats while a button is held down; a control made by every editing screen.
final class StepperControl: UIControl {
    private(set) var value = 0
    // Setting the property (to nil on touch-up, or to a new timer) invalidates the old one.
    private var repeatTimer: Timer? {
        didSet {
            if let timer = oldValue {
                timer.invalidate()
            }
        }
    }
    // A property whose observer only logs: nothing invalidates what it held.
    private var holdTimer: Timer? {
        didSet { print("hold timer replaced") }
    }
    // Its observer invalidates the old timer, but nothing ever sets it again.
    private var blinkTimer: Timer? {
        didSet { oldValue?.invalidate() }
    }

    override func didMoveToWindow() {
        super.didMoveToWindow()
        blinkTimer = Timer.scheduledTimer(timeInterval: 0.5, target: self, selector: #selector(blink), userInfo: nil, repeats: true)   // expect: unremoved-observer
    }

    @objc private func blink() {
        alpha = alpha < 1 ? 1 : 0.5
    }

    @objc func plusTouchedDown(_ sender: UIButton) {
        // Not reported: `stopRepeating` sets the property to nil, and its `didSet` invalidates.
        repeatTimer = Timer.scheduledTimer(timeInterval: 0.1, target: self, selector: #selector(step), userInfo: nil, repeats: true)
    }

    @objc func minusTouchedDown(_ sender: UIButton) {
        holdTimer = Timer.scheduledTimer(timeInterval: 0.1, target: self, selector: #selector(step), userInfo: nil, repeats: true)   // expect: unremoved-observer
    }

    @objc func stopRepeating(_ sender: UIButton) {
        repeatTimer = nil
        holdTimer = nil
    }

    @objc private func step() {
        value += 1
        sendActions(for: .valueChanged)
    }
}
