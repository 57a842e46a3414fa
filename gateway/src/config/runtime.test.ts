import { afterEach, describe, expect, it, vi } from 'vitest';
import { assertSupportedNode } from './runtime.js';

describe('the gateway’s Node version check', () => {
  afterEach(() => vi.restoreAllMocks());

  function exitsOn(version: string): { exited: boolean; message: string } {
    const exit = vi.spyOn(process, 'exit').mockImplementation((() => undefined) as never);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    assertSupportedNode(version);
    return { exited: exit.mock.calls.length > 0, message: error.mock.calls.map((c) => String(c[0])).join('\n') };
  }

  it('starts on Node 24 LTS and newer', () => {
    for (const version of ['24.11.0', '24.21.0', '25.0.0', '26.12.1']) expect(exitsOn(version)).toEqual({ exited: false, message: '' });
  });

  it('refuses an older Node with a message that says what to do', () => {
    for (const version of ['20.20.2', '22.23.3', '24.10.0']) {
      const { exited, message } = exitsOn(version);
      expect(exited).toBe(true);
      expect(message).toContain(`The portal needs Node 24.11 or newer; this is Node ${version}.`);
      expect(message).toContain('npm start');
    }
  });
});
