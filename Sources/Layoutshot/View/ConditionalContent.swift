/// One of two views, as SwiftUI's `_ConditionalContent` (made by `if`/`else` in `@ViewBuilder`).
/// (`View` in an extension: not main-actor, as `@ViewBuilder` makes one anywhere.)
public struct _ConditionalContent<TrueContent: View, FalseContent: View> {
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }
    let storage: Storage

    init(storage: Storage) { self.storage = storage }
}

extension _ConditionalContent: View, PrimitiveView {
    func buildNodes(_ builder: inout GraphBuilder, into nodes: inout [Node]) {
        switch storage {
        case .trueContent(let view): builder.append(view, into: &nodes, identity: true)
        case .falseContent(let view): builder.append(view, into: &nodes, identity: false)
        }
    }
}
