// swift-tools-version:6.0
// An application's package that depends on Vitrum as any outside package does, by path here. A package
// depending on it by URL writes `.package(url: "<the repository's URL>", branch: "main")` and names the
// package by the URL's last component (`package: "vitrum"` for …/vitrum.git); see docs/embedding.md.
import PackageDescription

let package = Package(
  name: "VitrumHost",
  dependencies: [
    // `name:` fixes the package name the products below refer to, whatever the checkout's folder is called.
    .package(name: "Vitrum", path: "../..")
  ],
  targets: [
    .target(
      name: "VitrumHost",
      dependencies: [
        .product(name: "VitrumGeometry", package: "Vitrum"),
        .product(name: "VitrumRender", package: "Vitrum"),
        .product(name: "VitrumPlayback", package: "Vitrum"),
        .product(name: "VitrumSceneFile", package: "Vitrum"),
      ]
    ),
    .testTarget(name: "VitrumHostTests", dependencies: ["VitrumHost"]),
  ]
)
