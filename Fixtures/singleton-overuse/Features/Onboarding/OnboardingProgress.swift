import Foundation

enum Onboarding {
    enum Step: Hashable { case welcome, notifications, paywall }

    final class Progress {
        static let shared = Progress()   // expect: singleton-overuse

        var completedSteps: Set<Step> = []
        var hasSeenPaywall = false

        var isFinished: Bool { completedSteps.contains(.welcome) && hasSeenPaywall }
    }
}
