import Testing

@testable import VitrumLint

@Suite struct SpanningForestTests {
  /// Vertices 0–1–2 form a triangle with gaps 5, 3 and 4; 3–4 a pair; 5 stands alone. The tree of the
  /// triangle keeps 3 and 4 (the 5 closes a cycle), so 4 is the least threshold that joins it.
  @Test func componentsAndTreeEdges() {
    let forest = SpanningForest(
      count: 6, edges: [(0, 1, 5), (1, 2, 3), (0, 2, 4), (3, 4, 7)])
    #expect(forest.components.map(\.members) == [[0, 1, 2], [3, 4], [5]])
    #expect(forest.components[0].edges.map(\.gap).sorted() == [3, 4, 5])
    #expect(forest.components[0].treeEdges.map(\.gap).sorted() == [3, 4])
    #expect(forest.components[1].treeEdges.map(\.gap) == [7])
    #expect(forest.components[2].edges.isEmpty)
  }

  @Test func emptyGraph() {
    #expect(SpanningForest(count: 0, edges: []).components.isEmpty)
  }
}
