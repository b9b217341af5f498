import AVFoundation
import Combine
import UIKit

/// Inline video player used in posts.
final class VideoPlayerController: UIViewController {
    private let player = AVPlayer()
    private let playPauseButton = UIButton(type: .system)
    private let muteButton = UIButton(type: .system)
    private let volumeSlider = UISlider()
    private let bufferingIndicator = UIActivityIndicatorView(style: .medium)
    private let rateLabel = UILabel()
    private var statusObservation: NSKeyValueObservation?
    private var kvoTokens: [NSKeyValueObservation] = []

    func load(_ url: URL) {
        let item = AVPlayerItem(url: url)
        player.replaceCurrentItem(with: item)

        // KVO token unused: the observation ends immediately.
        player.observe(\.status, options: [.new]) { [weak self] player, _ in   // expect: discarded-observation-token
            if player.status == .failed { self?.showPlaybackError(player.error) }
        }

        // Same with `_ =`.
        _ = item.observe(\.isPlaybackLikelyToKeepUp, options: [.new]) { [weak self] item, _ in   // expect: discarded-observation-token
            self?.bufferingIndicator.isHidden = item.isPlaybackLikelyToKeepUp
        }

        // Combine KVO publisher, sink result unused.
        player.publisher(for: \.rate)
            .receive(on: DispatchQueue.main)
            .sink { [weak self] rate in self?.rateLabel.text = rate == 1 ? nil : "\(rate)x" }   // expect: discarded-observation-token

        // Not reported: kept in a property.
        statusObservation = item.observe(\.status, options: [.initial, .new]) { [weak self] item, _ in
            self?.updateControls(for: item.status)
        }

        // Not reported: the project's NSKeyValueObservation.store(in:), chained after the closure.
        player.observe(\.timeControlStatus, options: [.new]) { [weak self] player, _ in
            self?.playPauseButton.isSelected = player.timeControlStatus == .playing
        }
        .store(in: &kvoTokens)

        // Not reported: appended.
        kvoTokens.append(item.observe(\.presentationSize) { [weak self] item, _ in
            self?.updateAspectRatio(item.presentationSize)
        })

        // Not reported: elements of an array literal that is kept.
        kvoTokens += [
            player.observe(\.volume) { [weak self] player, _ in self?.volumeSlider.value = player.volume },
            player.observe(\.isMuted) { [weak self] player, _ in self?.muteButton.isSelected = player.isMuted },
        ]
    }

    private func showPlaybackError(_ error: Error?) {}
    private func updateControls(for status: AVPlayerItem.Status) {}
    private func updateAspectRatio(_ size: CGSize) {}
}
