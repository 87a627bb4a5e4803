// The share of lines holding a comment in the hand-written TypeScript of a folder (src/ by
// default; generated files left out), found with the TypeScript parser (the comment ranges
// around every node), so a `//` or `/*` in a string or a regular expression is not taken for one. A line with code and a trailing comment
// counts as a comment line. Usage: node scripts/comment-share.mjs [folder ...]
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

function* sourceFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'generated') yield* sourceFiles(path);
    } else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) yield path;
  }
}

function commentLines(text, tsx) {
  const file = ts.createSourceFile('x', text, ts.ScriptTarget.Latest, true, tsx ? 4 : 3);
  const ranges = new Map();
  const note = (list) => list?.forEach((range) => ranges.set(range.pos, range.end));
  const visit = (node) => {
    note(ts.getLeadingCommentRanges(text, node.getFullStart()));
    note(ts.getTrailingCommentRanges(text, node.getEnd()));
    // JSX comments live in expressions with no node of their own: `{/* … */}`.
    if (ts.isJsxExpression(node) && !node.expression) {
      note(ts.getLeadingCommentRanges(text, node.getStart() + 1));
    }
    node.getChildren(file).forEach(visit);
  };
  visit(file);
  const lines = new Set();
  for (const [pos, end] of ranges) {
    const first = file.getLineAndCharacterOfPosition(pos).line;
    const last = file.getLineAndCharacterOfPosition(end).line;
    for (let line = first; line <= last; line += 1) lines.add(line);
  }
  return lines.size;
}

const folders = process.argv.slice(2);
for (const folder of folders.length > 0 ? folders : ['src']) {
  let total = 0;
  let comments = 0;
  for (const file of sourceFiles(folder)) {
    const text = readFileSync(file, 'utf8');
    total += text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
    comments += commentLines(text, file.endsWith('.tsx'));
  }
  const share = ((100 * comments) / total).toFixed(1);
  console.log(`${folder}: ${comments} comment lines of ${total} (${share} %)`);
}
