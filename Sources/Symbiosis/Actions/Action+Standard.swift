#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

// The standard responders: each asks one service of its ``PlatformServices`` and fails with
// ``ServiceUnavailable`` when the service is not there.

extension Action where Input == Void {
  /// Goes back a screen: a Back button's action.
  public static func goBack(enabled: Property<Bool> = Property(value: true)) -> Action<Void> {
    using(\.navigation, "Navigation", enabled: enabled) { navigation, _ in
      try navigation.goBack()
    }
  }

  /// Closes the top modal screen: a Done button's action.
  public static func dismiss(enabled: Property<Bool> = Property(value: true)) -> Action<Void> {
    using(\.navigation, "Navigation", enabled: enabled) { navigation, _ in
      try navigation.dismiss()
    }
  }

  /// Moves focus to the next field: a form's Return key.
  public static func focusNext(enabled: Property<Bool> = Property(value: true)) -> Action<Void> {
    using(\.focus, "Focus", enabled: enabled) { focus, _ in focus.focusNext() }
  }
}

extension Action where Input == String {
  /// Copies the text it runs with to the clipboard: an e-mail address, a link.
  public static func copy(enabled: Property<Bool> = Property(value: true)) -> Action<String> {
    using(\.clipboard, "The clipboard", enabled: enabled) { clipboard, text in
      try await clipboard.copy(text)
    }
  }
}

extension Action where Input == URL {
  /// Opens the link it runs with: a web page's, a person's.
  public static func openURL(enabled: Property<Bool> = Property(value: true)) -> Action<URL> {
    using(\.urlOpener, "Opening links", enabled: enabled) { opener, url in
      try await opener.open(url)
    }
  }
}

extension Action {
  /// An action doing `work` with the service at `field` of the services it runs with, failing
  /// with ``ServiceUnavailable`` naming it `name` when there is none.
  static func using<Service>(
    _ field: KeyPath<PlatformServices, Service?>, _ name: String, enabled: Property<Bool>,
    _ work: @escaping @MainActor (Service, Input) async throws -> Void
  ) -> Action<Input> {
    Action(enabled: enabled) { input in
      try await work(PlatformServices.current.require(field, name), input)
    }
  }
}
