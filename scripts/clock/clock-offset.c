/*
 * Moves the wall clock of every process it is preloaded into by WHISTLE_CLOCK_OFFSET seconds (issue 31,
 * decision 0088): CLOCK_REALTIME and its coarse and TAI variants, gettimeofday and time read that much later
 * (or earlier); every other clock (monotonic, CPU time) is the real one, so timers and timeouts behave as on
 * any day. libfaketime would do this, but it deadlocks workerd at start (its allocator asks for the time
 * while libfaketime is still starting), so this shim allocates nothing and asks the kernel directly.
 *
 * Built and preloaded by scripts/test-on-date.sh; never part of the app or of `npm test`.
 */
#define _GNU_SOURCE
#include <stdlib.h>
#include <sys/syscall.h>
#include <sys/time.h>
#include <time.h>
#include <unistd.h>

static long long offset_seconds;

__attribute__((constructor)) static void read_offset(void) {
  const char *value = getenv("WHISTLE_CLOCK_OFFSET");
  offset_seconds = value ? atoll(value) : 0;
}

static int is_wall_clock(clockid_t id) {
  return id == CLOCK_REALTIME || id == CLOCK_REALTIME_COARSE || id == CLOCK_TAI;
}

int clock_gettime(clockid_t id, struct timespec *ts) {
  long result = syscall(SYS_clock_gettime, id, ts);
  if (result == 0 && is_wall_clock(id)) ts->tv_sec += offset_seconds;
  return (int)result;
}

int gettimeofday(struct timeval *restrict tv, void *restrict tz) {
  long result = syscall(SYS_gettimeofday, tv, tz);
  if (result == 0) tv->tv_sec += offset_seconds;
  return (int)result;
}

time_t time(time_t *out) {
  struct timespec now;
  if (clock_gettime(CLOCK_REALTIME, &now) != 0) return (time_t)-1;
  if (out) *out = now.tv_sec;
  return now.tv_sec;
}

int timespec_get(struct timespec *ts, int base) {
  if (base != TIME_UTC || clock_gettime(CLOCK_REALTIME, ts) != 0) return 0;
  return base;
}
