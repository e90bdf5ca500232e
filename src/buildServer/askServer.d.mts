type Stream = { write(text: string): unknown; isTTY?: boolean };

export function askServer(
  args: readonly string[],
  options: { cwd: string; env: NodeJS.ProcessEnv; packageRoot: string; stdout: Stream; stderr: Stream },
): Promise<{ exitCode: number; startServer?: undefined } | { exitCode: undefined; startServer: boolean }>;
export function startServer(cwd: string, bin: string, env: NodeJS.ProcessEnv, stderr: Stream): Promise<void>;
