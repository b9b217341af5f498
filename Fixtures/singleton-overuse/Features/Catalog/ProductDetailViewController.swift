import UIKit

final class ProductDetailViewController: UIViewController {
    private let product: Product
    private let priceLabel = UILabel()
    private let addButton = UIButton(type: .system)

    init(product: Product) {
        self.product = product
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = product.title
        view.backgroundColor = Theme.current.palette.background
        priceLabel.text = PriceFormatter.shared.string(for: product.price)
        addButton.setTitle(AppState.shared.isSignedIn ? "Add to Cart" : "Sign In to Buy", for: .normal)
        addButton.addTarget(self, action: #selector(addToCart), for: .touchUpInside)
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .action, target: self, action: #selector(share))
        RecentlyViewed.shared.productIDs.append(product.id)
    }

    @objc private func addToCart() {
        CartStore.shared.add(product)
        Haptics.shared.success()
        AnalyticsTracker.shared.track("add_to_cart", properties: ["product": product.id])
    }

    @IBAction private func sizeSelected(_ sender: UISegmentedControl) {
        UserPreferences.shared.preferredSize = sender.titleForSegment(at: sender.selectedSegmentIndex)
    }

    /// The product's image kept for offline viewing, through whichever download manager the
    /// settings screen made last.
    @objc private func saveForOffline() {
        guard let url = product.imageURL else { return }
        Task { _ = try? await DownloadManager.shared.download(url) }
    }

    @objc private func share() {
        let payload = ShareSheetPayload.make(for: product)
        present(UIActivityViewController(activityItems: payload.items, applicationActivities: nil), animated: true)
    }
}
