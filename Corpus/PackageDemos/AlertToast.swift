// elai950/AlertToast: a completed-state alert and a banner.
import Layoutshot
import AlertToast

enum AlertToastDemo {
    @MainActor static var pictures: [(name: String, view: AnyView, size: CGSize)] {
        [("alert", AnyView(AlertToast(type: .complete(.green), title: "Saved", subTitle: "Your changes are saved")), CGSize(width: 390, height: 300)),
         ("banner", AnyView(AlertToast(displayMode: .banner(.pop), type: .regular, title: "Message sent")), CGSize(width: 390, height: 200))]
    }
}
