import { describe, expect, it } from 'vitest';

describe('zod-jitless', () => {
  it("turns zod's eval probe off through the config zod reads, even when zod was loaded first", async () => {
    const { z } = await import('zod');
    await import('./zod-jitless');
    expect(z.config().jitless).toBe(true);
  });
});
