/// A view that scrolls its own content, such as a list, which a ``ScrollView`` around it lays
/// out in its frame rather than scrolling it.
@MainActor
protocol ScrollsItself: View {}
