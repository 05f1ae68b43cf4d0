import Layoutshot

// Previews that PreviewSnapshotTests expects to find in this module, as a user's package declares
// them. Their order, names and lines are part of those tests.

struct PreviewBadge: View {
    var count: Int
    var body: some View {
        // The spacer takes the width proposed, so each picture is as wide as its proposal.
        HStack(spacing: 6) {
            Text("Unread")
            Spacer(minLength: 0)
            Color.orange.frame(width: CGFloat(12 + count * 4), height: 16)
        }
        .padding(8)
    }
}

#Preview("Badge") {
    PreviewBadge(count: 3)
}

#Preview {
    PreviewBadge(count: 1)
}

#Preview("Fits", traits: .sizeThatFitsLayout) {
    PreviewBadge(count: 2)
}

#Preview(traits: .landscapeLeft) {
    @Previewable @State var count = 5
    PreviewBadge(count: count)
}

#Preview("Fixed", traits: .fixedLayout(width: 200, height: 60)) {
    PreviewBadge(count: 4)
}

struct BadgePreviews: PreviewProvider {
    static var previews: some View {
        PreviewBadge(count: 0).previewDisplayName("Empty")
        Group {
            PreviewBadge(count: 7)
            PreviewBadge(count: 9).previewLayout(.sizeThatFits)
        }
    }
}

enum PreviewHolder {
    // A provider nested in another type, declared private: found all the same.
    fileprivate struct NestedPreviews: PreviewProvider {
        static var previews: some View {
            ForEach(1...2, id: \.self) { PreviewBadge(count: $0) }
        }
    }
}
