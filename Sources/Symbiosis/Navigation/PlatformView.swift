/// A view of the platform running the app: the core never looks inside one, it only passes it
/// along (a ``Scene``'s content to the platform that shows it).
///
/// Each platform's base view class conforms; a platform given a view of another platform
/// shows a ``SceneContentError/otherPlatform(scene:content:expected:)`` instead.
@MainActor
public protocol PlatformView: AnyObject {}
