#ifndef UNMASSIVE_CDEVICECLOCK_H
#define UNMASSIVE_CDEVICECLOCK_H

#include <time.h>

// The device's wall clock, as the app reads it: `Date()` asks libc's `clock_gettime` for
// CLOCK_REALTIME, and this module's `clock_gettime`, exported by every executable that links it,
// answers that from a scenario's clock on the thread running the app's event.

/// Makes `time` the wall clock of the calling thread (NULL: the system's again) and returns the
/// one it replaces. Only CLOCK_REALTIME reads it; every other clock, and every other thread, is
/// the system's. The caller keeps `time` alive until it is replaced.
const struct timespec *_Nullable unmassive_use_device_clock(const struct timespec *_Nullable time);

#endif
