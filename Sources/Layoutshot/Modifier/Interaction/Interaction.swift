extension View {
    /// A modifier that changes nothing in a picture (a gesture, an action, an animation, an
    /// accessibility label, a presentation): the view is laid out and drawn as it is, and the
    /// modifier's name is kept on its node (`LayoutNode.interactions`) so a diagram can list it.
    nonisolated func interaction(_ name: String) -> ModifiedContent<Self, _AnnotationModifier> {
        annotated { node in
            if !node.style.interactions.contains(name) { node.style.interactions.append(name) }
        }
    }
}
