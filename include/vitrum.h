/*
 * vitrum.h: the C interface to Vitrum, a liquid-glass rendering engine.
 *
 * A thin layer over Vitrum's Swift libraries (VitrumPlayback's Player, VitrumRender's CairoRenderer,
 * VitrumSceneFile): it loads a scene file, seeks its timeline, renders frames into a buffer the caller
 * owns or onto a cairo_t, reports which pixels changed, hit-tests, and turns pointer presses into presses
 * of interactive glass. Link with `pkg-config --cflags --libs vitrum`.
 *
 * ERRORS. Every function that can fail returns a vitrum_status: VITRUM_OK (0) or an error code. No call
 * aborts the process on bad input (a null or freed handle, a null pointer, NaN, a wrong stride, a buffer
 * too small, invalid JSON, an unknown node id): it returns a code, and vitrum_last_error() gives the
 * message, with the file, line, column and document path for an invalid scene. Out-parameters are set only
 * on success.
 *
 * OWNERSHIP.
 *   - vitrum_scene handles are created by vitrum_scene_load_file / vitrum_scene_load_json and freed by
 *     vitrum_scene_free, once. Vitrum keeps a table of live handles: a call with a handle that was freed
 *     (or never created) returns VITRUM_ERROR_INVALID_HANDLE instead of touching freed memory, unless a
 *     later load happened to reuse the address.
 *   - Strings Vitrum returns (node ids, messages, version) are owned by Vitrum; never free them.
 *     A node id stays valid until its scene is freed; vitrum_last_error()'s text until the next call
 *     that fails on the same thread.
 *   - Buffers passed to vitrum_scene_render belong to the caller. Vitrum writes into them only during that
 *     call and keeps no pointer it reads later, except to tell whether the next render goes into the same
 *     buffer (see vitrum_scene_render).
 *   - The frame a vitrum_frame_callback receives (pixels, damage rectangles) is valid only during the
 *     callback.
 *
 * THREADS. Calls on different scene handles may run at the same time on different threads. Calls on one
 * handle must not overlap: use a handle from one thread at a time (it may move between threads). A render
 * uses up to the handle's thread count of cores internally and returns when they are done. The last error
 * is kept per thread.
 *
 * COORDINATES. Scene coordinates are points, the unit of the scene file; a frame at scale s has
 * ceil(width * s) x ceil(height * s) device pixels. Hit testing and pointer input take points: divide a
 * window's pixel position by the scale.
 *
 * PIXELS. Frames are premultiplied ARGB32: one native-endian uint32_t per pixel, alpha in the top byte,
 * colour channels already multiplied by alpha (Cairo's CAIRO_FORMAT_ARGB32, SDL's SDL_PIXELFORMAT_ARGB8888;
 * bytes B, G, R, A in memory on little-endian machines).
 */
#ifndef VITRUM_H
#define VITRUM_H

#include <stddef.h>
#include <stdint.h>

#include <cairo.h>

#ifdef __cplusplus
extern "C" {
#endif

/** The version of this interface; incremented when a function or type changes incompatibly. */
#define VITRUM_API_VERSION 1

/** What a call returned. */
typedef enum vitrum_status {
  VITRUM_OK = 0,
  /** A null pointer, a NaN or infinite number, or a value out of range. */
  VITRUM_ERROR_INVALID_ARGUMENT = 1,
  /** A null handle, or one already freed or never created. */
  VITRUM_ERROR_INVALID_HANDLE = 2,
  /** The scene file or JSON is not a valid scene (the message names line, column and path). */
  VITRUM_ERROR_INVALID_SCENE = 3,
  /** A file could not be read. */
  VITRUM_ERROR_IO = 4,
  /** No node of the scene has the id given. */
  VITRUM_ERROR_UNKNOWN_NODE = 5,
  /** The node has no such attribute (a fill on a group, say). */
  VITRUM_ERROR_NO_SUCH_ATTRIBUTE = 6,
  /** A row length shorter than a row of pixels, or not a multiple of 4 bytes; or a misaligned buffer. */
  VITRUM_ERROR_INVALID_STRIDE = 7,
  /** The buffer has fewer pixels than the frame (see vitrum_scene_get_pixel_size). */
  VITRUM_ERROR_BUFFER_TOO_SMALL = 8,
  /** The frame could not be drawn (a canvas too large, memory, an image file, a cairo_t in error). */
  VITRUM_ERROR_RENDER = 9,
  /** A frame callback returned non-zero: playback stopped early, as asked. */
  VITRUM_STOPPED = 10
} vitrum_status;

/** A loaded scene with its timeline, environment, renderer and the frame drawn last. Opaque. */
typedef struct vitrum_scene vitrum_scene;

/** A rectangle of whole device pixels: columns x .. x + width - 1, rows y .. y + height - 1. */
typedef struct vitrum_rect {
  int32_t x, y, width, height;
} vitrum_rect;

/** How containers are drawn: together (the default) or each glass shape on its own. */
typedef enum vitrum_mode { VITRUM_MODE_CONTAINER = 0, VITRUM_MODE_PER_NODE = 1 } vitrum_mode;

typedef enum vitrum_color_scheme { VITRUM_COLOR_SCHEME_LIGHT = 0, VITRUM_COLOR_SCHEME_DARK = 1 } vitrum_color_scheme;

typedef enum vitrum_layout_direction {
  VITRUM_LAYOUT_LEFT_TO_RIGHT = 0,
  VITRUM_LAYOUT_RIGHT_TO_LEFT = 1
} vitrum_layout_direction;

/** The accessibility settings of the scene's environment. */
typedef enum vitrum_setting {
  /** Decorative motion is removed or replaced by cross-fades (takes effect at the next seek). */
  VITRUM_SETTING_REDUCE_MOTION = 0,
  /** Glass becomes frosted and nearly opaque. */
  VITRUM_SETTING_REDUCE_TRANSPARENCY = 1,
  /** Glass becomes black or white with a contrasting border. */
  VITRUM_SETTING_INCREASE_CONTRAST = 2
} vitrum_setting;

/** How much of a frame was drawn. */
typedef enum vitrum_redraw {
  /** The whole frame (first frame, new buffer, full damage, or most of it changed). */
  VITRUM_REDRAW_FULL = 0,
  /** Only the damage rectangles, over the previous frame. */
  VITRUM_REDRAW_INCREMENTAL = 1,
  /** Nothing changed. */
  VITRUM_REDRAW_UNCHANGED = 2
} vitrum_redraw;

/** Flags of vitrum_scene_render and vitrum_scene_render_cairo. */
enum {
  /** Draw the whole frame, not only what changed since the previous frame in the same buffer. */
  VITRUM_RENDER_COMPLETE = 1,
  /** vitrum_scene_render_cairo: paint only the damage rectangles onto the context (its target must still
      show the previous frame); without it the whole frame is painted. */
  VITRUM_RENDER_PAINT_DAMAGE_ONLY = 2
};

/** Flags of vitrum_scene_play. */
enum {
  /** Pace frames to a monotonic clock started at the first frame (frame n shown at from + n / fps
      seconds after it), skipping frames when drawing falls behind; without it frames come as fast as
      they are drawn. */
  VITRUM_PLAY_LIVE = 1
};

/** One frame of vitrum_scene_play, valid only during the callback. */
typedef struct vitrum_frame {
  /** The frame's index at the rate: frame n shows time n / fps (live: from + n / fps). */
  int64_t index;
  /** Timeline seconds. */
  double time;
  /** Premultiplied ARGB32 pixels, `height` rows of `stride` bytes. */
  const uint8_t *pixels;
  int32_t width, height, stride;
  /** The pixels that changed since the previous frame: disjoint rectangles. */
  const vitrum_rect *damage;
  size_t damage_count;
  vitrum_redraw redraw;
} vitrum_frame;

/** Called with each frame; return 0 to go on, anything else to stop (vitrum_scene_play returns
    VITRUM_STOPPED). */
typedef int (*vitrum_frame_callback)(const vitrum_frame *frame, void *user_data);

/* ---- Library -------------------------------------------------------------------------------------- */

/** Vitrum's version, e.g. "0.1.0". */
const char *vitrum_version(void);

/** The message of the last call that failed on this thread, or "" when none has. */
const char *vitrum_last_error(void);

/** The name of a status, e.g. "VITRUM_ERROR_UNKNOWN_NODE". */
const char *vitrum_status_name(vitrum_status status);

/* ---- Loading -------------------------------------------------------------------------------------- */

/** Loads a scene file (JSON, see docs/format.md); image paths resolve from the file's folder. */
vitrum_status vitrum_scene_load_file(const char *path, vitrum_scene **out_scene);

/** Loads a scene from `length` bytes of JSON. `name` is the file name messages use (NULL: "<json>");
    image paths resolve from the working directory. */
vitrum_status vitrum_scene_load_json(const char *json, size_t length, const char *name,
                                     vitrum_scene **out_scene);

/** Frees a scene and everything it holds. A second free returns VITRUM_ERROR_INVALID_HANDLE. */
vitrum_status vitrum_scene_free(vitrum_scene *scene);

/* ---- Reading -------------------------------------------------------------------------------------- */

/** The canvas size in points. */
vitrum_status vitrum_scene_get_size(const vitrum_scene *scene, double *out_width, double *out_height);

/** Points to device pixels (see vitrum_scene_set_scale). */
vitrum_status vitrum_scene_get_scale(const vitrum_scene *scene, double *out_scale);

/** The frame size in device pixels at the scene's current scale. */
vitrum_status vitrum_scene_get_pixel_size(const vitrum_scene *scene, int32_t *out_width, int32_t *out_height);

/** The timeline's length in seconds (0 for a scene without a timeline). */
vitrum_status vitrum_scene_get_duration(const vitrum_scene *scene, double *out_seconds);

/** The number of nodes the scene file gives an id (in drawing order; see vitrum_scene_get_node_id). */
vitrum_status vitrum_scene_get_node_count(const vitrum_scene *scene, size_t *out_count);

/** The id of the index-th node (0 ≤ index < count). The string lives as long as the scene. */
vitrum_status vitrum_scene_get_node_id(const vitrum_scene *scene, size_t index, const char **out_id);

/* ---- Environment and render settings -------------------------------------------------------------- */

vitrum_status vitrum_scene_set_color_scheme(vitrum_scene *scene, vitrum_color_scheme scheme);
vitrum_status vitrum_scene_set_layout_direction(vitrum_scene *scene, vitrum_layout_direction direction);
/** Turns an accessibility setting on (non-zero) or off. */
vitrum_status vitrum_scene_set_setting(vitrum_scene *scene, vitrum_setting setting, int enabled);
/** The light glass catches its highlights from: `angle` in degrees clockwise from straight above
    (-36000 to 36000; default -45, the upper left), `intensity` 0 to 4 (default 1; 0 leaves only the
    neutral rim). A timeline that animates the light shows its own values from its first light event on. */
vitrum_status vitrum_scene_set_light(vitrum_scene *scene, double angle, double intensity);
/** The light at the time last sought. */
vitrum_status vitrum_scene_get_light(vitrum_scene *scene, double *out_angle, double *out_intensity);

/** Points to device pixels, 0.25 to 8 (default: the scene file's canvas.scale, else 2, as `vitrum render`).
    A change redraws the next frame whole. */
vitrum_status vitrum_scene_set_scale(vitrum_scene *scene, double scale);
vitrum_status vitrum_scene_set_mode(vitrum_scene *scene, vitrum_mode mode);
/** Cores the pixel kernels may use (≥ 1; default: every core). The pixels do not depend on it. */
vitrum_status vitrum_scene_set_threads(vitrum_scene *scene, int threads);

/* ---- Time ----------------------------------------------------------------------------------------- */

/** Shows the timeline at `seconds` (finite, ≥ 0; past the end the scene rests at its last state). Seeking
    is pure: the state depends on the time alone. The next render draws it. */
vitrum_status vitrum_scene_seek(vitrum_scene *scene, double seconds);

/* ---- Rendering ------------------------------------------------------------------------------------ */

/**
 * Draws the scene as it stands (at the last seek) into the caller's buffer: `height` rows of `width`
 * premultiplied ARGB32 pixels, each row `stride` bytes after the one above (a multiple of 4, at least
 * width * 4). The buffer must be at least the frame's pixel size (vitrum_scene_get_pixel_size); the frame
 * goes into its top-left corner and the rest is left alone.
 *
 * Vitrum redraws only what changed since the frame it drew last into this same buffer (same address,
 * stride and frame size, same scale and mode), trusting that the buffer still holds that frame; any other
 * buffer, or VITRUM_RENDER_COMPLETE, gets the whole frame. Either way the pixels equal a complete frame's,
 * byte for byte (and `vitrum render` of the same instant). Afterwards vitrum_scene_get_damage says which
 * pixels changed: a host that shows the buffer copies only those.
 */
vitrum_status vitrum_scene_render(vitrum_scene *scene, uint8_t *pixels, int32_t width, int32_t height,
                                  int32_t stride, unsigned flags);

/**
 * Draws the scene as it stands into Vitrum's own surface (over its previous frame there) and paints it
 * onto `cr`: one frame pixel per user-space unit from the user-space origin, under the context's
 * transform and clip, replacing what is there (CAIRO_OPERATOR_SOURCE). With VITRUM_RENDER_PAINT_DAMAGE_ONLY
 * only the damage rectangles are painted. The context's state is restored afterwards.
 */
vitrum_status vitrum_scene_render_cairo(vitrum_scene *scene, cairo_t *cr, unsigned flags);

/**
 * The pixels the last render changed, as disjoint rectangles in device pixels: the whole frame for a full
 * redraw, exactly the redrawn region for an incremental one, none when nothing changed. Writes up to
 * `capacity` rectangles to `rects` (which may be NULL when capacity is 0) and the total to `*out_count`.
 * `*out_redraw` (may be NULL) says how the frame was drawn.
 */
vitrum_status vitrum_scene_get_damage(const vitrum_scene *scene, vitrum_rect *rects, size_t capacity,
                                      size_t *out_count, vitrum_redraw *out_redraw);

/**
 * Plays the timeline at `fps` frames per second (1 to 1000) from `from` to `to` seconds (`to` < 0: the
 * end of the timeline; the end is excluded): offline, the frames whose times n / fps lie in [from, to), as
 * `vitrum play` draws them; with VITRUM_PLAY_LIVE, paced to a monotonic clock. Each frame is drawn over the
 * previous one in Vitrum's own surface and handed to `callback`. Returns VITRUM_STOPPED when the callback
 * asked to stop. The scene is left at the last frame's time (vitrum_scene_get_damage describes it).
 */
vitrum_status vitrum_scene_play(vitrum_scene *scene, int32_t fps, double from, double to, unsigned flags,
                                vitrum_frame_callback callback, void *user_data);

/* ---- Node attributes ------------------------------------------------------------------------------ */
/*
 * A change is part of the scene's model: it holds wherever the timeline does not change that attribute,
 * and shows in the next render. Where the timeline animates the attribute, its events win from the first
 * of them on.
 */

vitrum_status vitrum_node_set_translation(vitrum_scene *scene, const char *node_id, double x, double y);
vitrum_status vitrum_node_set_scale(vitrum_scene *scene, const char *node_id, double sx, double sy);
/** Degrees, clockwise on screen, about the node's anchor. */
vitrum_status vitrum_node_set_rotation(vitrum_scene *scene, const char *node_id, double degrees);
/** The point (node coordinates) that scale and rotation keep fixed. */
vitrum_status vitrum_node_set_anchor(vitrum_scene *scene, const char *node_id, double x, double y);
/** 0 to 1. */
vitrum_status vitrum_node_set_opacity(vitrum_scene *scene, const char *node_id, double opacity);
vitrum_status vitrum_node_set_hidden(vitrum_scene *scene, const char *node_id, int hidden);
/** A fill in the scene file's form, as JSON: "\"#3B82F6\"", or a gradient object; NULL removes it. */
vitrum_status vitrum_node_set_fill(vitrum_scene *scene, const char *node_id, const char *fill_json);
/** Glass in the scene file's form, as JSON: "{\"variant\": \"clear\", \"interactive\": true}"; NULL
    removes it. */
vitrum_status vitrum_node_set_glass(vitrum_scene *scene, const char *node_id, const char *glass_json);

/* ---- Hit testing and pointer input ---------------------------------------------------------------- */

/**
 * What the scene as it stands shows at a point (points): the id of the topmost node drawn there and of
 * the topmost glass shape (NULL when there is none), honouring transforms, clips, masks and hidden nodes.
 * Either output pointer may be NULL. The strings live as long as the scene.
 */
vitrum_status vitrum_scene_hit_test(vitrum_scene *scene, double x, double y, const char **out_node_id,
                                    const char **out_glass_id);

/**
 * A pointer press at a point (points) at timeline time `time` (for a live view, the seconds on its
 * clock): it goes to the topmost glass there if that glass is interactive, and becomes a press event of
 * the timeline at `time`, at that point (the highlight grows from there). `*out_node_id` (may be NULL)
 * receives the pressed node's id, or NULL when no interactive glass is there.
 */
vitrum_status vitrum_scene_press(vitrum_scene *scene, double x, double y, double time,
                                 const char **out_node_id);

/**
 * The pointer going up at a point at timeline time `time`: releases the node pressed last (a release
 * event at `time`). `*out_node_id` receives it (NULL when none was pressed) and `*out_inside` whether the
 * pointer was still over it; either may be NULL.
 */
vitrum_status vitrum_scene_release(vitrum_scene *scene, double x, double y, double time,
                                   const char **out_node_id, int *out_inside);

#ifdef __cplusplus
}
#endif

#endif /* VITRUM_H */
