import { describe, expect, it } from 'vitest';
import { aboutTask } from './tasks/about.tsx';
import { goToSongTask, openKnumTask } from './tasks/songTasks.tsx';
import { newTranscriptionTask } from './tasks/newTranscription.tsx';
import { updateProgramTask } from './tasks/unavailableTasks.tsx';
import { SIDEBAR_TASKS } from './tasks/index.ts';
import { canRunAction, forwardMove, previousIndex } from './wizardFlow.ts';
import { WIZARD_TASK_IDS } from './wizardStore.ts';

describe('wizard flow (app-spec 4)', () => {
  it('moves forward to the next option once the current one is complete', () => {
    expect(forwardMove(openKnumTask, 0, {})).toEqual({ kind: 'blocked', reason: 'Type a K number' });
    expect(forwardMove(openKnumTask, 0, { knum: '245' })).toEqual({ kind: 'next', index: 1 });
  });

  it('runs the action when forward is pressed on the last option', () => {
    expect(forwardMove(goToSongTask, 0, { songId: '12' })).toEqual({ kind: 'run' });
    expect(forwardMove(goToSongTask, 0, { songId: 'twelve' })).toEqual({ kind: 'blocked', reason: 'Type a song id: a whole number' });
    expect(forwardMove(newTranscriptionTask, 6, { title: 'x' })).toEqual({ kind: 'run' });
  });

  it('stays on the last option of a task without an action', () => {
    expect(forwardMove(aboutTask, 0, {})).toEqual({ kind: 'blocked', reason: 'This is the last step' });
    expect(canRunAction(aboutTask, 0, {})).toBe(false);
  });

  it('goes back one option, and nowhere from the first', () => {
    expect(previousIndex(3)).toBe(2);
    expect(previousIndex(0)).toBeNull();
  });

  it('lets OK run an option that has an action and complete input, before the last option', () => {
    // From the date on, OK builds the header with the defaults of the steps not yet seen.
    expect(canRunAction(newTranscriptionTask, 2, { title: 'x', date: '' })).toBe(true);
    expect(canRunAction(newTranscriptionTask, 2, { title: 'x', date: 'soon' })).toBe(false);
    expect(canRunAction(newTranscriptionTask, 0, { title: 'x' })).toBe(false);
  });

  it('never moves or runs a task that is not in this version', () => {
    expect(forwardMove(updateProgramTask, 0, {})).toEqual({ kind: 'blocked', reason: 'not in this version' });
    expect(canRunAction(updateProgramTask, 0, {})).toBe(false);
  });

  it('lists every task of app-spec 2.4 once in the sidebar, in order', () => {
    expect(SIDEBAR_TASKS.map((task) => task.id)).toEqual([...WIZARD_TASK_IDS]);
    expect(SIDEBAR_TASKS.filter((task) => task.unavailable !== undefined).map((task) => task.label)).toEqual([
      'Update program',
      'Push changes',
      'Edit settings',
      'Migrate options',
    ]);
  });
});
