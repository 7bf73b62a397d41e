// Types, constants and function-pointer typedefs only: SegueRender loads
// libEGL.so.1 and libGLESv2.so.2 at run time with dlopen, so that a machine
// without them gets a clear RendererError instead of a loader failure.
#define EGL_EGL_PROTOTYPES 0
#define GL_GLES_PROTOTYPES 0
#include <EGL/egl.h>
#include <EGL/eglext.h>
#include <GLES3/gl3.h>
