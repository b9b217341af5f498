import AVFoundation
import UIKit

/// A muted, looping preview in the feed. It observes its own player layer, which it makes and
/// keeps in its own layer tree: the layer goes away with the tile. Its player is handed to the
/// layer, and the feed's focused player is handed in: either may outlive the tile.
final class VideoTileView: UIView {
    private var playerLayer: AVPlayerLayer!
    private let player = AVPlayer()
    /// The feed's shared player for the item in focus: it outlives the tile.
    var focusedPlayer: AVPlayer?

    func configure(with item: AVPlayerItem) {
        player.replaceCurrentItem(with: item)
        player.isMuted = true
        playerLayer = AVPlayerLayer(player: player)
        layer.addSublayer(playerLayer)
        playerLayer.addObserver(self, forKeyPath: #keyPath(AVPlayerLayer.isReadyForDisplay), options: [.new], context: nil)
        player.addObserver(self, forKeyPath: #keyPath(AVPlayer.rate), options: [.new], context: nil)   // expect: unremoved-observer
        focusedPlayer?.addObserver(self, forKeyPath: #keyPath(AVPlayer.status), options: [.new], context: nil)   // expect: unremoved-observer
    }

    override func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
                               context: UnsafeMutableRawPointer?) {
        alpha = playerLayer.isReadyForDisplay ? 1 : 0.4
    }
}

/// Renders a still for a clip with a layer of its own, made and dropped in one call. Its local
/// of the same name is not the tile's property: the tile still holds only the layer it makes.
final class ClipStillRenderer {
    func renderStill(of item: AVPlayerItem, size: CGSize) -> CALayer {
        let playerLayer = AVPlayerLayer(player: AVPlayer(playerItem: item))
        playerLayer.frame = CGRect(origin: .zero, size: size)
        return playerLayer
    }
}
