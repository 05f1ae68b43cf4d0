/// One of two views, as SwiftUI's `_ConditionalContent` (made by `if`/`else` in `@ViewBuilder`).
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View, PrimitiveView {
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }
    let storage: Storage

    func buildNodes(_ builder: inout GraphBuilder, into nodes: inout [Node]) {
        switch storage {
        case .trueContent(let view): builder.append(view, into: &nodes, identity: true)
        case .falseContent(let view): builder.append(view, into: &nodes, identity: false)
        }
    }
}
