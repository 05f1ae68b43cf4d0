// A screen of iOS controls as apps write them in SwiftUI: a tab view whose first tab is a form
// with a slider, a stepper, pickers in the segmented, menu and wheel styles, progress views, a
// compact date picker and a toggle. Only the import differs from the SwiftUI version.
import Layoutshot // was: import SwiftUI

struct ControlsScreen: View {
    @State private var volume = 0.6
    @State private var copies = 2
    @State private var size = "M"
    @State private var flavor = Flavor.vanilla
    @State private var minutes = 15
    @State private var wifi = true
    @State private var tab = 0
    private let start = Date(timeIntervalSinceReferenceDate: 815_000_000) // 2026-10-29 20:53 UTC

    enum Flavor: String, CaseIterable, Identifiable {
        case chocolate, vanilla, strawberry
        var id: Self { self }
    }

    var body: some View {
        TabView(selection: $tab) {
            NavigationStack {
                Form {
                    Section("Sound") {
                        Slider(value: $volume, in: 0...1)
                        Stepper("Copies: \(copies)", value: $copies, in: 1...9)
                        Toggle("Wi-Fi", isOn: $wifi)
                    }
                    Section("Order") {
                        Picker("Size", selection: $size) {
                            Text("S").tag("S")
                            Text("M").tag("M")
                            Text("L").tag("L")
                        }
                        .pickerStyle(.segmented)
                        Picker("Flavor", selection: $flavor) {
                            ForEach(Flavor.allCases) { Text($0.rawValue.capitalized) }
                        }
                        DatePicker("Delivery", selection: .constant(start))
                    }
                    Section("Progress") {
                        ProgressView(value: 0.4)
                        HStack {
                            ProgressView()
                            Text("Loading…").foregroundStyle(.secondary)
                        }
                    }
                    Section("Timer") {
                        Picker("Minutes", selection: $minutes) {
                            ForEach([5, 10, 15, 20, 25, 30], id: \.self) { Text("\($0) min") }
                        }
                        .pickerStyle(.wheel)
                    }
                }
                .navigationTitle("Controls")
            }
            .tabItem { Label("Controls", systemImage: "slider.horizontal.3") }
            .tag(0)
            Text("Library").tabItem { Label("Library", systemImage: "books.vertical.fill") }.tag(1)
            Text("Search").tabItem { Label("Search", systemImage: "magnifyingglass") }.tag(2)
        }
    }
}

public enum ControlsSample {
    @MainActor public static func view(width: CGFloat) -> some View { ControlsScreen().frame(width: width, height: 1100) }
}
