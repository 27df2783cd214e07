#define _GNU_SOURCE
#include "CDeviceClock.h"

// Thread-local: the harness's own threads (a watchdog's deadline, Swift Testing's) keep the
// system's time while the main thread runs a scenario's event.
static _Thread_local const struct timespec *device_time = NULL;

const struct timespec *unmassive_use_device_clock(const struct timespec *time) {
  const struct timespec *replaced = device_time;
  device_time = time;
  return replaced;
}

#if defined(__linux__)

#include <dlfcn.h>
#include <stdatomic.h>
#include <sys/syscall.h>
#include <unistd.h>

typedef int (*clock_gettime_function)(clockid_t, struct timespec *);

// libc's own, found once; atomic because any thread may be first to read a clock.
static _Atomic(clock_gettime_function) system_clock_gettime = NULL;

static int read_system_clock(clockid_t clock, struct timespec *time) {
  clock_gettime_function system = atomic_load_explicit(&system_clock_gettime, memory_order_acquire);
  if (system == NULL) {
    system = (clock_gettime_function)dlsym(RTLD_NEXT, "clock_gettime");
    if (system == NULL) {
      // No libc after this executable (never expected): ask the kernel directly.
      return (int)syscall(SYS_clock_gettime, clock, time);
    }
    atomic_store_explicit(&system_clock_gettime, system, memory_order_release);
  }
  return system(clock, time);
}

// Interposes libc's clock_gettime: the executable's exported definition comes first in the
// global lookup scope, so Foundation's `Date()` calls this one.
int clock_gettime(clockid_t clock, struct timespec *time) {
  const struct timespec *device = device_time;
  if (device != NULL && clock == CLOCK_REALTIME) {
    *time = *device;
    return 0;
  }
  return read_system_clock(clock, time);
}

#endif
