import Symbiosis
import Testing

@Suite struct RectTests {
  @Test func intersectionIsTheOverlap() {
    let a = Rect(x: 0, y: 0, width: 10, height: 5)
    let b = Rect(x: 6, y: 3, width: 10, height: 10)
    #expect(a.intersection(b) == Rect(x: 6, y: 3, width: 4, height: 2))
    #expect(b.intersection(a) == a.intersection(b))
  }

  @Test func disjointRectanglesIntersectEmpty() {
    let a = Rect(x: 0, y: 0, width: 3, height: 3)
    let b = Rect(x: 5, y: 0, width: 3, height: 3)
    #expect(a.intersection(b).isEmpty)
    #expect(a.intersection(Rect(x: 3, y: 0, width: 3, height: 3)).isEmpty)
  }

  @Test func insetShrinksEverySideAndNeverGoesNegative() {
    let rect = Rect(x: 2, y: 3, width: 10, height: 6)
    #expect(rect.inset(by: 1) == Rect(x: 3, y: 4, width: 8, height: 4))
    #expect(rect.inset(top: 1, left: 2) == Rect(x: 4, y: 4, width: 8, height: 5))
    #expect(rect.inset(by: 4).size == Size(width: 2, height: 0))
    #expect(rect.inset(by: 100).isEmpty)
    #expect(rect.inset(by: -1) == Rect(x: 1, y: 2, width: 12, height: 8))
  }

  @Test func extremeValuesDoNotTrap() {
    let rect = Rect(x: Int.max - 1, y: 0, width: Int.max, height: 1)
    #expect(rect.maxX == Int.max)
    #expect(rect.inset(by: Int.min).width == Int.max)
    #expect(rect.intersection(Rect(x: 0, y: 0, width: 10, height: 10)).isEmpty)
  }

  @Test func containsUsesExclusiveEdges() {
    let rect = Rect(origin: Point(x: 1, y: 1), size: Size(width: 2, height: 2))
    #expect(rect.contains(Point(x: 1, y: 1)))
    #expect(rect.contains(Point(x: 2, y: 2)))
    #expect(!rect.contains(Point(x: 3, y: 1)))
    #expect(!rect.contains(Point(x: 0, y: 1)))
    #expect(!Rect(x: 0, y: 0, width: 0, height: 5).contains(.zero))
  }

  @Test func sizeAreaIgnoresNegativeExtents() {
    #expect(Size(width: 3, height: 4).area == 12)
    #expect(Size(width: -3, height: 4).area == 0)
    #expect(Size(width: -3, height: -4).isEmpty)
  }
}
