import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetScripts, loadScript } from './load-script';

afterEach(() => {
  vi.useRealTimers();
  forgetScripts();
  document.head.querySelectorAll('script').forEach((script) => script.remove());
});

const scripts = (src: string) => document.head.querySelectorAll(`script[src="${src}"]`);

describe('loadScript', () => {
  it('adds one async script per src and resolves when it has run', async () => {
    const src = 'https://cdn.example.test/widget.js';
    const first = loadScript(src, { id: 'widget' });
    expect(loadScript(src)).toBe(first);
    expect(scripts(src)).toHaveLength(1);
    const [script] = scripts(src);
    expect(script).toMatchObject({ async: true, id: 'widget' });
    script?.dispatchEvent(new Event('load'));
    await expect(first).resolves.toBeUndefined();
  });

  it('gives up on a script that hangs, removes it, and adds it again on the next call', async () => {
    vi.useFakeTimers();
    const src = 'https://cdn.example.test/slow.js';
    const hanging = loadScript(src, { timeoutMs: 2000 });
    const failed = expect(hanging).rejects.toThrow('no answer in 2 s');
    await vi.advanceTimersByTimeAsync(2000);
    await failed;
    expect(scripts(src)).toHaveLength(0);
    void loadScript(src).catch(() => undefined);
    expect(scripts(src)).toHaveLength(1);
  });
});
