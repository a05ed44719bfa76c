/// The check every client event passes before a view or app code sees it: the view it names is
/// on the page now, on the screen the event was made on, shown, enabled, takes events of its
/// kind and offers what it carries.
@MainActor
public enum WebEventCheck {
  /// The view `event` is for, or why it is refused.
  public static func view(for event: WebEvent, on page: WebPage) -> Result<WebView, WebRefusal> {
    guard event.generation == page.generation else { return .failure(.staleScreen) }
    guard let node = event.node, let view = page.view(node) else {
      return .failure(.unknownNode)
    }
    guard view.acceptedEvents.contains(event.kind) else { return .failure(.wrongKind) }
    guard !view.isHiddenOnPage else { return .failure(.hidden) }
    guard !view.isDisabledOnPage else { return .failure(.disabled) }
    guard !view.isCoveredOnPage else { return .failure(.covered) }
    guard view.offers(event) else { return .failure(.notOffered) }
    return .success(view)
  }
}
