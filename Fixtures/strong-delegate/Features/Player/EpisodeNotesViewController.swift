import UIKit
import WebKit

protocol EpisodeNotesDelegate: AnyObject {
    func episodeNotes(_ controller: EpisodeNotesViewController, didOpen url: URL)
    func episodeNotesDidClose(_ controller: EpisodeNotesViewController)
}

/// Show notes, presented by the player, which hands itself over as the delegate. Not reported:
/// the presentation keeps the notes screen, not the player, so the strong reference is no cycle.
final class EpisodeNotesViewController: UIViewController {
    var delegate: EpisodeNotesDelegate?

    // not reported: WKWebView holds its navigation delegate weakly, so the screen creates and
    // owns the handler (other screens do hand themselves to a `navigationDelegate`)
    private let navigationDelegate: WKNavigationDelegate = ShowNotesNavigationHandler()

    private let episode: Episode
    private let webView = WKWebView(frame: .zero)

    init(episode: Episode) {
        self.episode = episode
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        webView.navigationDelegate = navigationDelegate
        webView.loadHTMLString(episode.showNotesHTML, baseURL: nil)
        view.addSubview(webView)
    }

    @IBAction private func doneTapped(_ sender: UIBarButtonItem) {
        delegate?.episodeNotesDidClose(self)
    }
}

final class ShowNotesNavigationHandler: NSObject, WKNavigationDelegate {
    func webView(_ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
                 decisionHandler: @escaping (WKNavigationActionPolicy) -> Void) {
        decisionHandler(navigationAction.navigationType == .linkActivated ? .cancel : .allow)
    }
}
