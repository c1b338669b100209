// Child process of the crash test in ../atomicWrite.test.ts: writes a 1 MB file atomically, over and over,
// alternating all-'A' and all-'B' content, until it is killed. Prints "ready" once the file exists.
// Usage: node --import tsx prerender/testing/atomicWriteLoop.ts <target>
import { writeFileAtomic } from '../atomicWrite';

const LOOP_FILE_SIZE = 1024 * 1024;

const target = process.argv[2];
if (target === undefined) {
  process.stderr.write('usage: atomicWriteLoop.ts <target>\n');
  process.exit(2);
}

const contents = [Buffer.alloc(LOOP_FILE_SIZE, 'A'), Buffer.alloc(LOOP_FILE_SIZE, 'B')] as const;

let n = 0;
for (;;) {
  await writeFileAtomic(target, contents[n % 2]!);
  if (n === 0) process.stdout.write('ready\n');
  n += 1;
}
