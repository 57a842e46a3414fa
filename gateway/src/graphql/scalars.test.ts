import { describe, expect, it } from 'vitest';
import { Kind } from 'graphql';
import { GraphQLLocalDate as LibraryLocalDate } from 'graphql-scalars';
import { GraphQLLocalDate } from './scalars.js';

describe('LocalDate', () => {
  it('is graphql-scalars’ LocalDate in the schema: the same name and description', () => {
    expect(GraphQLLocalDate.name).toBe('LocalDate');
    expect(GraphQLLocalDate.description).toBe(LibraryLocalDate.description);
  });

  it('sends a date from PostgreSQL as it is', () => {
    for (const date of ['2025-07-01', '1946-06-14', '2000-02-29']) expect(GraphQLLocalDate.serialize(date)).toBe(date);
  });

  it('refuses, with the library’s message, anything that is not YYYY-MM-DD text', () => {
    for (const value of ['2025-7-1', '2025-07-01T00:00:00Z', '', 20250701, new Date('2025-07-01'), null]) {
      expect(() => GraphQLLocalDate.serialize(value), String(value)).toThrow(/LocalDate|not string/);
    }
  });

  it('keeps the full check on dates callers send', () => {
    expect(GraphQLLocalDate.parseValue('2024-02-29')).toBe('2024-02-29');
    for (const bad of ['2023-02-29', '2020-13-01', '2020-02-30', 'yesterday']) {
      expect(() => GraphQLLocalDate.parseValue(bad), bad).toThrow(/not a valid LocalDate/);
      expect(() => GraphQLLocalDate.parseLiteral({ kind: Kind.STRING, value: bad }), bad).toThrow(/not a valid LocalDate/);
    }
  });
});
