/// Presentations, toolbars and navigation chrome that a still frame of one view does not show
/// (the navigation title is drawn: `View/Navigation/NavigationStack.swift`):
/// they compile, change nothing, and diagrams list them.
extension View {
    /// Presents a sheet while `isPresented` is true, as SwiftUI's `sheet(isPresented:onDismiss:content:)`. A picture shows the presenting view; the node lists `sheet`.
    nonisolated public func sheet<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content) -> ModifiedContent<Self, _AnnotationModifier> { interaction("sheet") }
    /// Presents a sheet for `item` while it is not nil, as SwiftUI's `sheet(item:onDismiss:content:)`. A picture shows the presenting view; the node lists `sheet`.
    nonisolated public func sheet<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content) -> ModifiedContent<Self, _AnnotationModifier> { interaction("sheet") }
    /// Covers the screen while `isPresented` is true, as SwiftUI's `fullScreenCover(isPresented:onDismiss:content:)`. Listed on the node; not drawn.
    nonisolated public func fullScreenCover<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content) -> ModifiedContent<Self, _AnnotationModifier> { interaction("fullScreenCover") }
    /// Covers the screen for `item` while it is not nil, as SwiftUI's `fullScreenCover(item:onDismiss:content:)`. Listed on the node; not drawn.
    nonisolated public func fullScreenCover<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content) -> ModifiedContent<Self, _AnnotationModifier> { interaction("fullScreenCover") }
    /// Shows a popover while `isPresented` is true, as SwiftUI's `popover(isPresented:content:)`. Listed on the node; not drawn.
    nonisolated public func popover<Content: View>(isPresented: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) -> ModifiedContent<Self, _AnnotationModifier> { interaction("popover") }
    /// Shows an alert while `isPresented` is true, as SwiftUI's `alert(_:isPresented:actions:)`. Listed on the node; not drawn.
    nonisolated public func alert<A: View>(_ title: String, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> ModifiedContent<Self, _AnnotationModifier> { interaction("alert") }
    /// Shows an alert with a localized title while `isPresented` is true, as SwiftUI's `alert(_:isPresented:actions:)`. Listed on the node; not drawn.
    nonisolated public func alert<A: View>(_ title: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> ModifiedContent<Self, _AnnotationModifier> { interaction("alert") }
    /// Shows an alert with a message while `isPresented` is true, as SwiftUI's `alert(_:isPresented:actions:message:)`. Listed on the node; not drawn.
    nonisolated public func alert<A: View, M: View>(_ title: String, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> ModifiedContent<Self, _AnnotationModifier> { interaction("alert") }
    /// Shows an alert with a localized title and a message, as SwiftUI's `alert(_:isPresented:actions:message:)`. Listed on the node; not drawn.
    nonisolated public func alert<A: View, M: View>(_ title: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> ModifiedContent<Self, _AnnotationModifier> { interaction("alert") }
    /// Shows an `Alert` while `isPresented` is true, as SwiftUI's older `alert(isPresented:content:)`. Listed on the node; not drawn.
    nonisolated public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> ModifiedContent<Self, _AnnotationModifier> { interaction("alert") }
    /// Shows a confirmation dialog while `isPresented` is true, as SwiftUI's `confirmationDialog(_:isPresented:titleVisibility:actions:)`. Listed on the node; not drawn.
    nonisolated public func confirmationDialog<A: View>(_ title: String, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A) -> ModifiedContent<Self, _AnnotationModifier> { interaction("confirmationDialog") }
    /// Adds a context menu, as SwiftUI's `contextMenu(menuItems:)`. Listed on the node; not drawn.
    nonisolated public func contextMenu<M: View>(@ViewBuilder menuItems: () -> M) -> ModifiedContent<Self, _AnnotationModifier> { interaction("contextMenu") }
    /// Adds swipe actions to a list row, as SwiftUI's `swipeActions(edge:allowsFullSwipe:content:)`. Listed on the node; not drawn.
    nonisolated public func swipeActions<T: View>(edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T) -> ModifiedContent<Self, _AnnotationModifier> { interaction("swipeActions") }
    /// Makes the view searchable, as SwiftUI's `searchable(text:prompt:)`. Listed on the node; no search field is drawn.
    nonisolated public func searchable(text: Binding<String>, prompt: String? = nil) -> ModifiedContent<Self, _AnnotationModifier> { interaction("searchable") }
    /// Makes the view searchable with a `Text` prompt, as SwiftUI's `searchable(text:prompt:)`. Listed on the node; no search field is drawn.
    nonisolated public func searchable(text: Binding<String>, prompt: Text?) -> ModifiedContent<Self, _AnnotationModifier> { interaction("searchable") }
    /// Adds toolbar items, as SwiftUI's `toolbar(content:)`. Listed on the node; a toolbar is not drawn.
    nonisolated public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> ModifiedContent<Self, _AnnotationModifier> { interaction("toolbar") }
    /// Shows or hides toolbars, as SwiftUI's `toolbar(_:for:)`. Listed on the node.
    nonisolated public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> ModifiedContent<Self, _AnnotationModifier> { interaction("toolbar") }
    /// Shows or hides the background of toolbars, as SwiftUI's `toolbarBackground(_:for:)`. Listed on the node.
    nonisolated public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> ModifiedContent<Self, _AnnotationModifier> { interaction("toolbarBackground") }
    /// Sets the background style of toolbars, as SwiftUI's `toolbarBackground(_:for:)`. Listed on the node.
    nonisolated public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> ModifiedContent<Self, _AnnotationModifier> { interaction("toolbarBackground") }
    /// Sets the colour scheme of toolbars, as SwiftUI's `toolbarColorScheme(_:for:)`. Listed on the node.
    nonisolated public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...) -> ModifiedContent<Self, _AnnotationModifier> { interaction("toolbarColorScheme") }
    /// Sets how the navigation title is shown, as SwiftUI's `navigationBarTitleDisplayMode(_:)`. Listed on the node; the title is drawn large.
    nonisolated public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> ModifiedContent<Self, _AnnotationModifier> { interaction("navigationBarTitleDisplayMode") }
    /// Hides the navigation bar, as SwiftUI's deprecated `navigationBarHidden(_:)`. Listed on the node.
    nonisolated public func navigationBarHidden(_ hidden: Bool) -> ModifiedContent<Self, _AnnotationModifier> { interaction("navigationBarHidden") }
    /// Hides the back button, as SwiftUI's `navigationBarBackButtonHidden(_:)`. Listed on the node.
    nonisolated public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> ModifiedContent<Self, _AnnotationModifier> { interaction("navigationBarBackButtonHidden") }
    /// Adds leading and trailing bar items, as SwiftUI's deprecated `navigationBarItems(leading:trailing:)`. Listed on the node; not drawn.
    nonisolated public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> ModifiedContent<Self, _AnnotationModifier> { interaction("navigationBarItems") }
    /// Adds trailing bar items, as SwiftUI's deprecated `navigationBarItems(trailing:)`. Listed on the node; not drawn.
    nonisolated public func navigationBarItems<T: View>(trailing: T) -> ModifiedContent<Self, _AnnotationModifier> { interaction("navigationBarItems") }
    /// Declares the destination for values of `data` pushed on a navigation stack, as SwiftUI's `navigationDestination(for:destination:)`. Listed on the node.
    nonisolated public func navigationDestination<D: Hashable, C: View>(for data: D.Type, @ViewBuilder destination: @escaping (D) -> C) -> ModifiedContent<Self, _AnnotationModifier> { interaction("navigationDestination") }
    /// Pushes `destination` while `isPresented` is true, as SwiftUI's `navigationDestination(isPresented:destination:)`. Listed on the node.
    nonisolated public func navigationDestination<V: View>(isPresented: Binding<Bool>, @ViewBuilder destination: () -> V) -> ModifiedContent<Self, _AnnotationModifier> { interaction("navigationDestination") }
    /// Sets the heights a sheet may take, as SwiftUI's `presentationDetents(_:)`. Listed on the node.
    nonisolated public func presentationDetents(_ detents: Set<PresentationDetent>) -> ModifiedContent<Self, _AnnotationModifier> { interaction("presentationDetents") }
    /// Shows or hides a sheet's drag indicator, as SwiftUI's `presentationDragIndicator(_:)`. Listed on the node.
    nonisolated public func presentationDragIndicator(_ visibility: Visibility) -> ModifiedContent<Self, _AnnotationModifier> { interaction("presentationDragIndicator") }
    /// Stops a sheet from being swiped away, as SwiftUI's `interactiveDismissDisabled(_:)`. Listed on the node.
    nonisolated public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> ModifiedContent<Self, _AnnotationModifier> { interaction("interactiveDismissDisabled") }
    /// Hides the status bar, as SwiftUI's `statusBarHidden(_:)`. Listed on the node; devices keep their safe areas.
    nonisolated public func statusBarHidden(_ hidden: Bool = true) -> ModifiedContent<Self, _AnnotationModifier> { interaction("statusBarHidden") }
    /// Hides the status bar, as SwiftUI's deprecated `statusBar(hidden:)`. Listed on the node.
    nonisolated public func statusBar(hidden: Bool) -> ModifiedContent<Self, _AnnotationModifier> { interaction("statusBar") }
    /// Shows or hides system overlays such as the home indicator, as SwiftUI's `persistentSystemOverlays(_:)`. Listed on the node.
    nonisolated public func persistentSystemOverlays(_ visibility: Visibility) -> ModifiedContent<Self, _AnnotationModifier> { interaction("persistentSystemOverlays") }
}

/// Shown or hidden, as SwiftUI's `Visibility`.
public enum Visibility: Hashable, CaseIterable, Sendable { case automatic, visible, hidden }

/// The leading or trailing edge, as SwiftUI's `HorizontalEdge`.
public enum HorizontalEdge: Hashable, CaseIterable, Sendable { case leading, trailing }
/// The top or bottom edge, as SwiftUI's `VerticalEdge`.
public enum VerticalEdge: Hashable, CaseIterable, Sendable { case top, bottom }

/// Where a toolbar is, as SwiftUI's `ToolbarPlacement`.
public struct ToolbarPlacement: Hashable, Sendable {
    let name: String
    /// Where the system puts the toolbar.
    public static let automatic = ToolbarPlacement(name: "automatic")
    /// The navigation bar.
    public static let navigationBar = ToolbarPlacement(name: "navigationBar")
    /// The tab bar.
    public static let tabBar = ToolbarPlacement(name: "tabBar")
    /// The bottom toolbar.
    public static let bottomBar = ToolbarPlacement(name: "bottomBar")
}

/// Where a toolbar item goes, as SwiftUI's `ToolbarItemPlacement`.
public struct ToolbarItemPlacement: Hashable, Sendable {
    let name: String
    /// Where the system puts the item.
    public static let automatic = ToolbarItemPlacement(name: "automatic")
    /// The centre of the navigation bar.
    public static let principal = ToolbarItemPlacement(name: "principal")
    /// The navigation area (leading on iOS).
    public static let navigation = ToolbarItemPlacement(name: "navigation")
    /// The primary action's place (trailing on iOS).
    public static let primaryAction = ToolbarItemPlacement(name: "primaryAction")
    /// A secondary action's place.
    public static let secondaryAction = ToolbarItemPlacement(name: "secondaryAction")
    /// The place of the action that confirms a modal.
    public static let confirmationAction = ToolbarItemPlacement(name: "confirmationAction")
    /// The place of the action that cancels a modal.
    public static let cancellationAction = ToolbarItemPlacement(name: "cancellationAction")
    /// The place of a destructive action.
    public static let destructiveAction = ToolbarItemPlacement(name: "destructiveAction")
    /// The leading edge of the top bar.
    public static let topBarLeading = ToolbarItemPlacement(name: "topBarLeading")
    /// The trailing edge of the top bar.
    public static let topBarTrailing = ToolbarItemPlacement(name: "topBarTrailing")
    /// The leading edge of the navigation bar (deprecated in SwiftUI for `topBarLeading`).
    public static let navigationBarLeading = ToolbarItemPlacement(name: "navigationBarLeading")
    /// The trailing edge of the navigation bar (deprecated in SwiftUI for `topBarTrailing`).
    public static let navigationBarTrailing = ToolbarItemPlacement(name: "navigationBarTrailing")
    /// The bottom toolbar.
    public static let bottomBar = ToolbarItemPlacement(name: "bottomBar")
    /// The toolbar above the keyboard.
    public static let keyboard = ToolbarItemPlacement(name: "keyboard")
    /// The status area of the toolbar.
    public static let status = ToolbarItemPlacement(name: "status")
}

/// An item of a toolbar, as SwiftUI's `ToolbarItem` (a toolbar is not drawn in a picture of one view).
nonisolated public struct ToolbarItem<ID, Content: View>: View {
    let content: Content
    /// An item at `placement` with the given content.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) where ID == () { self.content = content() }
    /// An item with an identifier (for customisable toolbars) at `placement`.
    public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) where ID == String { self.content = content() }
    @MainActor public var body: EmptyView { EmptyView() }
}

/// A group of toolbar items, as SwiftUI's `ToolbarItemGroup`.
nonisolated public struct ToolbarItemGroup<Content: View>: View {
    let content: Content
    /// A group of items at `placement`.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) { self.content = content() }
    @MainActor public var body: EmptyView { EmptyView() }
}

/// Navigation-bar settings, as SwiftUI's `NavigationBarItem`.
public enum NavigationBarItem {
    /// How the title is shown: automatically, inline in the bar, or large under it.
    public enum TitleDisplayMode: Hashable, Sendable { case automatic, inline, large }
}

/// How tall a sheet is, as SwiftUI's `PresentationDetent`.
public struct PresentationDetent: Hashable, Sendable {
    let name: String
    /// A sheet about half the screen tall.
    public static let medium = PresentationDetent(name: "medium")
    /// A full-height sheet.
    public static let large = PresentationDetent(name: "large")
    /// A sheet of a fixed height in points.
    public static func height(_ height: CGFloat) -> PresentationDetent { PresentationDetent(name: "height(\(height))") }
    /// A sheet whose height is a fraction of the screen's.
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent { PresentationDetent(name: "fraction(\(fraction))") }
}

/// An alert, as SwiftUI's older `Alert`.
public struct Alert {
    /// A button of an `Alert`.
    public struct Button {
        /// A default button with `label`.
        public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button { Alert.Button() }
        /// A cancel button with `label`.
        public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button { Alert.Button() }
        /// A cancel button with the system's label.
        public static func cancel(_ action: (() -> Void)? = {}) -> Alert.Button { Alert.Button() }
        /// A destructive button with `label`.
        public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button { Alert.Button() }
    }
    /// An alert with one button (an OK button when `dismissButton` is nil).
    public init(title: Text, message: Text? = nil, dismissButton: Alert.Button? = nil) {}
    /// An alert with two buttons.
    public init(title: Text, message: Text? = nil, primaryButton: Alert.Button, secondaryButton: Alert.Button) {}
}

extension View {
    /// An inspector beside the view while `isPresented` is true, as SwiftUI's
    /// `inspector(isPresented:content:)` (listed on the node; a picture shows the view alone).
    nonisolated public func inspector<V: View>(isPresented: Binding<Bool>, @ViewBuilder content: () -> V) -> ModifiedContent<Self, _AnnotationModifier> {
        interaction("inspector")
    }

    /// The background of a sheet's content, as SwiftUI's `presentationBackground(_:)` (listed on
    /// the node: sheets are not drawn).
    nonisolated public func presentationBackground<S: ShapeStyle>(_ style: S) -> ModifiedContent<Self, _AnnotationModifier> {
        interaction("presentationBackground")
    }
}
