/**
 * @fileoverview Where the wizard dialog (app-spec 2.4) and the info popup (app-spec 2.2) are
 * mounted on the editor page: inside the editor's store provider, so that tasks can put text into
 * the editor. Both show only while the wizard store says so.
 */

import { InfoPopup } from '../../inspectors/InfoPopup.tsx';
import { useWizardStore } from '../wizardStore.ts';
import { WizardDialog } from './WizardDialog.tsx';

export function WizardHost() {
  const visible = useWizardStore((state) => state.visible);
  const infoPopup = useWizardStore((state) => state.infoPopup);
  return (
    <>
      {visible && <WizardDialog />}
      {infoPopup !== null && <InfoPopup popup={infoPopup} />}
    </>
  );
}
