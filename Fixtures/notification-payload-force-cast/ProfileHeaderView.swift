import SwiftUI

struct ProfileHeaderView: View {
    @State private var profile = Profile(displayName: "", avatarURL: nil)
    @State private var lastSync: SyncReport?

    var body: some View {
        VStack {
            Text(profile.displayName)
            if let sync = lastSync {
                Text("\(sync.inserted) new")
            }
        }
        .onReceive(NotificationCenter.default.publisher(for: .profileDidUpdate)) { note in
            profile = note.object as! Profile   // expect: notification-payload-force-cast
        }
        .task {
            for await notification in NotificationCenter.default.notifications(named: .syncFinished) {
                lastSync = notification.object as! SyncReport   // expect: notification-payload-force-cast
            }
        }
    }
}
