/**
 * @fileoverview The score inspector (app-spec 2.2): a song's score, drawn by our engine in a
 * worker of its own (lib/engineClient.ts), started when the view is shown and ended when it
 * closes, so that the editor's own score is not disturbed. The pages are our engine's SVG, which
 * escapes every user string it writes (DESIGN.md 5), so they are inserted as markup as the
 * editor's ScoreView does.
 */

import { useEffect, useState } from 'react';
import { createEngineClient } from '../../lib/engineClient.ts';

type ScoreState = { status: 'loading' } | { status: 'done'; pages: string[] } | { status: 'failed'; message: string };

export function ScoreInspector({ abc }: { abc: string }) {
  const [state, setState] = useState<ScoreState>({ status: 'loading' });
  useEffect(() => {
    setState({ status: 'loading' });
    const client = createEngineClient({
      onReady: () => {},
      onLoadFailed: (message) => setState({ status: 'failed', message }),
      onRendered: (_abc, result) => setState({ status: 'done', pages: result.pages }),
      onRenderFailed: (message) => setState({ status: 'failed', message }),
    });
    client.renderNow(abc);
    return () => client.dispose();
  }, [abc]);

  if (state.status === 'loading') return <p className="info-note">Drawing the score…</p>;
  if (state.status === 'failed') return <p className="info-error">{state.message}</p>;
  if (state.pages.length === 0) return <p className="info-note">The engine drew nothing for this song.</p>;
  return (
    <div className="info-score" data-testid="inspector-score">
      {state.pages.map((page, index) => (
        <div key={index} className="info-score-page" dangerouslySetInnerHTML={{ __html: page }} />
      ))}
    </div>
  );
}
