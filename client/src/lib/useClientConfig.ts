/**
 * @fileoverview The page's start-up settings as React state (lib/clientConfig.ts): null until
 * /config.json has been read, then the settings with the reason defaults stand in, if any.
 *
 *     const loaded = useClientConfig();
 *     if (loaded === null) return <p>Loading…</p>;
 *     loaded.config.defaultEngine;
 */

import { useEffect, useState } from 'react';
import { loadClientConfig, type LoadedClientConfig } from './clientConfig.ts';

export function useClientConfig(): LoadedClientConfig | null {
  const [loaded, setLoaded] = useState<LoadedClientConfig | null>(null);
  useEffect(() => {
    let active = true;
    void loadClientConfig().then((result) => {
      if (active) setLoaded(result);
    });
    return () => {
      active = false;
    };
  }, []);
  return loaded;
}
