import { StrictMode, useEffect, useMemo, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { GraphiQL } from 'graphiql';
import { useEditorContext, type GraphiQLPlugin } from '@graphiql/react';
import 'graphiql/style.css';
import './graphiql.css';
import { buildExamples, type Example } from './examples';
import { playgroundFetcher } from './fetcher';
import { currentAccessToken, initialViewer, watchViewer, type PlaygroundViewer } from './session';

// The playground is a separate entry (graphiql.html) so the portal bundle never carries the
// editor, and everything is bundled from npm: no CDN is reachable from many offices. It runs as
// the member signed in to the portal on this origin (issue #17 item 3).

const HEADER = `# Member Portal API: run with Ctrl-Enter or ▶.
# Signed in to the portal on this site,
# you query as yourself (your token is sent).
# The portal's own operations: Examples, left.
`;

/**
 * The first query: who you are when signed in (or while a session cookie says you may be); the
 * health check otherwise (it needs no token).
 */
const defaultQuery = (viewer: PlaygroundViewer) =>
  viewer.kind !== 'signed-out'
    ? `${HEADER}{
  health {
    status
    database
  }
  me {
    email
    displayName
    roles
  }
}
`
    : `${HEADER}{
  health {
    status
    database
    version
  }
}
`;

const fetcher = playgroundFetcher(currentAccessToken);
const examples = buildExamples();

function SessionBar({ viewer }: { viewer: PlaygroundViewer }) {
  if (viewer.kind === 'checking') return <div className="portal-session" role="status">Checking whether you are signed in…</div>;
  if (viewer.kind === 'signed-out') {
    return (
      <div className="portal-session portal-session--out" role="status">
        You are signed out: queries run as an anonymous caller, and member data answers UNAUTHENTICATED.{' '}
        <a href="/login">Sign in to the portal</a>, then come back to this page.
      </div>
    );
  }
  return (
    <div className="portal-session portal-session--in" role="status">
      Signed in as <strong>{viewer.email ?? 'a member'}</strong>: your access token is sent with every query to this site (never elsewhere).
    </div>
  );
}

function ExamplesList() {
  const editors = useEditorContext();
  const load = (ex: Example) => {
    editors?.queryEditor?.setValue(ex.query);
    editors?.variableEditor?.setValue(ex.variables);
  };
  let feature = '';
  return (
    <div className="portal-examples">
      <div className="graphiql-doc-explorer-title">Examples</div>
      <p className="portal-examples-hint">The portal's own operations. Choose one to load it; fill in the variables, then run.</p>
      <ul>
        {examples.map((ex) => {
          const heading = ex.feature !== feature ? ((feature = ex.feature), <li key={`h-${ex.feature}`} className="portal-examples-feature">{ex.feature}</li>) : null;
          return [
            heading,
            <li key={ex.name}>
              <button type="button" onClick={() => load(ex)}>
                <span className="portal-examples-kind">{ex.kind}</span> {ex.name}
              </button>
            </li>,
          ];
        })}
      </ul>
    </div>
  );
}

function ExamplesIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.5">
      <path d="M8 6h12M8 12h12M8 18h12M4 6h.01M4 12h.01M4 18h.01" strokeLinecap="round" />
    </svg>
  );
}

const examplesPlugin: GraphiQLPlugin = { title: 'Examples', icon: ExamplesIcon, content: ExamplesList };

function Playground() {
  const [viewer, setViewer] = useState<PlaygroundViewer>(initialViewer);
  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    watchViewer(setViewer).then(
      (unsubscribe) => (cancelled ? unsubscribe() : (stop = unsubscribe)),
      () => setViewer({ kind: 'signed-out' }),
    );
    return () => {
      cancelled = true;
      stop?.();
    };
  }, []);
  const plugins = useMemo(() => [examplesPlugin], []);
  const [firstQuery] = useState(() => defaultQuery(initialViewer()));
  return (
    <div className="portal-playground">
      <SessionBar viewer={viewer} />
      <GraphiQL fetcher={fetcher} defaultQuery={firstQuery} defaultHeaders="{}" plugins={plugins} isHeadersEditorEnabled shouldPersistHeaders={false}>
        <GraphiQL.Logo>Member Portal API</GraphiQL.Logo>
        <GraphiQL.Footer>
          <p className="portal-graphiql-hint">
            Signed in to the portal, your access token is added for you; an Authorization header in the Headers tab replaces it. Headers are not saved in this
            browser. The REST paths are described at <a href="/api/docs">/api/docs</a>.
          </p>
        </GraphiQL.Footer>
      </GraphiQL>
    </div>
  );
}

createRoot(document.getElementById('graphiql')!).render(
  <StrictMode>
    <Playground />
  </StrictMode>,
);
