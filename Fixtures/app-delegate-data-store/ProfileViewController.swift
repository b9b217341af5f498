import UIKit

final class ProfileViewController: UIViewController {
    @IBOutlet private weak var nameLabel: UILabel!

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        let appDelegate = UIApplication.shared.delegate as! AppDelegate   // expect: app-delegate-data-store
        nameLabel.text = appDelegate.currentUser?.name
    }

    @IBAction private func signOutTapped(_ sender: UIButton) {
        guard let appDelegate = UIApplication.shared.delegate as? AppDelegate else { return }   // expect: app-delegate-data-store
        appDelegate.currentUser = nil
        appDelegate.cart = Cart()
        // not reported: the window is UIKit's, not a data store
        (UIApplication.shared.delegate as! AppDelegate).window?.rootViewController = LoginViewController()
    }

    @IBAction private func saveTapped(_ sender: UIButton) {
        // not reported: only a method is called
        let appDelegate = UIApplication.shared.delegate as! AppDelegate
        appDelegate.saveContext()
    }
}

final class LoginViewController: UIViewController {}
