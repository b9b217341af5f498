import UIKit
import WebKit

// Isolated to the main actor, but not class-bound: a `@MainActor struct` could adopt it, so
// nothing that holds it can be `weak`.
@MainActor protocol TranscriptSearchDelegate {   // expect: non-class-delegate-protocol
    func transcriptSearch(didChangeQuery query: String)
}

final class TranscriptSearchBar: UIView {
    // the transcript screen hands itself over; `weak` first needs the protocol to be class-bound
    var delegate: TranscriptSearchDelegate?   // expect: strong-delegate

    private let field = UISearchTextField()

    @IBAction private func editingChanged(_ sender: UISearchTextField) {
        delegate?.transcriptSearch(didChangeQuery: sender.text ?? "")
    }
}

final class TranscriptViewController: UIViewController, TranscriptSearchDelegate, WKNavigationDelegate {
    private let searchBar = TranscriptSearchBar()
    private let webView = WKWebView(frame: .zero)
    private let transcriptURL: URL

    init(transcriptURL: URL) {
        self.transcriptURL = transcriptURL
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        searchBar.delegate = self
        webView.navigationDelegate = self
        webView.load(URLRequest(url: transcriptURL))
        view.addSubview(searchBar)
        view.addSubview(webView)
    }

    func transcriptSearch(didChangeQuery query: String) {
        webView.evaluateJavaScript("highlight(\(String(reflecting: query)))")
    }

    func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) {
        searchBar.isHidden = false
    }
}
