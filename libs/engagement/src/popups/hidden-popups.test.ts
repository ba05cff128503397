import { afterEach, describe, expect, it } from 'vitest';
import { hidePopup, isPopupHidden } from './hidden-popups';

afterEach(() => localStorage.clear());

const version = (id: number, day = '20') => ({ id, updated_at: `2026-11-${day}T08:00:00.000Z` });

describe('hidden pop-ups', () => {
  it('keeps one version per pop-up: hiding an edit forgets the old one', () => {
    hidePopup(version(1));
    expect(isPopupHidden(version(1))).toBe(true);
    expect(isPopupHidden(version(1, '21'))).toBe(false);
    hidePopup(version(1, '21'));
    expect(JSON.parse(localStorage.getItem('casino.hidden-popups') ?? '')).toEqual([
      '1@2026-11-21T08:00:00.000Z',
    ]);
  });

  it('keeps the latest 200 and survives a damaged entry', () => {
    for (let id = 1; id <= 205; id += 1) hidePopup(version(id));
    expect(isPopupHidden(version(5))).toBe(false);
    expect(isPopupHidden(version(6))).toBe(true);
    expect(isPopupHidden(version(205))).toBe(true);
    localStorage.setItem('casino.hidden-popups', '{not json');
    expect(isPopupHidden(version(205))).toBe(false);
    hidePopup(version(7));
    expect(isPopupHidden(version(7))).toBe(true);
  });
});
