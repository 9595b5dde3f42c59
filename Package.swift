// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "Vitrum",
  products: [
    .library(name: "VitrumGeometry", targets: ["VitrumGeometry"]),
    .library(name: "VitrumIO", targets: ["VitrumIO"]),
    .library(name: "VitrumScene", targets: ["VitrumScene"]),
    .library(name: "VitrumAnimation", targets: ["VitrumAnimation"]),
    .library(name: "VitrumRender", targets: ["VitrumRender"]),
    .library(name: "VitrumSceneFile", targets: ["VitrumSceneFile"]),
    .library(name: "VitrumPlayback", targets: ["VitrumPlayback"]),
    .library(name: "VitrumLab", targets: ["VitrumLab"]),
    .library(name: "VitrumLint", targets: ["VitrumLint"]),
    .executable(name: "vitrum", targets: ["vitrum"]),
    // The C library (`vitrum.h`): `Tools/install-lib` installs it as libvitrum.so, since the product
    // name `vitrum` is the command line's.
    .library(name: "VitrumC", type: .dynamic, targets: ["VitrumC"]),
  ],
  targets: [
    .systemLibrary(
      name: "CCairo",
      pkgConfig: "cairo",
      providers: [.apt(["libcairo2-dev"])]
    ),
    .systemLibrary(
      name: "CPango",
      pkgConfig: "pangocairo",
      providers: [.apt(["libpango1.0-dev"])]
    ),
    // zlib's deflate, for the fast PNG writer of played frames (Cairo's own writer takes no level).
    .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
    // SSE2 operations for the glass kernels (header only; nothing to link).
    .systemLibrary(name: "CVitrumSIMD"),
    .target(name: "VitrumGeometry"),
    .target(name: "VitrumIO"),
    .target(name: "VitrumScene", dependencies: ["VitrumGeometry", "VitrumIO"]),
    .target(name: "VitrumAnimation", dependencies: ["VitrumGeometry", "VitrumScene"]),
    .target(
      name: "VitrumRender",
      dependencies: [
        "VitrumGeometry", "VitrumScene", "VitrumIO", "CCairo", "CPango", "CVitrumSIMD", "CZlib",
      ]),
    .target(
      name: "VitrumSceneFile",
      dependencies: ["VitrumGeometry", "VitrumScene", "VitrumAnimation", "VitrumIO"]
    ),
    .target(
      name: "VitrumPlayback",
      dependencies: [
        "VitrumGeometry", "VitrumScene", "VitrumAnimation", "VitrumIO", "VitrumRender", "VitrumSceneFile",
      ]
    ),
    .target(
      name: "VitrumLab",
      dependencies: [
        "VitrumGeometry", "VitrumScene", "VitrumAnimation", "VitrumIO", "VitrumRender", "VitrumSceneFile",
      ]
    ),
    .target(
      name: "VitrumLint",
      dependencies: [
        "VitrumGeometry", "VitrumScene", "VitrumAnimation", "VitrumIO", "VitrumRender", "VitrumSceneFile",
      ]
    ),
    .executableTarget(
      name: "vitrum",
      dependencies: [
        "VitrumGeometry", "VitrumScene", "VitrumAnimation", "VitrumIO", "VitrumRender", "VitrumSceneFile",
        "VitrumPlayback", "VitrumLab", "VitrumLint",
      ]
    ),
    // The C interface's header as a module, so the shim's exports share its types.
    .systemLibrary(name: "CVitrumAPI", pkgConfig: "cairo"),
    .target(
      name: "VitrumC",
      dependencies: [
        "CVitrumAPI", "VitrumGeometry", "VitrumScene", "VitrumAnimation", "VitrumRender", "VitrumSceneFile",
        "VitrumPlayback",
      ]
    ),
    // The benchmarks of Vitrum's parts (Tools/bench-*); not a product.
    .executableTarget(
      name: "vitrum-bench",
      dependencies: [
        "VitrumGeometry", "VitrumScene", "VitrumAnimation", "VitrumRender", "VitrumSceneFile", "VitrumPlayback",
        "VitrumLab",
      ]
    ),
    .testTarget(name: "VitrumGeometryTests", dependencies: ["VitrumGeometry"]),
    .testTarget(name: "VitrumSceneTests", dependencies: ["VitrumScene"]),
    .testTarget(name: "VitrumAnimationTests", dependencies: ["VitrumAnimation"]),
    .testTarget(
      name: "VitrumRenderTests",
      dependencies: ["VitrumAnimation", "VitrumRender", "VitrumSceneFile"],
      exclude: ["References", "Snapshots"]
    ),
    .testTarget(
      name: "VitrumSceneFileTests",
      dependencies: [
        "VitrumGeometry", "VitrumScene", "VitrumAnimation", "VitrumIO", "VitrumRender", "VitrumSceneFile",
        // The lint JSON's schema is held against the linter's output with this target's schema validator.
        "VitrumLint",
      ],
      exclude: ["Broken"]
    ),
    .testTarget(
      name: "VitrumPlaybackTests",
      dependencies: [
        "VitrumGeometry", "VitrumScene", "VitrumAnimation", "VitrumRender", "VitrumSceneFile",
        "VitrumPlayback", "VitrumLab",
      ]
    ),
    .testTarget(name: "VitrumLabTests", dependencies: ["VitrumLab"], exclude: ["RendererFindings"]),
    .testTarget(
      name: "VitrumLintTests",
      dependencies: [
        "VitrumGeometry", "VitrumScene", "VitrumAnimation", "VitrumRender", "VitrumSceneFile", "VitrumLint",
      ],
      exclude: ["Scenes"]
    ),
    .testTarget(name: "vitrumTests", dependencies: ["vitrum", "VitrumRender"]),
    // What a host embedding Vitrum relies on: rendering into its buffers and Cairo contexts, damage
    // rectangles, hit testing against the renderer, pointer input, and the embedding page's Swift example.
    .testTarget(
      name: "EmbeddingTests",
      dependencies: [
        "CCairo", "VitrumGeometry", "VitrumScene", "VitrumAnimation", "VitrumRender", "VitrumSceneFile",
        "VitrumPlayback", "VitrumLab",
      ]
    ),
  ]
)
