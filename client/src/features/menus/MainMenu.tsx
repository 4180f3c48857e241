/**
 * @fileoverview The main menu in the header bar (app-spec 2.3). Scaffolding: the menus engineer
 * replaces it this session with the menu tree, permission gating and weights.
 */

export function MainMenu() {
  return <nav className="main-menu" aria-label="Main menu" data-testid="main-menu" />;
}
