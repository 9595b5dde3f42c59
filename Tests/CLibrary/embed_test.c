/*
 * Tests of the C library through its header alone, as a C program links it:
 *   embed_test frames SCENE OUTDIR SCALE TIME...   renders each time into one buffer of its own (rows
 *       padded), drawing only what changed, and writes OUTDIR/frame-K.png for comparison with
 *       `vitrum render`; checks on the way that each frame equals a complete one, that the damage
 *       rectangles are disjoint and inside the frame, and that a screen updated only inside them shows
 *       the frame.
 *   embed_test errors SCENE    every kind of bad input gets its status and a message, never a crash.
 *   embed_test input SCENE     hit testing and presses on Scenes/hud-controls.json.
 *   embed_test threads SCENE   two scenes rendered at once on two threads give the pixels one does.
 *   embed_test play SCENE      playback through the callback, stopping early, and painting onto a cairo_t.
 * Exits 0 when every check holds, 1 otherwise (each failure printed).
 */
#include <vitrum.h>

#include <math.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int failures = 0;

#define CHECK(condition, ...)                                                  \
  do {                                                                         \
    if (!(condition)) {                                                        \
      failures++;                                                              \
      fprintf(stderr, "FAIL %s:%d: ", __FILE__, __LINE__);                     \
      fprintf(stderr, __VA_ARGS__);                                            \
      fprintf(stderr, "\n");                                                   \
    }                                                                          \
  } while (0)

/* A call expected to fail with `expected`, leaving a message. */
static void expect_status(vitrum_status got, vitrum_status expected, const char *what) {
  const char *message = vitrum_last_error();
  CHECK(got == expected, "%s: expected %s, got %s (%s)", what, vitrum_status_name(expected),
        vitrum_status_name(got), message);
  if (expected != VITRUM_OK) {
    CHECK(message != NULL && strlen(message) > 0, "%s: no message", what);
    printf("  %-44s %-32s %s\n", what, vitrum_status_name(got), message);
  }
}

static vitrum_scene *load(const char *path) {
  vitrum_scene *scene = NULL;
  vitrum_status status = vitrum_scene_load_file(path, &scene);
  if (status != VITRUM_OK) {
    fprintf(stderr, "FAIL loading %s: %s: %s\n", path, vitrum_status_name(status), vitrum_last_error());
    exit(1);
  }
  return scene;
}

/* A buffer of the frame's size with rows padded past the pixels, so the stride is exercised. */
typedef struct {
  uint8_t *pixels;
  int32_t width, height, stride;
} buffer;

static buffer make_buffer(vitrum_scene *scene) {
  buffer b;
  CHECK(vitrum_scene_get_pixel_size(scene, &b.width, &b.height) == VITRUM_OK, "pixel size");
  b.stride = b.width * 4 + 64;
  b.pixels = calloc((size_t)b.stride * (size_t)b.height, 1);
  if (!b.pixels) exit(1);
  return b;
}

static int same_pixels(const buffer *a, const buffer *b) {
  for (int32_t y = 0; y < a->height; y++) {
    if (memcmp(a->pixels + (size_t)y * a->stride, b->pixels + (size_t)y * b->stride, (size_t)a->width * 4))
      return 0;
  }
  return 1;
}

static void write_png(const buffer *b, const char *path) {
  cairo_surface_t *surface =
      cairo_image_surface_create_for_data(b->pixels, CAIRO_FORMAT_ARGB32, b->width, b->height, b->stride);
  CHECK(cairo_surface_write_to_png(surface, path) == CAIRO_STATUS_SUCCESS, "writing %s", path);
  cairo_surface_destroy(surface);
}

static int frames(int argc, char **argv) {
  if (argc < 6) return 2;
  vitrum_scene *scene = load(argv[2]);
  /* A second handle draws each frame whole, into a buffer of its own. */
  vitrum_scene *reference = load(argv[2]);
  CHECK(vitrum_scene_set_scale(scene, atof(argv[4])) == VITRUM_OK, "scale");
  CHECK(vitrum_scene_set_scale(reference, atof(argv[4])) == VITRUM_OK, "scale");
  buffer frame = make_buffer(scene), screen = make_buffer(scene), complete = make_buffer(scene);
  size_t capacity = 4096;
  vitrum_rect *rects = malloc(capacity * sizeof *rects);
  for (int k = 5; k < argc; k++) {
    double t = atof(argv[k]);
    CHECK(vitrum_scene_seek(scene, t) == VITRUM_OK, "seek %g", t);
    vitrum_status status = vitrum_scene_render(scene, frame.pixels, frame.width, frame.height, frame.stride, 0);
    CHECK(status == VITRUM_OK, "render %s at %g: %s", argv[2], t, vitrum_last_error());
    size_t count = 0;
    vitrum_redraw redraw;
    CHECK(vitrum_scene_get_damage(scene, rects, capacity, &count, &redraw) == VITRUM_OK, "damage");
    CHECK(count <= capacity, "%zu damage rectangles", count);
    if (k == 5) CHECK(redraw == VITRUM_REDRAW_FULL, "the first frame is drawn whole");
    /* The screen takes only the damage; it must then show the frame. */
    long area = 0;
    for (size_t i = 0; i < count && i < capacity; i++) {
      vitrum_rect r = rects[i];
      CHECK(r.x >= 0 && r.y >= 0 && r.width > 0 && r.height > 0 && r.x + r.width <= frame.width &&
                r.y + r.height <= frame.height,
            "damage rectangle %d,%d %dx%d outside the frame", r.x, r.y, r.width, r.height);
      for (size_t j = 0; j < i; j++) {
        vitrum_rect o = rects[j];
        int apart = r.x + r.width <= o.x || o.x + o.width <= r.x || r.y + r.height <= o.y || o.y + o.height <= r.y;
        CHECK(apart, "damage rectangles %zu and %zu overlap", i, j);
      }
      area += (long)r.width * r.height;
      for (int32_t y = r.y; y < r.y + r.height; y++) {
        memcpy(screen.pixels + (size_t)y * screen.stride + (size_t)r.x * 4,
               frame.pixels + (size_t)y * frame.stride + (size_t)r.x * 4, (size_t)r.width * 4);
      }
    }
    if (redraw == VITRUM_REDRAW_UNCHANGED) CHECK(count == 0, "an unchanged frame has no damage");
    CHECK(same_pixels(&screen, &frame), "%s at %g: the screen updated inside the damage differs from the frame",
          argv[2], t);
    CHECK(vitrum_scene_seek(reference, t) == VITRUM_OK, "seek %g", t);
    status = vitrum_scene_render(reference, complete.pixels, complete.width, complete.height, complete.stride,
                                 VITRUM_RENDER_COMPLETE);
    CHECK(status == VITRUM_OK, "complete render: %s", vitrum_last_error());
    CHECK(same_pixels(&complete, &frame), "%s at %g: the frame drawn over the previous one differs from a complete one",
          argv[2], t);
    char path[4096];
    snprintf(path, sizeof path, "%s/frame-%d.png", argv[3], k - 5);
    write_png(&frame, path);
    printf("%s t=%g: %s, %zu rectangles, %ld px\n", argv[2], t,
           redraw == VITRUM_REDRAW_FULL ? "full" : redraw == VITRUM_REDRAW_INCREMENTAL ? "incremental" : "unchanged",
           count, area);
  }
  free(rects);
  free(frame.pixels);
  free(screen.pixels);
  free(complete.pixels);
  CHECK(vitrum_scene_free(scene) == VITRUM_OK, "free");
  CHECK(vitrum_scene_free(reference) == VITRUM_OK, "free");
  return 0;
}

static int errors(int argc, char **argv) {
  if (argc < 3) return 2;
  vitrum_scene *scene = load(argv[2]);
  buffer b = make_buffer(scene);
  printf("bad input, status and message:\n");

  expect_status(vitrum_scene_render(NULL, b.pixels, b.width, b.height, b.stride, 0), VITRUM_ERROR_INVALID_HANDLE,
                "render with a NULL handle");
  expect_status(vitrum_scene_seek(NULL, 1), VITRUM_ERROR_INVALID_HANDLE, "seek with a NULL handle");
  expect_status(vitrum_scene_free(NULL), VITRUM_ERROR_INVALID_HANDLE, "free a NULL handle");
  int not_a_scene = 0;
  expect_status(vitrum_scene_seek((vitrum_scene *)&not_a_scene, 1), VITRUM_ERROR_INVALID_HANDLE,
                "seek with a made-up handle");
  expect_status(vitrum_scene_render(scene, b.pixels, b.width, b.height, b.width * 4 - 4, 0),
                VITRUM_ERROR_INVALID_STRIDE, "render with a stride shorter than a row");
  expect_status(vitrum_scene_render(scene, b.pixels, b.width, b.height, b.width * 4 + 2, 0),
                VITRUM_ERROR_INVALID_STRIDE, "render with a stride not a multiple of 4");
  expect_status(vitrum_scene_render(scene, b.pixels + 1, b.width, b.height, b.stride, 0), VITRUM_ERROR_INVALID_STRIDE,
                "render into a misaligned buffer");
  expect_status(vitrum_scene_render(scene, b.pixels, b.width - 1, b.height, b.stride, 0),
                VITRUM_ERROR_BUFFER_TOO_SMALL, "render into a buffer one column short");
  expect_status(vitrum_scene_render(scene, b.pixels, b.width, b.height / 2, b.stride, 0),
                VITRUM_ERROR_BUFFER_TOO_SMALL, "render into a buffer half as tall");
  expect_status(vitrum_scene_render(scene, b.pixels, 0, 0, 0, 0), VITRUM_ERROR_BUFFER_TOO_SMALL,
                "render into an empty buffer");
  expect_status(vitrum_scene_render(scene, NULL, b.width, b.height, b.stride, 0), VITRUM_ERROR_INVALID_ARGUMENT,
                "render into NULL pixels");
  expect_status(vitrum_scene_seek(scene, NAN), VITRUM_ERROR_INVALID_ARGUMENT, "seek to NaN");
  expect_status(vitrum_scene_seek(scene, INFINITY), VITRUM_ERROR_INVALID_ARGUMENT, "seek to infinity");
  expect_status(vitrum_scene_seek(scene, -1), VITRUM_ERROR_INVALID_ARGUMENT, "seek to -1 s");
  expect_status(vitrum_scene_press(scene, 10, 10, NAN, NULL), VITRUM_ERROR_INVALID_ARGUMENT, "press at time NaN");
  expect_status(vitrum_scene_hit_test(scene, NAN, 0, NULL, NULL), VITRUM_ERROR_INVALID_ARGUMENT, "hit test at NaN");
  expect_status(vitrum_scene_set_scale(scene, 0), VITRUM_ERROR_INVALID_ARGUMENT, "scale 0");
  expect_status(vitrum_scene_set_scale(scene, NAN), VITRUM_ERROR_INVALID_ARGUMENT, "scale NaN");
  expect_status(vitrum_scene_set_threads(scene, 0), VITRUM_ERROR_INVALID_ARGUMENT, "0 threads");
  expect_status(vitrum_scene_set_mode(scene, (vitrum_mode)7), VITRUM_ERROR_INVALID_ARGUMENT, "mode 7");
  expect_status(vitrum_scene_set_setting(scene, (vitrum_setting)9, 1), VITRUM_ERROR_INVALID_ARGUMENT, "setting 9");
  expect_status(vitrum_scene_set_light(scene, NAN, 1), VITRUM_ERROR_INVALID_ARGUMENT, "a light angle of NaN");
  expect_status(vitrum_scene_set_light(scene, 0, 4.5), VITRUM_ERROR_INVALID_ARGUMENT, "a light intensity of 4.5");
  expect_status(vitrum_scene_get_light(scene, NULL, NULL), VITRUM_ERROR_INVALID_ARGUMENT, "light into NULL");
  expect_status(vitrum_node_set_opacity(scene, "no-such-node", 0.5), VITRUM_ERROR_UNKNOWN_NODE, "an unknown node id");
  expect_status(vitrum_node_set_opacity(scene, NULL, 0.5), VITRUM_ERROR_INVALID_ARGUMENT, "a NULL node id");

  const char *first_id = NULL;
  CHECK(vitrum_scene_get_node_id(scene, 0, &first_id) == VITRUM_OK && first_id, "first node id");
  expect_status(vitrum_node_set_translation(scene, first_id, NAN, 0), VITRUM_ERROR_INVALID_ARGUMENT,
                "a translation of NaN");
  expect_status(vitrum_node_set_opacity(scene, first_id, 2), VITRUM_ERROR_INVALID_ARGUMENT, "opacity 2");
  expect_status(vitrum_node_set_glass(scene, "hud", "{\"variant\": \"clear\"}"), VITRUM_ERROR_NO_SUCH_ATTRIBUTE,
                "glass on a group");
  expect_status(vitrum_node_set_glass(scene, "picker", "{\"variant\": \"frosty\"}"), VITRUM_ERROR_INVALID_ARGUMENT,
                "an unknown glass variant");
  expect_status(vitrum_node_set_fill(scene, "picker", "\"#12345\""), VITRUM_ERROR_INVALID_ARGUMENT,
                "a fill that is no colour");
  expect_status(vitrum_node_set_fill(scene, "picker", "{\"stops\": [}"), VITRUM_ERROR_INVALID_ARGUMENT,
                "a fill that is no JSON");
  size_t count = 0;
  expect_status(vitrum_scene_get_node_id(scene, 100000, &first_id), VITRUM_ERROR_INVALID_ARGUMENT,
                "a node index past the end");
  expect_status(vitrum_scene_get_node_count(scene, NULL), VITRUM_ERROR_INVALID_ARGUMENT, "a NULL output");
  expect_status(vitrum_scene_get_damage(scene, NULL, 4, &count, NULL), VITRUM_ERROR_INVALID_ARGUMENT,
                "damage into NULL with a capacity");
  expect_status(vitrum_scene_play(scene, 0, 0, 1, 0, NULL, NULL), VITRUM_ERROR_INVALID_ARGUMENT,
                "play without a callback");

  const char *broken = "{\"format\": \"vitrum-scene/1\", \"canvas\": {\"width\": 100, \"height\": 80},\n"
                       "  \"root\": {\"children\": [{\"type\": \"rect\", \"frame\": [0, 0, 10]}]}}";
  vitrum_scene *other = NULL;
  expect_status(vitrum_scene_load_json(broken, strlen(broken), "broken.json", &other), VITRUM_ERROR_INVALID_SCENE,
                "a frame with three numbers");
  CHECK(strstr(vitrum_last_error(), "broken.json:2:") != NULL, "the message names file and line: %s",
        vitrum_last_error());
  CHECK(other == NULL, "no scene made from invalid JSON");
  const char *not_json = "{\"format\": \"vitrum-scene/1\", \"canvas\": ";
  expect_status(vitrum_scene_load_json(not_json, strlen(not_json), NULL, &other), VITRUM_ERROR_INVALID_SCENE,
                "JSON cut short");
  expect_status(vitrum_scene_load_json(NULL, 0, NULL, &other), VITRUM_ERROR_INVALID_ARGUMENT, "NULL JSON");
  expect_status(vitrum_scene_load_file("/nonexistent/scene.json", &other), VITRUM_ERROR_IO, "a missing file");

  /* The failures changed nothing: the scene still renders. */
  expect_status(vitrum_scene_render(scene, b.pixels, b.width, b.height, b.stride, 0), VITRUM_OK, "render after them");
  expect_status(vitrum_scene_free(scene), VITRUM_OK, "free");
  expect_status(vitrum_scene_free(scene), VITRUM_ERROR_INVALID_HANDLE, "free twice");
  expect_status(vitrum_scene_render(scene, b.pixels, b.width, b.height, b.stride, 0), VITRUM_ERROR_INVALID_HANDLE,
                "render after free");
  expect_status(vitrum_scene_seek(scene, 0), VITRUM_ERROR_INVALID_HANDLE, "seek after free");
  free(b.pixels);
  return 0;
}

static int input(int argc, char **argv) {
  if (argc < 3) return 2;
  vitrum_scene *scene = load(argv[2]);
  const char *node = NULL, *glass = NULL;
  /* The start/pause button: a green interactive glass circle at (230, 190) under a pause icon of two bars
     (x from -9 to -3 and from 3 to 9 about its centre). */
  CHECK(vitrum_scene_hit_test(scene, 236, 190, &node, &glass) == VITRUM_OK, "hit test");
  CHECK(glass && strcmp(glass, "start-pause-glass") == 0, "glass at the button: %s", glass ? glass : "none");
  CHECK(node && strcmp(node, "start-pause-icon") == 0, "node at the button's icon: %s", node ? node : "none");
  CHECK(vitrum_scene_hit_test(scene, 247, 190, &node, &glass) == VITRUM_OK, "hit test");
  CHECK(glass && strcmp(glass, "start-pause-glass") == 0 && node && strcmp(node, "start-pause-glass") == 0,
        "beside the icon, the glass is the topmost node: %s", node ? node : "none");
  CHECK(vitrum_scene_hit_test(scene, 10, 390, &node, &glass) == VITRUM_OK, "hit test");
  CHECK(glass == NULL && node && strcmp(node, "backdrop") == 0, "the corner shows the backdrop only: %s / %s",
        node ? node : "none", glass ? glass : "none");
  /* The picker is glass, but not interactive: a press there goes nowhere. */
  const char *pressed = "x";
  CHECK(vitrum_scene_press(scene, 150, 65, 0.5, &pressed) == VITRUM_OK && pressed == NULL,
        "no press on glass that is not interactive");
  CHECK(vitrum_scene_hit_test(scene, 150, 65, NULL, &glass) == VITRUM_OK && glass &&
            strcmp(glass, "picker") == 0,
        "but it is glass");

  buffer before = make_buffer(scene), after = make_buffer(scene);
  CHECK(vitrum_scene_render(scene, before.pixels, before.width, before.height, before.stride, 0) == VITRUM_OK,
        "render");
  /* The stop button is interactive and not pressed yet. */
  CHECK(vitrum_scene_press(scene, 376, 186, 0.5, &pressed) == VITRUM_OK, "press");
  CHECK(pressed && strcmp(pressed, "stop-glass") == 0, "press went to %s", pressed ? pressed : "nothing");
  CHECK(vitrum_scene_seek(scene, 0.4) == VITRUM_OK, "seek");
  CHECK(vitrum_scene_render(scene, after.pixels, after.width, after.height, after.stride, 0) == VITRUM_OK, "render");
  CHECK(same_pixels(&before, &after), "before the press's time the button looks as before");
  CHECK(vitrum_scene_seek(scene, 0.6) == VITRUM_OK, "seek");
  CHECK(vitrum_scene_render(scene, after.pixels, after.width, after.height, after.stride, 0) == VITRUM_OK, "render");
  CHECK(!same_pixels(&before, &after), "after the press's time the button is pressed");
  size_t count = 0;
  vitrum_rect rects[64];
  CHECK(vitrum_scene_get_damage(scene, rects, 64, &count, NULL) == VITRUM_OK && count > 0, "the press damages");
  int inside = -1;
  const char *released = NULL;
  CHECK(vitrum_scene_release(scene, 400, 100, 0.9, &released, &inside) == VITRUM_OK, "release");
  CHECK(released && strcmp(released, "stop-glass") == 0 && inside == 0,
        "released the button outside it: %s, inside %d", released ? released : "nothing", inside);
  /* The press glow fades for 0.35 s after the release (PressIllumination.fadeDuration). */
  CHECK(vitrum_scene_seek(scene, 1.3) == VITRUM_OK, "seek");
  CHECK(vitrum_scene_render(scene, after.pixels, after.width, after.height, after.stride, 0) == VITRUM_OK, "render");
  CHECK(same_pixels(&before, &after), "once the glow has faded after the release the button looks as before");
  CHECK(vitrum_scene_release(scene, 400, 100, 1.1, &released, &inside) == VITRUM_OK && released == NULL,
        "nothing to release twice");

  /* The environment's light: the default, then from the lower right and brighter, which moves the
     highlights; back to the default, the frame is the one before. */
  double angle = 0, intensity = 0;
  CHECK(vitrum_scene_get_light(scene, &angle, &intensity) == VITRUM_OK && angle == -45 && intensity == 1,
        "the default light: %g, %g", angle, intensity);
  CHECK(vitrum_scene_set_light(scene, 135, 2) == VITRUM_OK, "light: %s", vitrum_last_error());
  CHECK(vitrum_scene_get_light(scene, &angle, &intensity) == VITRUM_OK && angle == 135 && intensity == 2,
        "the light set: %g, %g", angle, intensity);
  CHECK(vitrum_scene_render(scene, after.pixels, after.width, after.height, after.stride, 0) == VITRUM_OK, "render");
  CHECK(!same_pixels(&before, &after), "the highlights move with the light");
  CHECK(vitrum_scene_set_light(scene, -45, 1) == VITRUM_OK, "light: %s", vitrum_last_error());
  CHECK(vitrum_scene_render(scene, after.pixels, after.width, after.height, after.stride, 0) == VITRUM_OK, "render");
  CHECK(same_pixels(&before, &after), "the default light again draws the frame before");

  /* Attributes set between frames hold, and a hidden node is not hit. */
  CHECK(vitrum_node_set_hidden(scene, "stop", 1) == VITRUM_OK, "hide");
  CHECK(vitrum_scene_hit_test(scene, 370, 190, &node, &glass) == VITRUM_OK, "hit test");
  CHECK(glass == NULL, "a hidden button is not hit: %s", glass ? glass : "none");
  CHECK(vitrum_node_set_hidden(scene, "stop", 0) == VITRUM_OK, "show");
  CHECK(vitrum_node_set_translation(scene, "stop", 470, 190) == VITRUM_OK, "move");
  CHECK(vitrum_scene_hit_test(scene, 470, 190, NULL, &glass) == VITRUM_OK && glass &&
            strcmp(glass, "stop-glass") == 0,
        "the moved button is hit where it went: %s", glass ? glass : "none");
  CHECK(vitrum_node_set_glass(scene, "picker", "{\"variant\": \"clear\", \"interactive\": true}") == VITRUM_OK,
        "glass: %s", vitrum_last_error());
  CHECK(vitrum_node_set_fill(scene, "picker", "\"#FFFFFF20\"") == VITRUM_OK, "fill: %s", vitrum_last_error());
  CHECK(vitrum_scene_press(scene, 150, 65, 1.2, &pressed) == VITRUM_OK && pressed &&
            strcmp(pressed, "picker") == 0,
        "the picker made interactive takes presses");
  CHECK(vitrum_scene_render(scene, after.pixels, after.width, after.height, after.stride, 0) == VITRUM_OK, "render");
  free(before.pixels);
  free(after.pixels);
  CHECK(vitrum_scene_free(scene) == VITRUM_OK, "free");
  return 0;
}

typedef struct {
  const char *path;
  buffer result;
} job;

static void *render_job(void *argument) {
  job *j = argument;
  vitrum_scene *scene = load(j->path);
  vitrum_scene_set_scale(scene, 1);
  j->result = make_buffer(scene);
  for (int k = 0; k < 6; k++) {
    vitrum_scene_seek(scene, 0.3 * k);
    CHECK(vitrum_scene_render(scene, j->result.pixels, j->result.width, j->result.height, j->result.stride, 0) ==
              VITRUM_OK,
          "render on a thread: %s", vitrum_last_error());
  }
  /* The last error is per thread: this thread's failure is not the other's. */
  vitrum_scene_seek(scene, -1);
  CHECK(strstr(vitrum_last_error(), "vitrum_scene_seek") != NULL, "this thread's message: %s", vitrum_last_error());
  vitrum_scene_free(scene);
  return NULL;
}

static int threads(int argc, char **argv) {
  if (argc < 3) return 2;
  job jobs[2] = {{argv[2], {0}}, {argv[2], {0}}};
  pthread_t handles[2];
  for (int i = 0; i < 2; i++) pthread_create(&handles[i], NULL, render_job, &jobs[i]);
  for (int i = 0; i < 2; i++) pthread_join(handles[i], NULL);
  job alone = {argv[2], {0}};
  render_job(&alone);
  CHECK(same_pixels(&jobs[0].result, &alone.result) && same_pixels(&jobs[1].result, &alone.result),
        "frames rendered on two threads at once differ from one rendered alone");
  for (int i = 0; i < 2; i++) free(jobs[i].result.pixels);
  free(alone.result.pixels);
  return 0;
}

typedef struct {
  int frames;
  int stop_after;
  double last_time;
  int expect_whole_first;
} play_state;

static int on_frame(const vitrum_frame *frame, void *user_data) {
  play_state *state = user_data;
  CHECK(frame->pixels != NULL && frame->width > 0 && frame->stride >= frame->width * 4, "frame layout");
  if (state->frames == 0 && state->expect_whole_first)
    CHECK(frame->redraw == VITRUM_REDRAW_FULL && frame->damage_count == 1, "first frame whole");
  state->frames++;
  state->last_time = frame->time;
  return state->stop_after > 0 && state->frames >= state->stop_after;
}

static int play(int argc, char **argv) {
  if (argc < 3) return 2;
  vitrum_scene *scene = load(argv[2]);
  vitrum_scene_set_scale(scene, 0.5);
  play_state state = {0, 0, -1, 1};
  CHECK(vitrum_scene_play(scene, 10, 0, 1, 0, on_frame, &state) == VITRUM_OK, "play: %s", vitrum_last_error());
  CHECK(state.frames == 10 && fabs(state.last_time - 0.9) < 1e-12, "10 frames to 0.9 s: %d, %g", state.frames,
        state.last_time);
  play_state stopping = {0, 3, -1, 0};
  expect_status(vitrum_scene_play(scene, 10, 0, 2, 0, on_frame, &stopping), VITRUM_STOPPED,
                "a callback that stops after 3 frames");
  CHECK(stopping.frames == 3, "stopped after %d frames", stopping.frames);
  play_state live = {0, 0, -1, 0};
  CHECK(vitrum_scene_play(scene, 20, 0.5, 0.8, VITRUM_PLAY_LIVE, on_frame, &live) == VITRUM_OK, "live play");
  CHECK(live.frames >= 1 && live.last_time >= 0.5 && live.last_time < 0.8, "live frames %d, last at %g",
        live.frames, live.last_time);

  /* Painting onto a cairo_t shows the frame a buffer gets. */
  vitrum_scene_seek(scene, 0.7);
  buffer b = make_buffer(scene);
  CHECK(vitrum_scene_render(scene, b.pixels, b.width, b.height, b.stride, VITRUM_RENDER_COMPLETE) == VITRUM_OK,
        "render");
  cairo_surface_t *target = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, b.width, b.height);
  cairo_t *cr = cairo_create(target);
  CHECK(vitrum_scene_render_cairo(scene, cr, 0) == VITRUM_OK, "render onto a cairo_t: %s", vitrum_last_error());
  cairo_surface_flush(target);
  buffer painted = {cairo_image_surface_get_data(target), b.width, b.height, cairo_image_surface_get_stride(target)};
  CHECK(same_pixels(&b, &painted), "the cairo_t shows the buffer's frame");
  vitrum_scene_seek(scene, 0.8);
  CHECK(vitrum_scene_render_cairo(scene, cr, VITRUM_RENDER_PAINT_DAMAGE_ONLY) == VITRUM_OK, "damage only");
  CHECK(vitrum_scene_render(scene, b.pixels, b.width, b.height, b.stride, VITRUM_RENDER_COMPLETE) == VITRUM_OK,
        "render");
  cairo_surface_flush(target);
  CHECK(same_pixels(&b, &painted), "a cairo_t painted with the damage only shows the next frame");
  cairo_destroy(cr);
  cairo_surface_destroy(target);
  cairo_t *broken = cairo_create(NULL);
  expect_status(vitrum_scene_render_cairo(scene, broken, 0), VITRUM_ERROR_RENDER, "a cairo_t in error");
  cairo_destroy(broken);
  free(b.pixels);
  CHECK(vitrum_scene_free(scene) == VITRUM_OK, "free");
  return 0;
}

int main(int argc, char **argv) {
  int usage = 2;
  if (argc >= 2 && strcmp(argv[1], "frames") == 0) usage = frames(argc, argv);
  else if (argc >= 2 && strcmp(argv[1], "errors") == 0) usage = errors(argc, argv);
  else if (argc >= 2 && strcmp(argv[1], "input") == 0) usage = input(argc, argv);
  else if (argc >= 2 && strcmp(argv[1], "threads") == 0) usage = threads(argc, argv);
  else if (argc >= 2 && strcmp(argv[1], "play") == 0) usage = play(argc, argv);
  if (usage == 2) {
    fprintf(stderr, "usage: embed_test frames|errors|input|threads|play SCENE [OUTDIR SCALE TIME...]\n");
    return 2;
  }
  if (failures) fprintf(stderr, "%d checks failed\n", failures);
  return failures ? 1 : 0;
}
