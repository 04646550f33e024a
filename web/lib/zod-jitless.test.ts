import { describe, expect, it } from 'vitest';

describe('zod-jitless', () => {
  it("turns zod's eval probe off before any schema is built, through the global z.config reads", async () => {
    await import('./zod-jitless');
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
  });
});
