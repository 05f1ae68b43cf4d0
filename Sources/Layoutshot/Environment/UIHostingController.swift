import Foundation

/// A view controller of a SwiftUI view, as SwiftUI's `UIHostingController` (iOS code reaches it
/// through `import SwiftUI`, as `UIColor` and `UIScreen`). There is no UIKit here: it holds the
/// root view and measures it, which is what layout code asks of it
/// (`UIHostingController(rootView: view).sizeThatFits(in: size)`).
@MainActor open class UIHostingController<Content: View> {
    /// The view the controller shows.
    public var rootView: Content

    /// A controller of `rootView`.
    public init(rootView: Content) { self.rootView = rootView }

    /// The size the root view takes when offered `size`, as UIKit's
    /// `sizeThatFits(in:)` (https://developer.apple.com/documentation/swiftui/uihostingcontroller/sizethatfits(in:)):
    /// "Calculates and returns the most appropriate size for the current view". The view is laid out
    /// for the proposal `size`; a dimension of `CGFloat.greatestFiniteMagnitude` or infinity (UIKit's
    /// "as large as you like") is left unspecified, so the view answers its ideal size there. Text is
    /// measured as the layout being built measures it (the renderer's fonts while a picture is made).
    public func sizeThatFits(in size: CGSize) -> CGSize {
        func dimension(_ value: CGFloat) -> CGFloat? {
            value.isFinite && value < CGFloat.greatestFiniteMagnitude ? Swift.max(0, value) : nil
        }
        let proposal = ProposedViewSize(width: dimension(size.width), height: dimension(size.height))
        return ComputedLayout(of: rootView, proposal: proposal,
                              textMeasurer: BuildingMeasurer.current ?? FixedAdvanceTextMeasurer.shared).size
    }
}

/// The text measurer of the layout whose views are being built, for views that lay out a view of
/// their own in their body (`UIHostingController.sizeThatFits(in:)`, a `TextRenderer`'s canvas): set
/// on the thread that builds a tree, which is where user code runs (`GraphBuilder.userCode`). Per
/// thread, as `EnvironmentScope`: layouts built at once on other threads keep their own.
enum BuildingMeasurer {
    private static let key = "layoutshot.buildingMeasurer"

    private final class Box {
        let measurer: TextMeasurer
        init(_ measurer: TextMeasurer) { self.measurer = measurer }
    }

    /// The measurer of the tree this thread is building, if any.
    static var current: TextMeasurer? {
        (Thread.current.threadDictionary[key] as? Box)?.measurer
    }

    /// Runs `body` with `measurer` as this thread's.
    static func with<T>(_ measurer: TextMeasurer, _ body: () -> T) -> T {
        let dictionary = Thread.current.threadDictionary
        let previous = dictionary[key]
        dictionary[key] = Box(measurer)
        defer { dictionary[key] = previous }
        return body()
    }
}
