#ifndef SEGUE_CX11_WINDOW_H
#define SEGUE_CX11_WINDOW_H

#include <stdint.h>

/// A top-level X11 window showing RGBA frames, for `segue live`.
///
/// libX11 is opened with dlopen when a window is first opened, so nothing
/// links against it: a machine without X11 (or a build without its headers)
/// gets a clear error from `segue_x11_open` instead of a link failure.
typedef struct segue_x11_window segue_x11_window;

/// Pointer and window events, in window pixels.
enum {
    SEGUE_X11_NONE = 0,
    SEGUE_X11_DOWN = 1,
    SEGUE_X11_MOVE = 2,
    SEGUE_X11_UP = 3,
    SEGUE_X11_CLOSE = 4,
};

/// Opens a `width` × `height` window titled `title` on the display named by
/// $DISPLAY. Returns NULL and writes a message to `error` on failure.
segue_x11_window *segue_x11_open(int width, int height, const char *title, char *error, int error_length);

/// Shows a frame of premultiplied RGBA pixels, first row at the top, drawn
/// at the window's top-left corner (as many pixels as both share).
void segue_x11_present(segue_x11_window *window, const uint8_t *rgba, int width, int height);

/// Reads the next pending event without waiting. Returns 1 and fills `kind`,
/// `x` and `y` when there was one (including events it ignores, reported as
/// SEGUE_X11_NONE), 0 when none is pending.
int segue_x11_next_event(segue_x11_window *window, int *kind, int *x, int *y);

/// Reads the window's pixels back from the server into `rgba` (opaque RGBA,
/// `width` × `height`). Returns 1 on success.
int segue_x11_read_pixels(segue_x11_window *window, uint8_t *rgba, int width, int height);

/// The window's X resource id (for tools that send it events).
unsigned long segue_x11_window_id(segue_x11_window *window);

/// Closes the window and the display connection.
void segue_x11_close(segue_x11_window *window);

#endif
