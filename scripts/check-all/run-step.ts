import { spawn } from 'node:child_process';

export interface StepContext {
  /** Where the mock backend logs the answers it gives during the tests (contract coverage). */
  answerLogDir: string;
  /** Added to the environment of the step's programs. */
  env: Record<string, string>;
}

export interface Outcome {
  exitCode: number;
  /** The end of what the step printed, for the tests' closing `N passed, N failed` line. */
  outputTail: string;
}

export type Run = (context: StepContext) => Promise<Outcome>;

export interface Step {
  name: string;
  run: Run;
  /** The test run: counted test by test from its closing line, not as one check. */
  tests?: boolean;
}

const TAIL_CHARS = 64 * 1024;

/** Runs a program, its output shown as it comes and its tail kept. */
export function command(program: string, ...args: string[]): Run {
  return (context) =>
    new Promise((resolve) => {
      const child = spawn(program, args, {
        stdio: ['ignore', 'pipe', 'inherit'],
        env: {
          ...process.env,
          ...context.env,
          // A pipe, not the terminal: keep the colours a developer would see.
          ...(process.stdout.isTTY ? { FORCE_COLOR: '1' } : {}),
        },
      });
      let outputTail = '';
      child.stdout.on('data', (chunk: Buffer) => {
        process.stdout.write(chunk);
        outputTail = (outputTail + chunk.toString()).slice(-TAIL_CHARS);
      });
      child.on('error', (error) => {
        console.error(`${program}: ${error.message}`);
        resolve({ exitCode: 1, outputTail });
      });
      child.on('close', (code) => resolve({ exitCode: code ?? 1, outputTail }));
    });
}

/** Runs each in turn until one fails. */
export function sequence(...runs: Run[]): Run {
  return async (context) => {
    let outcome: Outcome = { exitCode: 0, outputTail: '' };
    for (const run of runs) {
      outcome = await run(context);
      if (outcome.exitCode !== 0) break;
    }
    return outcome;
  };
}
