import Symbiosis

/// A terminal view is matched to its counterpart when live reload remakes a scene, by its
/// ``View/sceneID``, its class and its place, and takes over what the user left in the old
/// one (``View/takeOverState(from:)``).
extension View: HandoverView {}
