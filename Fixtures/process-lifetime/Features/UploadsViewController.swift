import UIKit

final class UploadsViewController: UITableViewController {
    private let uploads = UploadCenter()
}
