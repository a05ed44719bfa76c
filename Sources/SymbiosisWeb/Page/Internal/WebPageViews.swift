/// A page's views by node number, kept small, for a session keeps every view of its page: the
/// numbers in the order they were given (ascending), each beside its view or nil once the view
/// left the page, the gaps closed when they are half the entries. (A dictionary took three
/// times the memory.)
@MainActor
struct WebPageViews {
  private var nodes: [Int] = []
  private var views: [WebView?] = []
  /// How many views it holds.
  private(set) var count = 0
  /// How many entries it keeps: its views and the gaps not closed yet.
  var entries: Int { nodes.count }

  /// Adds `view`, numbered `node`, a number higher than any before.
  mutating func add(_ view: WebView, as node: Int) {
    assert(nodes.last.map { $0 < node } ?? true, "node numbers only grow")
    nodes.append(node)
    views.append(view)
    count += 1
  }

  /// The view numbered `node`, if it holds it.
  subscript(node: Int) -> WebView? { index(of: node).flatMap { views[$0] } }

  /// Takes away the view numbered `node`.
  mutating func remove(_ node: Int) {
    guard let index = index(of: node), views[index] != nil else { return }
    views[index] = nil
    count -= 1
    if count < nodes.count / 2 { closeGaps() }
  }

  private func index(of node: Int) -> Int? {
    var low = 0
    var high = nodes.count
    while low < high {
      let middle = (low + high) / 2
      if nodes[middle] < node { low = middle + 1 } else { high = middle }
    }
    return low < nodes.count && nodes[low] == node ? low : nil
  }

  private mutating func closeGaps() {
    var kept = 0
    for index in nodes.indices where views[index] != nil {
      nodes[kept] = nodes[index]
      views[kept] = views[index]
      kept += 1
    }
    nodes.removeLast(nodes.count - kept)
    views.removeLast(views.count - kept)
  }
}
