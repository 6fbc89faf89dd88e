import { describe, expect, it } from 'vitest';
import { X_API_PRICES, xPostCost } from './x-api-cost';

describe("a post's cost on X's API", () => {
  it('is one create and the read-back for a plain post', () => {
    expect(xPostCost(['Fresh bread at 7'], 0)).toEqual({ dollars: 0.02, creates: 1, withLink: 0 });
  });

  it('charges a link at the dearer rate, a scheme or a bare domain alike', () => {
    expect(xPostCost(['Menu: https://bakery.example/menu'], 0).dollars).toBe(0.205);
    expect(xPostCost(['See bakery.com today'], 0)).toMatchObject({ withLink: 1, dollars: 0.205 });
  });

  it('counts every thread part and every alt text, and nothing for an empty part', () => {
    expect(xPostCost(['One', 'Two', 'bakery.com', ' '], 2)).toEqual({
      // 2 x 0.015 + 0.2 + 2 x 0.005 + 0.005
      dollars: 0.245,
      creates: 3,
      withLink: 1,
    });
    expect(xPostCost([''], 0)).toEqual({ dollars: 0, creates: 0, withLink: 0 });
  });

  it("names the page of X's prices", () => {
    expect(X_API_PRICES.source).toBe('https://docs.x.com/x-api/getting-started/pricing');
  });
});
