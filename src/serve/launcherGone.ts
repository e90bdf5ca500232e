/**
 * Calls `stop` once the process that launched the server is gone, when that launcher is npm
 * (`npx site serve`, `npm run site -- serve`). npm starts the server through a shell, and killing
 * npm's process id (`npx site serve & kill $!`) ends npm and the shell but not the server, which
 * would go on holding the port with no one to stop it. The server then finds itself adopted by
 * another parent. Started any other way (a shell, `nohup`, a service manager), it keeps running
 * as it was asked to. Returns a function that stops watching.
 */
export function whenLauncherGone(stop: () => void, env: NodeJS.ProcessEnv = process.env): () => void {
  if (!env.npm_command) return () => {};
  const launcher = process.ppid;
  const timer = setInterval(() => {
    if (process.ppid !== launcher) stop();
  }, 250);
  timer.unref();
  return () => clearInterval(timer);
}
