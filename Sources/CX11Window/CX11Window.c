#include "CX11Window.h"

#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#if __has_include(<X11/Xlib.h>)
#include <X11/Xlib.h>
#include <X11/Xutil.h>

/// The libX11 functions used, looked up at run time.
struct x11_functions {
    Display *(*OpenDisplay)(const char *);
    int (*CloseDisplay)(Display *);
    Window (*CreateSimpleWindow)(Display *, Window, int, int, unsigned, unsigned, unsigned, unsigned long, unsigned long);
    int (*StoreName)(Display *, Window, const char *);
    int (*SelectInput)(Display *, Window, long);
    int (*MapWindow)(Display *, Window);
    Atom (*InternAtom)(Display *, const char *, Bool);
    Status (*SetWMProtocols)(Display *, Window, Atom *, int);
    XImage *(*CreateImage)(Display *, Visual *, unsigned, int, int, char *, unsigned, unsigned, int, int);
    int (*PutImage)(Display *, Drawable, GC, XImage *, int, int, int, int, unsigned, unsigned);
    XImage *(*GetImage)(Display *, Drawable, int, int, unsigned, unsigned, unsigned long, int);
    int (*Pending)(Display *);
    int (*NextEvent)(Display *, XEvent *);
    int (*Flush)(Display *);
    int (*Sync)(Display *, Bool);
    int (*DestroyWindow)(Display *, Window);
    int (*Free)(void *);
};

struct segue_x11_window {
    void *library;
    struct x11_functions x;
    Display *display;
    Window window;
    int screen;
    Atom delete_message;
    int width, height;
    /// BGRX pixels of the last frame (what the XImage points at).
    uint32_t *pixels;
    XImage *image;
};

static int load(struct segue_x11_window *w, char *error, int error_length) {
    w->library = dlopen("libX11.so.6", RTLD_NOW | RTLD_LOCAL);
    if (!w->library) w->library = dlopen("libX11.so", RTLD_NOW | RTLD_LOCAL);
    if (!w->library) {
        snprintf(error, error_length, "libX11 is not installed (dlopen: %s)", dlerror());
        return 0;
    }
#define LOOK_UP(field, name)                                                    \
    *(void **)(&w->x.field) = dlsym(w->library, name);                          \
    if (!w->x.field) {                                                          \
        snprintf(error, error_length, "libX11 lacks %s", name);                 \
        return 0;                                                               \
    }
    LOOK_UP(OpenDisplay, "XOpenDisplay")
    LOOK_UP(CloseDisplay, "XCloseDisplay")
    LOOK_UP(CreateSimpleWindow, "XCreateSimpleWindow")
    LOOK_UP(StoreName, "XStoreName")
    LOOK_UP(SelectInput, "XSelectInput")
    LOOK_UP(MapWindow, "XMapWindow")
    LOOK_UP(InternAtom, "XInternAtom")
    LOOK_UP(SetWMProtocols, "XSetWMProtocols")
    LOOK_UP(CreateImage, "XCreateImage")
    LOOK_UP(PutImage, "XPutImage")
    LOOK_UP(GetImage, "XGetImage")
    LOOK_UP(Pending, "XPending")
    LOOK_UP(NextEvent, "XNextEvent")
    LOOK_UP(Flush, "XFlush")
    LOOK_UP(Sync, "XSync")
    LOOK_UP(DestroyWindow, "XDestroyWindow")
    LOOK_UP(Free, "XFree")
#undef LOOK_UP
    return 1;
}

segue_x11_window *segue_x11_open(int width, int height, const char *title, char *error, int error_length) {
    if (width <= 0 || height <= 0) {
        snprintf(error, error_length, "window size %d x %d is not positive", width, height);
        return NULL;
    }
    struct segue_x11_window *w = calloc(1, sizeof *w);
    if (!w) {
        snprintf(error, error_length, "out of memory");
        return NULL;
    }
    if (!load(w, error, error_length)) {
        if (w->library) dlclose(w->library);
        free(w);
        return NULL;
    }
    const char *name = getenv("DISPLAY");
    w->display = w->x.OpenDisplay(NULL);
    if (!w->display) {
        snprintf(error, error_length, "cannot open the X display %s", name && *name ? name : "(DISPLAY is not set)");
        dlclose(w->library);
        free(w);
        return NULL;
    }
    w->screen = DefaultScreen(w->display);
    w->width = width;
    w->height = height;
    w->window = w->x.CreateSimpleWindow(w->display, RootWindow(w->display, w->screen), 0, 0,
                                        (unsigned)width, (unsigned)height, 0,
                                        BlackPixel(w->display, w->screen), BlackPixel(w->display, w->screen));
    w->x.StoreName(w->display, w->window, title);
    w->x.SelectInput(w->display, w->window,
                     ExposureMask | ButtonPressMask | ButtonReleaseMask | Button1MotionMask | StructureNotifyMask);
    w->delete_message = w->x.InternAtom(w->display, "WM_DELETE_WINDOW", False);
    w->x.SetWMProtocols(w->display, w->window, &w->delete_message, 1);
    w->pixels = calloc((size_t)width * (size_t)height, sizeof(uint32_t));
    Visual *visual = DefaultVisual(w->display, w->screen);
    w->image = w->x.CreateImage(w->display, visual, (unsigned)DefaultDepth(w->display, w->screen), ZPixmap, 0,
                                (char *)w->pixels, (unsigned)width, (unsigned)height, 32, 0);
    if (!w->pixels || !w->image) {
        snprintf(error, error_length, "cannot create a %d x %d image for the window", width, height);
        segue_x11_close(w);
        return NULL;
    }
    w->x.MapWindow(w->display, w->window);
    w->x.Sync(w->display, False);
    return w;
}

void segue_x11_present(segue_x11_window *w, const uint8_t *rgba, int width, int height) {
    if (!w || !rgba) return;
    int rows = height < w->height ? height : w->height;
    int columns = width < w->width ? width : w->width;
    for (int y = 0; y < rows; y++) {
        const uint8_t *source = rgba + (size_t)y * (size_t)width * 4;
        uint32_t *target = w->pixels + (size_t)y * (size_t)w->width;
        for (int x = 0; x < columns; x++) {
            // Premultiplied colour over the black window: the colour itself.
            const uint8_t *p = source + (size_t)x * 4;
            target[x] = ((uint32_t)p[0] << 16) | ((uint32_t)p[1] << 8) | (uint32_t)p[2];
        }
    }
    w->x.PutImage(w->display, w->window, DefaultGC(w->display, w->screen), w->image, 0, 0, 0, 0,
                  (unsigned)w->width, (unsigned)w->height);
    w->x.Flush(w->display);
}

int segue_x11_next_event(segue_x11_window *w, int *kind, int *x, int *y) {
    *kind = SEGUE_X11_NONE;
    *x = 0;
    *y = 0;
    if (!w || !w->x.Pending(w->display)) return 0;
    XEvent event;
    w->x.NextEvent(w->display, &event);
    switch (event.type) {
    case ButtonPress:
        if (event.xbutton.button == Button1) { *kind = SEGUE_X11_DOWN; *x = event.xbutton.x; *y = event.xbutton.y; }
        break;
    case ButtonRelease:
        if (event.xbutton.button == Button1) { *kind = SEGUE_X11_UP; *x = event.xbutton.x; *y = event.xbutton.y; }
        break;
    case MotionNotify:
        *kind = SEGUE_X11_MOVE;
        *x = event.xmotion.x;
        *y = event.xmotion.y;
        break;
    case ClientMessage:
        if ((Atom)event.xclient.data.l[0] == w->delete_message) *kind = SEGUE_X11_CLOSE;
        break;
    case DestroyNotify:
        *kind = SEGUE_X11_CLOSE;
        break;
    default:
        break;
    }
    return 1;
}

int segue_x11_read_pixels(segue_x11_window *w, uint8_t *rgba, int width, int height) {
    if (!w || !rgba || width > w->width || height > w->height) return 0;
    w->x.Sync(w->display, False);
    XImage *image = w->x.GetImage(w->display, w->window, 0, 0, (unsigned)width, (unsigned)height, AllPlanes, ZPixmap);
    if (!image) return 0;
    for (int y = 0; y < height; y++) {
        for (int x = 0; x < width; x++) {
            unsigned long pixel = image->f.get_pixel(image, x, y);
            uint8_t *p = rgba + ((size_t)y * (size_t)width + (size_t)x) * 4;
            p[0] = (uint8_t)((pixel & image->red_mask) >> 16);
            p[1] = (uint8_t)((pixel & image->green_mask) >> 8);
            p[2] = (uint8_t)(pixel & image->blue_mask);
            p[3] = 255;
        }
    }
    image->f.destroy_image(image);
    return 1;
}

unsigned long segue_x11_window_id(segue_x11_window *w) { return w ? (unsigned long)w->window : 0; }

void segue_x11_close(segue_x11_window *w) {
    if (!w) return;
    if (w->image) {
        w->image->data = NULL;   // the pixels are ours
        w->image->f.destroy_image(w->image);
    }
    free(w->pixels);
    if (w->display) {
        if (w->window) w->x.DestroyWindow(w->display, w->window);
        w->x.CloseDisplay(w->display);
    }
    if (w->library) dlclose(w->library);
    free(w);
}

#else

struct segue_x11_window { int unused; };

segue_x11_window *segue_x11_open(int width, int height, const char *title, char *error, int error_length) {
    (void)width; (void)height; (void)title;
    snprintf(error, error_length, "this build of segue has no X11 support (X11/Xlib.h was missing when it was built)");
    return NULL;
}
void segue_x11_present(segue_x11_window *w, const uint8_t *rgba, int width, int height) {
    (void)w; (void)rgba; (void)width; (void)height;
}
int segue_x11_next_event(segue_x11_window *w, int *kind, int *x, int *y) {
    (void)w; *kind = SEGUE_X11_NONE; *x = 0; *y = 0; return 0;
}
int segue_x11_read_pixels(segue_x11_window *w, uint8_t *rgba, int width, int height) {
    (void)w; (void)rgba; (void)width; (void)height; return 0;
}
unsigned long segue_x11_window_id(segue_x11_window *w) { (void)w; return 0; }
void segue_x11_close(segue_x11_window *w) { (void)w; }

#endif
