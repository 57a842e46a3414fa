import { describe, expect, it } from 'vitest';
import { rollCallTitle } from './key-vote.service.js';

describe('a key vote made from a roll call is titled from the bill title and the question', () => {
  it('Senate: the bill title from the data and the question, not just "H.R. 1968"', () => {
    const title = rollCallTitle(
      { question: 'On Passage of the Bill H.R. 1968', subject: 'H.R. 1968', bill_title: 'A bill making further continuing appropriations and other extensions for the fiscal year ending September 30, 2025, and for other purposes.' },
      'H.R. 1968',
    );
    expect(title).toBe('A bill making further continuing appropriations and other extensions for the fiscal year ending September 30, 2025, and for other purposes — On Passage of the Bill H.R. 1968');
  });

  it('House: the subject is the title; the question does not repeat it', () => {
    expect(rollCallTitle({ question: 'On Passage: H R 28 Protection of Women and Girls in Sports Act', subject: 'Protection of Women and Girls in Sports Act', bill_title: null }, 'H.R. 28')).toBe(
      'Protection of Women and Girls in Sports Act — On Passage: H R 28',
    );
  });

  it('falls back to the question, then the bill id; long titles are cut at a word', () => {
    expect(rollCallTitle({ question: 'On the Cloture Motion H.R. 1968', subject: 'H.R. 1968', bill_title: null }, 'H.R. 1968')).toBe('On the Cloture Motion H.R. 1968');
    expect(rollCallTitle({ question: null, subject: null, bill_title: null }, 'S. 5')).toBe('S. 5');
    const long = rollCallTitle({ question: 'On Passage', subject: null, bill_title: 'word '.repeat(100) }, 'S. 5');
    expect(long.length).toBeLessThanOrEqual(300);
    expect(long.endsWith('word…')).toBe(true);
  });
});
