import { spawn } from 'node:child_process';
import { accessSync, constants, existsSync, statSync } from 'node:fs';
import { chromium } from 'playwright-core';

/**
 * What the browser set-up asks of the machine it runs on. The set-up takes it as a parameter, so
 * its choices (which Chromium, whether it may install one) can be checked against any machine,
 * one with no browser, no apt-get or no root included, without installing anything.
 */
export interface Machine {
  /** The environment: CHROMIUM_PATH and PATH are read. */
  readonly env: Readonly<Record<string, string | undefined>>;
  readonly platform: NodeJS.Platform;
  /** apt-get installs only as root. */
  readonly isRoot: boolean;
  /** Where `npx playwright install chromium` puts its browser on this machine, if it can. */
  readonly playwrightChromium: string | undefined;
  /** A file this user may execute. */
  isExecutable(path: string): boolean;
  exists(path: string): boolean;
  /** Runs a command to its end; rejects with its error output when it fails. */
  run(command: string, args: readonly string[], env?: Record<string, string>): Promise<void>;
  /** One line for the person who started the run. */
  say(line: string): void;
}

function isExecutable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

function playwrightChromium(): string | undefined {
  try {
    return chromium.executablePath();
  } catch {
    // Playwright knows no browser build for this platform.
    return undefined;
  }
}

/** Runs a command with its output hidden; its error output becomes the failure's message. */
function run(command: string, args: readonly string[], env?: Record<string, string>) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(command, args, {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => {
      errors += chunk.toString();
    });
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve();
      else reject(new Error(`${command} ${args.join(' ')} exited with ${code}: ${errors.trim()}`));
    });
  });
}

/** The machine this process runs on. */
export function thisMachine(): Machine {
  return {
    env: process.env,
    platform: process.platform,
    isRoot: process.getuid?.() === 0,
    playwrightChromium: playwrightChromium(),
    isExecutable,
    exists: existsSync,
    run,
    say: (line) => console.info(line),
  };
}
