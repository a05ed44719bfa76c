import Symbiosis

/// A plain view as a platform would write one: main-actor, with a lifetime, text and hiding.
@MainActor
final class TestView: LifetimeProviding, HideableView {
  nonisolated let lifetime = Lifetime()
  var text = ""
  var isHidden = false
  var isEnabled = true
}

/// The seed's yardstick control: shows a height.
@MainActor
final class YardstickView: LifetimeProviding {
  nonisolated let lifetime = Lifetime()
  var heightInInches: Double = 0
}
