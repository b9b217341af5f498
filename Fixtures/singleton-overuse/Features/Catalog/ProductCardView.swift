import SwiftUI

struct ProductCardView: View {
    let product: Product
    @ObservedObject var promo = PromoBannerStore.shared

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            AsyncImage(url: product.imageURL) { image in
                image.resizable().scaledToFit()
            } placeholder: {
                Color.gray.opacity(0.2)
            }
            Text(product.title).font(.headline)
            Text(PriceFormatter.shared.string(for: product.price)).font(.subheadline)
            if let message = promo.message {
                Text(message).font(.caption).foregroundStyle(.red)
            }
        }
        .padding()
    }
}

struct ProductCardView_Previews: PreviewProvider {
    static var previews: some View {
        PromoBannerStore.shared.message = "Free shipping over $50"
        return ProductCardView(product: .preview)
            .previewLayout(.sizeThatFits)
    }
}
