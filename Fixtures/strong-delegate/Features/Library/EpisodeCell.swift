import UIKit

protocol EpisodeCellDelegate: AnyObject {
    func episodeCellDidTapPlay(_ cell: EpisodeCell)
    func episodeCellDidTapDownload(_ cell: EpisodeCell)
}

/// Rows that report their taps. The requirement is not storage.
protocol EpisodeRowDisplaying: AnyObject {
    // not reported: a protocol requirement
    var delegate: EpisodeCellDelegate? { get set }
}

final class EpisodeCell: UITableViewCell, EpisodeRowDisplaying {
    static let reuseIdentifier = "EpisodeCell"

    // the controller sets `cell.delegate = self`, and it owns the table that keeps the cell; not
    // reported: that controller is the library tab's root, made once for the process (see README)
    var delegate: EpisodeCellDelegate?

    let progressRing = DownloadProgressRing()
    private let titleLabel = UILabel()
    private let durationLabel = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        contentView.addSubview(titleLabel)
        contentView.addSubview(durationLabel)
        accessoryView = progressRing
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func configure(with episode: Episode, played: Bool) {
        titleLabel.text = episode.title
        titleLabel.textColor = played ? .secondaryLabel : .label
        durationLabel.text = Duration.seconds(episode.duration).formatted(.units(allowed: [.hours, .minutes]))
    }

    @IBAction private func playTapped(_ sender: UIButton) {
        delegate?.episodeCellDidTapPlay(self)
    }

    @IBAction private func downloadTapped(_ sender: UIButton) {
        delegate?.episodeCellDidTapDownload(self)
    }
}
