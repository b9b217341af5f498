import SpriteKit
import UIKit

/// The arcade's own notion of an app: a game with its scene. Not SwiftUI's `App`, so a
/// cabinet is no process-lifetime object: a new one is made each time a cabinet screen opens.
protocol App {
    var body: SKScene { get }
}

struct PinballApp: App {
    let session = CabinetSession()

    var body: SKScene {
        PinballScene(size: CGSize(width: 320, height: 480))
    }
}

final class PinballScene: SKScene {}

final class CabinetSession {
    private var observer: NSObjectProtocol?
    private var isPaused = false

    init() {
        observer = NotificationCenter.default.addObserver(forName: UIApplication.willResignActiveNotification, object: nil, queue: .main) { _ in   // expect: strong-self-capture "captures 'self' strongly"
            self.isPaused = true
        }
    }

    deinit {
        if let observer { NotificationCenter.default.removeObserver(observer) }
    }
}

final class CabinetViewController: UIViewController {
    private var app: PinballApp?

    @objc private func openCabinet() {
        app = PinballApp()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Play", style: .plain, target: self, action: #selector(openCabinet))
    }
}
