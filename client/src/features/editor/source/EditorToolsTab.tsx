/**
 * @fileoverview The Editor tab's tools (app-spec 2.2: sub-tabs Gr/Note, Srch/Repl, Margins,
 * Comments). Scaffolding: the source engineer replaces it this session.
 */

export function EditorToolsTab() {
  return <div className="editor-tools" data-testid="editor-tools" />;
}
