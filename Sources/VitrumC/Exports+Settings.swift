import CVitrumAPI
import VitrumRender
import VitrumScene

@c(vitrum_scene_set_color_scheme)
public func vitrumSceneSetColorScheme(_ scene: OpaquePointer?, _ scheme: vitrum_color_scheme) -> vitrum_status
{
  let function = "vitrum_scene_set_color_scheme"
  return call(function) { () throws(CallError) in
    let embedded = try HandleTable.scene(scene, function)
    switch scheme {
    case VITRUM_COLOR_SCHEME_LIGHT: embedded.scene.environment.colorScheme = .light
    case VITRUM_COLOR_SCHEME_DARK: embedded.scene.environment.colorScheme = .dark
    default: throw .argument(function, "\(scheme.rawValue) is not a vitrum_color_scheme")
    }
  }
}

@c(vitrum_scene_set_layout_direction)
public func vitrumSceneSetLayoutDirection(_ scene: OpaquePointer?, _ direction: vitrum_layout_direction)
  -> vitrum_status
{
  let function = "vitrum_scene_set_layout_direction"
  return call(function) { () throws(CallError) in
    let embedded = try HandleTable.scene(scene, function)
    switch direction {
    case VITRUM_LAYOUT_LEFT_TO_RIGHT: embedded.scene.environment.layoutDirection = .leftToRight
    case VITRUM_LAYOUT_RIGHT_TO_LEFT: embedded.scene.environment.layoutDirection = .rightToLeft
    default: throw .argument(function, "\(direction.rawValue) is not a vitrum_layout_direction")
    }
  }
}

@c(vitrum_scene_set_setting)
public func vitrumSceneSetSetting(_ scene: OpaquePointer?, _ setting: vitrum_setting, _ enabled: Int32)
  -> vitrum_status
{
  let function = "vitrum_scene_set_setting"
  return call(function) { () throws(CallError) in
    let embedded = try HandleTable.scene(scene, function)
    let on = enabled != 0
    switch setting {
    case VITRUM_SETTING_REDUCE_MOTION: embedded.scene.environment.reduceMotion = on
    case VITRUM_SETTING_REDUCE_TRANSPARENCY: embedded.scene.environment.reduceTransparency = on
    case VITRUM_SETTING_INCREASE_CONTRAST: embedded.scene.environment.increaseContrast = on
    default: throw .argument(function, "\(setting.rawValue) is not a vitrum_setting")
    }
  }
}

@c(vitrum_scene_set_scale)
public func vitrumSceneSetScale(_ scene: OpaquePointer?, _ scale: Double) -> vitrum_status {
  let function = "vitrum_scene_set_scale"
  return call(function) { () throws(CallError) in
    let embedded = try HandleTable.scene(scene, function)
    guard scale.isFinite, (0.25...8).contains(scale) else {
      throw .argument(function, "the scale must be a number from 0.25 to 8, found \(scale)")
    }
    embedded.renderer.options.scale = scale
  }
}

@c(vitrum_scene_get_scale)
public func vitrumSceneGetScale(_ scene: OpaquePointer?, _ scale: UnsafeMutablePointer<Double>?)
  -> vitrum_status
{
  let function = "vitrum_scene_get_scale"
  return call(function) { () throws(CallError) in
    let embedded = try HandleTable.scene(scene, function)
    try required(scale, function, "out_scale").pointee = embedded.renderer.options.scale
  }
}

@c(vitrum_scene_set_mode)
public func vitrumSceneSetMode(_ scene: OpaquePointer?, _ mode: vitrum_mode) -> vitrum_status {
  let function = "vitrum_scene_set_mode"
  return call(function) { () throws(CallError) in
    let embedded = try HandleTable.scene(scene, function)
    switch mode {
    case VITRUM_MODE_CONTAINER: embedded.renderer.options.mode = .container
    case VITRUM_MODE_PER_NODE: embedded.renderer.options.mode = .perNode
    default: throw .argument(function, "\(mode.rawValue) is not a vitrum_mode")
    }
  }
}

@c(vitrum_scene_set_threads)
public func vitrumSceneSetThreads(_ scene: OpaquePointer?, _ threads: Int32) -> vitrum_status {
  let function = "vitrum_scene_set_threads"
  return call(function) { () throws(CallError) in
    let embedded = try HandleTable.scene(scene, function)
    guard (1...256).contains(threads) else {
      throw .argument(function, "threads must be 1 to 256, found \(threads)")
    }
    embedded.renderer.options.threads = Int(threads)
  }
}

@c(vitrum_scene_seek)
public func vitrumSceneSeek(_ scene: OpaquePointer?, _ seconds: Double) -> vitrum_status {
  let function = "vitrum_scene_seek"
  return call(function) { () throws(CallError) in
    let embedded = try HandleTable.scene(scene, function)
    guard seconds.isFinite, seconds >= 0 else {
      throw .argument(function, "the time must be a finite number ≥ 0 seconds, found \(seconds)")
    }
    embedded.time = seconds
  }
}

@c(vitrum_scene_set_light)
public func vitrumSceneSetLight(_ scene: OpaquePointer?, _ angle: Double, _ intensity: Double)
  -> vitrum_status
{
  let function = "vitrum_scene_set_light"
  return call(function) { () throws(CallError) in
    let embedded = try HandleTable.scene(scene, function)
    // The scene file's ranges (format.md, `environment.light`).
    guard angle.isFinite, (-36000...36000).contains(angle) else {
      throw .argument(function, "the angle must be a number of degrees from -36000 to 36000, found \(angle)")
    }
    guard intensity.isFinite, (0...4).contains(intensity) else {
      throw .argument(function, "the intensity must be a number from 0 to 4, found \(intensity)")
    }
    // Through the player: the light is the model of the timeline's `light` channel, kept where no event
    // of the timeline changes it.
    embedded.player.changeNodes([embedded.scene.root]) {
      embedded.scene.environment.light = SceneLight(angle: angle, intensity: intensity)
    }
  }
}

@c(vitrum_scene_get_light)
public func vitrumSceneGetLight(
  _ scene: OpaquePointer?, _ angle: UnsafeMutablePointer<Double>?, _ intensity: UnsafeMutablePointer<Double>?
) -> vitrum_status {
  let function = "vitrum_scene_get_light"
  return call(function) { () throws(CallError) in
    let embedded = try HandleTable.scene(scene, function)
    let angle = try required(angle, function, "out_angle")
    let intensity = try required(intensity, function, "out_intensity")
    embedded.present()
    angle.pointee = embedded.scene.environment.light.angle
    intensity.pointee = embedded.scene.environment.light.intensity
  }
}
