// A list of messages with a search-free toolbar, as SwiftUI code writes it.
import Layoutshot // was: import SwiftUI

struct Message: Identifiable {
    let id: Int
    let sender: String
    let subject: String
    let unread: Bool
}

struct InboxList: View {
    let messages = [
        Message(id: 1, sender: "Grace", subject: "Compiler notes", unread: true),
        Message(id: 2, sender: "Alan", subject: "Lunch on Friday?", unread: false),
        Message(id: 3, sender: "Barbara", subject: "Review: layout cache", unread: true),
    ]

    var body: some View {
        List(messages) { message in
            HStack(spacing: 12) {
                Circle()
                    .fill(message.unread ? Color.blue : Color.clear)
                    .frame(width: 10, height: 10)
                VStack(alignment: .leading, spacing: 2) {
                    Text(message.sender).font(.headline)
                    Text(message.subject).font(.subheadline).foregroundStyle(.secondary)
                }
                Spacer()
                Image(systemName: "chevron.right").foregroundStyle(.tertiary)
            }
        }
        .listStyle(.insetGrouped)
    }
}

public enum InboxListSample {
    @MainActor public static func view(width: CGFloat) -> some View { InboxList().frame(width: width, height: 400) }
}
