import UIKit
import WebKit

protocol ChatInputDelegate: AnyObject {
    func chatInput(didSend text: String)
}

protocol ChatTranscriptDataSource: AnyObject {
    func numberOfMessages() -> Int
    func message(at index: Int) -> String
}

final class ChatViewController: UIViewController {

    /// Accessory bar nested in the controller; its own stored property is checked like any class property.
    final class InputAccessoryBar: UIView {
        var delegate: ChatInputDelegate?   // expect: strong-delegate
        weak var typingDelegate: ChatInputDelegate?
    }

    /// Value snapshot of the screen: a struct nested in a class.
    struct State {
        // not reported: a property of a struct
        var transcriptDataSource: ChatTranscriptDataSource?
        var draft: String = ""
    }

    // a protocol-typed data source handed in from outside
    private let transcript: ChatTranscriptDataSource   // expect: strong-delegate

    // not reported: the declared type is a protocol ending in DataSource, but the controller
    // fills it in its own initializer with an instance it creates
    private let emptyStateDataSource: ChatTranscriptDataSource

    private let inputBar = InputAccessoryBar()
    private var state = State()

    init(transcript: ChatTranscriptDataSource) {
        self.transcript = transcript
        self.emptyStateDataSource = EmptyTranscript()
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    // not reported: class properties can only be computed
    class var preferredInputDelegate: ChatInputDelegate? { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(inputBar)
        inputBar.delegate = self
        state.transcriptDataSource = transcript.numberOfMessages() == 0 ? emptyStateDataSource : transcript
    }
}

extension ChatViewController: ChatInputDelegate {
    func chatInput(didSend text: String) {
        state.draft = ""
    }
}

extension ChatViewController {
    // not reported: computed property in an extension (extensions cannot add storage)
    var inputDelegate: ChatInputDelegate? {
        get { inputBar.delegate }
        set { inputBar.delegate = newValue }
    }

    // not reported: static stored property in an extension
    static var defaultTranscriptDataSource: ChatTranscriptDataSource?
}

private final class EmptyTranscript: ChatTranscriptDataSource {
    func numberOfMessages() -> Int { 0 }
    func message(at index: Int) -> String { "" }
}

/// Horizontal pager that needs to know when someone replaces its delegate.
final class PagingCollectionView: UICollectionView {
    // not reported: `override` — the storage (weak) is UIScrollView's
    override var delegate: UICollectionViewDelegate? {
        didSet {
            decelerationRate = .fast
        }
    }
}

final class HelpCenterViewController: UIViewController {
    // not reported: WKWebView only holds its navigationDelegate weakly, so the controller owns the handler
    private let navigationDelegate = HelpCenterNavigationHandler()

    // not reported: the controller builds its own UI delegate in its initializer
    private let uiDelegate: WKUIDelegate

    private let webView = WKWebView(frame: .zero)

    init() {
        uiDelegate = HelpCenterUIHandler()
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        webView.navigationDelegate = navigationDelegate
        webView.uiDelegate = uiDelegate
        view.addSubview(webView)
    }
}

final class HelpCenterNavigationHandler: NSObject, WKNavigationDelegate {}
final class HelpCenterUIHandler: NSObject, WKUIDelegate {}
