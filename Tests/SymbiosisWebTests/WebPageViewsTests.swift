import SymbiosisTesting
import Testing

@testable import SymbiosisWeb

/// A page finds each view it shows by its node number, and none it no longer shows, whatever
/// the order views come and go in; a view gone is released.
@MainActor struct WebPageViewsTests {
  @Test(arguments: 0..<20)
  func aPageFindsEveryViewItShowsAndNoneItDropped(seed: Int) {
    var random = SeededRandom(seed: UInt64(seed))
    let page = WebPage()
    var shown: [WebView] = [page.root]
    var gone: [(node: Int, view: WeakView)] = []
    for _ in 0..<400 {
      if shown.count > 1, Int.random(in: 0..<3, using: &random) == 0 {
        // A view goes with the views inside it.
        let view = shown[Int.random(in: 1..<shown.count, using: &random)]
        let leaving = Self.tree(of: view)
        for each in leaving { gone.append((each.node ?? -1, WeakView(each))) }
        view.removeFromParent()
        shown.removeAll { one in leaving.contains { $0 === one } }
      } else {
        let parent = shown[Int.random(in: 0..<shown.count, using: &random)]
        let view = WebView(tag: "div")
        parent.addChild(view)
        shown.append(view)
      }
      #expect(page.viewCount == shown.count)
    }
    for view in shown { #expect(view.node.flatMap(page.view) === view) }
    for (node, _) in gone { #expect(page.view(node) == nil, "node \(node) left the page") }
    shown = [page.root]
    page.root.removeAllChildren()
    #expect(gone.allSatisfy { $0.view.view == nil }, "a view gone is released")
    #expect(page.viewCount == 1)
  }

  @Test func theGapsViewsLeaveAreClosedSoEntriesStayWithinTwiceTheViews() {
    var views = WebPageViews()
    let made = (1...1_000).map { _ in WebView(tag: "div") }
    for (index, view) in made.enumerated() { views.add(view, as: index + 1) }
    for node in stride(from: 1, through: 1_000, by: 1) where node % 10 != 0 {
      views.remove(node)
      #expect(views.entries <= max(2 * views.count + 1, 1), "after removing \(node)")
    }
    #expect(views.count == 100)
    #expect((1...100).allSatisfy { views[$0 * 10] === made[$0 * 10 - 1] })
    #expect(views[5] == nil)
  }

  private static func tree(of view: WebView) -> [WebView] {
    [view] + view.children.flatMap { tree(of: $0) }
  }
}

/// A view held weakly.
private struct WeakView {
  weak var view: WebView?
  init(_ view: WebView) { self.view = view }
}
