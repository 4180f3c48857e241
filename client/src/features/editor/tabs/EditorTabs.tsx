/**
 * @fileoverview The tabbed control area under the ABC source (app-spec 2.2: Editor, Playback,
 * Lyrics, Translation, Notes, History, Data, Songbooks). Scaffolding of the editor's layout: the
 * tabs engineer replaces it this session.
 */

export function EditorTabs() {
  return <div className="editor-tabs" data-testid="editor-tabs" />;
}
