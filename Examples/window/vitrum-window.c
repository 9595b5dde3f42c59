/*
 * vitrum-window: plays a scene file in a window (SDL2) at the display's rate.
 *
 *   vitrum-window SCENE [--scale S] [--hold-at T] [--quit-after SECONDS]
 *
 * Each frame shows the scene's timeline at the seconds elapsed since the window opened (a monotonic
 * clock), or at T once that much has passed (--hold-at: the window then rests on that instant, which a
 * test compares with `vitrum render --time T`). Vitrum draws only what changed into the buffer the window
 * shows, and only those rectangles go to the screen (SDL_UpdateWindowSurfaceRects). A mouse press turns
 * into a press of the interactive glass under the pointer, at the time it happens; releasing lets go.
 * Every press and release is printed on standard output.
 *
 * Build: gcc vitrum-window.c $(pkg-config --cflags --libs vitrum sdl2) -o vitrum-window
 */
#include <vitrum.h>

#include <SDL.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int fail(const char *what) {
  fprintf(stderr, "vitrum-window: %s: %s\n", what, vitrum_last_error());
  return 1;
}

int main(int argc, char **argv) {
  const char *path = NULL;
  double scale = 1, hold_at = INFINITY, quit_after = INFINITY;
  for (int i = 1; i < argc; i++) {
    if (strcmp(argv[i], "--scale") == 0 && i + 1 < argc) scale = atof(argv[++i]);
    else if (strcmp(argv[i], "--hold-at") == 0 && i + 1 < argc) hold_at = atof(argv[++i]);
    else if (strcmp(argv[i], "--quit-after") == 0 && i + 1 < argc) quit_after = atof(argv[++i]);
    else if (argv[i][0] != '-' && !path) path = argv[i];
    else {
      fprintf(stderr, "usage: vitrum-window SCENE [--scale S] [--hold-at T] [--quit-after SECONDS]\n");
      return 2;
    }
  }
  if (!path) {
    fprintf(stderr, "usage: vitrum-window SCENE [--scale S] [--hold-at T] [--quit-after SECONDS]\n");
    return 2;
  }

  vitrum_scene *scene = NULL;
  if (vitrum_scene_load_file(path, &scene) != VITRUM_OK) return fail("loading the scene");
  if (vitrum_scene_set_scale(scene, scale) != VITRUM_OK) return fail("--scale");
  int32_t width, height;
  vitrum_scene_get_pixel_size(scene, &width, &height);

  if (SDL_Init(SDL_INIT_VIDEO) != 0) {
    fprintf(stderr, "vitrum-window: SDL: %s\n", SDL_GetError());
    return 1;
  }
  SDL_Window *window = SDL_CreateWindow("Vitrum", 0, 0, width, height, 0);
  SDL_Surface *screen = window ? SDL_GetWindowSurface(window) : NULL;
  if (!screen) {
    fprintf(stderr, "vitrum-window: SDL: %s\n", SDL_GetError());
    return 1;
  }
  /* Vitrum draws straight into the window's buffer when it holds 32-bit pixels laid out as ARGB32 (X11's
     usual xRGB8888: the scene's background makes every pixel opaque); otherwise into a buffer of its own
     whose damage is converted onto the window's. */
  int direct = screen->format->BytesPerPixel == 4 && screen->format->Rmask == 0x00FF0000 &&
               screen->format->Gmask == 0x0000FF00 && screen->format->Bmask == 0x000000FF;
  SDL_Surface *own = direct ? NULL : SDL_CreateRGBSurfaceWithFormat(0, width, height, 32, SDL_PIXELFORMAT_ARGB8888);

  SDL_DisplayMode mode;
  int rate = SDL_GetCurrentDisplayMode(0, &mode) == 0 && mode.refresh_rate > 0 ? mode.refresh_rate : 60;
  printf("window %dx%d at %d Hz, %s\n", width, height, rate, direct ? "drawing into the window's buffer" : "converting");
  fflush(stdout);

  size_t capacity = 256;
  vitrum_rect *damage = malloc(capacity * sizeof *damage);
  SDL_Rect *rects = malloc(capacity * sizeof *rects);
  const Uint64 frequency = SDL_GetPerformanceFrequency(), start = SDL_GetPerformanceCounter();
  long frames = 0, redrawn = 0;
  int running = 1;
  while (running) {
    double now = (double)(SDL_GetPerformanceCounter() - start) / (double)frequency;
    SDL_Event event;
    while (SDL_PollEvent(&event)) {
      if (event.type == SDL_QUIT) running = 0;
      /* The X server lost the window's pixels (it was covered): show the whole buffer again. */
      if (event.type == SDL_WINDOWEVENT && event.window.event == SDL_WINDOWEVENT_EXPOSED) SDL_UpdateWindowSurface(window);
      if (event.type == SDL_MOUSEBUTTONDOWN || event.type == SDL_MOUSEBUTTONUP) {
        double x = event.button.x / scale, y = event.button.y / scale, t = fmin(now, hold_at);
        const char *node = NULL;
        int inside = 0;
        vitrum_status status = event.type == SDL_MOUSEBUTTONDOWN
                                   ? vitrum_scene_press(scene, x, y, t, &node)
                                   : vitrum_scene_release(scene, x, y, t, &node, &inside);
        if (status != VITRUM_OK) return fail("pointer input");
        printf("%s %s at %.1f,%.1f, %.3f s\n", event.type == SDL_MOUSEBUTTONDOWN ? "press" : "release",
               node ? node : "(no interactive glass)", x, y, t);
        fflush(stdout);
      }
    }
    if (now >= quit_after) break;

    vitrum_scene_seek(scene, fmin(now, hold_at));
    SDL_Surface *target = direct ? screen : own;
    if (SDL_MUSTLOCK(target)) SDL_LockSurface(target);
    vitrum_status status = vitrum_scene_render(scene, target->pixels, target->w, target->h, target->pitch, 0);
    if (SDL_MUSTLOCK(target)) SDL_UnlockSurface(target);
    if (status != VITRUM_OK) return fail("rendering");
    size_t count = 0;
    vitrum_scene_get_damage(scene, NULL, 0, &count, NULL);
    if (count > capacity) {
      capacity = count;
      damage = realloc(damage, capacity * sizeof *damage);
      rects = realloc(rects, capacity * sizeof *rects);
    }
    vitrum_scene_get_damage(scene, damage, capacity, &count, NULL);
    for (size_t i = 0; i < count; i++) {
      rects[i] = (SDL_Rect){damage[i].x, damage[i].y, damage[i].width, damage[i].height};
      redrawn += (long)damage[i].width * damage[i].height;
      if (!direct) SDL_BlitSurface(own, &rects[i], screen, &rects[i]);
    }
    if (count > 0 && SDL_UpdateWindowSurfaceRects(window, rects, (int)count) != 0) {
      fprintf(stderr, "vitrum-window: SDL: %s\n", SDL_GetError());
      return 1;
    }
    frames++;
    /* Wait for the display's next frame. */
    double next = (floor(now * rate) + 1) / rate;
    double left = next - (double)(SDL_GetPerformanceCounter() - start) / (double)frequency;
    if (left > 0) SDL_Delay((Uint32)(left * 1000));
  }
  printf("%ld frames, %.1f %% of the window's pixels redrawn on average\n", frames,
         frames ? 100.0 * (double)redrawn / ((double)frames * width * height) : 0.0);
  free(damage);
  free(rects);
  if (own) SDL_FreeSurface(own);
  SDL_DestroyWindow(window);
  SDL_Quit();
  vitrum_scene_free(scene);
  return 0;
}
