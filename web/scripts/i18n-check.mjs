// Fails when the catalogues are not what the code's messages make them: a message added, changed
// or removed in the code without `npm run i18n:extract`. Runs the extraction and compares every
// catalogue (.po) before and after (the extracted ones stay, ready to translate and commit).
// Missing translations fail elsewhere: the build (failOnMissing) and src/lib/i18n.test.ts.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const web = fileURLToPath(new URL('..', import.meta.url));

function catalogues(dir = join(web, 'src'), found = new Map()) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) catalogues(path, found);
    else if (entry.name.endsWith('.po')) found.set(relative(web, path), readFileSync(path, 'utf8'));
  }
  return found;
}

const before = catalogues();
try {
  execFileSync(join(web, 'node_modules', '.bin', 'lingui'), ['extract', '--clean'], { cwd: web, stdio: 'pipe' });
} catch (error) {
  // A message the extractor cannot read (a macro used wrongly) fails the extraction.
  console.error(`${error.stdout}\n${error.stderr}`);
  process.exit(1);
}
const after = catalogues();
const changed = [...new Set([...before.keys(), ...after.keys()])].filter((file) => before.get(file) !== after.get(file));
if (changed.length > 0) {
  console.error(
    `The catalogues did not match the code's messages (now extracted; translate the new ones and commit):\n  ${changed.join('\n  ')}`,
  );
  process.exit(1);
}
console.log(`${after.size} catalogues match the code's messages`);
