/// Presentations, toolbars and navigation chrome that a still frame of one view does not show
/// (the navigation title is drawn: `View/Navigation/NavigationStack.swift`):
/// they compile, change nothing, and diagrams list them.
extension View {
    public func sheet<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content) -> ModifiedContent<Self, _AnnotationModifier> { interaction("sheet") }
    public func sheet<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content) -> ModifiedContent<Self, _AnnotationModifier> { interaction("sheet") }
    public func fullScreenCover<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content) -> ModifiedContent<Self, _AnnotationModifier> { interaction("fullScreenCover") }
    public func fullScreenCover<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content) -> ModifiedContent<Self, _AnnotationModifier> { interaction("fullScreenCover") }
    public func popover<Content: View>(isPresented: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) -> ModifiedContent<Self, _AnnotationModifier> { interaction("popover") }
    public func alert<A: View>(_ title: String, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> ModifiedContent<Self, _AnnotationModifier> { interaction("alert") }
    public func alert<A: View>(_ title: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> ModifiedContent<Self, _AnnotationModifier> { interaction("alert") }
    public func alert<A: View, M: View>(_ title: String, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> ModifiedContent<Self, _AnnotationModifier> { interaction("alert") }
    public func alert<A: View, M: View>(_ title: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> ModifiedContent<Self, _AnnotationModifier> { interaction("alert") }
    public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> ModifiedContent<Self, _AnnotationModifier> { interaction("alert") }
    public func confirmationDialog<A: View>(_ title: String, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A) -> ModifiedContent<Self, _AnnotationModifier> { interaction("confirmationDialog") }
    public func contextMenu<M: View>(@ViewBuilder menuItems: () -> M) -> ModifiedContent<Self, _AnnotationModifier> { interaction("contextMenu") }
    public func swipeActions<T: View>(edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T) -> ModifiedContent<Self, _AnnotationModifier> { interaction("swipeActions") }
    public func searchable(text: Binding<String>, prompt: String? = nil) -> ModifiedContent<Self, _AnnotationModifier> { interaction("searchable") }
    public func searchable(text: Binding<String>, prompt: Text?) -> ModifiedContent<Self, _AnnotationModifier> { interaction("searchable") }
    public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> ModifiedContent<Self, _AnnotationModifier> { interaction("toolbar") }
    public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> ModifiedContent<Self, _AnnotationModifier> { interaction("toolbar") }
    public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> ModifiedContent<Self, _AnnotationModifier> { interaction("toolbarBackground") }
    public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> ModifiedContent<Self, _AnnotationModifier> { interaction("toolbarBackground") }
    public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...) -> ModifiedContent<Self, _AnnotationModifier> { interaction("toolbarColorScheme") }
    public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> ModifiedContent<Self, _AnnotationModifier> { interaction("navigationBarTitleDisplayMode") }
    public func navigationBarHidden(_ hidden: Bool) -> ModifiedContent<Self, _AnnotationModifier> { interaction("navigationBarHidden") }
    public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> ModifiedContent<Self, _AnnotationModifier> { interaction("navigationBarBackButtonHidden") }
    public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> ModifiedContent<Self, _AnnotationModifier> { interaction("navigationBarItems") }
    public func navigationBarItems<T: View>(trailing: T) -> ModifiedContent<Self, _AnnotationModifier> { interaction("navigationBarItems") }
    public func navigationDestination<D: Hashable, C: View>(for data: D.Type, @ViewBuilder destination: @escaping (D) -> C) -> ModifiedContent<Self, _AnnotationModifier> { interaction("navigationDestination") }
    public func navigationDestination<V: View>(isPresented: Binding<Bool>, @ViewBuilder destination: () -> V) -> ModifiedContent<Self, _AnnotationModifier> { interaction("navigationDestination") }
    public func presentationDetents(_ detents: Set<PresentationDetent>) -> ModifiedContent<Self, _AnnotationModifier> { interaction("presentationDetents") }
    public func presentationDragIndicator(_ visibility: Visibility) -> ModifiedContent<Self, _AnnotationModifier> { interaction("presentationDragIndicator") }
    public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> ModifiedContent<Self, _AnnotationModifier> { interaction("interactiveDismissDisabled") }
    public func statusBarHidden(_ hidden: Bool = true) -> ModifiedContent<Self, _AnnotationModifier> { interaction("statusBarHidden") }
    public func statusBar(hidden: Bool) -> ModifiedContent<Self, _AnnotationModifier> { interaction("statusBar") }
    public func persistentSystemOverlays(_ visibility: Visibility) -> ModifiedContent<Self, _AnnotationModifier> { interaction("persistentSystemOverlays") }
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
    public static let automatic = ToolbarPlacement(name: "automatic")
    public static let navigationBar = ToolbarPlacement(name: "navigationBar")
    public static let tabBar = ToolbarPlacement(name: "tabBar")
    public static let bottomBar = ToolbarPlacement(name: "bottomBar")
}

/// Where a toolbar item goes, as SwiftUI's `ToolbarItemPlacement`.
public struct ToolbarItemPlacement: Hashable, Sendable {
    let name: String
    public static let automatic = ToolbarItemPlacement(name: "automatic")
    public static let principal = ToolbarItemPlacement(name: "principal")
    public static let navigation = ToolbarItemPlacement(name: "navigation")
    public static let primaryAction = ToolbarItemPlacement(name: "primaryAction")
    public static let secondaryAction = ToolbarItemPlacement(name: "secondaryAction")
    public static let confirmationAction = ToolbarItemPlacement(name: "confirmationAction")
    public static let cancellationAction = ToolbarItemPlacement(name: "cancellationAction")
    public static let destructiveAction = ToolbarItemPlacement(name: "destructiveAction")
    public static let topBarLeading = ToolbarItemPlacement(name: "topBarLeading")
    public static let topBarTrailing = ToolbarItemPlacement(name: "topBarTrailing")
    public static let navigationBarLeading = ToolbarItemPlacement(name: "navigationBarLeading")
    public static let navigationBarTrailing = ToolbarItemPlacement(name: "navigationBarTrailing")
    public static let bottomBar = ToolbarItemPlacement(name: "bottomBar")
    public static let keyboard = ToolbarItemPlacement(name: "keyboard")
    public static let status = ToolbarItemPlacement(name: "status")
}

/// An item of a toolbar, as SwiftUI's `ToolbarItem` (a toolbar is not drawn in a picture of one view).
public struct ToolbarItem<ID, Content: View>: View {
    let content: Content
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) where ID == () { self.content = content() }
    public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) where ID == String { self.content = content() }
    public var body: EmptyView { EmptyView() }
}

/// A group of toolbar items, as SwiftUI's `ToolbarItemGroup`.
public struct ToolbarItemGroup<Content: View>: View {
    let content: Content
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) { self.content = content() }
    public var body: EmptyView { EmptyView() }
}

/// Navigation-bar settings, as SwiftUI's `NavigationBarItem`.
public enum NavigationBarItem {
    public enum TitleDisplayMode: Hashable, Sendable { case automatic, inline, large }
}

/// How tall a sheet is, as SwiftUI's `PresentationDetent`.
public struct PresentationDetent: Hashable, Sendable {
    let name: String
    public static let medium = PresentationDetent(name: "medium")
    public static let large = PresentationDetent(name: "large")
    public static func height(_ height: CGFloat) -> PresentationDetent { PresentationDetent(name: "height(\(height))") }
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent { PresentationDetent(name: "fraction(\(fraction))") }
}

/// An alert, as SwiftUI's older `Alert`.
public struct Alert {
    public struct Button {
        public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button { Alert.Button() }
        public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button { Alert.Button() }
        public static func cancel(_ action: (() -> Void)? = {}) -> Alert.Button { Alert.Button() }
        public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button { Alert.Button() }
    }
    public init(title: Text, message: Text? = nil, dismissButton: Alert.Button? = nil) {}
    public init(title: Text, message: Text? = nil, primaryButton: Alert.Button, secondaryButton: Alert.Button) {}
}
