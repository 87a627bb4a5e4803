/**
 * What stops a command: a theme or build file it cannot read or write, the one line it prints.
 * `themeChanged`: the rare error after which the theme could not be put back as it was.
 */
export class ThemeFileError extends Error {
  constructor(
    message: string,
    readonly themeChanged = false,
  ) {
    super(message);
  }
}

/** What an operating-system error code means to someone looking at their theme folder. */
const IO_CODES: Record<string, string> = {
  EACCES: 'permission denied',
  EPERM: 'not permitted',
  EISDIR: 'a folder is where a file belongs',
  ENOTDIR: 'a file is where a folder belongs',
  ENOSPC: 'the disk is full',
  EDQUOT: 'the disk quota is used up',
  EROFS: 'the file system is read-only',
  EBUSY: 'it is in use',
  ENOENT: 'it is not there',
  EEXIST: 'something is already there',
  EMFILE: 'too many files are open',
  EIO: 'the disk failed to read or write',
};

const VERBS: Record<string, string> = {
  open: 'open',
  read: 'read',
  write: 'write',
  rename: 'move',
  mkdir: 'create the folder',
  rmdir: 'remove the folder',
  unlink: 'remove',
  scandir: 'list the folder',
  lstat: 'look at',
  stat: 'look at',
  copyfile: 'copy',
};

/**
 * An operating system's error as one line naming the file (relative to the first of `roots` it
 * is in), or null for an error of another kind (a bug, which keeps its stack).
 */
export function ioProblem(error: unknown, roots: readonly string[]): string | null {
  if (!(error instanceof Error)) return null;
  if (error instanceof ThemeFileError) return error.message;
  const { code, syscall, path } = error as NodeJS.ErrnoException;
  if (typeof code !== 'string' || typeof syscall !== 'string') return null;
  const root = roots.find((folder) => typeof path === 'string' && path.startsWith(`${folder}/`));
  const where = root && path ? path.slice(root.length + 1) : path;
  const verb = VERBS[syscall] ?? syscall;
  return `could not ${verb} ${where ?? 'a file'} (${IO_CODES[code] ?? code})`;
}
