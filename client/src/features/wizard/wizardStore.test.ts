import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_WIZARD_TASK, isWizardShowing, useWizardStore } from './wizardStore.ts';

const initial = useWizardStore.getState();
afterEach(() => useWizardStore.setState(initial, true));

describe('wizard store', () => {
  it('is hidden until a task is opened, and opens at the first option of that task', () => {
    expect(isWizardShowing()).toBe(false);
    useWizardStore.getState().goToOption(2);
    useWizardStore.getState().openWizard('go-to-song');
    const state = useWizardStore.getState();
    expect(state.visible).toBe(true);
    expect(state.taskId).toBe('go-to-song');
    expect(state.optionIndex).toBe(0);
    expect(isWizardShowing()).toBe(true);
  });

  it('reopens the last task when none is named, and starts on the default task the first time', () => {
    useWizardStore.getState().openWizard();
    expect(useWizardStore.getState().taskId).toBe(DEFAULT_WIZARD_TASK);
    useWizardStore.getState().selectTask('about');
    useWizardStore.getState().hideWizard();
    useWizardStore.getState().openWizard();
    expect(useWizardStore.getState().taskId).toBe('about');
  });

  it('hides the info popup when the wizard is hidden (app-spec 2.4)', () => {
    const store = useWizardStore.getState();
    store.openWizard('match-image');
    store.showInfo({ kind: 'image', name: 'scan-1.png', imageName: 'scan-1.png' });
    expect(useWizardStore.getState().infoPopup?.view).toBe('name');
    useWizardStore.getState().hideWizard();
    expect(useWizardStore.getState().visible).toBe(false);
    expect(useWizardStore.getState().infoPopup).toBeNull();
  });

  it('clears the values one task passed between its steps when another task is chosen', () => {
    const store = useWizardStore.getState();
    store.openWizard('open-image');
    store.setValues({ folder: 'src-img' });
    store.setValues({ image: 'a.png' });
    expect(useWizardStore.getState().values).toEqual({ folder: 'src-img', image: 'a.png' });
    useWizardStore.getState().selectTask('open-abc-file');
    expect(useWizardStore.getState().values).toEqual({});
  });
});

describe('wizard store: songbook changes', () => {
  it('counts a songbook change and closes the wizard (app-spec 4)', () => {
    useWizardStore.getState().openWizard('delete-songbook-song');
    useWizardStore.getState().songbookChanged();
    expect(useWizardStore.getState().songbookChanges).toBe(1);
    expect(useWizardStore.getState().visible).toBe(false);
  });
});
