#!/usr/bin/env bash
# Every test, from a fresh clone: install; typecheck, lint, format, and a build and `site check`
# of the real content, side by side, with the browser tests in Debian's chromium beside them;
# then the unit tests (the deployment tests in a real nginx among them). Used by `npm test` and CI.
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

# Commands run in the background, each with its output kept in a file until it is collected.
jobs_dir=$(mktemp -d)
# A failed step ends the run: the jobs still running (the browser tests) end with it.
trap 'for pid in "${job_pid[@]}"; do pkill -TERM -P "$pid" 2>/dev/null || true; done; rm -rf "$jobs_dir"' EXIT
declare -A job_pid job_command
launch() {
  local name=$1 command=$2
  job_command[$name]=$command
  (
    began=$SECONDS
    status=0
    bash -c "$command" >"$jobs_dir/$name.out" 2>&1 || status=$?
    echo "$((SECONDS - began))" >"$jobs_dir/$name.time"
    exit "$status"
  ) &
  job_pid[$name]=$!
}

# Waits for the named jobs, prints each one's output and time once it is done, and fails when
# any of them failed.
collect() {
  local name status=0
  for name in "$@"; do
    if wait "${job_pid[$name]}"; then printf -- '-- %s: passed in %ss\n' "${job_command[$name]}" "$(cat "$jobs_dir/$name.time")"; else
      printf -- '-- %s: FAILED after %ss\n' "${job_command[$name]}" "$(cat "$jobs_dir/$name.time")"
      status=1
    fi
    cat "$jobs_dir/$name.out"
  done
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

# The browser tests build their own copy of the site, so they start at once and take up what
# the checks below leave idle (eslint runs alone for its last quarter). The unit tests come
# after `site check`: their check of the real content starts from its cache
# (test/support/checkedPages.ts).
step "Typecheck, lint, format, and build and check the real site (side by side, the browser tests in Debian's chromium beside them)"
launch browser "npx vitest run --config vitest.browser.config.ts"
launch tsc "npx tsc --noEmit"
launch eslint "npx eslint ."
launch prettier "npx prettier --check ."
launch site "node bin/site build && node bin/site check"
collect tsc eslint prettier site

step "Unit and integration tests (the browser tests still beside them)"
launch unit "npx vitest run"
collect unit browser

step "Done"
printf 'Every test passed in %ds.\n' "$((SECONDS - started))"
