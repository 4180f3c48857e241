/**
 * @fileoverview Which of the two views the top of the work pane shows (app-spec 2.2: "Either the
 * ABC source or the lyrics pane is visible; toggles do nothing while a wizard is showing").
 */

export type PaneView = 'source' | 'lyrics';

/** The view after the user asks for `requested`: unchanged while a wizard is showing. */
export function switchPaneView(current: PaneView, requested: PaneView, wizardShowing: boolean): PaneView {
  return wizardShowing ? current : requested;
}
