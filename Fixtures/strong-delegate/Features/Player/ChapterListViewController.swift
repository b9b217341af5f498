import UIKit

protocol ChapterListDelegate: AnyObject {
    func chapterList(didSelect chapter: Chapter)
}

protocol ChapterRowDataSource: AnyObject {
    func title(forRow row: Int) -> String
}

final class ChapterRows: ChapterRowDataSource {
    private let chapters: [Chapter]

    init(chapters: [Chapter]) {
        self.chapters = chapters
    }

    func title(forRow row: Int) -> String {
        chapters[row].title
    }
}

final class ChapterListViewController: UITableViewController {
    // the player hands itself over, then only presents the list: no cycle, not reported
    var delegate: ChapterListDelegate!

    // not reported: a lazy applied closure that returns an instance the controller creates
    private lazy var rowDataSource: ChapterRowDataSource = {
        ChapterRows(chapters: chapters)
    }()

    // not reported: assigned `self.x = Foo(…)` in the controller's own init
    private let fallbackDataSource: ChapterRowDataSource

    private let chapters: [Chapter]

    init(chapters: [Chapter]) {
        self.chapters = chapters
        self.fallbackDataSource = ChapterRows(chapters: [Chapter(title: NSLocalizedString("chapters.none", comment: ""), start: 0)])
        super.init(style: .plain)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        max(chapters.count, 1)
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "chapter", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = chapters.isEmpty ? fallbackDataSource.title(forRow: 0) : rowDataSource.title(forRow: indexPath.row)
        cell.contentConfiguration = content
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        guard chapters.indices.contains(indexPath.row) else { return }
        delegate.chapterList(didSelect: chapters[indexPath.row])
    }
}
