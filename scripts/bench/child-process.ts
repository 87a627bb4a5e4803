import { fork } from 'node:child_process';

/**
 * A process of the bench's own (the mock backend, Lighthouse): the work that would otherwise
 * share the bench's event loop with the servers a page is waiting on (backend-process.ts,
 * lighthouse.ts). The child (its script calls `serveParent`, child-serve.mjs) says it is ready
 * with a value, then answers each request in turn by its id.
 */
export interface BenchChild<Request, Reply, Ready> {
  /** What the child sent when it was ready. */
  ready: Ready;
  ask(request: Request): Promise<Reply>;
  close(): Promise<void>;
}

type FromChild<Reply, Ready> =
  { ready: Ready } | { id: number; reply: Reply } | { id: number; error: string };

export async function forkBenchChild<Request extends object, Reply, Ready>(
  script: URL,
  args: readonly string[] = [],
): Promise<BenchChild<Request, Reply, Ready>> {
  const child = fork(script.pathname, [...args], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const ready = await new Promise<Ready>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`${script.pathname} exited with ${code}`)));
    child.on('message', (message: FromChild<Reply, Ready>) => {
      if ('ready' in message) resolve(message.ready);
    });
  });
  let sequence = 0;
  return {
    ready,
    ask(request) {
      const id = ++sequence;
      return new Promise<Reply>((resolve, reject) => {
        const onMessage = (message: FromChild<Reply, Ready>) => {
          if (!('id' in message) || message.id !== id) return;
          child.off('message', onMessage);
          if ('error' in message) reject(new Error(message.error));
          else resolve(message.reply);
        };
        child.on('message', onMessage);
        child.send({ ...request, id });
      });
    },
    close: () =>
      new Promise<void>((resolve) => {
        child.removeAllListeners('exit');
        child.once('exit', () => resolve());
        child.kill();
      }),
  };
}
