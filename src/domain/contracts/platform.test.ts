import { describe, expect, it } from 'vitest';
import { errorLogRequestSchema } from './platform';

describe('errorLogRequestSchema', () => {
  it('refuses, without throwing, a clientData too deep for JSON.stringify', () => {
    let deep: Record<string, unknown> = {};
    for (let i = 0; i < 20_000; i += 1) deep = { a: deep };
    const result = errorLogRequestSchema.safeParse({ message: 'm', url: '/', clientData: deep });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['clientData']);
  });
});
