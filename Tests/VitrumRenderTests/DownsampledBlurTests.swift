import Foundation
import Testing

@testable import VitrumRender

/// The blur by downsampling against the exact Gaussian (`GaussianReference`) of the same σ, sampled at
/// every device pixel through `DownsampledBackdrop`, on three textures.
///
/// Measured (release build, `vitrum-bench blur --errors`, `ERRORS=1 Tools/bench-blur`),
/// levels of 255, worst of the three textures, at the reduction the plan picks:
///
/// | σ px | reduction | mean Δ | max Δ |
/// | ---: | ---: | ---: | ---: |
/// | 0.5 | 1 | 0.69 | 3.2 |
/// | 1 | 1 | 0.50 | 2.4 |
/// | 2 | 1 | 0.64 | 3.1 |
/// | 3 | 1 | 0.87 | 3.9 |
/// | 4 | 1 | 1.30 | 4.7 |
/// | 6 | 2 | 1.06 | 4.7 |
/// | 8 | 2 | 0.68 | 3.6 |
/// | 12 | 4 | 0.43 | 4.6 |
/// | 16 | 4 | 0.44 | 4.5 |
/// | 24 | 8 | 0.47 | 4.1 |
/// | 32 | 8 | 0.51 | 3.7 |
/// | 48 | 16 | 0.44 | 3.4 |
/// | 64 | 16 | 0.52 | 2.9 |
///
/// Most of it is the three box passes' shape (the same σ without reduction errs as much: σ 16 at
/// reduction 1 is 0.49 / 4.7); the reduction adds little while σ stays at 2 coarse pixels or more and
/// grows fast below (σ 24 at reduction 16, 1.5 coarse pixels: 1.72 / 6.7). Full table: Tools/PROFILE.md.
@Suite struct DownsampledBlurTests {
  /// Mean and max channel error the fast blur may have against the exact Gaussian: the measured worst
  /// (1.30 and 4.8) with a margin. Five levels at a hard edge is below what the eye separates in a blur.
  static let meanTolerance = 1.5
  static let maxTolerance = 5.5

  static func expectClose(
    _ image: BlurTestImage, sigma: Double, factor: Int? = nil, region: PixelRect? = nil,
    _ label: String = ""
  ) {
    let e = image.error(sigma: sigma, factor: factor, region: region)
    #expect(
      e.mean <= meanTolerance && e.max <= maxTolerance,
      "σ \(sigma), reduction \(e.f) \(label): mean \(e.mean), max \(e.max)")
  }

  @Test(arguments: [0.5, 1, 2, 3, 4, 6, 8, 12, 16, 24, 32, 48, 64])
  func matchesTheExactGaussian(sigma: Double) {
    let (w, h) = BlurTestImage.side(sigma)
    for texture in BlurTestImage.Texture.allCases {
      Self.expectClose(BlurTestImage(texture, width: w, height: h), sigma: sigma, "\(texture)")
    }
  }

  /// Every reduction that leaves σ at two coarse pixels or more stays within the same tolerance.
  @Test(arguments: [(8.0, [1, 2, 4]), (24.0, [1, 2, 4, 8]), (64.0, [4, 8, 16])] as [(Double, [Int])])
  func everyReductionMatches(sigma: Double, factors: [Int]) {
    let (w, h) = BlurTestImage.side(sigma)
    for texture in BlurTestImage.Texture.allCases {
      let image = BlurTestImage(texture, width: w, height: h, seed: 7)
      for f in factors { Self.expectClose(image, sigma: sigma, factor: f, "\(texture)") }
    }
  }

  /// A blur as wide as the region or wider: reflected edges keep the mean, and an axis whose σ reaches
  /// its length is the mean outright — both still match the exact reflected Gaussian.
  @Test(arguments: [20.0, 40, 64, 200])
  func blursWiderThanTheRegionMatch(sigma: Double) {
    for texture in BlurTestImage.Texture.allCases {
      Self.expectClose(BlurTestImage(texture, width: 64, height: 48, seed: 3), sigma: sigma, "\(texture)")
    }
  }

  /// Regions cut by the surface's edge: the blocks there are partial (the surface is not a multiple of
  /// the reduction), and the region asked for reaches outside the surface.
  @Test(arguments: [
    PixelRect(x: -20, y: -10, width: 60, height: 50), PixelRect(x: 70, y: 40, width: 80, height: 80),
    PixelRect(x: 0, y: 0, width: 101, height: 71), PixelRect(x: 33, y: -5, width: 17, height: 90),
  ])
  func regionsAtTheSurfaceEdgeMatch(region: PixelRect) {
    let image = BlurTestImage(.photo, width: 101, height: 71, seed: 5)
    for sigma in [2.0, 7, 13, 30] { Self.expectClose(image, sigma: sigma, region: region, "\(region)") }
  }

  /// Width or height 1: one pixel per line is its own mean; the other axis still blurs.
  @Test func regionsOfOnePixelAcross() {
    let image = BlurTestImage(.stripes, width: 96, height: 64, seed: 2)
    for region in [
      PixelRect(x: 40, y: 3, width: 1, height: 50), PixelRect(x: 2, y: 30, width: 90, height: 1),
      PixelRect(x: 50, y: 20, width: 1, height: 1),
    ] {
      for sigma in [0.0, 0.7, 3, 10, 1e6] {
        let plan = DownsampledBlur(region: region, sigma: sigma, bounds: image.bounds)
        #expect(plan.source.contains(region.x, region.y))
        Self.expectClose(image, sigma: sigma, region: region, "\(region)")
      }
    }
  }
}
