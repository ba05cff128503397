import { describe, expect, it } from 'vitest';
import { screenshotLanguages } from './screenshot-plan';

describe('screenshotLanguages', () => {
  it('takes Thai and English when the brand has both, in that order', () => {
    expect(screenshotLanguages(['en', 'zh', 'th'])).toEqual(['th', 'en']);
  });

  it("fills up with the brand's own next language when Thai is not offered", () => {
    expect(screenshotLanguages(['es', 'en', 'pt'])).toEqual(['en', 'es']);
  });

  it('takes the one language a single-language brand has', () => {
    expect(screenshotLanguages(['ko'])).toEqual(['ko']);
  });
});
