import { describe, expect, it } from 'vitest';
import { onDemand } from './on-demand';

describe('a part loaded on demand', () => {
  it('loads once, when first needed, and says when it is there', async () => {
    let loads = 0;
    let told = 0;
    const part = onDemand(
      async () => {
        loads++;
        return 'dice';
      },
      () => told++,
    );
    part.want(false);
    expect(loads).toBe(0);
    part.want(true);
    part.want(true);
    expect(part.part).toBeNull();
    await Promise.resolve();
    await Promise.resolve();
    expect([loads, told, part.part]).toEqual([1, 1, 'dice']);
    part.want(true);
    expect(loads).toBe(1);
  });

  it('tries again after a failed load', async () => {
    let loads = 0;
    const part = onDemand(async () => {
      loads++;
      if (loads === 1) throw new Error('offline');
      return 1;
    }, () => {});
    part.want(true);
    await new Promise((ok) => setTimeout(ok, 0));
    expect(part.part).toBeNull();
    part.want(true);
    await new Promise((ok) => setTimeout(ok, 0));
    expect([loads, part.part]).toEqual([2, 1]);
  });
});
