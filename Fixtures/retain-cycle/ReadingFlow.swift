import UIKit

// A coordinator nested in a namespace, whose children are started from an extension written
// with the qualified name.

enum ReadingFlow {
    final class Coordinator {
        var children: [ChapterCoordinator] = []
        let navigationController: UINavigationController

        init(navigationController: UINavigationController) {
            self.navigationController = navigationController
        }
    }
}

extension ReadingFlow.Coordinator {
    func openChapter(_ number: Int) {
        let chapter = ChapterCoordinator(number: number)
        chapter.parent = self
        children.append(chapter)
    }
}

final class ChapterCoordinator {
    var parent: ReadingFlow.Coordinator?   // expect: retain-cycle "keeps this 'ChapterCoordinator' in 'children', which it never empties"
    let number: Int

    init(number: Int) {
        self.number = number
    }
}
