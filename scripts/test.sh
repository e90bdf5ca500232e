#!/usr/bin/env bash
# Every test, from a fresh clone: install; typecheck, format, and a build and `site check` of the
# real content, side by side; then the unit tests (the deployment tests in a real nginx among
# them), then the browser tests in Debian's chromium. ESLint runs beside the first two steps.
# Used by `npm test` and CI.
set -euo pipefail
cd "$(dirname "$0")/.."

started=$SECONDS
last=""
# Each step's heading says how long the one before it took, so a slow step shows itself.
step() {
  [ -z "$last" ] || printf '   (%ds)\n' "$((SECONDS - last))"
  last=$SECONDS
  printf '\n== %s\n' "$1"
}

# Runs commands side by side, prints each one's output and time once it is done, and fails
# when any of them failed.
side_by_side() {
  local dir pids=() status=0 i
  dir=$(mktemp -d)
  i=0
  for command in "$@"; do
    (
      began=$SECONDS
      status=0
      bash -c "$command" >"$dir/$i.out" 2>&1 || status=$?
      echo "$((SECONDS - began))" >"$dir/$i.time"
      exit "$status"
    ) &
    pids+=("$!")
    i=$((i + 1))
  done
  i=0
  for command in "$@"; do
    if wait "${pids[$i]}"; then printf -- '-- %s: passed in %ss\n' "$command" "$(cat "$dir/$i.time")"; else
      printf -- '-- %s: FAILED after %ss\n' "$command" "$(cat "$dir/$i.time")"
      status=1
    fi
    cat "$dir/$i.out"
    i=$((i + 1))
  done
  rm -rf "$dir"
  return "$status"
}

step "Installing dependencies (npm ci)"
npm ci --no-audit --no-fund

sudo_cmd=""
[ "$(id -u)" -eq 0 ] || sudo_cmd="sudo"
apt_updated=""
apt_install() {
  [ -n "$apt_updated" ] || { $sudo_cmd apt-get update -qq; apt_updated=1; }
  DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq "$@"
}

if [ ! -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ]; then
  step "Installing Debian's chromium for the browser tests"
  apt_install chromium
fi

# The deployment tests run the generated configuration in a real nginx of their own.
if [ -z "${NGINX_PATH:-}" ] && ! command -v nginx >/dev/null && [ ! -x /usr/sbin/nginx ]; then
  step "Installing Debian's nginx-light for the deployment tests"
  apt_install nginx-light
fi

# ESLint takes twice as long as any other check (it builds the TypeScript program for its typed
# rules, on one core): begun beside the checks, at a lower priority (nice), it takes the CPU the
# other steps leave idle (the unit tests' last files, the browser tests' waits for chromium)
# rather than CPU they would use, and its findings are printed once the browser tests are done.
lint_dir=$(mktemp -d)
lint_began=$SECONDS
(
  status=0
  nice -n 10 npx eslint . >"$lint_dir/out" 2>&1 || status=$?
  echo "$status" >"$lint_dir/status"
) &
lint_pid=$!
# Waits for ESLint and prints what it found; returns its status.
finish_lint() {
  [ -n "$lint_pid" ] || return 0
  wait "$lint_pid" || true
  lint_pid=""
  cat "$lint_dir/out"
  local status
  status=$(cat "$lint_dir/status")
  rm -rf "$lint_dir"
  if [ "$status" != 0 ]; then
    printf -- '-- npx eslint .: FAILED\n'
    return 1
  fi
  printf -- '-- npx eslint .: passed in %ss, beside the steps above\n' "$((SECONDS - lint_began))"
}
# A step that fails still reports the lint, and leaves no ESLint running.
trap 'finish_lint || true' EXIT

step "Typecheck, format, and build and check the real site (side by side; ESLint beside them)"
side_by_side "npx tsc --noEmit" "npx prettier --check ." "node bin/site build && node bin/site check"

# One after the other, each with both cores: side by side, on two cores, the unit tests and
# chromium took 248 and 250 s together against 208 and 223 s one after the other (alternating
# runs), the machine busy with switching between them. Both come after `site check`: the unit
# tests' check of the real content starts from its cache (test/support/checkedPages.ts).
step "Unit and integration tests"
npx vitest run

step "Browser tests in Debian's chromium"
npx vitest run --config vitest.browser.config.ts

step "Lint (ESLint, begun beside the checks)"
finish_lint

step "Done"
printf 'Every test passed in %ds.\n' "$((SECONDS - started))"
