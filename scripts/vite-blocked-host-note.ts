import type { Connect, Plugin, PreviewServer, ViteDevServer } from 'vite';

/**
 * Vite's dev and preview servers answer 403 "Blocked request" to a host name they were not told
 * to allow, and tell the reader to edit vite.config.js. Here the list comes from
 * MOCK_ALLOWED_HOSTS (vite.config.ts), so the page says that instead, with the command to run.
 * Vite's own check still decides; only its words change (docs/qa-mock-tools.md, "Hosting").
 */
function explanation(host: string, command: string): string {
  return [
    `Blocked request: this server does not answer the host name ${JSON.stringify(host)}.`,
    'Allow it with MOCK_ALLOWED_HOSTS (a comma-separated list) and restart the server:',
    '',
    `  MOCK_ALLOWED_HOSTS=${host} ${command}`,
    '',
    'A leading dot allows every subdomain (.office.example); `all` allows any host name, only',
    'behind a proxy you trust. See docs/qa-mock-tools.md, "Hosting for the team".',
    '',
  ].join('\n');
}

/** The command that started this server, as QA would type it again. */
function commandOf(kind: 'dev' | 'preview', mode: string): string {
  if (kind === 'dev') return mode === 'prism' ? 'npm run dev:prism' : 'npm run dev';
  return mode === 'mock' ? 'npm run preview:mock' : 'npm run preview';
}

function reword(middlewares: Connect.Server, command: string): void {
  const layer = middlewares.stack.find(
    (entry) => (entry.handle as { name?: string }).name === 'hostValidationMiddleware',
  );
  if (!layer) return;
  const check = layer.handle as Connect.NextHandleFunction;
  const reworded: Connect.NextHandleFunction = (request, response, next) => {
    const original = response.end;
    const end = original.bind(response) as (chunk?: unknown) => typeof response;
    // Only the check's own answer is reworded: a request it lets through gets `end` back.
    response.end = ((chunk?: unknown) => {
      const blocked = response.statusCode === 403 && String(chunk).startsWith('Blocked request');
      if (!blocked) return end(chunk);
      const host = (request.headers.host ?? '').replace(/:\d+$/, '');
      return end(explanation(host, command));
    }) as typeof response.end;
    check(request, response, (error?: unknown) => {
      response.end = original;
      next(error);
    });
  };
  layer.handle = reworded;
}

export function blockedHostNote(): Plugin {
  return {
    name: 'blocked-host-note',
    configureServer(server: ViteDevServer) {
      reword(server.middlewares, commandOf('dev', server.config.mode));
    },
    configurePreviewServer(server: PreviewServer) {
      reword(server.middlewares, commandOf('preview', server.config.mode));
    },
  };
}
