import Combine
import UIKit

/// A timed reading sprint: a one-minute countdown that ends itself.
final class ReadingSprintViewController: UIViewController {
    private var timerCancellable: AnyCancellable?
    private var breakCancellable: AnyCancellable?
    private var pagesCancellable: AnyCancellable?
    private var remainingSeconds = 60
    private var breakSeconds = 0
    private let countdownLabel = UILabel()
    private let pagesLabel = UILabel()

    private var isSprintOver: Bool { remainingSeconds <= 0 }

    // Not reported: the closure cancels the cancellable that holds it once the sprint is over,
    // which releases the closure and self (from the real-app evaluation).
    func startSprint() {
        remainingSeconds = 60
        timerCancellable = Timer.publish(every: 1, on: .main, in: .common)
            .autoconnect()
            .sink { _ in
                self.tick()
                if self.isSprintOver {
                    self.timerCancellable?.cancel()
                }
            }
    }

    // Not reported: same, ending by setting its own holder to nil.
    func startBreak(minutes: Int) {
        breakSeconds = minutes * 60
        breakCancellable = Timer.publish(every: 1, on: .main, in: .common)
            .autoconnect()
            .sink { _ in
                self.breakSeconds -= 1
                if self.breakSeconds == 0 { self.breakCancellable = nil }
            }
    }

    // Reported: the closure cancels another subscription, not the one that holds it, so this
    // timer keeps the closure (and self) for as long as the screen's pagesCancellable lives.
    func startPageCounter() {
        pagesCancellable = Timer.publish(every: 5, on: .main, in: .common)
            .autoconnect()
            .sink { _ in   // expect: strong-self-capture
                self.pagesLabel.text = "\(self.remainingSeconds / 5) pages to go"
                if self.isSprintOver { self.timerCancellable?.cancel() }
            }
    }

    private func tick() {
        remainingSeconds -= 1
        countdownLabel.text = String(format: "0:%02d", max(remainingSeconds, 0))
    }
}
