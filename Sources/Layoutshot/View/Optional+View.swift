extension Optional: View where Wrapped: View {
    public typealias Body = Never
}

extension Optional: _PrimitiveView where Wrapped: View {}

extension Optional: PrimitiveView where Wrapped: View {
    func buildNodes(_ builder: inout GraphBuilder, into nodes: inout [Node]) {
        if let view = self { builder.append(view, into: &nodes) }
    }
}
