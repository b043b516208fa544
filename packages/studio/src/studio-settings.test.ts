import { describe, expect, it } from 'vitest';
import type { StudioSettings } from '@atelier/shared/schemas/admin-blueprints';
import { boardPalette } from './board-style';
import { stylePalette } from './paint/paint';
import { settingsOf } from './studio-settings';

describe('settingsOf', () => {
  it("reads the style's own entry, and nothing or no entry as the studio's own choices", () => {
    const settings: StudioSettings = {
      renaissance: { palette: 'olive', frame: 'silver', light: 'dawn', type: 'modern' },
      cork: { palette: 'teal', frame: null, light: null, type: null },
    };
    expect(settingsOf(settings, 'renaissance')).toEqual({
      palette: 'olive',
      frame: 'silver',
      light: 'dawn',
      type: 'modern',
    });
    const none = { palette: null, frame: null, light: null, type: 'classic' };
    expect(settingsOf(settings, 'cork')).toEqual({ ...none, palette: 'teal' });
    expect(settingsOf(settings, 'watercolor')).toEqual(none);
    expect(settingsOf({}, 'night')).toEqual(none);
    expect(settingsOf(undefined, 'minimal')).toEqual(none);
  });

  it('reads a word the studio does not know (a stored version older than the vocabulary) as no setting', () => {
    const stale = {
      renaissance: { palette: 'olive', frame: 'platinum', light: 'eclipse', type: 'gothic' },
    } as unknown as StudioSettings;
    expect(settingsOf(stale, 'renaissance')).toEqual({
      palette: 'olive',
      frame: null,
      light: null,
      type: 'classic',
    });
    // The palettes read the known words and ignore the rest: no crash, no unknown colour.
    const olive = { palette: 'olive', frame: null, light: null, type: null };
    expect(stylePalette('renaissance', 3, [], stale)).toEqual(
      stylePalette('renaissance', 3, [], { renaissance: olive }),
    );
    const board = { cork: { palette: 'teal', frame: null, light: null, type: 'gothic' } };
    expect(boardPalette('cork', 3, [], board as unknown as StudioSettings)).toMatchObject({
      accent: { name: 'teal' },
      type: 'classic',
    });
  });
});
