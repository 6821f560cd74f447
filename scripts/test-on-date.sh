#!/usr/bin/env bash
# Runs the date-dependent part of the suite (unit, integration, scale, e2e) with the machine's clock moved
# to another day, to prove no test leans on where today's date falls (issue 31, decision 0088).
#
#   scripts/test-on-date.sh 2028-02-29            # that day, at the current time of day (UTC)
#   scripts/test-on-date.sh 2027-03-14T09:20:00Z  # that instant: here 01:20 in Pacific time, 40 minutes
#                                                 # before the spring daylight-saving change
#
# The clock is moved for every process the suite starts (Node, workerd and its SQLite, Chromium) by a small
# preloaded library (scripts/clock/clock-offset.c), as an offset from the real clock, so time still runs and all
# of them agree. Monotonic clocks stay real: timers and timeouts behave as on any day. Each npm script runs even
# when an earlier one failed, so one run reports every failure; the exit code is non-zero if any failed.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ $# -lt 1 ]; then
  echo "usage: scripts/test-on-date.sh YYYY-MM-DD[THH:MM:SSZ] [npm script ...]" >&2
  exit 2
fi
if ! command -v cc >/dev/null; then
  echo "A C compiler is needed to build the clock shim. Install one with:" >&2
  echo "" >&2
  echo "  sudo apt-get update && sudo apt-get install -y gcc" >&2
  exit 1
fi

target="$1"
shift
case "$target" in
  *T*) instant="$target" ;;
  *) instant="${target}T$(date -u +%H:%M:%S)Z" ;;
esac
offset=$(($(date -u -d "$instant" +%s) - $(date -u +%s)))
scripts=("$@")
[ ${#scripts[@]} -eq 0 ] && scripts=(test:unit test:integration test:scale test:e2e)

shim_dir=$(mktemp -d)
trap 'rm -rf "$shim_dir"' EXIT
cc -shared -fPIC -O2 -Wall -o "$shim_dir/clock-offset.so" scripts/clock/clock-offset.c
export WHISTLE_CLOCK_OFFSET="$offset"
export LD_PRELOAD="${LD_PRELOAD:+$LD_PRELOAD:}$shim_dir/clock-offset.so"
echo "test-on-date: clock moved by ${offset} s: now $(date -u +%Y-%m-%dT%H:%M:%SZ) ($(TZ=America/Los_Angeles date '+%a %Y-%m-%d %H:%M %Z') in the demo's zone)"
failed=()
for script in "${scripts[@]}"; do
  npm run "$script" || failed+=("$script")
done
if [ ${#failed[@]} -gt 0 ]; then
  echo "test-on-date: failed with the clock at ${instant}: ${failed[*]}"
  exit 1
fi
echo "test-on-date: every run passed with the clock at ${instant}"
