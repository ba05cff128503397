import { spawn } from 'node:child_process';
import { REPO_ROOT, workspaceEnv } from './paths';

export interface RunResult {
  code: number;
  output: string;
}

/**
 * Runs a command to completion with the workspace env, echoing its output live. `capture` keeps the
 * output too, for callers that read results from it.
 */
export function run(
  command: string,
  args: string[],
  options: { env?: Record<string, string | undefined>; capture?: boolean } = {},
): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: REPO_ROOT,
      env: workspaceEnv(options.env),
      stdio: options.capture ? ['inherit', 'pipe', 'pipe'] : 'inherit',
    });
    let output = '';
    const keep = (stream: NodeJS.WriteStream) => (chunk: Buffer) => {
      output += chunk.toString();
      stream.write(chunk);
    };
    child.stdout?.on('data', keep(process.stdout));
    child.stderr?.on('data', keep(process.stderr));
    child.on('error', reject);
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output }));
  });
}
