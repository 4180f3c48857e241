/**
 * @fileoverview "About" (app-spec 2.4): the product, its version, the engines that draw the
 * scores, and the credits the demo archive needs. The ten Bengali songs come from "Ten Songs of
 * Tagore, In Data" (Swaralipi Corpus v0.1), licensed CC BY 4.0, which asks to be credited as its
 * LICENSE and CITATION.cff say (../shared/corpus/tagore-swaralipi); the words below are theirs.
 * about.test.ts checks the versions against package.json and the credit against those two files.
 */

import type { WizardTask } from '../taskTypes.ts';

/** What the About task shows. The versions are those of package.json (about.test.ts). */
export const ABOUT = {
  product: 'Swaralipi',
  description: 'A transcription desk for a devotional song archive, with its own ABC engraver.',
  version: '0.1.0',
  engine: 'Swaralipi engine (AssemblyScript compiled to WebAssembly)',
  engineVersion: '0.1.0',
  secondEngine: 'abcjs',
  secondEngineVersion: '6.7.2',
} as const;

/** The credit of the Tagore songs, in the words of their LICENSE and CITATION.cff. */
export const TAGORE_CREDIT = {
  title: 'Ten Songs of Tagore, In Data (Swaralipi Corpus v0.1)',
  authors: 'Indranil (Neel) Banerjee',
  year: '2026',
  version: '0.1.0',
  url: 'https://github.com/NeelVerse-Lab/tagore-swaralipi',
  license: 'Creative Commons Attribution 4.0 International (CC BY 4.0)',
  licenseUrl: 'https://creativecommons.org/licenses/by/4.0/',
  publicDomain: 'Underlying compositions by Rabindranath Tagore are in the public domain (India, since 2002-01-01).',
} as const;

function AboutBody() {
  return (
    <div className="wizard-about" data-testid="wizard-about">
      <p>
        <strong>{ABOUT.product}</strong> {ABOUT.version}: {ABOUT.description}
      </p>
      <table className="wizard-table">
        <tbody>
          <tr>
            <th scope="row">Version</th>
            <td>{ABOUT.version}</td>
          </tr>
          <tr>
            <th scope="row">Engine</th>
            <td>
              {ABOUT.engine} {ABOUT.engineVersion}
            </td>
          </tr>
          <tr>
            <th scope="row">Second engine</th>
            <td>
              {ABOUT.secondEngine} {ABOUT.secondEngineVersion}
            </td>
          </tr>
        </tbody>
      </table>
      <h3>Credits</h3>
      <p>
        The ten Bengali songs of the demo archive, their MusicXML and their swaralipi (sargam) notation are from "{TAGORE_CREDIT.title}",{' '}
        {TAGORE_CREDIT.authors}, {TAGORE_CREDIT.year}, version {TAGORE_CREDIT.version},{' '}
        <a href={TAGORE_CREDIT.url} target="_blank" rel="noreferrer">
          {TAGORE_CREDIT.url}
        </a>
        , licensed under the{' '}
        <a href={TAGORE_CREDIT.licenseUrl} target="_blank" rel="noreferrer">
          {TAGORE_CREDIT.license}
        </a>
        . The demo turns them into ABC and draws their sargam pages as images. {TAGORE_CREDIT.publicDomain}
      </p>
    </div>
  );
}

export const aboutTask: WizardTask = {
  id: 'about',
  label: 'About',
  title: 'About Swaralipi',
  options: [{ id: 'about', title: 'About', Body: AboutBody }],
};
