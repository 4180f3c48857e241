import { describe, expect, it } from 'vitest';
import { switchPaneView } from './paneView.ts';

describe('the work pane view', () => {
  it('switches between the ABC source and the lyrics', () => {
    expect(switchPaneView('source', 'lyrics', false)).toBe('lyrics');
    expect(switchPaneView('lyrics', 'source', false)).toBe('source');
  });

  it('does not switch while a wizard is showing (app-spec 2.2)', () => {
    expect(switchPaneView('source', 'lyrics', true)).toBe('source');
    expect(switchPaneView('lyrics', 'source', true)).toBe('lyrics');
  });
});
