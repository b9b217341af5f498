import UIKit

/// The editor's formatting bar; its owner sets the actions.
final class FormattingToolbar: UIView {
    var onBold: (() -> Void)?
    var onItalic: (() -> Void)?
}
