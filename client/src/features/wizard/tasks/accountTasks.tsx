/**
 * @fileoverview The wizard's account tasks (app-spec 2.4): "change password" and "logout" lead to
 * their pages (app-spec 2.1: /changepassword; "Logging out navigates to /logout"), which do the
 * work and say the result.
 */

import type { WizardTask } from '../taskTypes.ts';

function ChangePasswordBody() {
  return <p className="wizard-text">Press OK to go to the Change password page: old password, new password, and the new one again.</p>;
}

function LogoutBody() {
  return <p className="wizard-text">Press OK to log out. Text you have not saved stays on this computer for your next visit.</p>;
}

export const changePasswordTask: WizardTask = {
  id: 'change-password',
  label: 'Change password',
  title: 'Change password',
  options: [{ id: 'go', title: 'Change password', Body: ChangePasswordBody, action: (context) => context.navigate('/changepassword') }],
};

export const logoutTask: WizardTask = {
  id: 'logout',
  label: 'Logout',
  title: 'Log out',
  options: [{ id: 'go', title: 'Log out', Body: LogoutBody, action: (context) => context.navigate('/logout') }],
};
