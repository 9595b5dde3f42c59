extension SchemaTests {
  /// A valid version-2 document with every timeline field and every form of each timeline value: set and
  /// animate events with one change and with a transaction, keyframes, every attribute, curves by name, cubic Bézier
  /// and steps, springs by preset, perceptual and physical, reduced alternatives of each kind, transitions
  /// by name and as objects, insert, remove, press, release, counts (one animated), implicit animations,
  /// glass ids; and the version-2 nodes and fields: stacks of each axis with every field (padding as a
  /// number and per edge), a reflection with every field, wrapped text, weights beyond regular and bold,
  /// group environment overrides (the light among them), the document's light set and animated, a text
  /// change that animates.
  static let kitchenSinkV2 = #"""
    {
      "format": "vitrum-scene/2",
      "canvas": {"width": 400, "height": 300},
      "root": {
        "children": [
          {
            "type": "container", "id": "bar", "spacing": 12,
            "children": [
              {"type": "capsule", "id": "pill", "frame": [20, 20, 120, 44], "glass": "regular", "glassID": "a"},
              {"type": "circle", "id": "dot", "center": [170, 42], "radius": 20, "glass": "regular", "glassID": "b"},
              {"type": "roundedRect", "id": "card", "frame": [150, 22, 80, 40], "cornerRadius": 10, "glass": true, "glassID": "b"},
              {"type": "rect", "id": "box", "frame": [20, 100, 40, 40], "glass": "clear", "glassID": "c"},
              {"type": "ellipse", "id": "oval", "frame": [80, 100, 60, 30], "fill": "#FFF", "glassID": "d"},
              {"type": "path", "id": "tri", "d": "M0 0 L10 0 L5 8 Z", "glassID": "e"}
            ]
          },
          {"type": "text", "id": "clock", "text": "00:10", "font": {"size": 20}, "origin": [20, 250], "glassID": "f"},
          {"type": "group", "id": "panel", "children": [{"type": "rect", "frame": [0, 0, 10, 10], "fill": "#000"}]},
          {
            "type": "group", "id": "column", "layoutDirection": "rightToLeft",
            "colorScheme": "dark", "reduceTransparency": true, "increaseContrast": false, "light": {"angle": 90},
            "stack": {
              "axis": "vertical", "spacing": 8, "horizontalAlignment": "leading", "verticalAlignment": "bottom",
              "padding": {"top": 4, "leading": 6, "bottom": 2, "trailing": 1}, "width": 200, "height": 160
            },
            "children": [
              {
                "type": "group", "id": "digits", "layoutDirection": "leftToRight",
                "stack": {"axis": "horizontal", "padding": 3, "horizontalAlignment": "trailing", "verticalAlignment": "center"},
                "children": [
                  {"type": "text", "id": "count", "text": "05:00", "font": {"size": 40, "weight": "heavy"}, "origin": [0, 0], "spacing": "timerDigits", "glass": "regular"}
                ]
              },
              {"type": "reflection", "id": "echo", "source": "digits", "startOpacity": 0.3, "fadeEnd": 0.5, "offset": 6, "accessibilityHidden": true},
              {"type": "group", "id": "overlay", "stack": {"axis": "overlay", "horizontalAlignment": "center", "verticalAlignment": "top"}, "children": [
                {"type": "text", "id": "note", "text": "a paragraph that wraps", "font": {"size": 12, "weight": "light"}, "origin": [0, 0], "wrapWidth": 80, "fill": "#FFF"}
              ]}
            ]
          }
        ]
      },
      "timeline": {
        "duration": 10,
        "implicit": [
          {"node": "pill", "attribute": "opacity", "animation": {"curve": "linear", "duration": 0.3}},
          {"node": "panel", "attribute": "scale", "animation": {"spring": "smooth"}}
        ],
        "events": [
          {"at": 0, "remove": "card", "transition": "identity"},
          {"at": 0.5, "set": {"node": "pill", "opacity": 0.5, "translate": [4, 0], "hidden": false}},
          {
            "at": 1,
            "set": [
              {"node": "panel", "scale": 0.9, "rotate": 5, "anchor": [5, 5]},
              {"node": "clock", "text": "hello", "fill": "#FFCC00"}
            ]
          },
          {
            "at": 1.5,
            "animate": {"node": "dot", "scale": [1.2, 0.8], "glass": {"variant": "clear", "tint": "#3B82F6"}},
            "animation": {
              "curve": "easeOut", "duration": 0.4, "delay": 0.1, "repeat": 2, "autoreverse": true, "speed": 1.5,
              "importance": "decorative", "reduced": "crossFade"
            }
          },
          {
            "at": 2,
            "animate": {"node": "pill", "shape": {"type": "roundedRect", "frame": [20, 20, 140, 44], "cornerRadius": 12}},
            "animation": {"spring": {"duration": 0.6, "bounce": 0.2}, "delay": 0, "importance": "essential", "reduced": "instant"}
          },
          {
            "at": 2.5,
            "animate": {"node": "bar", "spacing": 20},
            "animation": {"spring": {"mass": 1, "stiffness": 200, "damping": 20}, "reduced": {"curve": "linear", "duration": 0.2}}
          },
          {
            "at": 3,
            "animate": {"node": "box", "pressed": true, "glass": false},
            "animation": {"curve": {"cubicBezier": [0.25, 0.1, 0.25, 1]}, "duration": 0.5, "reduced": {"spring": "bouncy"}}
          },
          {
            "at": 3.5,
            "animate": {"node": "oval", "fill": {"linear": {"start": [0, 0], "end": [0, 30], "stops": [[0, "#000"], [1, "#FFF"]]}}},
            "animation": {"curve": {"steps": 4, "position": "jump-both"}, "duration": 1}
          },
          {
            "at": 3.6,
            "keyframes": {"node": "panel", "translate": [
              {"offset": 0.4, "value": [0, -30], "curve": "easeOut"},
              {"offset": 1, "value": [0, 0], "curve": {"cubicBezier": [0.5, 0, 1, 0.5]}}
            ]},
            "animation": {"duration": 0.3, "delay": 0.1, "repeat": 2, "autoreverse": true, "speed": 2, "importance": "essential", "reduced": "instant"}
          },
          {
            "at": 3.7,
            "keyframes": {"node": "dot", "glass": [{"offset": 0, "value": "regular"}, {"offset": 1, "value": {"variant": "clear"}}]},
            "animation": {"duration": 0.2}
          },
          {"at": 4, "insert": "card", "transition": {"opacity": true, "scale": 0.95, "move": "top", "glass": "materialize"}, "animation": {"spring": "snappy"}},
          {"at": 4, "remove": "dot", "transition": "opacity", "animation": {"curve": "easeInOut", "duration": 0.5}},
          {"at": 5, "insert": "dot", "transition": "materialize"},
          {"at": 6, "remove": "panel", "transition": {"opacity": true}},
          {"at": 6.5, "press": "pill", "location": [4, 6]},
          {"at": 6.6, "set": {"light": {"intensity": 0}}},
          {"at": 6.7, "animate": [{"light": {"angle": 45, "intensity": 2}}, {"node": "box", "opacity": 0.5}], "animation": {"curve": "easeInOut", "duration": 1}},
          {"at": 7, "release": "pill"},
          {"at": 0, "every": 1, "times": 2, "count": {"node": "clock", "from": 10, "step": -1, "format": "mm:ss"}},
          {"at": 0.5, "every": 0.5, "times": 3, "count": {"node": "clock", "from": 3, "format": "integer"}},
          {"at": 0, "every": 1, "times": 2, "count": {"node": "count", "from": 300, "step": -1, "format": "mm:ss"}, "animation": {"curve": "easeInOut", "duration": 0.15}},
          {"at": 8, "animate": {"node": "note", "text": "another paragraph"}, "animation": {"curve": "easeInOut", "duration": 0.3}}
        ]
      }
    }
    """#
}
