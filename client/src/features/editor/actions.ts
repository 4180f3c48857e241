/**
 * @fileoverview The editor's commands as declarative action records (STYLE.md 10, Excalidraw's
 * `actions/`): the buttons take their labels from here and the keyboard shortcuts their tests, so
 * a command behaves the same however it is given.
 */

/** What the actions act on; provided by the editor page. */
export interface EditorActionContext {
  /** Re-renders the score now (app-spec 2.2: "Show (refresh the score only)"). */
  show(): void;
  /** Re-renders and saves (app-spec 2.2: "Save (refresh and save)"). */
  save(): void;
  /** Approves the song as Bengali: language B, workflow status 23 (app-spec 4). */
  approveBengali(): void;
}

export interface EditorAction {
  name: string;
  label: string;
  /** Shortcut shown in the button's title, e.g. 'Ctrl+S'. */
  shortcut?: string;
  /** True when `event` is this action's keyboard shortcut. */
  keyTest?(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>): boolean;
  perform(context: EditorActionContext): void;
}

export const actionShow: EditorAction = {
  name: 'show',
  label: 'Show',
  perform: (context) => context.show(),
};

/** Ctrl+S (Cmd+S on a Mac) saves, as in every editor (DESIGN.md 4). */
export const actionSave: EditorAction = {
  name: 'save',
  label: 'Save',
  shortcut: 'Ctrl+S',
  keyTest: (event) =>
    (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 's',
  perform: (context) => context.save(),
};

/** Shown only for a song in B or BE to a user with 'Approve Bengali' (EditorButtons.tsx). */
export const actionApproveBengali: EditorAction = {
  name: 'approveBengali',
  label: 'Approve Bengali',
  perform: (context) => context.approveBengali(),
};

export const EDITOR_ACTIONS: readonly EditorAction[] = [actionShow, actionSave, actionApproveBengali];
