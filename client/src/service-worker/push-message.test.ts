import { describe, expect, it } from 'vitest';
import { notificationOf, portalPath } from './push-message';

/** A push's data as the browser hands it to the worker. */
const data = (text: string) => ({ json: () => JSON.parse(text) as unknown, text: () => text }) as unknown as PushMessageData;

describe('what a push shows (client/src/service-worker/push-message.ts)', () => {
  it('shows the gateway’s message: its title, second line, tag, time and page', () => {
    const shown = notificationOf(
      data(JSON.stringify({ id: 'n1', kind: 'STORY_ARTICLE', title: 'New article in “Water rates”', body: 'Rates rise · Example News', url: '/articles/7', tag: 'story:s1', at: '2026-12-01T18:00:00.000Z' })),
    );
    expect(shown).toEqual({
      title: 'New article in “Water rates”',
      options: expect.objectContaining({ body: 'Rates rise · Example News', tag: 'story:s1', timestamp: Date.parse('2026-12-01T18:00:00.000Z'), data: { url: '/articles/7', id: 'n1' } }),
    });
  });

  it('shows nothing for a push that is not the portal’s', () => {
    expect(notificationOf(null)).toBeNull();
    expect(notificationOf(data('not json'))).toBeNull();
    expect(notificationOf(data(JSON.stringify({ body: 'no title' })))).toBeNull();
  });

  it('opens only pages of the portal: anything else goes to the notifications page', () => {
    expect(portalPath('/stories/1?tab=articles')).toBe('/stories/1?tab=articles');
    for (const url of ['https://example.org/x', '//example.org/x', 'javascript:alert(1)', '', 42, undefined]) expect(portalPath(url)).toBe('/notifications');
  });
});
