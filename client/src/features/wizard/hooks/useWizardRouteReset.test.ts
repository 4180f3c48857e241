import { describe, expect, it } from 'vitest';
import { taskToOpen } from './useWizardRouteReset.ts';

describe('the task a navigation opens', () => {
  it('is the wizard task named in the location state', () => {
    expect(taskToOpen({ openWizard: 'go-to-song' })).toBe('go-to-song');
  });

  it('is none for other state, an unknown task or no state', () => {
    expect(taskToOpen({ openWizard: 'format-disk' })).toBeNull();
    expect(taskToOpen({ from: '/x' })).toBeNull();
    expect(taskToOpen(null)).toBeNull();
    expect(taskToOpen('go-to-song')).toBeNull();
  });
});
