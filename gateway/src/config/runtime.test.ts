import { describe, expect, it } from 'vitest';
import { GATEWAY_NODE_FLAGS, missingNodeFlags } from './runtime.js';

describe('the gateway’s Node flags', () => {
  it('are missing unless given on the command line or in NODE_OPTIONS', () => {
    expect(missingNodeFlags([], '')).toEqual([...GATEWAY_NODE_FLAGS]);
    expect(missingNodeFlags([...GATEWAY_NODE_FLAGS], '')).toEqual([]);
    expect(missingNodeFlags(['--inspect'], `--max-old-space-size=512 ${GATEWAY_NODE_FLAGS.join(' ')}`)).toEqual([]);
  });
});
