// A settings screen as apps write it in SwiftUI: a Form of sections with toggles, a picker,
// navigation links and labels with symbols. Only the import differs from the SwiftUI version.
import Layoutshot // was: import SwiftUI

struct SettingsScreen: View {
    @State private var notifications = true
    @State private var darkMode = false
    @State private var textSize = 2
    @AppStorage("username") private var username = "ada"

    var body: some View {
        NavigationStack {
            Form {
                Section("Account") {
                    Label("Signed in as \(username)", systemImage: "person.crop.circle")
                    NavigationLink("Privacy", destination: Text("Privacy"))
                }
                Section {
                    Toggle("Notifications", isOn: $notifications)
                    Toggle("Dark mode", isOn: $darkMode)
                    Picker("Text size", selection: $textSize) {
                        Text("Small").tag(1)
                        Text("Medium").tag(2)
                        Text("Large").tag(3)
                    }
                } header: {
                    Text("Preferences")
                } footer: {
                    Text("Changes apply to every device signed in to your account.")
                }
                Section {
                    Button("Sign out", role: .destructive) {}
                }
            }
            .navigationTitle("Settings")
        }
    }
}

public enum SettingsSample {
    @MainActor public static func view(width: CGFloat) -> some View { SettingsScreen().frame(width: width, height: 640) }
}
