import { describe, expect, it } from 'vitest';
import { createServer } from 'node:net';
import { startServices } from './services';

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** A tiny HTTP server in a child Node process: the shape of every service in the stack. */
function httpService(port: number) {
  const source = `require('node:http').createServer((q, s) => s.end(String(process.pid))).listen(${port}, '127.0.0.1');`;
  return {
    name: `fixture-${port}`,
    command: process.execPath,
    args: ['-e', source],
    readyUrl: `http://127.0.0.1:${port}/`,
    announce: `up on ${port}`,
  };
}

describe('startServices', () => {
  it('starts services in order, announces them once ready, and stops them all', async () => {
    const [first, second] = [await freePort(), await freePort()];
    const lines: string[] = [];

    const stack = await startServices([httpService(first), httpService(second)], (line) => lines.push(line));
    expect(stack.ready).toBe(true);
    expect(lines).toEqual([`up on ${first}`, `up on ${second}`]);
    expect((await fetch(`http://127.0.0.1:${second}/`)).ok).toBe(true);

    stack.stop();
    expect(await stack.stopped).toBe(0);
    await expect(fetch(`http://127.0.0.1:${first}/`)).rejects.toThrow();
  });

  it('reports a service that exits before it is ready and stops the others', async () => {
    const port = await freePort();
    const lines: string[] = [];
    const crashing = {
      name: 'crasher',
      command: process.execPath,
      args: ['-e', 'process.exit(3)'],
      readyUrl: 'http://127.0.0.1:1/',
    };

    const stack = await startServices([httpService(port), crashing], (line) => lines.push(line));

    expect(stack.ready).toBe(false);
    expect(await stack.stopped).not.toBe(0);
    expect(lines.join('\n')).toMatch(/crasher/);
    await expect(fetch(`http://127.0.0.1:${port}/`)).rejects.toThrow();
  });

  it('takes a service stopped by a termination signal (Ctrl-C reaches the whole group) as a stop, not a crash', async () => {
    const [first, second] = [await freePort(), await freePort()];
    const lines: string[] = [];
    const stack = await startServices([httpService(first), httpService(second)], (line) => lines.push(line));
    const pid = Number(await (await fetch(`http://127.0.0.1:${first}/`)).text());

    process.kill(pid, 'SIGTERM');

    expect(await stack.stopped).toBe(0);
    expect(lines.join('\n')).not.toMatch(/unexpectedly/);
    await expect(fetch(`http://127.0.0.1:${second}/`)).rejects.toThrow();
  });

  it('still reports a service that crashes while running', async () => {
    const port = await freePort();
    const lines: string[] = [];
    const stack = await startServices([httpService(port)], (line) => lines.push(line));
    const pid = Number(await (await fetch(`http://127.0.0.1:${port}/`)).text());

    process.kill(pid, 'SIGKILL');

    expect(await stack.stopped).toBe(1);
    expect(lines.join('\n')).toMatch(/stopped unexpectedly \(SIGKILL\)/);
  });
});
