#!/usr/bin/env bash
# Every test, from a fresh clone: install, typecheck, unit tests, a build and `site check` of
# the real content, then the browser tests in Debian's chromium. Used by `npm test` and CI.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n== %s\n' "$1"; }

step "Installing dependencies (npm ci)"
npm ci --no-audit --no-fund

if [ ! -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ]; then
  step "Installing Debian's chromium for the browser tests"
  sudo_cmd=""
  [ "$(id -u)" -eq 0 ] || sudo_cmd="sudo"
  $sudo_cmd apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq chromium
fi

step "Typecheck"
npx tsc --noEmit

step "Unit and integration tests"
npx vitest run

step "Build the real site"
node bin/site build

step "Check the built site"
node bin/site check

step "Browser tests (Debian chromium)"
npx vitest run --config vitest.browser.config.ts
