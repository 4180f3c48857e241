/**
 * @fileoverview Where the wizard dialog (app-spec 2.4) and the info popup are mounted on the
 * editor page. Scaffolding: the wizard engineer replaces it this session.
 */

export function WizardHost() {
  return null;
}
