import Symbiosis
import Testing

@testable import SymbiosisTerminal

/// Handing a remade scene's state over matches each view once: a scene file of many views is
/// handed over in time linear in its size (the limit is a hang guard, five minutes as the other
/// long suites'; matching by place looked through every view for each view, in time quadratic
/// in the count of views, and this content has 100,000).
@MainActor
@Suite(.timeLimit(.minutes(5))) struct SceneViewHandoverTests {
  @Test func aContentOfManyViewsIsHandedOverViewByView() {
    let count = 100_000
    func content() -> (view: View, fields: [TextField]) {
      let fields = (0..<count).map { _ in TextField() }
      return (Stack(.vertical, fields), fields)
    }
    let old = content()
    let new = content()
    // Typed (pasted) by the user: a field carries over only the user's text.
    _ = old.fields[count - 1].handlePaste("last")
    _ = old.fields[count / 2].handlePaste("middle")
    old.fields[count / 2].sceneID = "middle"
    new.fields[count / 2].sceneID = "middle"
    let handover = SceneViewHandover(from: old.view, to: new.view)
    handover.carryState()
    #expect(new.fields[count - 1].text.value == "last")
    #expect(new.fields[count / 2].text.value == "middle")
    #expect(new.fields[0].text.value == "")
    #expect(handover.heir(of: old.fields[count - 2]) === new.fields[count - 2])
    #expect(handover.heir(of: old.fields[count / 2]) === new.fields[count / 2])
  }
}
