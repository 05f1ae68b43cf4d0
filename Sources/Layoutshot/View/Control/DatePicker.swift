import Foundation

/// A date picker, as SwiftUI's `DatePicker` in iOS's compact style: the label, then trailing the
/// date ("Oct 14, 2026") and the time ("9:41 AM"), each shown by `displayedComponents`, each on a
/// rounded chip in the tertiary fill (6 pt corners, 11 pt of padding across and 6 pt down,
/// 6 pt apart) in the primary colour, as UIKit's compact date picker draws them
/// (https://developer.apple.com/design/human-interface-guidelines/pickers). Dates are shown in
/// the `en_US` locale and UTC, as `Text(_:style:)` shows them, so pictures do not depend on the
/// machine.
nonisolated public struct DatePicker<Label: View>: View {
    let label: Label
    let date: Date
    let components: DatePickerComponents
    /// A date picker showing `selection`'s date and time (as `displayedComponents` ask), with a label.
    public init(selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.label = label()
        date = selection.wrappedValue
        components = displayedComponents
    }

    /// The chip texts: the date in the medium style, the time in the short style.
    static func chipTexts(for date: Date, components: DatePickerComponents) -> [String] {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US")
        formatter.timeZone = TimeZone(identifier: "UTC")
        var texts: [String] = []
        if components.contains(.date) {
            formatter.dateStyle = .medium
            formatter.timeStyle = .none
            texts.append(formatter.string(from: date))
        }
        if components.contains(.hourAndMinute) {
            formatter.dateStyle = .none
            formatter.timeStyle = .short
            texts.append(formatter.string(from: date))
        }
        return texts
    }

    @MainActor public var body: some View {
        let chips = Self.chipTexts(for: date, components: components)
        return HStack {
            label
            Spacer()
            HStack(spacing: 6) {
                ForEach(chips, id: \.self) { chip in
                    Text(chip).foregroundColor(.primary).lineLimit(1)
                        .padding(.horizontal, 11).padding(.vertical, 6)
                        .background(RoundedRectangle(cornerRadius: 6).fill(Color(.tertiarySystemFill)))
                }
            }
        }
        .annotated { $0.style.title = "DatePicker" }
    }
}

extension DatePicker where Label == Text {
    /// A date picker with a text label.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }
    /// A date picker with a text label and a range of dates the user may choose from.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }
}

/// Which parts of a date a picker shows, as SwiftUI's `DatePickerComponents`.
public struct DatePickerComponents: OptionSet, Sendable {
    /// The components' bits.
    public let rawValue: UInt
    /// Components from their bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The time of day: hours and minutes.
    public static let hourAndMinute = DatePickerComponents(rawValue: 1)
    /// The day, month and year.
    public static let date = DatePickerComponents(rawValue: 2)
}
