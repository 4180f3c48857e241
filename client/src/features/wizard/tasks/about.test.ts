import { describe, expect, it } from 'vitest';
// Read as text through Vite (the client is type-checked without Node's types).
import packageText from '../../../../../package.json?raw';
import citation from '../../../../../../shared/corpus/tagore-swaralipi/CITATION.cff?raw';
import license from '../../../../../../shared/corpus/tagore-swaralipi/LICENSE?raw';
import { ABOUT, TAGORE_CREDIT } from './about.tsx';

const packageJson = JSON.parse(packageText) as { version: string; devDependencies: Record<string, string> };

describe('about', () => {
  it('shows the versions of package.json: the product, its engine and abcjs', () => {
    expect(ABOUT.version).toBe(packageJson.version);
    expect(ABOUT.engineVersion).toBe(packageJson.version);
    expect(ABOUT.secondEngineVersion).toBe(packageJson.devDependencies.abcjs);
  });

  it('credits the Tagore songs as their LICENSE and CITATION.cff ask', () => {
    expect(citation).toContain(`title: "${TAGORE_CREDIT.title}"`);
    expect(citation).toContain('license: CC-BY-4.0');
    expect(citation).toContain(`version: ${TAGORE_CREDIT.version}`);
    expect(citation).toContain(`url: "${TAGORE_CREDIT.url}"`);
    expect(license).toContain(TAGORE_CREDIT.license);
    expect(license).toContain(TAGORE_CREDIT.licenseUrl);
    expect(license.replace(/\s+/g, ' ')).toContain(`Indranil (Neel) Banerjee, ${TAGORE_CREDIT.year}`);
    expect(license.replace(/\s+/g, ' ')).toContain(TAGORE_CREDIT.publicDomain);
  });
});
