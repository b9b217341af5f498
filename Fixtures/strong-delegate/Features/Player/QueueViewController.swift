import UIKit

struct CastDevice: Hashable {
    let id: String
    let name: String
}

protocol CastDevicePickerDelegate: AnyObject {
    func castPicker(_ picker: CastDevicePickerViewController, didConnectTo device: CastDevice)
    func castPickerDidCancel(_ picker: CastDevicePickerViewController)
}

final class CastDevicePickerViewController: UITableViewController {
    // not reported: strong on purpose (the picker finishes connecting after it is dismissed),
    // and the presenter breaks the cycle itself with `picker.delegate = nil`
    var delegate: CastDevicePickerDelegate?

    private var devices: [CastDevice] = []

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        devices.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "device", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = devices[indexPath.row].name
        cell.contentConfiguration = content
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        delegate?.castPicker(self, didConnectTo: devices[indexPath.row])
    }

    @IBAction private func cancelTapped(_ sender: UIBarButtonItem) {
        delegate?.castPickerDidCancel(self)
    }
}

/// Up next; lets the user send playback to a cast device.
final class QueueViewController: UITableViewController, CastDevicePickerDelegate {
    private var upNext: [Episode] = []
    private var castPicker: CastDevicePickerViewController?

    @IBAction private func castTapped(_ sender: UIBarButtonItem) {
        let picker = CastDevicePickerViewController(style: .insetGrouped)
        picker.delegate = self
        castPicker = picker
        present(UINavigationController(rootViewController: picker), animated: true)
    }

    func castPicker(_ picker: CastDevicePickerViewController, didConnectTo device: CastDevice) {
        picker.delegate = nil
        castPicker = nil
        dismiss(animated: true)
        navigationItem.prompt = device.name
    }

    func castPickerDidCancel(_ picker: CastDevicePickerViewController) {
        picker.delegate = nil
        castPicker = nil
        dismiss(animated: true)
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        upNext.count
    }
}
