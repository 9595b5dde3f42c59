import VitrumGeometry

/// The connected groups of a graph given by weighted edges, each with the edges of a minimum spanning
/// tree (Kruskal): the largest tree edge is the least threshold that still connects the group.
struct SpanningForest {
  struct Edge {
    var a: Int
    var b: Int
    var gap: Double
  }

  struct Component {
    /// Vertices in increasing order.
    var members: [Int]
    /// Every edge inside the group.
    var edges: [Edge]
    /// The edges of a minimum spanning tree.
    var treeEdges: [Edge]
  }

  /// Groups with at least one vertex, ordered by their smallest vertex.
  let components: [Component]

  init(count: Int, edges raw: [(a: Int, b: Int, gap: Double)]) {
    var sets = UnionFind(count: count)
    let edges = raw.map { Edge(a: $0.a, b: $0.b, gap: $0.gap) }
    var tree: [Edge] = []
    for edge in edges.sorted(by: { $0.gap < $1.gap }) {
      if sets.join(edge.a, edge.b) { tree.append(edge) }
    }
    var byRoot: [Int: Component] = [:]
    var order: [Int] = []
    for v in 0..<count {
      let r = sets.root(v)
      if byRoot[r] == nil {
        byRoot[r] = Component(members: [], edges: [], treeEdges: [])
        order.append(r)
      }
      byRoot[r]!.members.append(v)
    }
    for edge in edges { byRoot[sets.root(edge.a)]!.edges.append(edge) }
    for edge in tree { byRoot[sets.root(edge.a)]!.treeEdges.append(edge) }
    components = order.map { byRoot[$0]! }
  }
}
