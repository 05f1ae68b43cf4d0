/// How text lines align with each other, as SwiftUI's `TextAlignment`.
public enum TextAlignment: Hashable, CaseIterable, Sendable {
    case leading, center, trailing
}
