import UIKit

extension UIViewController {
    /// Reported in the files that reach app-delegate state through it, not here.
    var appDelegate: AppDelegate {
        UIApplication.shared.delegate as! AppDelegate
    }
}
