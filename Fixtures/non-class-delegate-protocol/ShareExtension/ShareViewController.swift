import UIKit
import UniformTypeIdentifiers

// The share extension's own copy of the protocol (a separate target, the same name).
protocol RowActionDelegate {
    func rowAction(didArchive channelID: String)
}

final class ShareChannelPicker: UITableViewController {
    var delegate: RowActionDelegate?   // expect: strong-delegate

    private var channels: [Channel] = []

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        delegate?.rowAction(didArchive: channels[indexPath.row].id)
    }
}

final class ShareViewController: UIViewController, RowActionDelegate {
    private let picker = ShareChannelPicker(style: .insetGrouped)

    override func viewDidLoad() {
        super.viewDidLoad()
        picker.delegate = self
        addChild(picker)
        view.addSubview(picker.view)
        picker.didMove(toParent: self)
    }

    func rowAction(didArchive channelID: String) {
        extensionContext?.completeRequest(returningItems: nil)
    }
}
