/**
 * @fileoverview The editor's side menu (app-spec 2.2: first, prev, next, last over the current
 * song list). Scaffolding: the menus engineer replaces it this session.
 */

export function SideMenu() {
  return <nav className="side-menu" aria-label="Song list" data-testid="side-menu" />;
}
