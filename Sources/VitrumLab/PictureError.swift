/// Why a chart or picture could not be made (Cairo refused the surface or the PNG encoding failed).
public struct PictureError: Error, CustomStringConvertible, Sendable {
  public var description: String
}
