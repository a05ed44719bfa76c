import Symbiosis
import SymbiosisTerminal
import Testing

/// A view an app writes itself, which keeps what the user did to it: how far a dial was turned.
@MainActor
private final class Dial: View {
  var turned = 0

  override func takeOverState(from old: View) {
    turned = (old as? Dial)?.turned ?? turned
  }
}

/// Live reload hands the user's state over to an app's own views, not only to the platform's.
@MainActor
@Suite("An app's views through live reload")
struct AppViewHandoverTests {
  @Test func anAppsOwnViewTakesOverWhatTheUserDid() {
    let old = Dial()
    old.sceneID = "dial"
    old.turned = 3
    let new = Dial()
    new.sceneID = "dial"
    SceneViewHandover(from: old as View, to: new as View).carryState()
    #expect(new.turned == 3)
  }
}
