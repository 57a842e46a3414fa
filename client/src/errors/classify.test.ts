import { describe, expect, it } from 'vitest';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { rateLimitMessage, userMessage } from './classify';
import { MESSAGES } from './messages';

const gqlError = (code: string, message: string) => new CombinedGraphQLErrors({ errors: [{ message, extensions: { code } }] });

describe('rate-limited actions (the gateway answers RATE_LIMITED / 429)', () => {
  it("shows the gateway's own message instead of the screen's generic failure text", () => {
    const limited = gqlError('RATE_LIMITED', 'You are voting too fast. Please wait a moment and try again.');
    expect(userMessage(limited, 'Your vote could not be saved. Please try again.')).toBe('You are voting too fast. Please wait a moment and try again.');
    expect(rateLimitMessage(gqlError('RATE_LIMITED', ''))).toBe(MESSAGES.RATE_LIMITED);
  });

  it('leaves every other error to the screen', () => {
    expect(userMessage(gqlError('FORBIDDEN', 'nope'), 'Your vote could not be saved. Please try again.')).toBe('Your vote could not be saved. Please try again.');
    expect(rateLimitMessage(new Error('x'))).toBeUndefined();
  });
});
