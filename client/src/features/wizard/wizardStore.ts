/**
 * @fileoverview Whether the wizard (app-spec 2.4) is showing, which task and which of its options
 * (steps) it is on, and the info popup and info message that go with it. One app-wide Zustand
 * store: other features ask `useWizardStore((state) => state.visible)` (app-spec 2.2: the source
 * and lyrics toggles do nothing while a wizard is showing), and anything may open a task with
 * `openWizard('go-to-song')`.
 *
 * Rules it keeps (app-spec 2.4 and 4): hiding the wizard also hides the info popup; opening a task
 * starts at its first option. Before any route is entered the wizard is hidden and the info
 * message cleared: hooks/useWizardRouteReset.ts does that on every navigation.
 */

import { create } from 'zustand';

/**
 * Every wizard task, in the words of app-spec 2.4. The task modules (tasks/) give each its title,
 * options and action; the ids live here so that other features can open one without importing
 * the task modules.
 */
export const WIZARD_TASK_IDS = [
  'open-image',
  'open-recent',
  'go-to-song',
  'open-knum',
  'open-abc-file',
  'match-image',
  'new-transcription',
  'save-abc-file',
  'delete-image',
  'delete-songbook-song',
  'change-password',
  'logout',
  'about',
  'update-program',
  'push-changes',
  'edit-settings',
  'migrate-options',
] as const;

export type WizardTaskId = (typeof WIZARD_TASK_IDS)[number];

/** The task shown when the wizard is opened without one: the first of the sidebar. */
export const DEFAULT_WIZARD_TASK: WizardTaskId = 'open-recent';

/** What the info popup shows (app-spec 2.2: views Name, menu, source, score, lyrics). */
export type InfoView = 'name' | 'menu' | 'source' | 'score' | 'lyrics';

/**
 * The info popup's subject: a song (placed right of the page, app-spec 2.2), a file or an image.
 * `songId` is set for songs; `imageName` for images, whose inspector lists the songs in the image.
 */
export interface InfoSubject {
  kind: 'song' | 'file' | 'image';
  name: string;
  songId?: number;
  imageName?: string;
  /** Where the browser loads the image, for images. */
  url?: string;
  /** ABC source shown by the source and score views, when the subject has one. */
  abc?: string;
  /** Lyrics shown by the lyrics view. */
  lyrics?: string;
}

export interface InfoPopup {
  subject: InfoSubject;
  view: InfoView;
}

/** One plain value a step collects, or a list of plain records (the songs a step found). */
export type WizardValue = string | number | boolean | null | readonly Readonly<Record<string, string | number | boolean | null | undefined>>[];

/**
 * Data that steps of one task pass on to the next (the folder chosen in step 1 for step 2, the
 * song found for the attach step). Plain values only, cleared when a task opens.
 */
export type WizardValues = Readonly<Record<string, WizardValue>>;

export interface WizardState {
  visible: boolean;
  /** The task on show; kept when hidden so reopening without a task returns to it. */
  taskId: WizardTaskId;
  /** Index of the current option (step) of the task, from 0. */
  optionIndex: number;
  values: WizardValues;
  infoPopup: InfoPopup | null;
  /** A one-line message from the wizard or an inspector (an error, "Nothing to save ..."). */
  infoMessage: string | null;
  /**
   * Counts the songbook changes the wizard made (app-spec 4: "Inserting or deleting a song in a
   * songbook closes the wizard and increments a counter; delete refetches the songbook"): a
   * songbook view refetches when it changes.
   */
  songbookChanges: number;

  /** Shows the wizard on `taskId` (default: the last task, else DEFAULT_WIZARD_TASK) at its first option. */
  openWizard(taskId?: WizardTaskId): void;
  /** Hides the wizard and the info popup (app-spec 2.4). */
  hideWizard(): void;
  /** Switches to another task from the sidebar, at its first option, with fresh values (and no info popup). */
  selectTask(taskId: WizardTaskId): void;
  /** Moves to option `index` of the current task (the caller keeps it within the task's options). */
  goToOption(index: number): void;
  setValues(values: WizardValues): void;
  showInfo(subject: InfoSubject, view?: InfoView): void;
  setInfoView(view: InfoView): void;
  hideInfo(): void;
  setInfoMessage(message: string | null): void;
  /** Records a songbook change (see `songbookChanges`) and closes the wizard. */
  songbookChanged(): void;
}

export const useWizardStore = create<WizardState>()((set, get) => ({
  visible: false,
  taskId: DEFAULT_WIZARD_TASK,
  optionIndex: 0,
  values: {},
  infoPopup: null,
  infoMessage: null,
  songbookChanges: 0,

  openWizard: (taskId) =>
    set({ visible: true, taskId: taskId ?? get().taskId, optionIndex: 0, values: {}, infoMessage: null }),
  hideWizard: () => set({ visible: false, infoPopup: null }),
  selectTask: (taskId) => set({ taskId, optionIndex: 0, values: {}, infoMessage: null, infoPopup: null }),
  goToOption: (index) => set({ optionIndex: Math.max(0, index), infoMessage: null }),
  setValues: (values) => set({ values: { ...get().values, ...values } }),
  showInfo: (subject, view = 'name') => set({ infoPopup: { subject, view } }),
  setInfoView: (view) => {
    const popup = get().infoPopup;
    if (popup !== null) set({ infoPopup: { ...popup, view } });
  },
  hideInfo: () => set({ infoPopup: null }),
  setInfoMessage: (message) => set({ infoMessage: message }),
  songbookChanged: () => set((state) => ({ songbookChanges: state.songbookChanges + 1, visible: false, infoPopup: null })),
}));

/** True while a wizard is showing (app-spec 2.2); for code outside React. */
export function isWizardShowing(): boolean {
  return useWizardStore.getState().visible;
}
