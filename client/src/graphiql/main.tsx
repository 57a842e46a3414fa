import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { GraphiQL } from 'graphiql';
import { createGraphiQLFetcher, type Fetcher } from '@graphiql/toolkit';
import 'graphiql/style.css';
import './graphiql.css';

// The playground is a separate entry (graphiql.html) so the portal bundle never carries the
// editor, and everything is bundled from npm: no CDN is reachable from many offices.

const TOKEN_PLACEHOLDER = '<paste an access token>';

const DEFAULT_QUERY = `# Member Portal API: run with Ctrl-Enter or ▶.
# Member-only data needs your token in Headers.
{
  health {
    status
    database
    version
  }
}
`;

// JSON has no comments, so the guidance lives in the page footer and the placeholder
// below is dropped by the fetcher until a real token replaces it.
const DEFAULT_HEADERS = `{
  "Authorization": "Bearer ${TOKEN_PLACEHOLDER}"
}`;

const baseFetcher = createGraphiQLFetcher({ url: '/graphql' });

function withoutPlaceholder(headers: Record<string, unknown> | undefined) {
  if (!headers) return headers;
  return Object.fromEntries(
    Object.entries(headers).filter(([, value]) => !(typeof value === 'string' && value.includes(TOKEN_PLACEHOLDER))),
  );
}

const fetcher: Fetcher = (params, opts) => baseFetcher(params, { ...opts, headers: withoutPlaceholder(opts?.headers) });

function Playground() {
  return (
    <GraphiQL
      fetcher={fetcher}
      defaultQuery={DEFAULT_QUERY}
      defaultHeaders={DEFAULT_HEADERS}
      defaultEditorToolsVisibility="headers"
      isHeadersEditorEnabled
      shouldPersistHeaders={false}
    >
      <GraphiQL.Logo>Member Portal API</GraphiQL.Logo>
      <GraphiQL.Footer>
        <p className="portal-graphiql-hint">
          To query as a member, sign in to the portal, copy your access token and replace{' '}
          <code>{TOKEN_PLACEHOLDER}</code> in the Headers tab. Headers are not saved in this browser.
        </p>
      </GraphiQL.Footer>
    </GraphiQL>
  );
}

createRoot(document.getElementById('graphiql')!).render(
  <StrictMode>
    <Playground />
  </StrictMode>,
);
