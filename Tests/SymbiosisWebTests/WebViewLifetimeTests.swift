import Symbiosis
import Testing

@testable import SymbiosisWeb

/// A web view makes its lifetime when first asked for it (most views never are), and that one
/// lifetime holds its bindings and goes with the view.
@MainActor struct WebViewLifetimeTests {
  @Test func aViewsLifetimeIsMadeOnceAndGoesWithTheView() {
    var view: WebLabel? = WebLabel()
    weak let lifetime = view?.lifetime
    #expect(lifetime != nil)
    #expect(lifetime === view?.lifetime)
    view = nil
    #expect(lifetime == nil)
  }

  @Test func aBindingIntoAViewEndsWithIt() {
    let name = MutableProperty("Ada")
    func bound() -> WebLabel {
      let label = WebLabel()
      label.reactive.text <~ name
      return label
    }
    var label: WebLabel? = bound()
    weak let weakLabel = label
    #expect(label?.text == "Ada")
    name.value = "Grace"
    #expect(label?.text == "Grace")
    label = nil
    #expect(weakLabel == nil)
    name.value = "Anita"
  }
}
