import UIKit
import WebKit

/// Shows a link from a chat message; a new screen for every tap.
final class LinkPreviewViewController: UIViewController {
    @IBOutlet weak var webView: WKWebView!
    @IBOutlet weak var forwardButton: UIBarButtonItem!
    var sharedPlayer: AVPlayerProxy?

    override func viewDidLoad() {
        super.viewDidLoad()
        // Not reported: the web view is an outlet of this screen's own view, which goes away
        // with the screen; it never messages a deallocated observer.
        webView.addObserver(self, forKeyPath: #keyPath(WKWebView.canGoForward), options: .new, context: nil)
        // Reported: the player comes from outside and may outlive the screen.
        sharedPlayer?.addObserver(self, forKeyPath: "rate", options: .new, context: nil)   // expect: unremoved-observer
    }

    override func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?) {
        forwardButton.isEnabled = webView.canGoForward
    }
}

/// A player shared by the chat's link previews.
final class AVPlayerProxy: NSObject {
    @objc dynamic var rate: Float = 0
}
