import Symbiosis
import Testing

/// A mutable property makes its lifetime when first asked for it (most properties are never
/// bound into); that one lifetime goes with the property, ending the bindings into it.
@Suite("A mutable property's lifetime")
struct MutablePropertyLifetimeTests {
  @Test func isMadeOnceAndGoesWithTheProperty() {
    var property: MutableProperty<Int>? = MutableProperty(0)
    weak let lifetime = property?.lifetime
    #expect(lifetime != nil)
    #expect(lifetime === property?.lifetime)
    property = nil
    #expect(lifetime == nil)
  }

  @Test func endsTheBindingsIntoTheProperty() {
    let source = MutableProperty(1)
    func bound() -> MutableProperty<Int> {
      let target = MutableProperty(0)
      target <~ source
      return target
    }
    var target: MutableProperty<Int>? = bound()
    weak let weakTarget = target
    #expect(target?.value == 1)
    source.value = 2
    #expect(target?.value == 2)
    target = nil
    #expect(weakTarget == nil)
    source.value = 3
  }
}
